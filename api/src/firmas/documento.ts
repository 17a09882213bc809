// Lo común de la firma electrónica: lo que el servicio necesita de la app y de la petición, el documento (sus
// datos, su PDF guardado, el PDF firmado con la página de evidencia) y la evidencia de una firma.
import { createHash } from 'node:crypto';
import {
  metodoFirma,
  MENSAJE_DOCUMENTO_NO_ENCONTRADO,
  MENSAJE_FIRMA_APAGADA,
  urlVerificacion,
  type CuerpoSolicitudCredito,
  type EvidenciaFirma,
  type RolFirmante,
  type TipoCredito,
} from '@fondo/contrato';
import { leerArchivo } from '../archivos/servicio.js';
import type { Db } from '../db/client.js';
import { noEncontrado, solicitudInvalida } from '../errors.js';
import { datosAfiliado } from '../solicitudes/servicio.js';
import { generarPlantillaPdf, type DatosPlantilla } from '../solicitudes/plantilla-pdf.js';
import { buscarTipo } from '../tipos-credito/servicio.js';
import type { DocumentoGuardado } from './consultas.js';
import type { ContextoCorreosFirma } from './correos.js';
import { paginaDeEvidencia } from './evidencia-pdf.js';

/** Lo que la firma necesita de la app (configuración, reloj) y de la petición (IP, dispositivo). */
export interface ContextoFirma extends ContextoCorreosFirma {
  activa: boolean;
  fondo: { nombre: string; nit: string };
  cuotaArchivosBytes: number;
  ahora: Date;
  ip: string;
  /** el User-Agent de quien firma */
  dispositivo: string;
}

export const NOMBRE_PDF = 'carta-solicitud-credito-y-pagare.pdf';
export const NOMBRE_FIRMADO = 'carta-y-pagare-firmados.pdf';
const CIUDAD = 'Bogotá D.C.';

export const sha256 = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex');
export const base64 = (b: Buffer) => b.toString('base64');
export const texto = (v: string | null | undefined): string => (v ?? '').trim();

/** 400 si el fondo no recibe firmas electrónicas (FIRMA_ELECTRONICA apagada). */
export function exigirActiva(ctx: ContextoFirma): void {
  if (!ctx.activa) throw solicitudInvalida(MENSAJE_FIRMA_APAGADA);
}

/** Los datos del documento: la solicitud entera, con la fecha en que se generó (la misma al firmarlo). */
export async function datosPlantilla(
  db: Db,
  idAfiliado: number,
  cuerpo: CuerpoSolicitudCredito,
  tipo: TipoCredito,
  generado: Date,
  ctx: ContextoFirma,
): Promise<DatosPlantilla> {
  const afiliado = await datosAfiliado(db, idAfiliado);
  if (!afiliado) throw noEncontrado();
  return {
    afiliado,
    tipo,
    valor: cuerpo.valor ?? null,
    cuotas: cuerpo.cuotas ?? null,
    destino: cuerpo.destino ?? null,
    desde_mes: cuerpo.desde_mes ?? null,
    codeudor: cuerpo.codeudor
      ? { nombre: texto(cuerpo.codeudor_nombre), documento: texto(cuerpo.codeudor_documento) }
      : null,
    conFecha: true,
    fondo: ctx.fondo,
    ciudad: CIUDAD,
    ahora: generado,
  };
}

/** El servidor lee sus propios archivos (el documento, la copia del codeudor). */
export const SERVIDOR = { id_afiliado: 0, superadmin: true };

export async function pdfGuardado(db: Db, d: DocumentoGuardado): Promise<Buffer> {
  const a = await leerArchivo(db, d.archivo, SERVIDOR);
  if (!a?.contenido) throw noEncontrado(MENSAJE_DOCUMENTO_NO_ENCONTRADO);
  return Buffer.from(a.contenido, 'base64');
}

/** El PDF firmado: el documento con la página de evidencia de cada firma al final. */
export async function pdfFirmado(
  db: Db,
  d: DocumentoGuardado,
  firmas: readonly EvidenciaFirma[],
  idSolicitud: number,
  codigo: string,
  ctx: ContextoFirma,
): Promise<Buffer> {
  const { tipo } = await tipoDelDocumento(db, d);
  const datos = await datosPlantilla(db, d.id_afiliado, d.datos, tipo, new Date(d.generado), ctx);
  return generarPlantillaPdf(datos, (doc) =>
    paginaDeEvidencia(doc, { id_solicitud: idSolicitud, codigo, url: urlVerificacion(ctx.portalUrl, codigo), firmas }),
  );
}

/** El tipo del documento, activo o no (pudo desactivarse después de la firma del afiliado). */
export async function tipoDelDocumento(db: Db, d: DocumentoGuardado): Promise<{ tipo: TipoCredito }> {
  const tipo = await buscarTipo(db, d.datos.id_tipo_credito ?? 0);
  if (!tipo) throw noEncontrado();
  return { tipo };
}

/** La evidencia de una firma: quién, cuándo, desde dónde (IP y dispositivo), con qué método y sobre qué SHA-256. */
export const evidencia = (
  rol: RolFirmante,
  quien: { nombre: string; documento: string; correo: string },
  sha: string,
  ctx: ContextoFirma,
): EvidenciaFirma => ({
  rol,
  nombre: quien.nombre,
  documento: quien.documento,
  fecha: ctx.ahora.toISOString(),
  ip: ctx.ip,
  dispositivo: ctx.dispositivo.slice(0, 300),
  metodo: metodoFirma(quien.correo),
  sha256: sha,
});
