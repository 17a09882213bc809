// enNfc: cada texto en NFC, por dentro de objetos y listas; las claves y tokens, byte a byte.
import { expect } from '@jest/globals';
import { enNfc } from './texto-nfc.js';

const SEPARADO = 'N\u0303andu\u0301';
const COMPUESTO = '\u00d1and\u00fa';

test('normaliza textos sueltos, en objetos y en listas; lo demás queda igual', () => {
  expect(SEPARADO).toHaveLength(7);
  expect(enNfc(SEPARADO)).toBe(COMPUESTO);
  const bytes = Buffer.from(SEPARADO);
  const cuerpo = enNfc({
    apellidos: SEPARADO,
    familiares: [{ nombre: SEPARADO, edad: 3 }, null],
    hijos: 2,
    activo: true,
    nada: null,
    bytes,
  });
  expect(cuerpo).toEqual({
    apellidos: COMPUESTO,
    familiares: [{ nombre: COMPUESTO, edad: 3 }, null],
    hijos: 2,
    activo: true,
    nada: null,
    bytes,
  });
  expect(bytes.toString()).toBe(SEPARADO);
});

test('las claves, los tokens y los secretos no se tocan (su hash es de lo que se escribió)', () => {
  const cuerpo = enNfc({ password: SEPARADO, new_password: SEPARADO, token: SEPARADO, secreto: SEPARADO, x: SEPARADO });
  expect(cuerpo).toEqual({
    password: SEPARADO,
    new_password: SEPARADO,
    token: SEPARADO,
    secreto: SEPARADO,
    x: COMPUESTO,
  });
});
