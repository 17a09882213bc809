// El buzón de salida del portal de la prueba (sin SMTP_URL, cada correo es un .eml en DATA_DIR/outbox).
// Los correos salen por la cola, un momento después de la acción: esperarCorreo espera hasta que llega.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTAL } from './navegador.js';

export const carpetaBuzon = (): string => join(PORTAL.dataDir, 'outbox');

/** Palabras codificadas de los encabezados (=?UTF-8?Q?...?= y =?UTF-8?B?...?=) en texto. */
const palabras = (t: string) =>
  t.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, modo: string, v: string) =>
    modo.toLowerCase() === 'b'
      ? Buffer.from(v, 'base64').toString('utf8')
      : Buffer.from(
          v.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** Un .eml legible: encabezados desplegados y decodificados, cuerpo quoted-printable decodificado. */
export function legible(eml: string): string {
  const corte = eml.search(/\r?\n\r?\n/);
  const encabezados = palabras(eml.slice(0, corte).replace(/\r?\n[ \t]+/g, ' '));
  const cuerpo = Buffer.from(
    eml
      .slice(corte)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
  return encabezados + cuerpo;
}

/** Los correos del buzón, legibles, del más viejo al más nuevo. */
export function correosDelBuzon(): string[] {
  const carpeta = carpetaBuzon();
  if (!existsSync(carpeta)) return [];
  return readdirSync(carpeta)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => legible(readFileSync(join(carpeta, f), 'latin1')));
}

/**
 * El primer correo que cumple `cumple`, esperándolo hasta `ms` milisegundos; falla si no llega. `desde`:
 * cuántos correos había antes de la acción (los anteriores no cuentan: una prueba que se repite no toma
 * el correo de su primer intento).
 */
export async function esperarCorreo(
  descripcion: string,
  cumple: (eml: string) => boolean,
  ms = 15_000,
  desde = 0,
): Promise<string> {
  const limite = Date.now() + ms;
  for (;;) {
    const correo = correosDelBuzon().slice(desde).find(cumple);
    if (correo) return correo;
    if (Date.now() > limite) throw new Error(`No llegó al buzón de salida (${carpetaBuzon()}): ${descripcion}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}
