// Correo saliente con nodemailer. Sin SMTP_URL cada correo se guarda como .eml en
// DATA_DIR/outbox y se registra en el log; con SMTP_URL se envía de verdad.
import nodemailer from 'nodemailer';
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
  adjuntos?: { nombre: string; contenido: Buffer; tipo: string }[];
  /** Message-ID propio (p. ej. el de un hilo de mensajes, para reconocer las respuestas) */
  messageId?: string;
  /** a dónde van las respuestas (Reply-To), si no al remitente */
  responderA?: string;
}

export interface Correo {
  /** Envía y espera el resultado (lanza si falla). */
  enviar(mensaje: MensajeCorreo): Promise<void>;
  /** Envía sin hacer esperar la respuesta HTTP; los fallos se registran en el log. */
  enviarEnSegundoPlano(mensaje: MensajeCorreo): void;
  /** Espera los envíos en segundo plano pendientes (pruebas, cierre). */
  pendientes(): Promise<void>;
  /** Carpeta del buzón de salida, o null si se usa SMTP. */
  readonly carpetaSalida: string | null;
}

export function crearCorreo(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Correo {
  const carpetaSalida = config.smtpUrl ? null : join(config.dataDir, 'outbox');
  const transporte = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const enCurso = new Set<Promise<void>>();

  async function enviar(m: MensajeCorreo): Promise<void> {
    const info: unknown = await transporte.sendMail({
      from: config.mailFrom,
      to: m.para,
      subject: m.asunto,
      text: m.texto,
      html: m.html,
      ...(m.messageId ? { messageId: m.messageId } : {}),
      ...(m.responderA ? { replyTo: m.responderA } : {}),
      attachments: m.adjuntos?.map((a) => ({ filename: a.nombre, content: a.contenido, contentType: a.tipo })),
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

  return {
    carpetaSalida,
    enviar,
    enviarEnSegundoPlano(m) {
      const p = enviar(m).catch((error: unknown) => {
        log.error({ err: error, para: m.para, asunto: m.asunto }, 'No se pudo enviar el correo');
      });
      enCurso.add(p);
      void p.finally(() => enCurso.delete(p));
    },
    async pendientes() {
      while (enCurso.size > 0) await Promise.all([...enCurso]);
    },
  };
}
