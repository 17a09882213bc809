import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { CODIGO_VERIFICACION_REQUERIDA } from '@fondo/contrato';
import { useSesion } from '../sesion/sesion';
import { pedirCodigoVerificacion } from './verificacion';

export interface OpcionesApi {
  /** Qué hacer cuando la API responde 'Token expirado' (por defecto ir a /logout recargando). */
  alExpirarSesion: () => void;
}

export const TOKEN_EXPIRADO = 'Token expirado';

/** Prefijo de todas las rutas de la API: el mismo origen que la página (en desarrollo, el proxy de webpack). */
export const PREFIJO = '/api';

const irAlLogout = (): void => window.location.assign('/logout');

/**
 * Respuestas pedidas antes de que la página las pida (la shell pide los datos de la
 * página junto con su código). `tomar(url, token)` entrega una vez la respuesta ya pedida para ese GET con
 * ese token, o undefined.
 */
export type TomarPrecarga = (url: string, token: string) => Promise<Response> | undefined;
let tomarPrecarga: TomarPrecarga | null = null;

/** La shell registra de dónde salen las respuestas que pidió por adelantado. */
export function usarPrecargas(tomar: TomarPrecarga | null): void {
  tomarPrecarga = tomar;
}
let alExpirarSesion: () => void = irAlLogout;

// Texto del cuerpo de cada respuesta de error, leído una vez (el cuerpo solo se lee una vez).
const cuerpos = new WeakMap<Response, Promise<string>>();

function cuerpoDe(r: Response): Promise<string> {
  let p = cuerpos.get(r);
  if (!p) {
    p = r.bodyUsed
      ? Promise.resolve('')
      : r
          .clone()
          .text()
          .catch(() => '');
    cuerpos.set(r, p);
  }
  return p;
}

interface CuerpoError {
  error?: unknown;
  detail?: unknown;
  codigo?: unknown;
}

function campoDeError(v: unknown): string | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = v as CuerpoError;
  if (typeof c.error === 'string' && c.error !== '') return c.error;
  if (typeof c.detail === 'string' && c.detail !== '') return c.detail;
  return null;
}

function parsear(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}

/** Cabecera Authorization de la sesión, o null sin sesión. */
export function autorizacionDeSesion(): string | null {
  const token = useSesion.getState().access_token;
  return token ? `bearer ${token}` : null;
}

/**
 * Política de sesión sobre una respuesta, la misma para ky y para una subida con XMLHttpRequest (subir.ts):
 * renueva el token, aplica 'Token expirado' y pide el código de verificación. true: repetir la petición.
 */
export async function aplicarPolitica(response: Response): Promise<boolean> {
  // SPEC 4: un token nuevo en la cabecera 'token' reemplaza al guardado.
  const nuevo = response.headers.get('token');
  if (nuevo) useSesion.getState().renovarToken(nuevo);
  if (response.ok) return false;
  const cuerpo = parsear(await cuerpoDe(response));
  const texto = campoDeError(cuerpo);
  if (texto === TOKEN_EXPIRADO && useSesion.getState().access_token) alExpirarSesion();
  // Acción sensible con el código viejo: se pide el código y se repite la petición.
  const codigo = typeof cuerpo === 'object' && cuerpo !== null ? (cuerpo as CuerpoError).codigo : null;
  if (response.status === 403 && codigo === CODIGO_VERIFICACION_REQUERIDA) return pedirCodigoVerificacion();
  return false;
}

function crear(): KyInstance {
  return ky.create({
    prefixUrl: PREFIJO,
    // Siempre el fetch global vigente (las pruebas lo sustituyen).
    fetch: (entrada, init) => globalThis.fetch(entrada, init),
    retry: 0,
    timeout: 60_000,
    // El JSON se lee con el JSON.parse de la página (en las pruebas, objetos del mismo realm que el código).
    parseJson: (texto) => JSON.parse(texto) as unknown,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = useSesion.getState().access_token;
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `bearer ${token}`);
          }
          // un GET ya pedido por la shell con este mismo token: su respuesta, sin otra petición
          if (token && request.method === 'GET' && tomarPrecarga) return tomarPrecarga(request.url, token);
          return undefined;
        },
      ],
      afterResponse: [
        async (request, _options, response) => ((await aplicarPolitica(response)) ? api(request) : response),
      ],
    },
  });
}

/** Cliente de la API: prefijo '/api', token bearer de la sesión, renovación del token. Uno solo, inmutable. */
export const api: KyInstance = crear();

/**
 * La shell dice una vez qué hacer con 'Token expirado' (navegar a /logout sin recargar).
 * Devuelve cómo deshacerlo (limpieza de un efecto de React).
 */
export function configurarApi(o: OpcionesApi): () => void {
  const fn = o.alExpirarSesion;
  alExpirarSesion = fn;
  return () => {
    if (alExpirarSesion === fn) alExpirarSesion = irAlLogout;
  };
}

/** El campo error (si no, detail) de la respuesta de un HTTPError; null si el servidor no dio un texto. */
export async function textoDelServidor(e: unknown): Promise<string | null> {
  return e instanceof HTTPError ? campoDeError(parsear(await cuerpoDe(e.response))) : null;
}

/** SPEC 8: el campo error, si no el campo detail, si no el error tal cual. */
export async function textoDeError(e: unknown): Promise<string> {
  if (e instanceof HTTPError) {
    const texto = campoDeError(parsear(await cuerpoDe(e.response)));
    if (texto) return texto;
    return `La solicitud falló (${e.response.status}${e.response.statusText ? ` ${e.response.statusText}` : ''})`;
  }
  if (e instanceof TimeoutError) return 'El servidor tardó demasiado en responder';
  const directo = campoDeError(e);
  if (directo) return directo;
  if (e instanceof TypeError && /fetch|network/i.test(e.message)) return 'No se pudo conectar con el servidor';
  if (e instanceof Error) return e.message;
  if (typeof e === 'string') return e;
  return String(e);
}
