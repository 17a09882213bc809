/** SPEC 5: texto de la regla de la clave. */
export const MENSAJE_CLAVE = 'La clave debe tener al menos 8 caracteres, incluyendo números y letras';
export const MENSAJE_CLAVES_DISTINTAS = 'Las claves no coinciden';
export const LONGITUD_MINIMA_CLAVE = 8;

/** SPEC 5: al menos 8 caracteres, solo letras y dígitos, con al menos una letra y un dígito. */
export function claveValida(c: string): boolean {
  return c.length >= LONGITUD_MINIMA_CLAVE && /^[\p{L}\d]+$/u.test(c) && /\p{L}/u.test(c) && /\d/.test(c);
}
