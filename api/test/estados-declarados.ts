// Cada status que una ruta responde está en el documento OpenAPI: la app de pruebas
// anota el status de cada respuesta de /api y, al cerrarse, los compara con /api/docs/json. Así toda
// prueba de la API guarda el documento: una ruta que responde algo que no declara hace fallar su archivo.
import type { FastifyInstance } from 'fastify';

interface Documento {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** '/api/afiliados/:id/resumen' -> '/api/afiliados/{id}/resumen' */
const comoOpenApi = (url: string) => url.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');

/** ¿Declara `respuestas` el status (exacto, su rango 4XX o default)? */
export function declarado(respuestas: Record<string, unknown>, status: number): boolean {
  const claves = Object.keys(respuestas).map((c) => c.toUpperCase());
  return claves.includes(String(status)) || claves.includes(`${String(status)[0]}XX`) || claves.includes('DEFAULT');
}

/**
 * Vigila las respuestas de la app (llamar antes de app.ready()); `excluir` son rutas registradas por la
 * prueba misma. `sinDeclarar()` devuelve 'MÉTODO ruta status' de lo que el documento no declara.
 */
export function vigilarEstados(app: FastifyInstance, excluir: ReadonlySet<string>): { sinDeclarar(): string[] } {
  const vistos = new Set<string>();
  app.addHook('onResponse', (request, reply, listo) => {
    const url = request.routeOptions.url;
    if (url && /^\/api(\/|$)/.test(url) && !url.startsWith('/api/docs') && !excluir.has(url)) {
      const metodo = request.method === 'HEAD' ? 'GET' : request.method;
      vistos.add(`${metodo} ${url} ${reply.statusCode}`);
    }
    listo();
  });
  return {
    sinDeclarar() {
      if (vistos.size === 0) return [];
      const doc = app.swagger() as Documento;
      return [...vistos].filter((visto) => {
        const [metodo, url, status] = visto.split(' ') as [string, string, string];
        const operacion = doc.paths?.[comoOpenApi(url)]?.[metodo.toLowerCase()];
        return !operacion || !declarado(operacion.responses ?? {}, Number(status));
      });
    },
  };
}
