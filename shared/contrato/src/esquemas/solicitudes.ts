// Solicitud de crédito (SPEC 3, 2.10 y 4).
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { EstadoCodeudorEsquema, EvidenciaFirmaEsquema } from './firmas';
import { ConsultaListaEsquema, RespuestaListaEsquema } from './listas';
import { TipoCreditoEsquema } from './productos';

/** id de una fila (serial de PostgreSQL). */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const EstadoSolicitudEsquema = Type.Enum(['PENDIENTE', 'APROBADA', 'NO APROBADA']);
export type EstadoSolicitud = Static<typeof EstadoSolicitudEsquema>;
export const TipoCuentaEsquema = Type.Enum(['Ahorros', 'Corriente']);
export type TipoCuenta = Static<typeof TipoCuentaEsquema>;

export const SolicitudCreditoEsquema = Type.Object({
  id_solicitud: Type.Integer(),
  id_afiliado: Type.Integer(),
  id_tipo_credito: Type.Integer(),
  tipo_credito_nombre: Type.String(),
  valor: Type.Number(),
  destino: Type.String(),
  cuotas: Type.Integer(),
  desde_mes: Type.Integer({ minimum: 1, maximum: 12 }),
  descuento_ahorro: Type.Boolean(),
  descuento_prima: Type.Boolean(),
  numero_cuenta: Type.String(),
  tipo_cuenta: TipoCuentaEsquema,
  banco: Type.String(),
  codeudor: Type.Boolean(),
  codeudor_nombre: Nulable(Type.String()),
  codeudor_documento: Nulable(Type.String()),
  /** id_archivo de la copia del documento del codeudor */
  codeudor_cedula: Nulable(Type.Integer()),
  ultimo_desprendible: Nulable(Type.Integer()),
  firma: Nulable(Type.Integer()),
  carta_pagare: Nulable(Type.Integer()),
  estado: EstadoSolicitudEsquema,
  observaciones: Nulable(Type.String()),
  revisado_por: Nulable(Type.String()),
  fecha_revision: Nulable(Type.String()),
  fecha: Type.String(),
  afiliado_nombre: Type.String(),
  /** Cifras del cupo al radicar; null si el tipo no tenía regla de cupo. */
  cupo_disponible: Type.Optional(Nulable(Type.Number())),
  cuota_maxima: Type.Optional(Nulable(Type.Number())),
  ahorro_cupo: Type.Optional(Nulable(Type.Number())),
  afiliado: Type.Optional(Type.Object({ apellidos: Type.String(), nombres: Type.String() })),
  /** La carta y el pagaré se firmaron en el portal (firma.ts); si no, se adjuntaron firmados. */
  firma_electronica: Type.Optional(Type.Boolean()),
  codeudor_email: Type.Optional(Nulable(Type.String())),
  /** Con firma electrónica y codeudor: su respuesta al enlace, y cuándo. */
  codeudor_estado: Type.Optional(Nulable(EstadoCodeudorEsquema)),
  codeudor_fecha: Type.Optional(Nulable(Type.String())),
  /** Código de verificación de la carta y el pagaré firmados (la página /verificar). */
  codigo_verificacion: Type.Optional(Nulable(Type.String())),
  /** La evidencia de cada firma (solo en GET /api/solicitudes-credito/{id}). */
  firmas: Type.Optional(Type.Array(EvidenciaFirmaEsquema)),
});
export type SolicitudCredito = Static<typeof SolicitudCreditoEsquema>;

/**
 * POST /api/afiliados/me/solicitar-credito (nueva). Los campos son opcionales en el esquema:
 * la regla de requeridos (validarSolicitudCredito) responde la lista de lo que falta.
 */
