// Llamadas de la API del dominio Solicitudes (SPEC 7: solicitudes de crédito, tipos de crédito; los
// archivos van por @fondo/ui/archivos).
// Toda respuesta pasa por recortarFecha (SPEC 3: fechas ISO al día).
import { api, descargarArchivo } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type {
  ConsultaPlantilla,
  CuerpoRevisionSolicitud,
  CuerpoSolicitudCredito,
  FiltroEstadoSolicitud,
  RespuestaSolicitudes,
  SolicitudCredito,
  TipoCredito,
} from '@fondo/contrato';

/** Filtros de una lista de solicitudes (convención de listas: pagina/tamano, orden por defecto -fecha). */
export interface FiltroSolicitudes {
  estado: FiltroEstadoSolicitud;
  texto: string;
  pagina: number;
  tamano: number;
}

function consulta(f: FiltroSolicitudes): Record<string, string | number> {
  const q: Record<string, string | number> = { estado: f.estado, pagina: f.pagina, tamano: f.tamano };
  if (f.texto.trim()) q.texto = f.texto.trim();
  return q;
}

/** GET /api/afiliados/me/solicitudes-credito (modo user) o /api/admin/solicitudes-credito (modo admin). */
export async function obtenerSolicitudes(admin: boolean, f: FiltroSolicitudes): Promise<RespuestaSolicitudes> {
  const ruta = admin ? 'admin/solicitudes-credito' : 'afiliados/me/solicitudes-credito';
  return recortarFecha(await api.get(ruta, { searchParams: consulta(f) }).json<RespuestaSolicitudes>());
}

export async function obtenerSolicitud(id: number): Promise<SolicitudCredito> {
  return recortarFecha(await api.get(`solicitudes-credito/${id}`).json<SolicitudCredito>());
}

export async function obtenerTiposCredito(): Promise<TipoCredito[]> {
  return api.get('tipos-credito').json<TipoCredito[]>();
}

export async function radicarSolicitud(cuerpo: CuerpoSolicitudCredito): Promise<SolicitudCredito> {
  return api.post('afiliados/me/solicitar-credito', { json: cuerpo }).json<SolicitudCredito>();
}

export async function revisarSolicitud(cuerpo: CuerpoRevisionSolicitud): Promise<SolicitudCredito> {
  return recortarFecha(await api.post('solicitudes-credito', { json: cuerpo }).json<SolicitudCredito>());
}

export async function eliminarSolicitud(id: number): Promise<void> {
  await api.delete(`solicitudes-credito/${id}`);
}

/** GET /api/solicitudes-credito/plantilla con lo ya elegido en el formulario. */
export function descargarPlantilla(q: ConsultaPlantilla): Promise<void> {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null) p.set(k, String(v));
  const sufijo = p.size > 0 ? `?${p.toString()}` : '';
  return descargarArchivo(`solicitudes-credito/plantilla${sufijo}`, 'carta-solicitud-credito-y-pagare.pdf');
}
