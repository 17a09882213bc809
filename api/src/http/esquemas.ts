// Piezas TypeBox comunes y comprobación de tipos contra el contrato de @fondo/shared/types.
import { Type, type TSchema } from 'typebox';

/** T | null */
export const Nulable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const RespuestaErrorEsquema = Type.Object({ error: Type.String() }, { $id: 'RespuestaError' });

export const RespuestaMensajeEsquema = Type.Object({ mensaje: Type.String() });

/** Respuestas de error documentadas en OpenAPI (y serializadas como { error }). */
export const errores = {
  '4xx': Type.Object({ error: Type.String() }),
};

/** true solo si A y B son exactamente el mismo tipo. */
export type Igual<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
/** Falla al compilar si el esquema y el tipo del contrato divergen. */
export type Afirmar<T extends true> = T;
