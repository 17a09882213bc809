// Importación desde el buzón del fondo (IMAP_URL; DESIGN 4). Cada correo nuevo (no leído) de la
// dirección de un afiliado se vuelve un hilo, o una respuesta en su hilo si responde uno (el
// Message-ID de nuestros avisos en In-Reply-To/References, o '[Mensaje N]' / '#N' en el asunto, y
// el hilo debe ser de ese afiliado). Un correo = una transacción (adjuntos y mensaje, o nada). Sus
// partes (imágenes de la firma, reenviados, adjuntos no admitidos) las decide correo-entrante.ts; si el
// servidor del fondo no aprobó su From (autenticacion.ts), queda marcado 'Remitente sin verificar'.
// En el servidor: importado -> \Seen; omitido -> \Seen y \Flagged (para revisarlo a mano). El
// Message-ID queda en mensaje.id_correo (único): una segunda importación no toma nada dos veces.
import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { guardarArchivo } from '../archivos/servicio.js';
import type { Actor } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { ErrorApi } from '../errors.js';
import { MENSAJE_IMAP_INALCANZABLE, MENSAJE_SIN_IMAP, errorImap, leerImapUrl } from './imap.js';
import { hiloDeAsunto, hiloDeIdCorreo } from './avisos.js';
import {
  actualizarHilo,
  afiliadosPorCorreo,
  cabeceraMensaje,
  correoYaImportado,
  insertarMensaje,
} from './consultas.js';
import { textoPlano } from './html.js';
import { enNfc } from '../http/texto-nfc.js';
import { remitenteVerificado } from './autenticacion.js';
import { declararCharsetFaltante } from './charset-entrante.js';
import { leerCorreoEntrante, OPCIONES_LECTURA } from './correo-entrante.js';

/** Un correo más grande que esto no se descarga. */
export const LIMITE_CORREO_BYTES = 25 * 1024 * 1024;

export { MENSAJE_IMAP_INALCANZABLE, MENSAJE_IMAP_LOGIN, leerImapUrl } from './imap.js';

export interface ContextoImportacion {
  actor: Actor;
  ip: string;
  ahora: () => Date;
  imapUrl: string | null;
  imapBuzon: string | null;
  /** authserv-id de confianza (IMAP_AUTHSERV_ID); vacío: no se comprueba el remitente */
  authservIds: readonly string[];
  log: { warn: (obj: object, msg: string) => void };
}

interface Omitido {
  descripcion: string;
  motivo: string;
}

type Resultado =
  | { tipo: 'importado'; sinVerificar: boolean; adjuntosOmitidos: number }
  | { tipo: 'duplicado' }
  | { tipo: 'omitido'; motivo: string };

const esUnico = (e: unknown) => {
  const error = e as { code?: unknown; cause?: { code?: unknown } } | null;
  return error?.code === '23505' || error?.cause?.code === '23505';
};

const direccionDe = (m: ParsedMail): string => (m.from?.value[0]?.address ?? '').trim().toLowerCase();

/** Los valores de las cabeceras Authentication-Results, en su orden. */
function cabecerasAutenticacion(m: ParsedMail): string[] {
  return m.headerLines.filter((l) => l.key === 'authentication-results').map((l) => l.line.replace(/^[^:]*:/, ''));
}

/** Los Message-ID que nombra el correo (In-Reply-To y References). */
function referencias(m: ParsedMail): string[] {
  const refs = typeof m.references === 'string' ? [m.references] : (m.references ?? []);
  return [...(m.inReplyTo ? [m.inReplyTo] : []), ...refs].flatMap((r) => r.split(/\s+/)).filter(Boolean);
}

