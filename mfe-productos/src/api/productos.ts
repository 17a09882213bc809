// Llamadas de la API del dominio Productos (SPEC 7, "Member").
// Toda respuesta pasa por recortarFecha (SPEC 3: fechas ISO al día).
import { cliente } from '@fondo/runtime';
import { formatoFecha, recortarFecha } from '@fondo/contrato';
import type {
  CertificadoDisponible,
  Corte,
  HistorialAportes,
  PlanPagos,
  RespuestaAportes,
  RespuestaCreditos,
  Resumen,
} from '@fondo/contrato';

/** 'me' es el afiliado de la sesión; un número solo lo acepta la API para superadmin. */
export type IdAfiliado = number | 'me';

export async function obtenerResumen(id: IdAfiliado = 'me'): Promise<Resumen> {
  return recortarFecha(await cliente.productos.resumen({ params: { id } }));
}

export async function obtenerAportes(id: IdAfiliado = 'me'): Promise<RespuestaAportes> {
  return recortarFecha(await cliente.productos.aportes({ params: { id } }));
}

export async function obtenerHistorialAportes(id: IdAfiliado = 'me'): Promise<HistorialAportes> {
  return recortarFecha(await cliente.productos.historialAportes({ params: { id } }));
}

export async function obtenerCreditos(id: IdAfiliado = 'me'): Promise<RespuestaCreditos> {
  return recortarFecha(await cliente.productos.creditos({ params: { id } }));
}

export async function obtenerCertificados(id: IdAfiliado = 'me'): Promise<CertificadoDisponible[]> {
  return recortarFecha(await cliente.certificados.listar({ params: { id } }));
}

/** La petición del PDF de un certificado. */
function peticionCertificado(id: IdAfiliado, c: CertificadoDisponible) {
  return {
    params: { id },
    consulta: { id_corte: c.id_corte ?? undefined, tipo_certificado: c.certificado },
  };
}

/** Ruta (sin el prefijo /api) del PDF de un certificado. */
export function rutaCertificado(id: IdAfiliado, c: CertificadoDisponible): string {
  return cliente.certificados.descargar.ruta(peticionCertificado(id, c));
}

/** Descarga el PDF; el nombre por defecto es la etiqueta (el servidor puede darlo por Content-Disposition). */
export function descargarCertificado(id: IdAfiliado = 'me', c: CertificadoDisponible): Promise<void> {
  // Las barras de las fechas no caben en un nombre de archivo.
  return cliente.certificados.descargar.descargar(`${c.etiqueta.replaceAll('/', '-')}.pdf`, peticionCertificado(id, c));
}

/** Plan de pagos estimado de un crédito, desde el último corte en que aparece. */
export async function obtenerPlanPagos(id: IdAfiliado, idCredito: number): Promise<PlanPagos> {
  return recortarFecha(await cliente.productos.planPagos({ params: { id, id_credito: idCredito } }));
}

/** Descarga el PDF del plan de pagos (el servidor da el nombre por Content-Disposition). */
export function descargarPlanPagos(id: IdAfiliado, idCredito: number, nombre: string): Promise<void> {
  return cliente.productos.planPagosPdf.descargar(`${nombre.replaceAll('/', '-')}.pdf`, {
    params: { id, id_credito: idCredito },
  });
}

/** Estado de cuenta de un corte en PDF; queda registrado con su código de verificación. */
export function descargarEstadoCuenta(id: IdAfiliado, corte: Corte): Promise<void> {
  return cliente.certificados.estadoCuenta.descargar(
    `Estado de cuenta a ${formatoFecha(corte.corte).replaceAll('/', '-')}.pdf`,
    {
      params: { id, id_corte: corte.id_corte },
    },
  );
}
