// Un correo real, ya leído con mailparser, convertido en lo que se guarda: el texto
// saneado y los adjuntos en una forma que el fondo abre. Nada de lo que trae el correo es motivo para omitirlo
// entero: las imágenes de la firma (multipart/related, cid:) son parte del cuerpo y se guardan como
// adjuntos (una GIF convertida a PNG con sharp) o se descartan; las fotos HEIC/HEIF del iPhone y WebP se
// guardan como JPG; el winmail.dat de Outlook (TNEF) se abre y sus archivos van con los demás; la firma
// S/MIME (smime.p7s) es una firma, no un adjunto: el texto dice que venía firmado; un correo reenviado como
// adjunto (message/rfc822) pone su texto en el hilo y sus adjuntos con los demás; un adjunto no admitido
// (.exe), de más de 10 MB o que el fondo no podría abrir (un PDF con contraseña o cortado, una imagen de
// más de 40 megapíxeles) se descarta con una línea al final del texto que dice cuál y por qué.
import type { ParsedMail } from 'mailparser';
import { CLASES_ARCHIVO, LIMITE_ARCHIVO_BYTES, claseAdmitida } from '@fondo/contrato';
import { claseDeArchivo, esOfficeCifrado } from '../archivos/clases.js';
import { limpiarNombre } from '../archivos/nombre.js';
import { MENSAJE_PDF_CON_CLAVE, MENSAJE_PDF_SIN_IMPRESION, problemaDelPdf } from '../archivos/pdf.js';
import { ErrorApi } from '../errors.js';
import { LIMITE_PIXELES, cargarSharp, comprobarPixeles, formatoDeFoto, fotoComoJpeg } from '../imagenes/formatos.js';
import { declararCharsetFaltante } from './charset-entrante.js';
import { htmlVacio, sanearHtml, textoComoHtml, textoPlano } from './html.js';
import { leerTnef } from './tnef.js';

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
const IMAGENES_CONVERTIBLES = new Set(['gif', 'tiff']);
/** La firma de un correo S/MIME (multipart/signed): smime.p7s. */
const FIRMAS_SMIME = new Set(['application/pkcs7-signature', 'application/x-pkcs7-signature']);
const TIPOS_TNEF = new Set(['application/ms-tnef', 'application/vnd.ms-tnef']);
export const NOTA_FIRMA_SMIME =
  'El correo venía firmado digitalmente (firma S/MIME); la firma no se guarda como archivo.';

/** Una parte del correo (o de su winmail.dat) que puede volverse adjunto. */
interface Parte {
  nombre: string;
  tipo: string;
  bytes: Buffer;
  /** imagen del cuerpo (multipart/related, cid:) */
  relacionada: boolean;
}

export const OPCIONES_LECTURA = { skipImageLinks: true, skipTextToHtml: true } as const;

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const nombreDe = (nombre: string | undefined, tipo: string, i: number) =>
  textoPlano(nombre ?? '', 120) || (tipo.startsWith('image/') ? `imagen-${i + 1}` : `adjunto-${i + 1}`);

const motivoDeImagen = (e: unknown) =>
  e instanceof ErrorApi && e.status === 413 ? 'imagen de más de 40 megapíxeles' : 'imagen dañada';

/** Por qué un PDF no se guarda, en pocas palabras para la línea de omitidos. */
const MOTIVOS_PDF: Record<string, string> = {
  [MENSAJE_PDF_CON_CLAVE]: 'PDF con contraseña',
  [MENSAJE_PDF_SIN_IMPRESION]: 'PDF protegido contra impresión',
};

