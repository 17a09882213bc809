// Constantes sin TypeBox que comparten la entrada principal y los esquemas.

/** Filas fijas del grupo familiar (SPEC 9). */
export const FILAS_FAMILIARES = 6;

/** Listas de administración: tamaño de página por defecto y máximo. */
export const TAMANO_PAGINA = 20;
export const TAMANO_MAXIMO_PAGINA = 100;

/** Novedades del afiliado: las de estos últimos días, como mucho MAXIMO_NOVEDADES. */
export const DIAS_NOVEDADES = 90;
export const MAXIMO_NOVEDADES = 20;
