// Cabeceras de seguridad (helmet) calculadas una vez, no en cada petición: @fastify/helmet arma
// el middleware de helmet y vuelve a leer la CSP en cada respuesta. La CSP se recalcula solo si
// cambian los orígenes de remotes.json (revisado a lo sumo una vez por segundo).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { origenesDeRemotos } from './estaticos.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Cabeceras que un middleware de helmet pone en una respuesta (en minúsculas). */
function capturar(middleware: Middleware): Record<string, string> {
  const cabeceras: Record<string, string> = {};
  const res = {
    setHeader(nombre: string, valor: string | number | readonly string[]) {
      cabeceras[nombre.toLowerCase()] = Array.isArray(valor) ? valor.join(', ') : String(valor);
    },
    removeHeader(nombre: string) {
      delete cabeceras[nombre.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('helmet no pudo poner las cabeceras', { cause: error });
  });
  return cabeceras;
}

/** Directivas de la CSP del portal; `extra` son los orígenes de remotos publicados en otro host. */
export function directivasCsp(extra: string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // Module Federation carga los scripts de los remotos desde el mismo origen (o el de remotes.json).
    scriptSrc: ["'self'", ...extra],
    // antd (CSS-in-JS) inserta estilos en línea.
    styleSrc: ["'self'", "'unsafe-inline'", ...extra],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:', ...extra],
    connectSrc: ["'self'", ...extra],
    // Manuales PDF embebidos y PDF generados (blob:).
    objectSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

export function cabeceraCsp(extra: string[]): string {
  const csp = capturar(helmet.contentSecurityPolicy({ useDefaults: false, directives: directivasCsp(extra) }));
  const valor = csp['content-security-policy'];
  if (!valor) throw new Error('helmet no produjo la cabecera Content-Security-Policy');
  return valor;
}

/** Cabeceras de helmet sin la CSP (las mismas en toda respuesta). */
const cabecerasFijas = (): Record<string, string> =>
  capturar(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));

/**
 * Las cabeceras de seguridad de toda respuesta del portal (helmet y la CSP con los orígenes de los
 * remotos de `staticDir/remotes.json`). La misma función arma las de nginx (despliegue/nginx.ts): los
 * archivos estáticos que sirve nginx llevan exactamente las de la API.
 */
export function cabecerasDeSeguridad(staticDir: string): Record<string, string> {
  return { ...cabecerasFijas(), 'content-security-policy': cabeceraCsp(origenesDeRemotos(staticDir)) };
}

/** Pone en cada respuesta las cabeceras de helmet y la CSP, ya calculadas. */
export function instalarCabecerasDeSeguridad(app: FastifyInstance, staticDir: string): void {
  const fijas = cabecerasFijas();
  let clave: string | null = null;
  let cabeceras: Record<string, string> = fijas;
  let revisadas = -Infinity;
  const actuales = () => {
    const ahora = Date.now();
    if (ahora - revisadas < 1000) return cabeceras;
    revisadas = ahora;
    const extra = origenesDeRemotos(staticDir);
    const nueva = extra.join(' ');
    if (nueva !== clave) {
      clave = nueva;
      cabeceras = { ...fijas, 'content-security-policy': cabeceraCsp(extra) };
    }
    return cabeceras;
  };
  app.addHook('onRequest', (_request, reply, listo) => {
    reply.headers(actuales());
    listo();
  });
}