/** La imagen en PNG (primer cuadro), o null si sharp no la lee o es una bomba de píxeles. */
async function imagenComoPng(bytes: Buffer): Promise<Buffer | null> {
  try {
    const sharp = await cargarSharp();
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

/**
 * La parte como adjunto que el fondo abre (con su nombre y tipo guardados), o el motivo por el que no se
 * guarda; null si es una imagen del cuerpo que no se puede guardar (adorno: se descarta sin más).
 */
async function comoAdjunto(p: Parte): Promise<AdjuntoEntrante | { motivo: string } | null> {
  const foto = formatoDeFoto(p.bytes);
  if (foto === 'heic' || foto === 'webp') {
    try {
      const jpeg = await fotoComoJpeg(p.bytes);
      if (jpeg.length > LIMITE_ARCHIVO_BYTES) return { motivo: 'más de 10 MB' };
      return { nombre: limpiarNombre(p.nombre, 'jpg'), mime: CLASES_ARCHIVO.jpg.mime, bytes: jpeg };
    } catch (e) {
      return {
        motivo: motivoDeImagen(e),
      };
    }
  }
  const clase = claseDeArchivo(p.bytes, p.nombre);
  if (clase && claseAdmitida('adjunto', clase)) {
    if (clase === 'pdf') {
      const problema = await problemaDelPdf(p.bytes);
      if (problema) return { motivo: MOTIVOS_PDF[problema] ?? 'PDF dañado o incompleto' };
    }
    if (clase === 'png' || clase === 'jpg') {
      try {
        await comprobarPixeles(p.bytes);
      } catch (e) {
        if (p.relacionada) return null;
        return {
          motivo: motivoDeImagen(e),
        };
      }
    }
    return { nombre: limpiarNombre(p.nombre, clase), mime: CLASES_ARCHIVO[clase].mime, bytes: p.bytes };
  }
  if (esOfficeCifrado(p.bytes)) return { motivo: 'documento con contraseña' };
  const png = p.tipo.startsWith('image/') || p.relacionada ? await imagenComoPng(p.bytes) : null;
  if (png && png.length <= LIMITE_ARCHIVO_BYTES) {
    return { nombre: limpiarNombre(p.nombre, 'png'), mime: CLASES_ARCHIVO.png.mime, bytes: png };
  }
  return p.relacionada ? null : { motivo: 'tipo de archivo no permitido' };
}

/** Lee el correo: cuerpo, reenviados y adjuntos admitidos; lo demás, en `omitidos`. */
export async function leerCorreoEntrante(correo: ParsedMail, profundidad = 0): Promise<CorreoLeido> {
  const partes = [cuerpoHtml(correo)];
  const notas: string[] = [];
  const adjuntos: AdjuntoEntrante[] = [];
  const omitidos: CorreoLeido['omitidos'] = [];
  const guardar = async (p: Parte) => {
    const r = await comoAdjunto(p);
    if (r && 'motivo' in r) omitidos.push({ nombre: p.nombre, motivo: r.motivo });
    else if (r) adjuntos.push(r);
  };

  for (const [i, a] of correo.attachments.entries()) {
    const nombre = nombreDe(a.filename, a.contentType, i);
    if (a.content.length > LIMITE_ARCHIVO_BYTES) {
      omitidos.push({ nombre, motivo: 'más de 10 MB' });
      continue;
    }
    if (a.contentType === 'message/rfc822' && profundidad < PROFUNDIDAD_MAXIMA) {
      const { simpleParser } = await import('mailparser');
      const reenviado = await simpleParser(await declararCharsetFaltante(a.content), OPCIONES_LECTURA);
      const leido = await leerCorreoEntrante(reenviado, profundidad + 1);
      partes.push(encabezadoReenviado(reenviado), leido.texto);
      adjuntos.push(...leido.adjuntos);
      omitidos.push(...leido.omitidos);
      continue;
    }
    if (FIRMAS_SMIME.has(a.contentType)) {
      if (!notas.includes(NOTA_FIRMA_SMIME)) notas.push(NOTA_FIRMA_SMIME);
      continue;
    }
    if (TIPOS_TNEF.has(a.contentType) || /^winmail\.dat$/i.test(a.filename ?? '')) {
      const tnef = leerTnef(a.content);
      if (!tnef) {
        omitidos.push({ nombre, motivo: 'winmail.dat de Outlook que no se pudo leer' });
        continue;
      }
      // El cuerpo que Outlook dejó dentro, si el correo no trae otro.
      if (htmlVacio(partes[0] ?? '') && (tnef.html || tnef.texto))
        partes[0] = tnef.html ? sanearHtml(tnef.html) : textoComoHtml(tnef.texto ?? '');
      for (const [j, t] of tnef.adjuntos.entries())
        await guardar({ nombre: nombreDe(t.nombre, '', j), tipo: '', bytes: t.bytes, relacionada: false });
      for (const n of tnef.incrustados)
        omitidos.push({ nombre: textoPlano(n, 120), motivo: 'mensaje de Outlook incrustado' });
      notas.push(`Los archivos del ${nombre} de Outlook se sacaron y van como adjuntos.`);
      continue;
    }
    await guardar({ nombre, tipo: a.contentType, bytes: a.content, relacionada: Boolean(a.related) });
  }

  partes.push(...notas.map((n) => `<p><em>${escapar(n)}</em></p>`));
  if (profundidad === 0 && omitidos.length > 0) {
    const lista = omitidos.map((o) => `${o.nombre} (${o.motivo})`).join(', ');
    partes.push(`<p><em>${escapar(`No se guardaron estos archivos del correo: ${lista}.`)}</em></p>`);
  }
  let texto = sanearHtml(partes.filter((p) => !htmlVacio(p)).join('\n'));
  if (htmlVacio(texto)) texto = '<p>(correo sin texto)</p>';
  return { texto, adjuntos, omitidos };
}
