// La verificación pública de la carta y el pagaré firmados (la página /verificar de su código): quién firmó y
// cuándo (documento enmascarado) y si un archivo es una de las versiones firmadas (su SHA-256, calculado en el
// navegador: el archivo no sale del equipo de quien verifica).
import {
  DOCUMENTO_IDENTICO,
  DOCUMENTO_NO_COINCIDE,
  MENSAJE_DOCUMENTO_NO_ENCONTRADO,
  type ComprobacionFirma,
  type EvidenciaFirma,
  type FirmanteVerificado,
} from '@fondo/contrato';
import { normalizarCodigo } from '../certificados/etiquetas.js';
import type { Db } from '../db/client.js';
import { noEncontrado } from '../errors.js';
import { documentoEnmascarado } from '../pdf/formato.js';
import { documentoDeSolicitud, documentoPorCodigo, firmasDe } from './consultas.js';

/**
 * La firma electrónica de una solicitud: su código de verificación y, si `conEvidencia` (el fondo), la evidencia
 * de cada firma; null si la solicitud no se firmó en el portal.
 */
export async function firmaDeSolicitud(
  db: Db,
  idSolicitud: number,
  conEvidencia: boolean,
): Promise<{ codigo_verificacion: string | null; firmas?: EvidenciaFirma[] } | null> {
  const d = await documentoDeSolicitud(db, idSolicitud);
  if (!d) return null;
  return {
    codigo_verificacion: d.codigo_verificacion,
    ...(conEvidencia ? { firmas: await firmasDe(db, d.id_documento) } : {}),
  };
}

/** Quién firmó el documento de un código (la del afiliado primero); [] si no es un documento firmado. */
export async function firmantesVerificados(db: Db, codigo: string): Promise<FirmanteVerificado[]> {
  const d = await documentoPorCodigo(db, codigo);
  if (!d) return [];
  return (await firmasDe(db, d.id_documento)).map((f) => ({
    rol: f.rol,
    nombre: f.nombre,
    documento: documentoEnmascarado(f.documento),
    fecha: f.fecha,
  }));
}

/** ¿Es el archivo de este SHA-256 una de las versiones firmadas del documento del código? */
export async function comprobarArchivo(db: Db, codigoTexto: string, sha: string): Promise<ComprobacionFirma> {
  const codigo = normalizarCodigo(codigoTexto);
  const d = codigo ? await documentoPorCodigo(db, codigo) : undefined;
  if (!d) throw noEncontrado(MENSAJE_DOCUMENTO_NO_ENCONTRADO);
  const identico = d.firmados.includes(sha);
  return { identico, mensaje: identico ? DOCUMENTO_IDENTICO : DOCUMENTO_NO_COINCIDE };
}
