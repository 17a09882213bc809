// Borradores de formularios: lo escrito en un formulario se guarda en el sessionStorage de la
// pestaña, con la clave del afiliado de la sesión, hasta que se envía, se sale con 'Salir' o se cierra
// la pestaña; uno de más de VIGENCIA_BORRADOR_MS no se recupera. Si la sesión vence, queda: el mismo
// afiliado lo recupera al volver a entrar en esa pestaña.

/** Prefijo de todas las claves de borradores en sessionStorage. */
export const PREFIJO_BORRADOR = 'fondo:borrador:';
/** Un borrador más viejo que esto (lo que dura una sesión como máximo) se descarta. */
export const VIGENCIA_BORRADOR_MS = 12 * 60 * 60 * 1000;

export interface Borrador<V = unknown, E = unknown> {
  /** Cuándo se guardó (Date.now()). */
  guardado: number;
  /** Los valores del formulario (getFieldsValue(true)). */
  valores: V;
  /** Lo que la pantalla lleva fuera del formulario (p. ej. los ids de la foto y la firma). */
  extra?: E;
  /** Nombres de los archivos subidos, por id_archivo. */
  archivos?: Record<string, string>;
}

const claveDe = (idAfiliado: number, clave: string) => `${PREFIJO_BORRADOR}${idAfiliado}:${clave}`;

function almacen(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Guarda el borrador; false si no se pudo (el formulario sigue funcionando, sin borrador). */
export function guardarBorrador<V, E>(idAfiliado: number, clave: string, b: Borrador<V, E>): boolean {
  try {
    almacen()?.setItem(claveDe(idAfiliado, clave), JSON.stringify(b));
    return true;
  } catch {
    // sessionStorage lleno o bloqueado
    return false;
  }
}

export function leerBorrador<V, E>(idAfiliado: number, clave: string, ahora = Date.now()): Borrador<V, E> | null {
  const s = almacen();
  const texto = s?.getItem(claveDe(idAfiliado, clave));
  if (!s || !texto) return null;
  try {
    const b = JSON.parse(texto) as Borrador<V, E>;
    if (typeof b.guardado !== 'number' || ahora - b.guardado > VIGENCIA_BORRADOR_MS) {
      s.removeItem(claveDe(idAfiliado, clave));
      return null;
    }
    return b;
  } catch {
    s.removeItem(claveDe(idAfiliado, clave));
    return null;
  }
}

export function borrarBorrador(idAfiliado: number, clave: string): void {
  almacen()?.removeItem(claveDe(idAfiliado, clave));
}

/**
 * Borra los borradores de la pestaña: todos ('Salir', un computador compartido) o todos menos los
 * del afiliado `excepto` (otra persona inició sesión en la pestaña).
 */
export function borrarBorradores(excepto?: number): void {
  const s = almacen();
  if (!s) return;
  const propio = excepto === undefined ? null : `${PREFIJO_BORRADOR}${excepto}:`;
  const claves: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIJO_BORRADOR) && (propio === null || !k.startsWith(propio))) claves.push(k);
  }
  for (const k of claves) s.removeItem(k);
}

/** Nombres de los archivos subidos en esta página, por id (el campo del formulario guarda solo el id). */
const nombresDeArchivos = new Map<number, string>();

export function recordarNombreDeArchivo(id: number, nombre: string): void {
  nombresDeArchivos.set(id, nombre);
}

export function nombreDeArchivo(id: number | null | undefined): string | undefined {
  return id ? nombresDeArchivos.get(id) : undefined;
}

/** Los nombres conocidos de los ids que aparecen en unos valores (para guardarlos con el borrador). */
export function nombresEn(valores: unknown): Record<string, string> {
  const r: Record<string, string> = {};
  const visitar = (v: unknown): void => {
    if (typeof v === 'number') {
      const n = nombresDeArchivos.get(v);
      if (n) r[String(v)] = n;
    } else if (Array.isArray(v)) v.forEach(visitar);
    else if (v && typeof v === 'object') Object.values(v).forEach(visitar);
  };
  visitar(valores);
  return r;
}
