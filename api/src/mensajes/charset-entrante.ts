// Un texto sin charset declarado en un correo entrante: la norma dice US-ASCII y mailparser lo lee como
// UTF-8, así que un 'Información' en bytes Latin-1 quedaría 'Informaci�n' para siempre. Antes de leer el
// correo, a cada parte text/* sin charset cuyos bytes no son UTF-8 válido se le declara Windows-1252 (el
// Latin-1 de Outlook y de los programas de Windows, que lo contiene). Lo mismo si dice us-ascii y trae bytes
// de 8 bits que no son UTF-8 (un programa que declara ASCII por omisión). Lo demás del correo no cambia.
import { Readable } from 'node:stream';
import { Joiner, Splitter } from '@zone-eu/mailsplit';
import type { MimeNode, SplitterChunk } from '@zone-eu/mailsplit/lib/types.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

const esUtf8 = (bytes: Buffer): boolean => {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

async function recoger<T>(flujo: AsyncIterable<T>): Promise<T[]> {
  const todo: T[] = [];
  for await (const x of flujo) todo.push(x);
  return todo;
}

/** Los bytes del cuerpo de la parte, sin su Content-Transfer-Encoding (base64, quoted-printable). */
async function cuerpoDecodificado(parte: MimeNode, trozos: Buffer[]): Promise<Buffer> {
  const decodificador = parte.getDecoder();
  const salida = recoger<Buffer>(decodificador);
  for (const t of trozos) decodificador.write(t);
  decodificador.end();
  return Buffer.concat(await salida);
}

/** La fuente del correo con el charset declarado donde faltaba y hacía falta (la misma si no). */
export async function declararCharsetFaltante(fuente: Buffer): Promise<Buffer> {
  const trozos = await recoger<SplitterChunk>(Readable.from([fuente]).pipe(new Splitter()));
  const cuerpos = new Map<MimeNode, Buffer[]>();
  for (const t of trozos) {
    if (t.type === 'node') cuerpos.set(t, []);
    else if (t.type === 'body') cuerpos.get(t.node)?.push(t.value);
  }
  let cambio = false;
  for (const [parte, trozosDelCuerpo] of cuerpos) {
    const tipo = parte.contentType || 'text/plain';
    const sinCharset = !parte.charset || /^(us-?)?ascii$/i.test(parte.charset);
    if (parte.multipart || !sinCharset || !tipo.startsWith('text/') || trozosDelCuerpo.length === 0) continue;
    if (esUtf8(await cuerpoDecodificado(parte, trozosDelCuerpo))) continue;
    parte.setCharset('windows-1252');
    cambio = true;
  }
  if (!cambio) return fuente;
  return Buffer.concat(await recoger<Buffer>(Readable.from(trozos).pipe(new Joiner())));
}
