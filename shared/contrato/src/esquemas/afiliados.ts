// Afiliado y Familiar (SPEC 3), para la actualización de datos y la administración de afiliados.
// Nunca viajan password, guid ni los campos de restablecimiento de clave.
import { Type, type Static } from 'typebox';
import { OPCIONES_AFILIADO } from '../opciones-afiliado';
import { FILAS_FAMILIARES } from '../constantes';
import { Nulable } from './comunes';
import { RondaPendienteEsquema } from './rondas';

export const DocumentoTipoEsquema = Type.Enum([...OPCIONES_AFILIADO.documento_tipo]);
export type DocumentoTipo = Static<typeof DocumentoTipoEsquema>;
export const TipoAfiliadoEsquema = Type.Enum([...OPCIONES_AFILIADO.tipo_afiliado]);
export type TipoAfiliado = Static<typeof TipoAfiliadoEsquema>;
export const GeneroEsquema = Type.Enum([...OPCIONES_AFILIADO.genero]);
export const EstadoCivilEsquema = Type.Enum([...OPCIONES_AFILIADO.estado_civil]);
export const NivelEstudiosEsquema = Type.Enum([...OPCIONES_AFILIADO.nivel_estudios]);
export const LugarTrabajoEsquema = Type.Enum([...OPCIONES_AFILIADO.lugar_trabajo]);
export const TipoContratoEsquema = Type.Enum([...OPCIONES_AFILIADO.tipo_contrato]);
export const TipoViviendaEsquema = Type.Enum([...OPCIONES_AFILIADO.tipo_vivienda]);

const Texto = (max = 200) => Nulable(Type.String({ maxLength: max }));
/**
 * Entero o null con `nullable` (OpenAPI 3.0, lo entiende ajv): con la coerción de tipos de Fastify
 * (ajv coerceTypes), una unión (anyOf) convertiría null en 0 (o 0 en null) según el orden de las ramas.
 */
const EnteroONulo = (opciones: { minimum?: number; maximum?: number } = {}) =>
  Type.Unsafe<number | null>({ type: 'integer', nullable: true, ...opciones });
/** 'YYYY-MM-DD' (o ISO con hora, que se recorta); la API comprueba que sea una fecha real. */
const Fecha = () => Nulable(Type.String({ maxLength: 40 }));
/**
 * Campo de solo dígitos (SPEC 5): texto o número (ajv lo convierte en texto); la API rechaza con 400 y
 * la etiqueta del campo lo que no sean dígitos (así el formulario puede enviar lo que se escribió).
 */
const Digitos = () => Type.Unsafe<string | number | null>({ type: 'string', nullable: true, maxLength: 20 });
/** Una de las opciones de SPEC 3 (OPCIONES_AFILIADO); la API lo comprueba y nombra el campo. */
const Opcion = () => Nulable(Type.String({ maxLength: 60 }));

/**
 * Campos del afiliado que el formulario de actualización edita (SPEC 2.12), tal como se envían.
 * Lo demás (password, guid, superadmin, ultima_actualizacion, ...) nunca se asigna por esta vía: la
 * API lo ignora si llega.
 */
export const CamposAfiliadoEsquema = Type.Object({
  nombres: Type.String({ maxLength: 120 }),
  apellidos: Type.String({ maxLength: 120 }),
  foto: EnteroONulo({ minimum: 1, maximum: 2_147_483_647 }),
  documento: Type.Unsafe<string | number>({ type: 'string', maxLength: 20 }),
  documento_tipo: Opcion(),
  documento_lugar: Texto(),
  documento_expedicion: Fecha(),
  email: Texto(254),
  tipo_afiliado: Opcion(),
  /** teléfonos: caben dos números con su extensión */
  telefono: Texto(80),
  telefono_fijo: Texto(80),
  direccion: Texto(),
  fecha_nacimiento: Fecha(),
  lugar_nacimiento: Texto(),
  genero: Opcion(),
  estado_civil: Opcion(),
  hijos: EnteroONulo({ minimum: 0, maximum: 50 }),
  nivel_estudios: Opcion(),
  area_estudio: Texto(),
  afiliacion: Fecha(),
  ingreso: Fecha(),
  cargo: Texto(),
  lugar_trabajo: Opcion(),
  tipo_contrato: Opcion(),
  salario: Digitos(),
  ahorro_permanente: Digitos(),
  ahorro_programado: Digitos(),
  tipo_vivienda: Opcion(),
  /** marca, línea, modelo y placa separados por tabuladores */
  vehiculo: Texto(400),
  otro: Texto(2000),
  autorizado_nombre: Texto(),
  autorizado_documento: Texto(40),
  autorizado_direccion: Texto(),
  autorizado_telefono: Texto(80),
  firma: EnteroONulo({ minimum: 1, maximum: 2_147_483_647 }),
  retiro: Fecha(),
  cuota_afiliacion: Type.Unsafe<number | null>({ type: 'number', nullable: true, minimum: 0, maximum: 1e13 }),
});
export type CamposAfiliado = Static<typeof CamposAfiliadoEsquema>;

