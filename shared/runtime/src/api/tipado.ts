// Cliente tipado construido desde la tabla de rutas del contrato: cada operación es
// una función; la ruta, el método, los parámetros, la consulta y el cuerpo salen de la tabla y sus tipos de
// los esquemas, así que una ruta, un método o un cuerpo equivocados no compilan. Va por el cliente `api`
// (prefijo, token, renovación, 'Token expirado', código de verificación).
import type { Options } from 'ky';
import { api } from './cliente';
import { guardarBlob } from './descargar';
import { subirConAvance, type AvanceSubida } from './subir';

export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Lo que el cliente lee de cada operación de la tabla (la forma de `rutas` de @fondo/contrato). */
export interface OperacionTabla {
  readonly metodo: MetodoHttp;
  readonly ruta: string;
  readonly binario?: true;
}

export type TablaOperaciones = Readonly<Record<string, Readonly<Record<string, OperacionTabla>>>>;

/** Petición y respuesta de una operación (PeticionDe / RespuestaDe del contrato). */
export interface TiposOperacion {
  peticion: object;
  respuesta: unknown;
}

/** Los tipos de cada operación de una tabla: un grupo u operación que falte no compila. */
export type TiposDeTabla<T extends TablaOperaciones> = {
  readonly [G in keyof T]: { readonly [O in keyof T[G]]: TiposOperacion };
};

/** Opciones de una llamada que no cambian su ruta ni su cuerpo. */
export interface OpcionesLlamada {
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** El cuerpo va como formulario (application/x-www-form-urlencoded), no como JSON. */
  formulario?: true;
}

/** Sin nada requerido en la petición, se puede omitir. */
type Argumentos<P> = object extends P
  ? [peticion?: P, opciones?: OpcionesLlamada]
  : [peticion: P, opciones?: OpcionesLlamada];
type SoloPeticion<P> = object extends P ? [peticion?: P] : [peticion: P];

interface Comunes<P> {
  /** Ruta sin el prefijo /api, con sus parámetros y su consulta (p. ej. para comparar con una precarga). */
  ruta(...a: SoloPeticion<P>): string;
}

/** Operación JSON: responde el cuerpo ya leído. */
export type LlamadaJson<P, R> = ((...a: Argumentos<P>) => Promise<R>) &
  Comunes<P> & {
    /**
     * Envía `datos` (multipart) informando el avance de la subida, con la misma política de sesión.
     * El resto de la petición (params, consulta) va en `peticion`.
     */
    subir(datos: FormData, alAvanzar?: (a: AvanceSubida) => void, ...a: SoloPeticion<Omit<P, 'cuerpo'>>): Promise<R>;
  };

/** Operación binaria (PDF, xlsx, archivos): el Blob, o descargarlo con el nombre que da el servidor. */
export type LlamadaBinaria<P> = ((...a: Argumentos<P>) => Promise<Blob>) &
  Comunes<P> & {
    descargar(nombrePorDefecto: string, ...a: Argumentos<P>): Promise<void>;
  };

/**
 * Un parámetro de ruta o de consulta de texto libre acepta también un número (en la URL todo es texto: el
 * id 5 o 'me', id_corte=3).
 */
type Flexibles<T> = { [K in keyof T]: string extends NonNullable<T[K]> ? T[K] | number : T[K] };
type Ajustada<P> = {
  [K in keyof P]: K extends 'params' | 'consulta' ? Flexibles<P[K]> : P[K];
};

export type Llamada<D extends OperacionTabla, X extends TiposOperacion> = D extends { binario: true }
  ? LlamadaBinaria<Ajustada<X['peticion']>>
  : LlamadaJson<Ajustada<X['peticion']>, X['respuesta']>;

type TiposDe<X, G, O> = G extends keyof X ? (O extends keyof X[G] ? X[G][O] : never) : never;