export const CuerpoSolicitudCreditoEsquema = Type.Object({
  /** Se admite por compatibilidad (SPEC 7); si viene, debe ser el de quien llama. */
  id_afiliado: Type.Optional(Nulable(Id)),
  id_tipo_credito: Type.Optional(Nulable(Id)),
  valor: Type.Optional(Nulable(Type.Number({ maximum: 1e12 }))),
  destino: Type.Optional(Nulable(Type.String({ maxLength: 500 }))),
  cuotas: Type.Optional(Nulable(Type.Integer({ maximum: 600 }))),
  desde_mes: Type.Optional(Nulable(Type.Integer({ minimum: -100, maximum: 100 }))),
  descuento_ahorro: Type.Optional(Type.Boolean()),
  descuento_prima: Type.Optional(Type.Boolean()),
  numero_cuenta: Type.Optional(Nulable(Type.String({ maxLength: 40 }))),
  tipo_cuenta: Type.Optional(Nulable(TipoCuentaEsquema)),
  banco: Type.Optional(Nulable(Type.String({ maxLength: 120 }))),
  codeudor: Type.Optional(Type.Boolean()),
  codeudor_nombre: Type.Optional(Nulable(Type.String({ maxLength: 200 }))),
  codeudor_documento: Type.Optional(Nulable(Type.String({ maxLength: 20 }))),
  codeudor_cedula: Type.Optional(Nulable(Id)),
  /** Con firma electrónica: el correo al que va el enlace del codeudor (en vez de la copia de su documento). */
  codeudor_email: Type.Optional(Nulable(Type.String({ maxLength: 254 }))),
  ultimo_desprendible: Type.Optional(Nulable(Id)),
  firma: Type.Optional(Nulable(Id)),
  carta_pagare: Type.Optional(Nulable(Id)),
});
export type CuerpoSolicitudCredito = Static<typeof CuerpoSolicitudCreditoEsquema>;

/**
 * POST /api/solicitudes-credito (solo superadmin: estado y observaciones de una existente). El
 * cliente puede mandar la solicitud entera (SPEC 7): los demás campos se ignoran.
 */
export const CuerpoRevisionSolicitudEsquema = Type.Object({
  id_solicitud: Id,
  estado: EstadoSolicitudEsquema,
  observaciones: Type.Optional(Nulable(Type.String({ maxLength: 2000 }))),
});
export type CuerpoRevisionSolicitud = Static<typeof CuerpoRevisionSolicitudEsquema>;

/** Filtro de estado de las listas: TODAS o un estado. */
export const FiltroEstadoSolicitudEsquema = Type.Enum(['TODAS', 'PENDIENTE', 'APROBADA', 'NO APROBADA']);
export type FiltroEstadoSolicitud = Static<typeof FiltroEstadoSolicitudEsquema>;

/** Columnas por las que se puede ordenar una lista de solicitudes. */
export const COLUMNAS_SOLICITUDES = [
  'fecha',
  'afiliado_nombre',
  'tipo_credito_nombre',
  'valor',
  'cuotas',
  'estado',
  'id_solicitud',
] as const;
export type ColumnaSolicitudes = (typeof COLUMNAS_SOLICITUDES)[number];

/**
 * GET /api/admin/solicitudes-credito y GET /api/afiliados/me/solicitudes-credito (convención de
 * listas): estado (TODAS por defecto), texto sobre el nombre del afiliado (sin importar tildes ni
 * mayúsculas; cada palabra debe aparecer), página, tamaño y orden (por defecto -fecha).
 */
export const ConsultaSolicitudesEsquema = ConsultaListaEsquema(COLUMNAS_SOLICITUDES, {
  estado: Type.Optional(FiltroEstadoSolicitudEsquema),
  texto: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ConsultaSolicitudes = Static<typeof ConsultaSolicitudesEsquema>;

export const RespuestaSolicitudesEsquema = RespuestaListaEsquema(SolicitudCreditoEsquema);
export type RespuestaSolicitudes = Static<typeof RespuestaSolicitudesEsquema>;

/** GET y DELETE /api/solicitudes-credito/{id} */
export const ParamsSolicitudEsquema = Type.Object({ id: Id });

/** GET /api/tipos-credito: todos, activos o no (las pantallas filtran por activo o simulador). */
export const ListaTiposCreditoEsquema = Type.Array(TipoCreditoEsquema);

/** GET /api/tipos-credito/{id} y DELETE /api/tipos-credito/{id} */
export const ParamsTipoCreditoEsquema = Type.Object({ id: Id });

/** GET /api/solicitudes-credito/plantilla: lo elegido en el formulario, si ya se eligió. */
export const ConsultaPlantillaEsquema = Type.Object({
  id_tipo_credito: Type.Optional(Id),
  // minimum y no exclusiveMinimum: en OpenAPI 3.0 exclusiveMinimum es un booleano (el documento debe validar).
  valor: Type.Optional(Type.Number({ minimum: 0.01, maximum: 1e12 })),
  cuotas: Type.Optional(Type.Integer({ minimum: 1, maximum: 600 })),
});
export type ConsultaPlantilla = Static<typeof ConsultaPlantillaEsquema>;