/** Afiliado como lo devuelve la API (SPEC 3): dinero como número, fechas 'YYYY-MM-DD'. */
export const AfiliadoEsquema = Type.Object({
  id_afiliado: Type.Integer(),
  nombres: Type.String(),
  apellidos: Type.String(),
  foto: Nulable(Type.Integer()),
  documento: Type.String(),
  documento_tipo: Nulable(Type.String()),
  documento_lugar: Nulable(Type.String()),
  documento_expedicion: Nulable(Type.String()),
  email: Nulable(Type.String()),
  tipo_afiliado: Nulable(Type.String()),
  telefono: Nulable(Type.String()),
  telefono_fijo: Nulable(Type.String()),
  direccion: Nulable(Type.String()),
  fecha_nacimiento: Nulable(Type.String()),
  lugar_nacimiento: Nulable(Type.String()),
  genero: Nulable(Type.String()),
  estado_civil: Nulable(Type.String()),
  hijos: Nulable(Type.Integer()),
  nivel_estudios: Nulable(Type.String()),
  area_estudio: Nulable(Type.String()),
  afiliacion: Nulable(Type.String()),
  ingreso: Nulable(Type.String()),
  cargo: Nulable(Type.String()),
  lugar_trabajo: Nulable(Type.String()),
  tipo_contrato: Nulable(Type.String()),
  salario: Nulable(Type.Number()),
  ahorro_permanente: Nulable(Type.Number()),
  ahorro_programado: Nulable(Type.Number()),
  tipo_vivienda: Nulable(Type.String()),
  vehiculo: Nulable(Type.String()),
  otro: Nulable(Type.String()),
  autorizado_nombre: Nulable(Type.String()),
  autorizado_documento: Nulable(Type.String()),
  autorizado_direccion: Nulable(Type.String()),
  autorizado_telefono: Nulable(Type.String()),
  firma: Nulable(Type.Integer()),
  retiro: Nulable(Type.String()),
  cuota_afiliacion: Nulable(Type.Number()),
  /** instante ISO 8601 del último envío final; null si nunca actualizó */
  ultima_actualizacion: Nulable(Type.String()),
  /** instante ISO 8601 en que aceptó la autorización de tratamiento de datos (Ley 1581 de 2012); null si no */
  autorizacion_datos: Nulable(Type.String()),
  ultimo_login: Nulable(Type.String()),
  cambio_password: Type.Boolean(),
  superadmin: Type.Boolean(),
});
export type Afiliado = Static<typeof AfiliadoEsquema>;

/** Familiar (SPEC 3); el formulario siempre muestra 6 filas (id_familiar null en las vacías). */
export const FamiliarEsquema = Type.Object({
  id_familiar: Nulable(Type.Integer()),
  id_afiliado: Type.Integer(),
  nombre: Nulable(Type.String()),
  parentesco: Nulable(Type.String()),
  ocupacion: Nulable(Type.String()),
  fecha_nacimiento: Nulable(Type.String()),
  guid: Nulable(Type.String()),
});
export type Familiar = Static<typeof FamiliarEsquema>;

