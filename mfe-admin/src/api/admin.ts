// Llamadas de la API de Administración (SPEC 7 Admin, tipos de crédito, url-token, enviar-bienvenida;
// issue 10). Las fechas ISO se recortan al día (SPEC 3), salvo la fecha y hora de la auditoría.
import { api, descargarArchivo, useSesion } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type {
  ColumnaAfiliadosAdmin,
  ColumnaAuditoria,
  ColumnaAportesCorte,
  ColumnaCreditosCorte,
  Corte,
  CuerpoAfiliadoAdmin,
  CuerpoTipoCredito,
  FiltroActualizacion,
  RespuestaAfiliadoAdmin,
  RespuestaAfiliadosAdmin,
  RespuestaAportesCorte,
  RespuestaAuditoria,
  RespuestaBienvenida,
  RespuestaCreditosCorte,
  RespuestaImportacion,
  RespuestaMensaje,
  RespuestaUrlToken,
  ResumenAdmin,
  TipoCredito,
  TipoImportacion,
} from '@fondo/contrato';

/** Orden de una lista: una columna, con '-' delante para descendente. */
export type Orden<C extends string> = C | `-${C}`;

function parametros(o: Record<string, string | number | undefined>): Record<string, string | number> {
  const q: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    q[k] = typeof v === 'string' ? v.trim() : v;
  }
  return q;
}

// ---------- Afiliados ----------

export interface FiltroAfiliados {
  texto: string;
  actualizacion: FiltroActualizacion;
  pagina: number;
  tamano: number;
  orden?: Orden<ColumnaAfiliadosAdmin>;
}

export async function obtenerAfiliados(f: FiltroAfiliados): Promise<RespuestaAfiliadosAdmin> {
  const searchParams = parametros({ ...f });
  return recortarFecha(await api.get('admin/afiliados', { searchParams }).json<RespuestaAfiliadosAdmin>());
}

export async function guardarAfiliado(cuerpo: CuerpoAfiliadoAdmin): Promise<RespuestaAfiliadoAdmin> {
  return recortarFecha(await api.post('admin/afiliados', { json: cuerpo }).json<RespuestaAfiliadoAdmin>());
}

export async function eliminarAfiliado(id: number): Promise<RespuestaMensaje> {
  return api.delete(`admin/afiliados/${id}`).json<RespuestaMensaje>();
}

export function descargarAfiliados(): Promise<void> {
  return descargarArchivo('admin/afiliados/descargar', 'afiliados.xlsx');
}

/** El formulario de actualización del afiliado en PDF. */
export function descargarFormulario(id: number): Promise<void> {
  return descargarArchivo(`afiliados/${id}/actualizacion`, 'Formulario de actualización.pdf');
}

/** URL de un solo uso (2 minutos) para abrir el portal como el afiliado. */
export function obtenerUrlToken(id: number): Promise<RespuestaUrlToken> {
  return api.get(`afiliados/${id}/url-token`).json<RespuestaUrlToken>();
}

export function enviarBienvenida(id: number): Promise<RespuestaBienvenida> {
  return api.get(`afiliados/${id}/enviar-bienvenida`).json<RespuestaBienvenida>();
}

// ---------- Importación ----------

/** SPEC 8: el texto cuando el servidor no da uno. */
export const ERROR_PETICION = 'Error en la petición.';

/** Avance de la importación: subiendo (0..1) o procesando en el servidor. */
export type AvanceImportacion = { fase: 'subiendo'; fraccion: number } | { fase: 'procesando' };

/** Un error de la importación con el texto que se muestra (el del servidor o ERROR_PETICION). */
export class ErrorImportacion extends Error {}

function textoDelServidor(cuerpo: string): string | null {
  try {
    const v = JSON.parse(cuerpo) as { error?: unknown; detail?: unknown };
    if (typeof v.error === 'string' && v.error) return v.error;
    if (typeof v.detail === 'string' && v.detail) return v.detail;
  } catch {
    // sin cuerpo JSON: sin texto del servidor (las trazas no se muestran)
  }
  return null;
}

/**
 * POST /api/admin/importar (multipart: tipo, fila y luego el archivo). Con XMLHttpRequest para saber
 * cuánto se ha subido (fetch no informa el avance de la subida en HTTP/1.1).
 */
