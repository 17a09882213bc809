// Portal en un solo proceso: sirve el shell construido, los remotos en /remotes/<carpeta>/ y la
// SPA (cualquier GET que no sea /api ni archivo devuelve index.html).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { listaDeRemotos } from '@fondo/portal/manifiesto';
import type { Config } from '../config.js';

/** Nombres con hash de contenido (app.3f9a1c2b.js, 123.a1b2c3d4e5.css): caché larga. También en nginx. */
export const CON_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Se revalidan siempre (no-cache con ETag): la lista de remotos, sus manifiestos y contenedores, el HTML. */
export const SIN_CACHE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
/** Cache-Control de cada clase de archivo estático (la API y nginx). */
export const CACHE = {
  revalidar: 'no-cache',
  inmutable: 'public, max-age=31536000, immutable',
  otro: 'public, max-age=0, must-revalidate',
} as const;

export function cabecerasDeCache(reply: FastifyReply, ruta: string): void {
  // la versión precomprimida (.br, .gz) se cachea como el archivo que representa
  const nombre = basename(ruta).replace(/\.(br|gz)$/, '');
  if (SIN_CACHE.has(nombre) || nombre.endsWith('.html')) reply.header('cache-control', CACHE.revalidar);
  else if (CON_HASH.test(nombre)) reply.header('cache-control', CACHE.inmutable);
  else reply.header('cache-control', CACHE.otro);
}

/** Archivos que no se sirven como estáticos aunque estén en el build (van por la API con sesión). */
export const ARCHIVOS_PRIVADOS = new Set(['manual-administrador.pdf']);

/** Remotos: también los puede cargar un shell publicado en otro origen (manifiesto por fetch, scripts). */
function cabecerasDeRemoto(reply: FastifyReply, ruta: string): void {
  cabecerasDeCache(reply, ruta);
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * remotes.json generado (si el build del shell no trajo uno): los remotos del manifiesto del portal
 * cuya carpeta construida se encontró. La misma función que usa la compilación del shell.
 */
export function remotosPorDefecto(remotos: Record<string, string>): Record<string, string> {
  return listaDeRemotos({ existe: (carpeta) => carpeta in remotos });
}

let cacheOrigenes: { ruta: string; mtime: number; revisado: number; origenes: string[] } | null = null;

/**
 * Orígenes externos de los remotos listados en remotes.json (un remoto publicado en otro host):
 * se añaden a la CSP para que sus scripts carguen. Se relee si el archivo cambia.
 */
export function origenesDeRemotos(staticDir: string): string[] {
  const ruta = join(staticDir, 'remotes.json');
  // Se llama en cada respuesta (CSP): revisar el archivo a lo sumo una vez por segundo.
  const ahora = Date.now();
  if (cacheOrigenes?.ruta === ruta && ahora - cacheOrigenes.revisado < 1000) return cacheOrigenes.origenes;
  let mtime: number;
  try {
    mtime = statSync(ruta).mtimeMs;
  } catch {
    cacheOrigenes = { ruta, mtime: -1, revisado: ahora, origenes: [] };
    return [];
  }
  if (cacheOrigenes?.ruta === ruta && cacheOrigenes.mtime === mtime) {
    cacheOrigenes.revisado = ahora;
    return cacheOrigenes.origenes;
  }
  const origenes = new Set<string>();
  try {
    const lista = JSON.parse(readFileSync(ruta, 'utf8')) as unknown;
    const urls = typeof lista === 'object' && lista !== null ? Object.values(lista as Record<string, unknown>) : [];
    for (const u of urls) {
      const texto =
        typeof u === 'string' ? u : ((u as { entry?: unknown; url?: unknown })?.entry ?? (u as { url?: unknown })?.url);
      if (typeof texto !== 'string' || !/^https?:\/\//i.test(texto)) continue;
      try {
        origenes.add(new URL(texto).origin);
      } catch {
        /* URL inválida: se ignora */
      }
    }
  } catch {
    /* JSON inválido: sin orígenes extra */
  }
  cacheOrigenes = { ruta, mtime, revisado: ahora, origenes: [...origenes] };
  return cacheOrigenes.origenes;
}

/** true si hay un shell construido que servir. */
export function hayShell(config: Pick<Config, 'staticDir'>): boolean {
  return existsSync(join(config.staticDir, 'index.html'));
}

export async function registrarEstaticos(
  app: FastifyInstance,
  config: Pick<Config, 'staticDir' | 'remotos'>,
): Promise<void> {
  const shell = existsSync(config.staticDir);
  if (shell) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      dotfiles: 'deny',
      // El build deja cada archivo también en .br (brotli 11) y .gz: se envía el que el navegador acepta.
      preCompressed: true,
      setHeaders: cabecerasDeCache,
      // Un build viejo del shell aún puede traer el manual del administrador: nunca se sirve aquí.
      allowedPath: (ruta) => !ARCHIVOS_PRIVADOS.has(basename(posix.normalize(ruta)).toLowerCase()),
    });
  }
  for (const [carpeta, dist] of Object.entries(config.remotos)) {
    // Si el shell ya trae remotes/<carpeta>/ (despliegue copiado), lo sirve él.
    if (shell && existsSync(join(config.staticDir, 'remotes', carpeta))) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${carpeta}/`,
      decorateReply: false,
      wildcard: true,
      index: false,
      cacheControl: false,
      dotfiles: 'deny',
      preCompressed: true,
      setHeaders: cabecerasDeRemoto,
    });
  }
  if (!existsSync(join(config.staticDir, 'remotes.json'))) {
    const lista = remotosPorDefecto(config.remotos);
    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return lista;
    });
  }
}

/** Respuesta SPA: index.html del shell (sin caché). */
export async function enviarIndex(reply: FastifyReply, config: Pick<Config, 'staticDir'>): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache');
  return reply.type('text/html; charset=utf-8').send(readFileSync(join(config.staticDir, 'index.html')));
}
