// Claves de prueba con el resultado esperado de la regla (SPEC 5). Las recorren la prueba del
// contrato y la de la API (POST /api/afiliados/me/cambiar-clave): cliente y servidor rechazan las mismas.
import { LONGITUD_MAXIMA_CLAVE } from '../clave';

export const CASOS_CLAVE: [string, boolean][] = [
  ['nube2026abc', true],
  ['Clave2026', true],
  ['ñandú2026', true],
  ['Ábaco٣٤٥٦', true], // dígitos arábigo-índicos: son dígitos (\p{Nd}) en ambos lados
  ['a'.repeat(LONGITUD_MAXIMA_CLAVE - 1) + '1', true],
  ['a'.repeat(LONGITUD_MAXIMA_CLAVE) + '1', false], // 129: pasa el tope
  ['abc123', false], // corta
  ['abcdefgh', false], // sin dígitos
  ['12345678', false], // sin letras
  ['abcd 1234', false], // espacio
  ['abcd-1234', false], // símbolo
  ['abcd1234²', false], // superíndice: número, no dígito decimal
  ['', false],
];

/**
 * Claves que cumplen la regla de forma pero están en la lista de claves comunes: la API las rechaza
 * (en mayúsculas o minúsculas) con MENSAJE_CLAVE_COMUN; el navegador no lleva la lista.
 */
export const CLAVES_COMUNES: string[] = ['abcd1234', 'Password1', 'QWERTY123', 'iloveyou1', '1q2w3e4r'];
