// Registro de las rutas bajo /api con su acceso declarado: lo lee la prueba que exige que la
// matriz de autorización cubra cada ruta (DESIGN 7).
import type { FastifyInstance } from 'fastify';

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

export function instalarRegistroDeRutas(app: FastifyInstance): void {
  const rutas: RutaRegistrada[] = [];
  app.decorate('rutasApi', rutas);
  app.addHook('onRoute', (ruta) => {
    if (!/^\/api(\/|$)/.test(ruta.url) || ruta.url.startsWith('/api/docs')) return;
    for (const metodo of [ruta.method].flat()) {
      // HEAD automático de cada GET (exposeHeadRoutes): lo cubre el GET.
      if (metodo === 'HEAD' && rutas.some((r) => r.url === ruta.url && r.metodo === 'GET')) continue;
      rutas.push({ metodo, url: ruta.url, acceso: ruta.config?.acceso });
    }
  });
}
