// Lo que la precarga temprana del index.html (entrada.ts, su propio archivo: corre antes que main.js) y la
// shell (remotos/precarga.ts, remotos/cargador.ts) se pasan: la precarga deja en la página sus lecturas de
// remotes.json, del manifiesto del remoto de la ruta y de los datos de la página; la shell las toma en vez
// de pedirlas otra vez. Este módulo es el único que conoce dónde quedan (una clave de Symbol.for).
// Nada de aquí importa React, la sesión ni Module Federation: la precarga va sin ellos.

/** Un GET a la API pedido por adelantado con el token de la pestaña. */
export interface DatoPrecargado {
  readonly token: string;
  readonly respuesta: Promise<Response>;
  /** Date.now() al pedirlo */
  readonly pedida: number;
}

/** Lo que la precarga temprana deja en la página. */
export interface PrecargaTemprana {
  readonly lista: Promise<Response>;
  /** null: remotes.json no trae el remoto de la ruta o no respondió */
  readonly manifiesto: Promise<{ readonly url: string; readonly respuesta: Promise<Response> } | null>;
  /** url absoluta -> su GET; la shell saca de aquí cada dato que toma */
  readonly datos: Record<string, DatoPrecargado>;
}

/** Lo que un mf-manifest.json dice y la precarga usa (metaData.fondoPaginas lo escribe la fábrica de webpack). */
export interface ManifiestoRemoto {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    fondoPaginas?: Record<string, { js?: string[]; datos?: string[] }>;
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** Por remoto, sus rutas: el patrón y lo primero que la página pide a la API (del manifiesto del portal). */
export type TablaDePrecarga = Record<string, readonly { readonly patron: string; readonly datos: readonly string[] }[]>;

const CLAVE = Symbol.for('fondo.precarga-temprana');
type ConPrecarga = { [CLAVE]?: PrecargaTemprana };

/** La precarga temprana deja sus lecturas para la shell. */
export function dejarPrecargaTemprana(t: PrecargaTemprana): void {
  (window as ConPrecarga)[CLAVE] = t;
}

/** Lo que la precarga temprana dejó en esta página, o null si no corrió (ruta de la shell, pruebas). */
export function precargaTempranaDeLaPagina(): PrecargaTemprana | null {
  if (typeof window === 'undefined') return null;
  return (window as ConPrecarga)[CLAVE] ?? null;
}

/** Solo para pruebas: olvida lo que dejó la precarga. */
export function olvidarPrecargaTemprana(): void {
  delete (window as ConPrecarga)[CLAVE];
}

/**
 * Los .js (URL absolutas) que la página `patron` de un remoto necesita al abrirse, según su mf-manifest.json
 * (en `urlManifiesto`): el remoteEntry, los archivos del módulo './routes' y los de la página.
 */
export function archivosDePagina(manifiesto: ManifiestoRemoto, urlManifiesto: string, patron: string): string[] {
  const base = new URL('.', urlManifiesto).href;
  const archivos: string[] = [];
  const entry = manifiesto.metaData?.remoteEntry;
  if (entry?.name) archivos.push(new URL(`${entry.path ?? ''}${entry.name}`, base).href);
  const rutas = (manifiesto.exposes ?? []).find((e) => e.path === './routes');
  for (const js of rutas?.assets?.js?.sync ?? []) archivos.push(new URL(js, base).href);
  for (const js of manifiesto.metaData?.fondoPaginas?.[patron]?.js ?? []) archivos.push(new URL(js, base).href);
  return [...new Set(archivos)];
}

/** <link rel=preload as=script> para `url`, si la página no lo tiene ya. */
export function precargarScript(url: string): void {
  for (const l of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) if (l.href === url) return;
  const l = document.createElement('link');
  l.rel = 'preload';
  l.as = 'script';
  l.href = url;
  document.head.appendChild(l);
}

/**
 * ¿`pathname` llena `patron` sin parámetros? Los datos de una página se piden por adelantado solo en su ruta
 * fija (/actualizacion, no /actualizacion/5, cuyos datos son otros).
 */
export function sinParametros(patron: string, pathname: string): boolean {
  const segmentos = (t: string) => t.split('/').filter(Boolean);
  return segmentos(pathname).length === segmentos(patron).filter((s) => !s.startsWith(':')).length;
}

/** GET /api/{ruta} con el token de la pestaña: su URL absoluta y el dato pedido. */
export function pedirDato(ruta: string, token: string): { url: string; dato: DatoPrecargado } {
  const url = new URL(`/api/${ruta}`, window.location.href).href;
  const respuesta = fetch(url, { headers: { Authorization: `bearer ${token}` } });
  respuesta.catch(() => undefined);
  return { url, dato: { token, respuesta, pedida: Date.now() } };
}

/** El token de la sesión de esta pestaña (SPEC 3: sessionStorage, clave access_token), o null. */
export function tokenDeSesion(): string | null {
  try {
    return window.sessionStorage.getItem('access_token') || null;
  } catch {
    return null;
  }
}
