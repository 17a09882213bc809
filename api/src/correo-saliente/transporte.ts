// Transporte del correo saliente (nodemailer). Sin SMTP_URL cada correo se guarda como .eml en
// DATA_DIR/outbox y se registra en el log; con SMTP_URL se envía de verdad, con tiempos de espera
// de conexión, saludo y socket (SMTP_TIMEOUT_MS): un servidor caído o mudo no cuelga el envío. Las
// conexiones (SMTP_CONEXIONES) se reusan entre correos: un envío en bloque no abre una por correo.
// Nadie llama a `enviar` desde una petición: los correos se encolan (salida.ts) y los entrega la cola.
import type { Transporter } from 'nodemailer';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

export interface MensajeCorreo {
  para: string;
  asunto: string;
  texto: string;
  html?: string;
  /** Message-ID propio (p. ej. el de un hilo de mensajes, para reconocer las respuestas) */
  messageId?: string;
  /** a dónde van las respuestas (Reply-To), si no al remitente */
  responderA?: string;
}

export interface Correo {
  /** Envía y espera el resultado; lanza si falla (ver describirErrorCorreo). */
  enviar(mensaje: MensajeCorreo): Promise<void>;
  /** Carpeta del buzón de salida, o null si se usa SMTP. */
  readonly carpetaSalida: string | null;
  /** Cierra las conexiones abiertas (al cerrar la app). */
  cerrar?(): void;
}

export function crearCorreo(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'smtpTimeoutMs' | 'smtpConexiones'>,
  log: FastifyBaseLogger,
): Correo {
  const carpetaSalida = config.smtpUrl ? null : join(config.dataDir, 'outbox');
  const espera = config.smtpTimeoutMs;
  // nodemailer se carga con el primer correo: el arranque no paga su carga.
  let transporte: Promise<Transporter> | undefined;
  const abrirTransporte = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: config.smtpConexiones,
          maxMessages: 100,
          connectionTimeout: espera,
          greetingTimeout: espera,
          socketTimeout: espera * 2,
          dnsTimeout: espera,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };

  async function enviar(m: MensajeCorreo): Promise<void> {
    const info: unknown = await (
      await (transporte ??= abrirTransporte())
    ).sendMail({
      from: config.mailFrom,
      to: m.para,
      subject: m.asunto,
      text: m.texto,
      html: m.html,
      ...(m.messageId ? { messageId: m.messageId } : {}),
      ...(m.responderA ? { replyTo: m.responderA } : {}),
    });
    if (carpetaSalida) {
      const contenido = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(contenido)) throw new Error('El transporte de archivo no devolvió el mensaje');
      await mkdir(carpetaSalida, { recursive: true });
      const nombre = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const ruta = join(carpetaSalida, nombre);
      await writeFile(ruta, contenido, { mode: 0o600 });
      log.info({ para: m.para, asunto: m.asunto, archivo: ruta }, 'Correo guardado en el buzón de salida');
    } else {
      log.info({ para: m.para, asunto: m.asunto }, 'Correo enviado');
    }
  }

  return { carpetaSalida, enviar, cerrar: () => void transporte?.then((t) => t.close()) };
}

/** Un envío fallido en español, y si reintentarlo tiene sentido. */
export function describirErrorCorreo(error: unknown): { texto: string; permanente: boolean } {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const codigo = typeof e.code === 'string' ? e.code : '';
  const respuesta = typeof e.responseCode === 'number' ? e.responseCode : null;
  const detalle = String(e.response ?? e.message ?? error).slice(0, 500);
  // 5xx es definitivo (salvo 503, mala secuencia); la autenticación se arregla en la configuración.
  const permanente =
    respuesta !== null && respuesta >= 500 && respuesta < 600 && respuesta !== 503 && codigo !== 'EAUTH';
  if (codigo === 'EENVELOPE') return { texto: `El servidor de correo rechazó el destinatario: ${detalle}`, permanente };
  if (codigo === 'EAUTH')
    return { texto: `El servidor de correo rechazó el usuario o la clave: ${detalle}`, permanente };
  if (codigo === 'ETIMEDOUT')
    return { texto: `El servidor de correo no respondió a tiempo: ${detalle}`, permanente: false };
  if (codigo === 'ECONNECTION' || codigo === 'ESOCKET' || codigo === 'EDNS')
    return { texto: `No se pudo conectar con el servidor de correo: ${detalle}`, permanente: false };
  if (respuesta !== null) return { texto: `El servidor de correo no aceptó el correo: ${detalle}`, permanente };
  return { texto: `No se pudo enviar el correo: ${detalle}`, permanente: false };
}