export type ClienteDe<T extends TablaOperaciones, X extends TiposDeTabla<T>> = {
  readonly [G in keyof T]: {
    readonly [O in keyof T[G]]: TiposDe<X, G, O> extends TiposOperacion ? Llamada<T[G][O], TiposDe<X, G, O>> : never;
  };
};

/** Un valor que va en la URL o en un formulario: texto, número o booleano (así los dan los esquemas). */
type ValorUrl = string | number | boolean;
type ValoresUrl = Record<string, ValorUrl | readonly ValorUrl[] | null | undefined>;

/** Forma de una petición en tiempo de ejecución. */
interface PeticionGenerica {
  params?: ValoresUrl;
  consulta?: ValoresUrl;
  cuerpo?: unknown;
}

/** '/afiliados/:id/resumen' + { id: 'me' } -> 'afiliados/me/resumen' (sin la barra: ky añade el prefijo). */
export function rutaConParametros(patron: string, params: ValoresUrl = {}): string {
  return patron.replace(/^\/+/, '').replace(/:([A-Za-z_]\w*)/g, (_, nombre: string) => {
    const v = params[nombre];
    if (v === undefined || v === null) throw new Error(`Falta el parámetro '${nombre}' de ${patron}`);
    return encodeURIComponent(String(v));
  });
}

/** La consulta como URLSearchParams, sin los valores ausentes (undefined o null); una lista, repetida. */
export function parametrosDeConsulta(consulta: ValoresUrl = {}): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(consulta)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const x of v as readonly ValorUrl[]) p.append(k, String(x));
    else p.append(k, String(v));
  }
  return p;
}

function rutaCompleta(op: OperacionTabla, p: PeticionGenerica = {}): string {
  const q = parametrosDeConsulta(p.consulta);
  const base = rutaConParametros(op.ruta, p.params);
  return q.size > 0 ? `${base}?${q.toString()}` : base;
}

function opcionesKy(op: OperacionTabla, p: PeticionGenerica = {}, o: OpcionesLlamada = {}): Options {
  const { formulario, ...resto } = o;
  const k: Options = { method: op.metodo, ...resto };
  const q = parametrosDeConsulta(p.consulta);
  if (q.size > 0) k.searchParams = q;
  if (p.cuerpo !== undefined) {
    if (formulario) k.body = parametrosDeConsulta(p.cuerpo as ValoresUrl);
    else k.json = p.cuerpo;
  }
  return k;
}

function llamada(op: OperacionTabla): unknown {
  const pedir = (p?: PeticionGenerica, o?: OpcionesLlamada) =>
    api(rutaConParametros(op.ruta, p?.params), opcionesKy(op, p, o));
  const ruta = (p?: PeticionGenerica) => rutaCompleta(op, p);
  if (op.binario) {
    const fn = (p?: PeticionGenerica, o?: OpcionesLlamada) => pedir(p, o).blob();
    return Object.assign(fn, {
      ruta,
      descargar: async (nombre: string, p?: PeticionGenerica, o?: OpcionesLlamada) =>
        guardarBlob(await pedir(p, o), nombre),
    });
  }
  const fn = (p?: PeticionGenerica, o?: OpcionesLlamada) => pedir(p, o).json();
  return Object.assign(fn, {
    ruta,
    subir: (datos: FormData, alAvanzar?: (a: AvanceSubida) => void, p?: PeticionGenerica) =>
      subirConAvance(op.metodo, rutaCompleta(op, p), datos, alAvanzar),
  });
}

/** Un cliente con una función por operación de la tabla. */
export function crearCliente<T extends TablaOperaciones, X extends TiposDeTabla<T>>(tabla: T): ClienteDe<T, X> {
  const cliente: Record<string, Record<string, unknown>> = {};
  for (const [grupo, operaciones] of Object.entries(tabla)) {
    const g: Record<string, unknown> = {};
    for (const [nombre, op] of Object.entries(operaciones)) g[nombre] = llamada(op);
    cliente[grupo] = g;
  }
  return cliente as ClienteDe<T, X>;
}
