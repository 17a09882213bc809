// Regla de la clave (SPEC 5), la misma en el navegador y en la API.

/** SPEC 5: texto de la regla de la clave. */
export const MENSAJE_CLAVE = 'La clave debe tener al menos 8 caracteres, incluyendo números y letras';
export const MENSAJE_CLAVES_DISTINTAS = 'Las claves no coinciden';
/** La clave está en la lista de claves comunes (solo la API tiene la lista; la pantalla muestra este texto). */
export const MENSAJE_CLAVE_COMUN =
  'Esa clave está entre las más usadas y se adivina fácil. Escriba otra: por ejemplo, dos palabras y un número que solo usted conozca.';
/** La clave nueva es la misma que ya tiene la cuenta (al reestablecer o al cambiar). */
export const MENSAJE_CLAVE_REPETIDA =
  'La clave nueva es igual a la que ya tiene. Escriba una clave distinta de la actual.';
export const LONGITUD_MINIMA_CLAVE = 8;
/** Tope para no gastar argon2 en entradas enormes (el formulario también lo aplica). */
export const LONGITUD_MAXIMA_CLAVE = 128;

const SOLO_LETRAS_Y_DIGITOS = /^[\p{L}\p{Nd}]+$/u;
const UNA_LETRA = /\p{L}/u;
const UN_DIGITO = /\p{Nd}/u;

/**
 * SPEC 5: de 8 a 128 caracteres, solo letras y dígitos (de cualquier alfabeto: ñ, á, ...), con al
 * menos una letra y un dígito. La longitud se cuenta en unidades de JavaScript, igual en ambos lados.
 */
export function claveValida(c: string): boolean {
  return (
    c.length >= LONGITUD_MINIMA_CLAVE &&
    c.length <= LONGITUD_MAXIMA_CLAVE &&
    SOLO_LETRAS_Y_DIGITOS.test(c) &&
    UNA_LETRA.test(c) &&
    UN_DIGITO.test(c)
  );
}
