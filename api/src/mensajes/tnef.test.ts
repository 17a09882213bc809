// Lector de TNEF con el winmail.dat real de Outlook (test/muestras/LEEME.md): los archivos con su nombre
// largo y sus bytes; uno cortado no rompe nada (queda lo leído); lo que no es TNEF, null.
import { readFileSync } from 'node:fs';
import { leerTnef } from './tnef.js';

const WINMAIL = readFileSync(new URL('../../test/muestras/winmail.dat', import.meta.url));

test('el winmail.dat de Outlook: la foto JPG y la página, con sus nombres largos', () => {
  const r = leerTnef(WINMAIL)!;
  expect(r.adjuntos.map((a) => [a.nombre, a.bytes.length])).toEqual([
    ['zappa_av1.jpg', 2937],
    ['bookmark.htm', 85805],
  ]);
  expect(r.adjuntos[0]!.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(r.incrustados).toEqual([]);
});

test('cortado a la mitad: sin excepción, solo lo que llegó entero', () => {
  const r = leerTnef(WINMAIL.subarray(0, Math.floor(WINMAIL.length / 2)))!;
  expect(r.adjuntos.map((a) => a.nombre)).toEqual(['zappa_av1.jpg']);
});

test('lo que no es TNEF: null', () => {
  expect(leerTnef(Buffer.from('no es un winmail.dat'))).toBeNull();
});