/** Guarda un correo ya descargado; lo que no se puede importar vuelve como omitido con su motivo. */
async function importarCorreo(db: Db, fuente: Buffer, ctx: ContextoImportacion): Promise<Resultado> {
  // Un texto sin charset que no es UTF-8 (Latin-1 de Outlook) se lee como Windows-1252, no como '�'.
  const { simpleParser } = await import('mailparser');
  const correo = await simpleParser(await declararCharsetFaltante(fuente), OPCIONES_LECTURA);
  const idCorreo = (
    correo.messageId?.trim() || `<sin-id-${createHash('sha256').update(fuente).digest('hex')}@importado>`
  ).slice(0, 500);
  if (await correoYaImportado(db, idCorreo)) return { tipo: 'duplicado' };

  const remitente = direccionDe(correo);
  const afiliados = remitente ? await afiliadosPorCorreo(db, remitente) : [];
  if (afiliados.length === 0)
    return { tipo: 'omitido', motivo: 'remitente desconocido (no es el correo de ningún afiliado)' };
  if (afiliados.length > 1) return { tipo: 'omitido', motivo: 'el correo del remitente es de varios afiliados' };
  const afiliado = afiliados[0]!;

  const { texto, adjuntos, omitidos } = await leerCorreoEntrante(correo);
  // Sin DMARC, DKIM ni SPF aprobados por el servidor del fondo para el dominio del From: se importa,
  // marcado para el superadmin (no se pierde un correo legítimo de un servidor mal configurado).
  const verificado = remitenteVerificado(cabecerasAutenticacion(correo), remitente, ctx.authservIds);

  // ¿Responde un hilo de este afiliado?
  const candidatos = [...referencias(correo).map(hiloDeIdCorreo), hiloDeAsunto(correo.subject ?? '')].filter(
    (n): n is number => n !== null,
  );
  let hilo: { id_hilo: number; asunto: string } | null = null;
  for (const id of candidatos) {
    const c = await cabeceraMensaje(db, id);
    if (c && c.id_afiliado === afiliado.id_afiliado) {
      hilo = c;
      break;
    }
  }

  const asunto = hilo ? textoPlano(`RE: ${hilo.asunto}`) : textoPlano(correo.subject ?? '') || '(sin asunto)';
  const ahora = ctx.ahora();

  try {
    await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const a of adjuntos) {
        const f = await guardarArchivo(tx, {
          nombre: enNfc(a.nombre),
          tipo_mime: a.mime,
          tamano: a.bytes.length,
          base64: a.bytes.toString('base64'),
          id_afiliado: afiliado.id_afiliado,
        });
        ids.push(f.id_archivo);
      }
      await insertarMensaje(tx, {
        id_mensaje_padre: hilo?.id_hilo ?? null,
        id_afiliado: afiliado.id_afiliado,
        id_autor: afiliado.id_afiliado,
        // En NFC, como todo texto guardado (http/texto-nfc.ts).
        asunto: enNfc(asunto),
        texto: enNfc(texto),
        estado: 0,
        adjuntos: ids,
        ahora,
        id_correo: idCorreo,
        remitente_sin_verificar: verificado === false,
      });
      // La respuesta del afiliado reabre el hilo.
      if (hilo) await actualizarHilo(tx, hilo.id_hilo, { estado: 0, por: afiliado.id_afiliado, ahora });
    });
  } catch (error) {
    if (esUnico(error)) return { tipo: 'duplicado' }; // otra importación lo tomó a la vez
    throw error;
  }
  return { tipo: 'importado', sinVerificar: verificado === false, adjuntosOmitidos: omitidos.length };
}

/**
 * Importa los correos no leídos del buzón. Devuelve el texto para la persona: cuántos se
 * importaron y cuáles se omitieron y por qué. Sin conexión o sin login: 502 y nada importado.
 */