export function importar(
  archivo: Blob,
  nombre: string,
  tipo: TipoImportacion,
  fila: number,
  alAvanzar: (a: AvanceImportacion) => void = () => undefined,
): Promise<RespuestaImportacion> {
  const datos = new FormData();
  datos.append('tipo', tipo);
  datos.append('fila', String(fila));
  datos.append('file', archivo, nombre);
  return new Promise((resolver, rechazar) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/importar');
    const token = useSesion.getState().access_token;
    if (token) xhr.setRequestHeader('Authorization', `bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) alAvanzar({ fase: 'subiendo', fraccion: e.loaded / e.total });
    };
    xhr.upload.onload = () => alAvanzar({ fase: 'procesando' });
    xhr.onload = () => {
      const nuevo = xhr.getResponseHeader('token');
      if (nuevo) useSesion.getState().renovarToken(nuevo);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolver(recortarFecha(JSON.parse(xhr.responseText) as RespuestaImportacion));
        } catch {
          rechazar(new ErrorImportacion(ERROR_PETICION));
        }
        return;
      }
      rechazar(new ErrorImportacion(textoDelServidor(xhr.responseText) ?? ERROR_PETICION));
    };
    xhr.onerror = () => rechazar(new ErrorImportacion(ERROR_PETICION));
    xhr.onabort = () => rechazar(new ErrorImportacion(ERROR_PETICION));
    xhr.send(datos);
  });
}

export function descargarPlantilla(tipo: TipoImportacion): Promise<void> {
  return descargarArchivo(`admin/plantillas/${tipo}`, `plantilla-${tipo}.xlsx`);
}

// ---------- Cortes ----------

export type VistaCorte = 'aportes' | 'creditos';

export async function obtenerCortes(): Promise<Corte[]> {
  return recortarFecha(await api.get('admin/cortes').json<Corte[]>());
}

export interface FiltroCorte<C extends string> {
  texto: string;
  pagina: number;
  tamano: number;
  orden?: Orden<C>;
}

export async function obtenerAportesCorte(
  id: number,
  f: FiltroCorte<ColumnaAportesCorte>,
): Promise<RespuestaAportesCorte> {
  return api.get(`admin/cortes/${id}/aportes`, { searchParams: parametros({ ...f }) }).json<RespuestaAportesCorte>();
}

export async function obtenerCreditosCorte(
  id: number,
  f: FiltroCorte<ColumnaCreditosCorte>,
): Promise<RespuestaCreditosCorte> {
  return api.get(`admin/cortes/${id}/creditos`, { searchParams: parametros({ ...f }) }).json<RespuestaCreditosCorte>();
}

/** La vista filtrada del corte en .xlsx, con su fila de totales. */
export function descargarVistaCorte(vista: VistaCorte, id: number, texto: string): Promise<void> {
  const q = texto.trim() ? `?${new URLSearchParams({ texto: texto.trim() }).toString()}` : '';
  return descargarArchivo(`admin/cortes/${id}/${vista}/descargar${q}`, `${vista}-corte-${id}.xlsx`);
}

// ---------- Tablero y auditoría ----------

export async function obtenerResumen(): Promise<ResumenAdmin> {
  return api.get('admin/resumen').json<ResumenAdmin>();
}

export interface FiltroAuditoria {
  accion: string;
  desde: string;
  hasta: string;
  pagina: number;
  tamano: number;
  orden?: Orden<ColumnaAuditoria>;
}

export async function obtenerAuditoria(f: FiltroAuditoria): Promise<RespuestaAuditoria> {
  return api.get('admin/auditoria', { searchParams: parametros({ ...f }) }).json<RespuestaAuditoria>();
}

// ---------- Tipos de crédito ----------

export function obtenerTiposCredito(): Promise<TipoCredito[]> {
  return api.get('tipos-credito').json<TipoCredito[]>();
}

export function guardarTipoCredito(cuerpo: CuerpoTipoCredito): Promise<TipoCredito> {
  return api.post('tipos-credito', { json: cuerpo }).json<TipoCredito>();
}

export function eliminarTipoCredito(id: number): Promise<RespuestaMensaje> {
  return api.delete(`tipos-credito/${id}`).json<RespuestaMensaje>();
}