/** GET /api/afiliados/{id}: siempre 6 familiares (SPEC 9). Con id 0 (superadmin), un afiliado vacío. */
export const RespuestaAfiliadoEsquema = Type.Object({
  afiliado: AfiliadoEsquema,
  familiares: Type.Array(FamiliarEsquema, { minItems: FILAS_FAMILIARES, maxItems: FILAS_FAMILIARES }),
  /**
   * La ronda de actualización abierta en que este afiliado aún no envió el formulario: con
   * ella el afiliado puede enviarlo otra vez. null (o ausente) fuera de una ronda.
   */
  ronda: Type.Optional(Nulable(RondaPendienteEsquema)),
});
export type RespuestaAfiliado = Static<typeof RespuestaAfiliadoEsquema>;

/** Una fila del grupo familiar como la envía el formulario (las filas sin nada se descartan). */
export const FamiliarEntradaEsquema = Type.Object({
  id_familiar: Type.Optional(EnteroONulo()),
  nombre: Texto(),
  parentesco: Texto(60),
  ocupacion: Texto(),
  fecha_nacimiento: Fecha(),
});
export type FamiliarEntrada = Static<typeof FamiliarEntradaEsquema>;

/**
 * POST /api/afiliados/{id} (id: 'me', el propio, otro solo superadmin, 0 crea; solo superadmin).
 * borrador (solo superadmin) omite la regla de campos requeridos y no marca la actualización.
 */
export const CuerpoActualizacionEsquema = Type.Object({
  afiliado: CamposAfiliadoEsquema,
  familiares: Type.Array(FamiliarEntradaEsquema, { maxItems: FILAS_FAMILIARES }),
  borrador: Type.Optional(Type.Boolean()),
  /** la casilla de la autorización de tratamiento de datos; obligatoria (true) en el envío final */
  autorizacion_datos: Type.Optional(Type.Boolean()),
});
export type CuerpoActualizacion = Static<typeof CuerpoActualizacionEsquema>;

/**
 * Respuesta de POST /api/afiliados/{id}: la ficha guardada y, si quien guarda es el mismo afiliado,
 * los campos del usuario de la sesión que cambian (nombres, apellidos, foto, ultima_actualizacion) y
 * actualizacion_datos ('ok' tras un envío final), para actualizar la sesión sin recargar.
 */
export const RespuestaGuardarAfiliadoEsquema = Type.Object({
  mensaje: Type.String(),
  afiliado: AfiliadoEsquema,
  familiares: Type.Array(FamiliarEsquema, { minItems: FILAS_FAMILIARES, maxItems: FILAS_FAMILIARES }),
  sesion: Nulable(
    Type.Object({
      usuario: Type.Object({
        id_afiliado: Type.Integer(),
        nombres: Type.String(),
        apellidos: Type.String(),
        foto: Nulable(Type.Integer()),
        ultima_actualizacion: Nulable(Type.String()),
      }),
      actualizacion_datos: Type.Union([Type.Literal('ok'), Type.Literal('')]),
    }),
  ),
});
export type RespuestaGuardarAfiliado = Static<typeof RespuestaGuardarAfiliadoEsquema>;

/**
 * POST /api/archivos/limpiar-foto y /limpiar-imagen: la imagen original como data URL (como en
 * POST /api/archivos, JPG o PNG, máximo 10 MB). Responde el archivo limpio ya guardado
 * ({ id_archivo, nombre }), de quien llama; el original no se guarda.
 */
export const CuerpoLimpiarImagenEsquema = Type.Object({
  file: Type.String({ minLength: 1, pattern: '^data:' }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});
export type CuerpoLimpiarImagen = Static<typeof CuerpoLimpiarImagenEsquema>;

/**
 * GET /api/autorizacion-datos (pública): el texto de la autorización de tratamiento de datos personales
 * (Ley 1581 de 2012) que el afiliado acepta en la pestaña Autorizaciones, y la política del fondo.
 */
export const AutorizacionDatosEsquema = Type.Object({
  /** AUTORIZACION_DATOS_TEXTO, o el texto por defecto del contrato con el nombre del fondo */
  texto: Type.String(),
  /** POLITICA_DATOS_URL; null si el despliegue no la configuró */
  politica_url: Nulable(Type.String()),
});
export type AutorizacionDatos = Static<typeof AutorizacionDatosEsquema>;
