// Los códigos de firma: se guardan solo como hash atado al documento, al firmante y al SHA-256 que leyó; uno
// nuevo anula el anterior; vencen a los 10 minutos y se agotan a los 5 intentos (firma.ts del contrato).
import { randomInt } from 'node:crypto';
import {
  CODIGOS_POR_VENTANA,
  CODIGOS_VENTANA_MINUTOS,
  INTENTOS_CODIGO_FIRMA,
  LARGO_CODIGO_FIRMA,
  MENSAJE_CODIGO_AGOTADO,
  MENSAJE_CODIGO_FIRMA_FORMATO,
  MENSAJE_CODIGO_VENCIDO,
  MENSAJE_DEMASIADOS_CODIGOS,
  MENSAJE_DOCUMENTO_CAMBIO,
  MENSAJE_SIN_CODIGO,
  MINUTOS_CODIGO_FIRMA,
  correoEnmascarado,
  mensajeCodigoIncorrecto,
  normalizarCodigoFirma,
  type CodigoFirmaEnviado,
  type CuerpoFirmar,
  type RolFirmante,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { encolarCorreo } from '../correo-saliente/salida.js';
import type { Db } from '../db/client.js';
import { demasiadasSolicitudes, solicitudInvalida, type ErrorApi } from '../errors.js';
import {
  codigoVigente,
  codigosPedidosDesde,
  insertarCodigo,
  sumarIntento,
  type DocumentoGuardado,
} from './consultas.js';
import { correoCodigoFirma } from './correos.js';
import { sha256, type ContextoFirma } from './documento.js';

/** El hash que se guarda de un código: atado al documento, al firmante y al SHA-256 del documento que leyó. */
const hashCodigo = (codigo: string, idDocumento: number, rol: RolFirmante, sha: string) =>
  sha256(`${codigo}:${idDocumento}:${rol}:${sha}`);

/** Escribe el código, lo manda por correo y deja la auditoría. Llamar con la transacción. */
export async function enviarCodigo(
  tx: Db,
  d: DocumentoGuardado,
  f: { rol: RolFirmante; correo: string; nombre: string; idActor: number | null },
  ctx: ContextoFirma,
): Promise<CodigoFirmaEnviado> {
  const desde = new Date(ctx.ahora.getTime() - CODIGOS_VENTANA_MINUTOS * 60_000);
  if ((await codigosPedidosDesde(tx, d.id_documento, f.rol, desde)) >= CODIGOS_POR_VENTANA) {
    throw demasiadasSolicitudes(MENSAJE_DEMASIADOS_CODIGOS);
  }
  const codigo = String(randomInt(0, 10 ** LARGO_CODIGO_FIRMA)).padStart(LARGO_CODIGO_FIRMA, '0');
  const vence = new Date(ctx.ahora.getTime() + MINUTOS_CODIGO_FIRMA * 60_000);
  await insertarCodigo(tx, {
    id_documento: d.id_documento,
    rol: f.rol,
    codigo_hash: hashCodigo(codigo, d.id_documento, f.rol, d.sha256),
    sha256: d.sha256,
    correo: f.correo,
    creado: ctx.ahora,
    vence,
  });
  await encolarCorreo(tx, correoCodigoFirma(f.correo, f.nombre, codigo, d.id_solicitud, ctx));
  await registrarAuditoria(tx, {
    accion: 'firma_codigo_enviado',
    id_actor: f.idActor,
    id_afiliado: d.id_afiliado,
    detalle: {
      id_documento: d.id_documento,
      id_solicitud: d.id_solicitud,
      rol: f.rol,
      correo: correoEnmascarado(f.correo),
    },
    ip: ctx.ip,
    fecha: ctx.ahora,
  });
  return { correo: correoEnmascarado(f.correo), vence: vence.toISOString() };
}

type Comprobacion = { ok: true; id_codigo: number; correo: string } | { ok: false; error: ErrorApi };

/**
 * Compara el código con el vigente de (documento, rol), atado al SHA-256 que quien firma leyó. Un fallo suma
 * un intento y queda en la auditoría: se confirma aparte (la transacción de la firma no debe deshacerlo).
 */
export async function comprobarCodigo(
  db: Db,
  d: DocumentoGuardado,
  rol: RolFirmante,
  cuerpo: CuerpoFirmar,
  ctx: ContextoFirma,
  idActor: number | null,
): Promise<Comprobacion> {
  const codigo = normalizarCodigoFirma(cuerpo.codigo);
  if (!codigo) return { ok: false, error: solicitudInvalida(MENSAJE_CODIGO_FIRMA_FORMATO) };
  if (cuerpo.sha256 !== d.sha256) return { ok: false, error: solicitudInvalida(MENSAJE_DOCUMENTO_CAMBIO) };
  return db.transaction(async (tx): Promise<Comprobacion> => {
    const vigente = await codigoVigente(tx, d.id_documento, rol);
    if (!vigente) return { ok: false, error: solicitudInvalida(MENSAJE_SIN_CODIGO) };
    if (new Date(vigente.vence).getTime() <= ctx.ahora.getTime()) {
      return { ok: false, error: solicitudInvalida(MENSAJE_CODIGO_VENCIDO) };
    }
    if (vigente.intentos >= INTENTOS_CODIGO_FIRMA)
      return { ok: false, error: solicitudInvalida(MENSAJE_CODIGO_AGOTADO) };
    if (vigente.sha256 === d.sha256 && vigente.codigo_hash === hashCodigo(codigo, d.id_documento, rol, d.sha256)) {
      return { ok: true, id_codigo: vigente.id_codigo, correo: vigente.correo };
    }
    const intentos = await sumarIntento(tx, vigente.id_codigo);
    await registrarAuditoria(tx, {
      accion: 'firma_codigo_fallido',
      id_actor: idActor,
      id_afiliado: d.id_afiliado,
      detalle: { id_documento: d.id_documento, id_solicitud: d.id_solicitud, rol, intento: intentos },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
    const quedan = INTENTOS_CODIGO_FIRMA - intentos;
    return {
      ok: false,
      error: solicitudInvalida(quedan > 0 ? mensajeCodigoIncorrecto(quedan) : MENSAJE_CODIGO_AGOTADO),
    };
  });
}
