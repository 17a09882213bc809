// Llamadas de la firma electrónica (firma.ts del contrato): el documento para leer y firmar, el código por correo
// y la firma del afiliado; el enlace del codeudor (sin sesión: el token del enlace es lo que da acceso).
import { cliente } from '@fondo/runtime';
import type {
  CodigoFirmaEnviado,
  CuerpoFirmar,
  CuerpoSolicitudCredito,
  DocumentoFirma,
  SolicitudCredito,
  SolicitudParaCodeudor,
} from '@fondo/contrato';

/**
 * GET /api/configuracion: ¿recibe el fondo firmas electrónicas? Si no se puede saber, no: el formulario pide la
 * carta firmada en papel, que el fondo siempre recibe.
 */
export async function firmaElectronicaActiva(): Promise<boolean> {
  try {
    return (await cliente.salud.configuracion()).firma_electronica === true;
  } catch {
    return false;
  }
}

export function prepararDocumento(cuerpo: CuerpoSolicitudCredito): Promise<DocumentoFirma> {
  return cliente.firmas.documento({ cuerpo });
}

export function pdfDelDocumento(id: number): Promise<Blob> {
  return cliente.firmas.verDocumento({ params: { id } });
}

export function pedirCodigo(id: number): Promise<CodigoFirmaEnviado> {
  return cliente.firmas.pedirCodigo({ params: { id }, cuerpo: { leido: true } });
}

export function firmar(id: number, cuerpo: CuerpoFirmar): Promise<SolicitudCredito> {
  return cliente.firmas.firmar({ params: { id }, cuerpo });
}

export function reenviarEnlace(idSolicitud: number): Promise<CodigoFirmaEnviado> {
  return cliente.firmas.reenviarEnlace({ params: { id: idSolicitud } });
}

export function solicitudParaCodeudor(token: string): Promise<SolicitudParaCodeudor> {
  return cliente.firmas.codeudor({ params: { token } });
}

export function pdfParaCodeudor(token: string): Promise<Blob> {
  return cliente.firmas.codeudorDocumento({ params: { token } });
}

export function subirCedulaCodeudor(
  token: string,
  archivo: { file: string; name: string },
): Promise<{ nombre: string }> {
  return cliente.firmas.codeudorCedula({ params: { token }, cuerpo: archivo });
}

export function pedirCodigoCodeudor(token: string): Promise<CodigoFirmaEnviado> {
  return cliente.firmas.codeudorCodigo({ params: { token }, cuerpo: { leido: true } });
}

export function aceptarCodeudor(token: string, cuerpo: CuerpoFirmar): Promise<SolicitudParaCodeudor> {
  return cliente.firmas.codeudorAceptar({ params: { token }, cuerpo });
}

export function rechazarCodeudor(token: string, motivo: string): Promise<SolicitudParaCodeudor> {
  return cliente.firmas.codeudorRechazar({ params: { token }, cuerpo: { motivo: motivo.trim() || null } });
}
