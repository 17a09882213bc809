// Registro de las rutas bajo /api con su acceso declarado: lo lee la prueba que exige que la
// matriz de autorización cubra cada ruta (DESIGN 7). Una ruta /api que no esté en la tabla del
// contrato (@fondo/contrato, rutas.ts), o con otro acceso, hace fallar el arranque.
import type { FastifyInstance } from 'fastify';
import { rutas, type Acceso, type DefinicionRuta } from '@fondo/contrato';

export interface RutaRegistrada {
  metodo: string;
  /** patrón de la ruta, p. ej. '/api/afiliados/:id/resumen' */
  url: string;
  acceso: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rutas bajo /api registradas (sin HEAD automáticos ni la documentación). */
    rutasApi: RutaRegistrada[];
  }
}

/** Prefijo de las rutas que solo registran las pruebas (con `rutasDePrueba`). */
const PREFIJO_PRUEBAS = '/api/prueba/';

/** 'GET /api/afiliados/:id/resumen' -> acceso, de cada operación de la tabla. */
export function accesosDeLaTabla(): Map<string, Acceso> {
  return new Map(
    Object.values(rutas).flatMap((grupo) =>
      Object.values(grupo as Record<string, DefinicionRuta>).map(
        (r) => [`${r.metodo} /api${r.ruta}`, r.acceso] as [string, Acceso],
      ),
    ),
  );
}

/**
 * Decora app.rutasApi y rechaza al registrarla una ruta /api fuera de la tabla. `rutasDePrueba` (solo
 * las pruebas) admite además las que empiezan por /api/prueba/.
 */
export function instalarRegistroDeRutas(app: FastifyInstance, rutasDePrueba = false): void {
  const tabla = accesosDeLaTabla();
  const registradas: RutaRegistrada[] = [];
  app.decorate('rutasApi', registradas);
  app.addHook('onRoute', (ruta) => {
    if (!/^\/api(\/|$)/.test(ruta.url) || ruta.url.startsWith('/api/docs')) return;
    for (const metodo of [ruta.method].flat()) {
      // HEAD automático de cada GET (exposeHeadRoutes): lo cubre el GET.
      if (metodo === 'HEAD' && registradas.some((r) => r.url === ruta.url && r.metodo === 'GET')) continue;
      const acceso = ruta.config?.acceso;
      const clave = `${metodo} ${ruta.url}`;
      const deLaPrueba = rutasDePrueba && ruta.url.startsWith(PREFIJO_PRUEBAS);
      if (!deLaPrueba && !tabla.has(clave)) {
        throw new Error(`La ruta ${clave} no está en la tabla de rutas del contrato (shared/contrato/src/rutas.ts).`);
      }
      if (!deLaPrueba && tabla.get(clave) !== acceso) {
        throw new Error(
          `La ruta ${clave} declara acceso '${String(acceso)}'; la tabla de rutas, '${tabla.get(clave)}'.`,
        );
      }
      registradas.push({ metodo, url: ruta.url, acceso });
    }
  });
}
