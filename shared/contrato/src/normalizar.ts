// Una sola normalización para cada identidad: el documento de una persona y los
// nombres de tipos (aportes, créditos) y de hojas. La usan el login, el restablecimiento de clave, el
// modal de afiliado, el formulario de actualización, las importaciones, la búsqueda y el índice único.

/**
 * Texto sin tildes ni diéresis (la ñ pasa a n; las mayúsculas se conservan): la única forma de quitar
 * las marcas en el portal (claves de nombres, nombres de archivo ASCII, búsquedas, capturas del e2e).
 */
export function sinTildes(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Clave de comparación de un nombre: sin tildes ni diéresis (la ñ pasa a n), en minúsculas, sin
 * espacios a los lados y con los de en medio reducidos a uno. 'Revalorización' y ' REVALORIZACION '
 * son el mismo tipo; 'CRÉDITOS ' es la hoja Créditos.
 */
export function claveNombre(texto: string): string {
  return sinTildes(texto).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Largo máximo de un documento normalizado. */
export const DIGITOS_MAXIMOS_DOCUMENTO = 20;

export const MENSAJE_DOCUMENTO_INVALIDO = 'El documento debe tener solo dígitos';

/**
 * Documento normalizado: solo dígitos y sin ceros a la izquierda (las hojas de cálculo los quitan al
 * tomar el documento por número, así que '0080010001' y 80010001 son la misma persona). Se admiten
 * espacios a los lados y separadores de miles bien puestos ('1.012.345.678', '1 012 345 678'); una
 * celda número debe ser un entero. null si no es un documento: letras, guiones, decimales, o solo ceros.
 */
export function normalizarDocumento(valor: unknown): string | null {
  let digitos: string;
  if (typeof valor === 'number') {
    if (!Number.isSafeInteger(valor) || valor <= 0) return null;
    digitos = String(valor);
  } else if (typeof valor === 'string') {
    const t = valor.normalize('NFKC').trim();
    if (/^\d+$/.test(t)) digitos = t;
    else if (/^[1-9]\d{0,2}([. ]\d{3})+$/.test(t) && new Set(t.replace(/\d/g, '')).size === 1)
      digitos = t.replace(/\D/g, '');
    else return null;
  } else return null;
  const sinCeros = digitos.replace(/^0+/, '');
  if (sinCeros === '' || sinCeros.length > DIGITOS_MAXIMOS_DOCUMENTO) return null;
  return sinCeros;
}

/** El documento escrito es válido (se puede normalizar). */
export function documentoValido(valor: unknown): boolean {
  return normalizarDocumento(valor) !== null;
}
