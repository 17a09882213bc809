// Piezas TypeBox comunes a todos los dominios.
import { Type, type Static, type TSchema } from 'typebox';

/** T | null */
export const Nulable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** Fecha sin hora: 'YYYY-MM-DD'. */
export const FechaEsquema = Type.String({ format: 'date', description: "'YYYY-MM-DD'" });

/** Respuesta de error de la API: siempre un texto en español. */
export const ErrorApiEsquema = Type.Object({ error: Type.String(), detail: Type.Optional(Type.String()) });
export type ErrorApi = Static<typeof ErrorApiEsquema>;

/** Respuestas de error documentadas en OpenAPI (y serializadas como { error }). */
export const errores = {
  '4xx': Type.Object({
    error: Type.String(),
    /** para el cliente: 'verificacion_requerida' (pida el código y repita), 'inscripcion_requerida' */
    codigo: Type.Optional(Type.String()),
  }),
};

/** Respuesta simple con un texto para mostrar. */
export const RespuestaMensajeEsquema = Type.Object({ mensaje: Type.String() });
export type RespuestaMensaje = Static<typeof RespuestaMensajeEsquema>;

/** ':id' de afiliado: 'me' o el id_afiliado (solo superadmin para otros). */
export const ParamsAfiliadoEsquema = Type.Object({
  id: Type.String({ maxLength: 20, description: "'me' o el id_afiliado (solo superadmin para otros)" }),
});

/** PDF binario (solo documentación: un Buffer se envía sin serializar). */
export const PdfEsquema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'Documento PDF' });
