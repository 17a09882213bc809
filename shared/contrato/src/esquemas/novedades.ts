// Novedades del afiliado: lo que cambió en lo suyo y aún no ha visto (una solicitud
// de crédito revisada por el fondo, un mensaje respondido por el fondo). Se ven en Inicio hasta que el
// afiliado abre la solicitud o el hilo.
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { EstadoSolicitudEsquema } from './solicitudes';

export const TipoNovedadEsquema = Type.Enum(['solicitud', 'mensaje']);
export type TipoNovedad = Static<typeof TipoNovedadEsquema>;

export const NovedadEsquema = Type.Object({
  tipo: TipoNovedadEsquema,
  /** id_solicitud, o el id_mensaje de la raíz del hilo */
  id: Type.Integer(),
  /** instante ISO del cambio (revisión de la solicitud, respuesta del fondo) */
  fecha: Type.String(),
  /** solicitud: el tipo de crédito; mensaje: el asunto */
  titulo: Type.String(),
  /** solicitud: su estado; mensaje: null */
  estado: Nulable(EstadoSolicitudEsquema),
  /** solicitud: el valor pedido; mensaje: null */
  valor: Nulable(Type.Number()),
});
export type Novedad = Static<typeof NovedadEsquema>;

/** GET /api/afiliados/me/novedades: las de los últimos DIAS_NOVEDADES días sin ver, la más reciente primero. */
export const RespuestaNovedadesEsquema = Type.Object({ novedades: Type.Array(NovedadEsquema) });
export type RespuestaNovedades = Static<typeof RespuestaNovedadesEsquema>;

/** POST /api/solicitudes-credito/{id}/vista y /api/mensajes/{id}/vista */
export const ParamsVistaEsquema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
