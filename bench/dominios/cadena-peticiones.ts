// Las peticiones de una carga en la parte `movil` (bench/dominios/movil.ts): quién pidió cada una, su nombre
// corto y la cadena más larga de peticiones que dependen una de otra.

export interface Peticion {
  url: string;
  tipo: string;
  inicio: number;
  /** URL de lo que la pidió (documento, script o precarga) */
  padre: string | null;
  bytes: number;
  /** fin de la descarga, ms (Infinity si no terminó) */
  fin: number;
}

export type Iniciador = {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: Iniciador['stack'] };
};

export function urlDelIniciador(i: Iniciador): string | null {
  if (i.url) return i.url;
  for (let s = i.stack; s; s = s.parent) {
    const marco = s.callFrames.find((c) => c.url);
    if (marco) return marco.url;
  }
  return null;
}

/** Nombre corto de una URL para la cadena: la ruta sin hash de contenido. */
export const corto = (u: string): string => {
  const { pathname } = new URL(u);
  return pathname.replace(/^\/remotes\/([^/]+)\//, '$1/').replace(/\.[0-9a-f]{8}\.js$/, '.js') || '/';
};

/**
 * La cadena más larga de peticiones dependientes (documento -> main.js -> ... -> la última). El iniciador
 * que da Chromium no basta (el runtime de Module Federation, en main.js, pide casi todo): una petición
 * depende de la última respuesta que llegó antes de que ella saliera (lo que el navegador acababa de
 * recibir y procesar para pedirla). Cada eslabón es una ida y vuelta más por la red.
 */
export function cadenaMasLarga(peticiones: Map<string, Peticion>): string[] {
  const todas = [...peticiones.values()].filter((p) => p.tipo !== 'Other');
  const padreDe = (p: Peticion): Peticion | undefined =>
    todas.filter((d) => d !== p && d.fin <= p.inicio).sort((a, b) => b.fin - a.fin)[0];
  const memo = new Map<Peticion, string[]>();
  const cadena = (p: Peticion, visitadas: Set<Peticion>): string[] => {
    const hecha = memo.get(p);
    if (hecha) return hecha;
    const padre = padreDe(p);
    const r =
      padre && !visitadas.has(padre) ? [...cadena(padre, new Set(visitadas).add(p)), corto(p.url)] : [corto(p.url)];
    memo.set(p, r);
    return r;
  };
  let mejor: string[] = [];
  for (const p of todas) {
    const c = cadena(p, new Set([p]));
    if (c.length > mejor.length) mejor = c;
  }
  return mejor;
}
