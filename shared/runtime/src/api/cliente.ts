import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { useSesion } from '../sesion/sesion';

export interface OpcionesApi {
  /** Qué hacer cuando la API responde 'Token expirado' (por defecto ir a /logout recargando). */
  alExpirarSesion: () => void;
}

export const TOKEN_EXPIRADO = 'Token expirado';

/** Prefijo de todas las rutas de la API: el mismo origen que la página (en desarrollo, el proxy de webpack). */
const PREFIJO = '/api';

const irAlLogout = (): void => window.location.assign('/logout');
let alExpirarSesion: () => void = irAlLogout;

// Texto del cuerpo de cada respuesta de error, leído una vez (el cuerpo solo se lee una vez).
const cuerpos = new WeakMap<Response, Promise<string>>();

function cuerpoDe(r: Response): Promise<string> {
  let p = cuerpos.get(r);
  if (!p) {
    p = r.bodyUsed ? Promise.resolve('') : r.clone().text().catch(() => '');
    cuerpos.set(r, p);
  }
  return p;
}

interface CuerpoError {
  error?: unknown;
  detail?: unknown;
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

function crear(): KyInstance {
  return ky.create({
    prefixUrl: PREFIJO,
    // Siempre el fetch global vigente (las pruebas lo sustituyen).
    fetch: (entrada, init) => globalThis.fetch(entrada, init),
    retry: 0,
    timeout: 60_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = useSesion.getState().access_token;
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `bearer ${token}`);
          }
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          // SPEC 4: un token nuevo en la cabecera 'token' reemplaza al guardado.
          const nuevo = response.headers.get('token');
          if (nuevo) useSesion.getState().renovarToken(nuevo);
          if (!response.ok) {
            const texto = campoDeError(parsear(await cuerpoDe(response)));
            if (texto === TOKEN_EXPIRADO && useSesion.getState().access_token) alExpirarSesion();
          }
          return response;
        },
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
