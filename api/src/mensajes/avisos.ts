// Avisos por correo de los mensajes (DESIGN 4): al afiliado cuando el fondo responde; al fondo
// (FONDO_CORREO) cuando un afiliado escribe. El asunto lleva '[Mensaje N]' y el Message-ID el
// número del hilo, para que la importación reconozca las respuestas. Se encolan en la transacción
// del mensaje (correo-saliente/salida.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { encolarCorreo, type MotivoCorreo } from '../correo-saliente/salida.js';
import { direccionDe } from '../config.js';
import { htmlATexto } from './html.js';

export interface ContextoAvisos {
  portalUrl: string;
  fondoNombre: string;
  fondoCorreo: string;
  mailFrom: string;
}

/** Message-ID de un correo saliente del hilo: <mensaje-HILO-MENSAJE-azar@dominio>. */
export function idCorreoSaliente(idHilo: number, idMensaje: number, mailFrom: string): string {
  const dominio = direccionDe(mailFrom).split('@')[1] || 'fondo.local';
  return `<mensaje-${idHilo}-${idMensaje}-${randomBytes(6).toString('hex')}@${dominio}>`;
}

/** El hilo que nombra un Message-ID saliente, o null. */
export function hiloDeIdCorreo(idCorreo: string): number | null {
  const m = /<?mensaje-(\d{1,10})-\d{1,10}-[0-9a-f]+@/i.exec(idCorreo);
  return m ? Number(m[1]) : null;
}

/** El hilo que nombra un asunto: '[Mensaje 12]' o '#12'. */
export function hiloDeAsunto(asunto: string): number | null {
  const m = /\[\s*mensaje\s+#?(\d{1,10})\s*\]/i.exec(asunto) ?? /(?:^|\s)#(\d{1,10})\b/.exec(asunto);
  return m ? Number(m[1]) : null;
}

export const asuntoDelHilo = (idHilo: number, asunto: string) => `[Mensaje ${idHilo}] ${asunto}`;

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Aviso {
  idHilo: number;
  idMensaje: number;
  asunto: string;
  /** HTML ya saneado */
  textoHtml: string;
  para: string;
  saludo: string;
  encabezado: string;
  motivo: MotivoCorreo;
}

async function encolar(tx: Pick<Db, 'execute'>, ctx: ContextoAvisos, a: Aviso): Promise<void> {
  const enlace = `${ctx.portalUrl.replace(/\/+$/, '')}/mensaje/${a.idHilo}`;
  const html = [
    `<p>${escapar(a.saludo)}</p>`,
    `<p>${escapar(a.encabezado)}</p>`,
    `<div style="border-left:3px solid #ccc;padding-left:12px">${a.textoHtml}</div>`,
    `<p><a href="${escapar(enlace)}">Ver el mensaje en el portal</a></p>`,
    `<p>${escapar(ctx.fondoNombre)}</p>`,
  ].join('\n');
  const texto = [
    a.saludo,
    '',
    a.encabezado,
    '',
    htmlATexto(a.textoHtml),
    '',
    `Ver el mensaje en el portal: ${enlace}`,
    '',
    ctx.fondoNombre,
  ].join('\n');
  await encolarCorreo(tx, {
    motivo: a.motivo,
    para: a.para,
    asunto: asuntoDelHilo(a.idHilo, a.asunto),
    texto,
    html,
    messageId: idCorreoSaliente(a.idHilo, a.idMensaje, ctx.mailFrom),
    // Las respuestas del afiliado van al buzón del fondo (el que se importa).
    ...(a.para !== ctx.fondoCorreo && ctx.fondoCorreo.trim() ? { responderA: ctx.fondoCorreo } : {}),
  });
}

/** El fondo respondió: aviso al afiliado dueño del hilo (si tiene correo). */
export async function avisarAlAfiliado(
  tx: Pick<Db, 'execute'>,
  ctx: ContextoAvisos,
  d: { idHilo: number; idMensaje: number; asunto: string; textoHtml: string; email: string | null; nombres: string },
): Promise<void> {
  const para = d.email?.trim();
  if (!para) return;
  await encolar(tx, ctx, {
    ...d,
    motivo: 'mensaje_respuesta',
    para,
    saludo: `Hola ${d.nombres}:`,
    encabezado: `${ctx.fondoNombre} respondió su mensaje "${d.asunto}":`,
  });
}

/** Un afiliado escribió: aviso a la dirección del fondo. */
export async function avisarAlFondo(
  tx: Pick<Db, 'execute'>,
  ctx: ContextoAvisos,
  d: { idHilo: number; idMensaje: number; asunto: string; textoHtml: string; autor: string; nuevo: boolean },
): Promise<void> {
  if (!ctx.fondoCorreo.trim()) return;
  await encolar(tx, ctx, {
    ...d,
    motivo: 'mensaje_afiliado',
    para: ctx.fondoCorreo,
    saludo: 'Hola:',
    encabezado: `${d.autor} ${d.nuevo ? 'escribió un mensaje nuevo' : 'respondió el mensaje'} "${d.asunto}":`,
  });
}
