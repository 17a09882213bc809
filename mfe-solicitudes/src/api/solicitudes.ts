// Llamadas de la API del dominio Solicitudes (SPEC 7: solicitudes de crédito, tipos de crédito; los
// archivos van por @fondo/ui/archivos).
// Toda respuesta pasa por recortarFecha (SPEC 3: fechas ISO al día).
import { cliente } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type {
  ColumnaSolicitudes,
  ConsultaPlantilla,
  CuerpoRevisionSolicitud,
  CuerpoSolicitudCredito,
  FiltroEstadoSolicitud,
  PosicionAfiliado,
  RespuestaHistorialSolicitud,
  RespuestaCupo,
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
  orden?: ColumnaSolicitudes | `-${ColumnaSolicitudes}`;
}

function consulta(f: FiltroSolicitudes) {
  const texto = f.texto.trim();
  return { estado: f.estado, pagina: f.pagina, tamano: f.tamano, texto: texto || undefined, orden: f.orden };
}

/** GET /api/afiliados/me/solicitudes-credito (modo user) o /api/admin/solicitudes-credito (modo admin). */
export async function obtenerSolicitudes(admin: boolean, f: FiltroSolicitudes): Promise<RespuestaSolicitudes> {
  const listar = admin ? cliente.solicitudes.listarTodas : cliente.solicitudes.listarMias;
  return recortarFecha(await listar({ consulta: consulta(f) }));
}

/** Las fechas al día (SPEC 3), salvo las de la firma electrónica: su hora es parte de la evidencia. */
export async function obtenerSolicitud(id: number): Promise<SolicitudCredito> {
  const s = await cliente.solicitudes.obtener({ params: { id } });
  return {
    ...recortarFecha(s),
    ...(s.firmas ? { firmas: s.firmas } : {}),
    ...(s.codeudor_fecha !== undefined ? { codeudor_fecha: s.codeudor_fecha } : {}),
  };
}

/** GET /api/admin/solicitudes-credito/{id}/posicion (superadmin). Sin recortar: el historial lleva la hora. */
export async function obtenerPosicion(id: number): Promise<PosicionAfiliado> {
  return cliente.solicitudes.posicion({ params: { id } });
}

/** GET /api/solicitudes-credito/{id}/historial: los pasos de la solicitud (fechas con hora: no se recortan). */
export async function obtenerHistorial(id: number): Promise<RespuestaHistorialSolicitud> {
  return cliente.solicitudes.historial({ params: { id } });
}

export async function obtenerTiposCredito(): Promise<TipoCredito[]> {
  return cliente.tiposCredito.listar();
}

/** GET /api/afiliados/me/cupo: el cupo de quien llama por tipo de crédito con regla. */
export async function obtenerCupo(): Promise<RespuestaCupo> {
  return cliente.cupo.mio();
}

export async function radicarSolicitud(cuerpo: CuerpoSolicitudCredito): Promise<SolicitudCredito> {
  return cliente.solicitudes.radicar({ cuerpo });
}

export async function revisarSolicitud(cuerpo: CuerpoRevisionSolicitud): Promise<SolicitudCredito> {
  return recortarFecha(await cliente.solicitudes.revisar({ cuerpo }));
}

export async function eliminarSolicitud(id: number): Promise<void> {
  await cliente.solicitudes.eliminar({ params: { id } });
}

/** GET /api/solicitudes-credito/plantilla con lo ya elegido en el formulario. */
export function descargarPlantilla(q: ConsultaPlantilla): Promise<void> {
  return cliente.solicitudes.plantilla.descargar('carta-solicitud-credito-y-pagare.pdf', { consulta: q });
}
