// Un correo real, ya leído con mailparser, convertido en lo que se guarda: el texto
// saneado y los adjuntos en una forma admitida. Nada de lo que trae el correo es motivo para omitirlo
// entero: las imágenes de la firma (multipart/related, cid:) son parte del cuerpo y se guardan como
// adjuntos (una GIF convertida a PNG con sharp) o se descartan; un correo reenviado como adjunto
// (message/rfc822) pone su texto en el hilo y sus adjuntos con los demás; un adjunto no admitido
// (.exe) o de más de 10 MB se descarta con una línea al final del texto que dice cuál y por qué.
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { CLASES_ARCHIVO, LIMITE_ARCHIVO_BYTES, claseAdmitida } from '@fondo/contrato';
import { claseDeArchivo } from '../archivos/clases.js';
import { limpiarNombre } from '../archivos/nombre.js';
import { LIMITE_PIXELES } from '../imagenes/procesar.js';
import { htmlVacio, sanearHtml, textoComoHtml, textoPlano } from './html.js';

export interface AdjuntoEntrante {
  nombre: string;
  mime: string;
  bytes: Buffer;
}

export interface CorreoLeido {
  /** HTML saneado: el cuerpo, los reenviados y la línea de lo que se dejó fuera */
  texto: string;
  adjuntos: AdjuntoEntrante[];
  /** archivos del correo que no se guardaron, con su motivo */
  omitidos: { nombre: string; motivo: string }[];
}

/** Reenviados dentro de reenviados: hasta aquí se abren. */
const PROFUNDIDAD_MAXIMA = 3;
/** Formatos de imagen que sharp lee y que se guardan como PNG (la GIF del logo de una firma). */
const IMAGENES_CONVERTIBLES = new Set(['gif', 'webp', 'tiff', 'heif', 'avif']);

export const OPCIONES_LECTURA = { skipImageLinks: true, skipTextToHtml: true } as const;

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const nombreDe = (a: Attachment, i: number) =>
  textoPlano(a.filename ?? '', 120) || (a.contentType.startsWith('image/') ? `imagen-${i + 1}` : `adjunto-${i + 1}`);

/** La imagen en PNG (primer cuadro), o null si sharp no la lee o es una bomba de píxeles. */
async function imagenComoPng(bytes: Buffer): Promise<Buffer | null> {
  try {
    const entrada = sharp(bytes, { limitInputPixels: LIMITE_PIXELES, failOn: 'error', animated: false });
    const { format } = await entrada.metadata();
    if (!format || !IMAGENES_CONVERTIBLES.has(format)) return null;
    return await entrada.png().toBuffer();
  } catch {
    return null;
  }
}

function cuerpoHtml(correo: ParsedMail): string {
  return correo.html ? sanearHtml(correo.html) : textoComoHtml(correo.text ?? '');
}

/** Encabezado de un correo reenviado, como lo escriben los programas de correo. */
function encabezadoReenviado(c: ParsedMail): string {
  const lineas = [
    '---------- Mensaje reenviado ----------',
    `De: ${c.from?.text ?? ''}`,
    ...(c.date ? [`Fecha: ${c.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`] : []),
    `Asunto: ${c.subject ?? ''}`,
    ...(c.to
      ? [
          `Para: ${[c.to]
            .flat()
            .map((d) => d.text)
            .join(', ')}`,
        ]
      : []),
  ];
  return `<p>${lineas.map(escapar).join('<br />')}</p>`;
}

/** Lee el correo: cuerpo, reenviados y adjuntos admitidos; lo demás, en `omitidos`. */
export async function leerCorreoEntrante(correo: ParsedMail, profundidad = 0): Promise<CorreoLeido> {
  const partes = [cuerpoHtml(correo)];
  const adjuntos: AdjuntoEntrante[] = [];
  const omitidos: CorreoLeido['omitidos'] = [];

  for (const [i, a] of correo.attachments.entries()) {
    const nombre = nombreDe(a, i);
    if (a.content.length > LIMITE_ARCHIVO_BYTES) {
      omitidos.push({ nombre, motivo: 'más de 10 MB' });
      continue;
    }
    if (a.contentType === 'message/rfc822' && profundidad < PROFUNDIDAD_MAXIMA) {
      const reenviado = await simpleParser(a.content, OPCIONES_LECTURA);
      const leido = await leerCorreoEntrante(reenviado, profundidad + 1);
      partes.push(encabezadoReenviado(reenviado), leido.texto);
      adjuntos.push(...leido.adjuntos);
      omitidos.push(...leido.omitidos);
      continue;
    }
    const clase = claseDeArchivo(a.content, nombre);
    if (clase && claseAdmitida('adjunto', clase)) {
      adjuntos.push({ nombre: limpiarNombre(nombre, clase), mime: CLASES_ARCHIVO[clase].mime, bytes: a.content });
      continue;
    }
    const png = a.contentType.startsWith('image/') || a.related ? await imagenComoPng(a.content) : null;
    if (png && png.length <= LIMITE_ARCHIVO_BYTES) {
      adjuntos.push({ nombre: limpiarNombre(nombre, 'png'), mime: CLASES_ARCHIVO.png.mime, bytes: png });
      continue;
    }
    // Una imagen de la firma que no se puede guardar es solo adorno: se descarta sin más.
    if (!a.related) omitidos.push({ nombre, motivo: 'tipo de archivo no permitido' });
  }

  if (profundidad === 0 && omitidos.length > 0) {
    const lista = omitidos.map((o) => `${o.nombre} (${o.motivo})`).join(', ');
    partes.push(`<p><em>${escapar(`No se guardaron estos archivos del correo: ${lista}.`)}</em></p>`);
  }
  let texto = sanearHtml(partes.filter((p) => !htmlVacio(p)).join('\n'));
  if (htmlVacio(texto)) texto = '<p>(correo sin texto)</p>';
  return { texto, adjuntos, omitidos };
}
