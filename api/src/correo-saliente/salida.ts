// Buzón de salida en la base (el correo nunca se pierde): cada correo es un trabajo 'correo' de la cola, escrito
// en la misma transacción de la acción que lo causa. Si la acción no se confirma, el correo no existe;
// si se confirma, el correo no se pierde: la cola lo entrega con reintentos, una vez.
//
//   await db.transaction(async (tx) => {
//     ... la acción ...
//     await encolarCorreo(tx, { motivo: 'bienvenida', para, asunto, texto, html });
//   });
import type { MotivoCorreo } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { encolar, encolarVarios } from '../cola/consultas.js';
import { ErrorTrabajo, type Manejador } from '../cola/cola.js';
import { describirErrorCorreo, type Correo, type MensajeCorreo } from './transporte.js';

export const TIPO_CORREO = 'correo';

export type { MotivoCorreo };

export interface CorreoEnCola extends MensajeCorreo {
  /** por qué se envía (MOTIVOS_CORREO del contrato: la columna Motivo de /admin/correos) */
  motivo: MotivoCorreo;
}

export interface OpcionesEncolar {
  /** Desde cuándo puede enviarse (por defecto ya): para espaciar envíos masivos. */
  enviarDesde?: Date;
  /** false: no se encola, con las mismas sentencias (ver NuevoTrabajo.si). */
  si?: boolean;
}

/** Escribe el correo en el buzón de salida. Llamar con la transacción de la acción. Devuelve su id. */
export async function encolarCorreo(
  tx: Pick<Db, 'execute'>,
  mensaje: CorreoEnCola,
  opciones: OpcionesEncolar = {},
): Promise<number | null> {
  const id = await encolar(tx, {
    tipo: TIPO_CORREO,
    datos: { ...mensaje },
    ...(opciones.enviarDesde ? { ejecutarEn: opciones.enviarDesde } : {}),
    ...(opciones.si === false ? { si: false } : {}),
  });
  if (id === null && opciones.si !== false) throw new Error('No se encoló el correo');
  return id;
}

/** Muchos correos en el buzón de salida (envíos en bloque), cada uno desde su `enviarDesde`. Sus ids en orden. */
export function encolarCorreos(
  tx: Pick<Db, 'execute'>,
  correos: { mensaje: CorreoEnCola; enviarDesde?: Date }[],
): Promise<number[]> {
  return encolarVarios(
    tx,
    TIPO_CORREO,
    correos.map((c) => ({ datos: { ...c.mensaje }, ...(c.enviarDesde ? { ejecutarEn: c.enviarDesde } : {}) })),
  );
}

const texto = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * Entrega un correo de la cola. Un rechazo definitivo (5xx, p. ej. destinatario inexistente) lo deja
 * fallido sin más intentos; lo demás se reintenta. Enviado, se guarda sin el cuerpo (los enlaces de
 * clave no quedan en la base): quedan motivo, destinatario, asunto y Message-ID.
 */
export function manejadorCorreo(correo: Correo): Manejador {
  return async (t) => {
    const d = t.datos;
    const para = texto(d.para);
    const asunto = texto(d.asunto);
    if (!para || !asunto) throw new ErrorTrabajo('Correo sin destinatario o sin asunto', true);
    try {
      await correo.enviar({
        para,
        asunto,
        texto: texto(d.texto) ?? '',
        ...(texto(d.html) ? { html: texto(d.html) } : {}),
        ...(texto(d.messageId) ? { messageId: texto(d.messageId) } : {}),
        ...(texto(d.responderA) ? { responderA: texto(d.responderA) } : {}),
      });
    } catch (error) {
      const { texto: mensaje, permanente } = describirErrorCorreo(error);
      throw new ErrorTrabajo(mensaje, permanente);
    }
    const { texto: _t, html: _h, ...resto } = d;
    return resto;
  };
}
