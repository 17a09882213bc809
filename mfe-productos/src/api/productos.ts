// Llamadas de la API del dominio Productos (SPEC 7, "Member").
// Toda respuesta pasa por recortarFecha (SPEC 3: fechas ISO al día).
import { api, descargarArchivo } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type {
  CertificadoDisponible,
  HistorialAportes,
  RespuestaAportes,
  RespuestaCreditos,
  Resumen,
} from '@fondo/contrato';

/** 'me' es el afiliado de la sesión; un número solo lo acepta la API para superadmin. */
export type IdAfiliado = number | 'me';

async function obtener<T>(ruta: string): Promise<T> {
  return recortarFecha(await api.get(ruta).json<T>());
}

export function obtenerResumen(id: IdAfiliado = 'me'): Promise<Resumen> {
  return obtener<Resumen>(`afiliados/${id}/resumen`);
}

export function obtenerAportes(id: IdAfiliado = 'me'): Promise<RespuestaAportes> {
  return obtener<RespuestaAportes>(`afiliados/${id}/aportes`);
}

export function obtenerHistorialAportes(id: IdAfiliado = 'me'): Promise<HistorialAportes> {
  return obtener<HistorialAportes>(`afiliados/${id}/aportes/historial`);
}

export function obtenerCreditos(id: IdAfiliado = 'me'): Promise<RespuestaCreditos> {
  return obtener<RespuestaCreditos>(`afiliados/${id}/creditos`);
}

export function obtenerCertificados(id: IdAfiliado = 'me'): Promise<CertificadoDisponible[]> {
  return obtener<CertificadoDisponible[]>(`afiliados/${id}/certificados`);
}

/** Ruta (sin el prefijo /api) del PDF de un certificado. */
export function rutaCertificado(id: IdAfiliado, c: CertificadoDisponible): string {
  const q = new URLSearchParams();
  if (c.id_corte !== null) q.set('id_corte', String(c.id_corte));
  q.set('tipo_certificado', c.certificado);
  return `afiliados/${id}/certificado?${q.toString()}`;
}

/** Descarga el PDF; el nombre por defecto es la etiqueta (el servidor puede darlo por Content-Disposition). */
export function descargarCertificado(id: IdAfiliado = 'me', c: CertificadoDisponible): Promise<void> {
  // Las barras de las fechas no caben en un nombre de archivo.
  return descargarArchivo(rutaCertificado(id, c), `${c.etiqueta.replaceAll('/', '-')}.pdf`);
}