export async function importarDelBuzon(db: Db, ctx: ContextoImportacion): Promise<{ mensaje: string }> {
  if (!ctx.imapUrl) throw new ErrorApi(503, MENSAJE_SIN_IMAP);
  const conexion = leerImapUrl(ctx.imapUrl, ctx.imapBuzon);
  // imapflow y mailparser se cargan al importar: el arranque y el resto de la API no pagan su carga.
  const { ImapFlow } = await import('imapflow');
  const cliente = new ImapFlow({
    host: conexion.host,
    port: conexion.port,
    secure: conexion.secure,
    auth: { user: conexion.user, pass: conexion.pass },
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 120_000,
  });
  // Un error del socket después de conectar no debe tumbar el proceso.
  cliente.on('error', (error: unknown) => ctx.log.warn({ err: error }, 'Error de la conexión IMAP'));
  try {
    await cliente.connect();
  } catch (error) {
    cliente.close();
    throw errorImap(error);
  }

  let importados = 0;
  let duplicados = 0;
  let sinVerificar = 0;
  let adjuntosOmitidos = 0;
  const omitidos: Omitido[] = [];
  let interrumpido = false;
  try {
    let candado;
    try {
      candado = await cliente.getMailboxLock(conexion.buzon);
    } catch {
      throw new ErrorApi(502, `No se pudo abrir la carpeta '${conexion.buzon}' del buzón; no se importó nada`);
    }
    try {
      const uids = (await cliente.search({ seen: false }, { uid: true })) || [];
      const tamanos = new Map<number, number>();
      if (uids.length > 0) {
        for await (const m of cliente.fetch(uids, { uid: true, size: true }, { uid: true }))
          tamanos.set(m.uid, m.size ?? 0);
      }
      for (const uid of uids) {
        try {
          const grande = (tamanos.get(uid) ?? 0) > LIMITE_CORREO_BYTES;
          const fuente = grande
            ? null
            : await cliente.fetchOne(String(uid), { source: true, envelope: true }, { uid: true });
          if (!grande && (!fuente || !fuente.source)) continue; // ya no está en el buzón
          const resultado: Resultado =
            !fuente || !fuente.source
              ? { tipo: 'omitido', motivo: 'correo demasiado grande (más de 25 MB)' }
              : await importarCorreo(db, fuente.source, ctx);
          if (resultado.tipo === 'omitido') {
            const sobre = fuente
              ? fuente.envelope
              : ((await cliente.fetchOne(String(uid), { envelope: true }, { uid: true })) || undefined)?.envelope;
            const de = sobre?.from?.[0]?.address ?? 'remitente sin dirección';
            omitidos.push({
              descripcion: `"${textoPlano(sobre?.subject ?? '') || '(sin asunto)'}" de ${textoPlano(de, 200)}`,
              motivo: resultado.motivo,
            });
            await cliente.messageFlagsAdd(String(uid), ['\\Seen', '\\Flagged'], { uid: true });
          } else {
            if (resultado.tipo === 'importado') {
              importados++;
              if (resultado.sinVerificar) sinVerificar++;
              adjuntosOmitidos += resultado.adjuntosOmitidos;
            } else duplicados++;
            await cliente.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
          }
        } catch (error) {
          if (error instanceof ErrorApi) throw error;
          // La base o el buzón fallaron a mitad: lo importado queda entero; el resto, para la próxima.
          ctx.log.warn({ err: error, uid }, 'Importación de correo interrumpida');
          interrumpido = true;
          break;
        }
      }
    } finally {
      candado.release();
    }
  } finally {
    await cliente.logout().catch(() => cliente.close());
  }

  if (interrumpido && importados === 0 && omitidos.length === 0) throw new ErrorApi(502, MENSAJE_IMAP_INALCANZABLE);
  await registrarAuditoria(db, {
    accion: 'mensajes_importados',
    id_actor: ctx.actor.id_afiliado,
    detalle: { importados, duplicados, omitidos: omitidos.length, sin_verificar: sinVerificar },
    ip: ctx.ip,
    fecha: ctx.ahora(),
  });
  return {
    mensaje: textoResultado({ importados, duplicados, omitidos, interrumpido, sinVerificar, adjuntosOmitidos }),
  };
}

function textoResultado(r: {
  importados: number;
  duplicados: number;
  omitidos: Omitido[];
  interrumpido: boolean;
  sinVerificar: number;
  adjuntosOmitidos: number;
}): string {
  const { importados, duplicados, omitidos, interrumpido } = r;
  const partes = [importados === 1 ? 'Se importó 1 correo.' : `Se importaron ${importados} correos.`];
  if (r.sinVerificar > 0)
    partes.push(
      r.sinVerificar === 1
        ? "1 quedó marcado 'Remitente sin verificar'."
        : `${r.sinVerificar} quedaron marcados 'Remitente sin verificar'.`,
    );
  if (r.adjuntosOmitidos > 0)
    partes.push(
      r.adjuntosOmitidos === 1
        ? '1 adjunto no se guardó (el hilo dice cuál).'
        : `${r.adjuntosOmitidos} adjuntos no se guardaron (cada hilo dice cuáles).`,
    );
  if (duplicados > 0)
    partes.push(`${duplicados} ya estaba${duplicados === 1 ? '' : 'n'} importado${duplicados === 1 ? '' : 's'}.`);
  if (omitidos.length > 0) {
    partes.push(
      `Omitido${omitidos.length === 1 ? '' : 's'} (${omitidos.length}, marcado${omitidos.length === 1 ? '' : 's'} en el buzón): ` +
        `${omitidos.map((o) => `${o.descripcion}: ${o.motivo}`).join('; ')}.`,
    );
  }
  if (interrumpido) partes.push('La importación se interrumpió; vuelva a intentarlo para traer el resto.');
  return partes.join(' ');
}
