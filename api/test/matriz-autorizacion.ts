// Matriz de autorización reutilizable: por cada ruta comprueba invitado -> 401, token inválido ->
// 401 'Token expirado', afiliado sobre otro afiliado (o en ruta de admin) -> 403, y que el
// permitido (el afiliado sobre lo suyo, el superadmin) pase. Crea su propia app.
//
//   matrizDeAutorizacion([
//     { metodo: 'GET', url: '/api/afiliados/:id/resumen', acceso: 'sesion' },
//     { metodo: 'GET', url: '/api/admin/cortes', acceso: 'superadmin' },
//   ]);
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ErrorApi } from '@fondo/contrato';
import type { Db } from '../src/db/client.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  encabezado,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
  type OpcionesAppDePrueba,
} from './ayudantes.js';

export interface ContextoMatriz {
  app: FastifyInstance;
  db: Db;
  /** afiliado que llama */
  miembro: FilaAfiliado;
  /** otro afiliado, dueño de lo ajeno */
  otro: FilaAfiliado;
  admin: FilaAfiliado;
  /** datos que deja `preparar` (ids de registros creados, etc.) */
  datos: Record<string, unknown>;
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CasoAutorizacion {
  /** Nombre en el reporte; por defecto 'METODO url'. */
  nombre?: string;
  metodo: Metodo;
  /** 'publico': se prueba que un invitado pasa (sin 401). */
  acceso: 'publico' | 'sesion' | 'superadmin';
  /**
   * Patrón con el que la ruta está registrada (p. ej. '/api/afiliados/verificar-token/:token'), para
   * la prueba de cobertura; por defecto `url` sin la consulta (si es texto).
   */
  ruta?: string;
  /**
   * Ruta. Si contiene ':id' se prueba con 'me' para el afiliado, con el id del otro afiliado
   * (-> 403) y, para el superadmin, con el id del afiliado.
   */
  url: string | ((ctx: ContextoMatriz) => string);
  /** Ruta de un recurso de otro afiliado (p. ej. su solicitud): el afiliado debe recibir 403. */
  urlAjena?: (ctx: ContextoMatriz) => string;
  payload?: InjectOptions['payload'] | ((ctx: ContextoMatriz) => InjectOptions['payload']);
  /** Status esperado cuando se permite; por defecto cualquier 2xx. */
  estadoPermitido?: number;
  /**
   * Cache-Control de la respuesta; por defecto 'no-store' (todas: tokens, sesiones, datos personales).
   * Otro valor solo para una ruta pública sin datos personales.
   */
  cache?: string;
}

export interface OpcionesMatriz {
  /** Crea los datos que usan los casos; lo que devuelva queda en ctx.datos. */
  preparar?: (ctx: ContextoMatriz) => Promise<Record<string, unknown> | void>;
  app?: OpcionesAppDePrueba;
}

/** 'METODO patrón' de la ruta que prueba el caso. */
export function rutaDelCaso(c: CasoAutorizacion): string {
  const patron = c.ruta ?? (typeof c.url === 'string' ? c.url.split('?')[0]! : undefined);
  if (!patron) throw new Error(`El caso ${c.nombre ?? c.metodo} necesita 'ruta': su url es una función`);
  return `${c.metodo} ${patron}`;
}

const nombreDe = (c: CasoAutorizacion) =>
  c.nombre ?? `${c.metodo} ${typeof c.url === 'string' ? c.url : c.url.toString().slice(0, 60)}`;

function resolverUrl(caso: CasoAutorizacion, ctx: ContextoMatriz, id: string): string {
  const base = typeof caso.url === 'string' ? caso.url : caso.url(ctx);
  return base.replace(/:id(?=\/|$|\?)/, id);
}

const tieneId = (caso: CasoAutorizacion) => typeof caso.url === 'string' && /:id(?=\/|$|\?)/.test(caso.url);

/** ¿La carga del caso se calcula con el contexto? (una carga fija también puede ser un objeto) */
const cargaCalculada = (
  payload: CasoAutorizacion['payload'],
): payload is (ctx: ContextoMatriz) => InjectOptions['payload'] => typeof payload === 'function';

async function llamar(ctx: ContextoMatriz, caso: CasoAutorizacion, url: string, cabeceras: Record<string, string>) {
  const payload = cargaCalculada(caso.payload) ? caso.payload(ctx) : caso.payload;
  const r = await ctx.app.inject({
    method: caso.metodo,
    url,
    headers: cabeceras,
    ...(payload === undefined ? {} : { payload }),
  });
  // Cada respuesta de la matriz (cada ruta de la tabla, con y sin sesión, permitida o no): no-store.
  const cache = String(r.headers['cache-control'] ?? '(sin Cache-Control)');
  const esperado = caso.cache ?? 'no-store';
  if (!cache.split(/,\s*/).includes(esperado))
    throw new Error(`${caso.metodo} ${url} (${r.statusCode}): Cache-Control '${cache}', se esperaba '${esperado}'`);
  return r;
}

function esperarPermitido(caso: CasoAutorizacion, r: { statusCode: number; body: string }, quien: string): void {
  const ok =
    caso.estadoPermitido !== undefined
      ? r.statusCode === caso.estadoPermitido
      : r.statusCode >= 200 && r.statusCode < 300;
  if (!ok) {
    throw new Error(
      `${quien}: se esperaba ${caso.estadoPermitido ?? '2xx'} y llegó ${r.statusCode} ${r.body.slice(0, 300)}`,
    );
  }
}

export function matrizDeAutorizacion(casos: CasoAutorizacion[], opciones: OpcionesMatriz = {}): void {
  describe('matriz de autorización', () => {
    let prueba: AppDePrueba;
    let ctx: ContextoMatriz;

    beforeAll(async () => {
      prueba = await crearAppDePrueba(opciones.app);
      const [miembro, otro, admin] = await Promise.all([
        crearAfiliado(prueba.db),
        crearAfiliado(prueba.db),
        crearAfiliado(prueba.db, { superadmin: true }),
      ]);
      ctx = {
        app: prueba.app,
        db: prueba.db,
        miembro: miembro.afiliado,
        otro: otro.afiliado,
        admin: admin.afiliado,
        datos: {},
      };
      const datos = await opciones.preparar?.(ctx);
      if (datos) ctx.datos = datos;
    });
    afterAll(async () => {
      await prueba?.cerrar();
    });

    const publicos = casos.filter((c) => c.acceso === 'publico');
    if (publicos.length > 0) {
      describe.each(publicos.map((c) => [nombreDe(c), c] as const))('%s (pública)', (_nombre, caso) => {
        test('invitado -> permitido, sin 401', async () => {
          const r = await llamar(ctx, caso, resolverUrl(caso, ctx, 'me'), {});
          esperarPermitido(caso, r, 'invitado');
        });
      });
    }

    const privados = casos.filter((c) => c.acceso !== 'publico');
    describe.each(privados.map((c) => [nombreDe(c), c] as const))('%s', (_nombre, caso) => {
      test('invitado -> 401 Debe iniciar sesión', async () => {
        const r = await llamar(ctx, caso, resolverUrl(caso, ctx, 'me'), {});
        expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
          status: 401,
          body: { error: 'Debe iniciar sesión' },
        });
      });

      test('token inválido -> 401 Token expirado', async () => {
        const r = await llamar(ctx, caso, resolverUrl(caso, ctx, 'me'), encabezado('no.es.un-token'));
        expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
          status: 401,
          body: { error: 'Token expirado' },
        });
      });

      if (caso.acceso === 'superadmin') {
        test('afiliado -> 403', async () => {
          const token = await tokenDirecto(ctx.app, ctx.miembro.id_afiliado);
          const r = await llamar(ctx, caso, resolverUrl(caso, ctx, String(ctx.miembro.id_afiliado)), encabezado(token));
          expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
            status: 403,
            body: { error: 'No tiene permiso para realizar esta acción' },
          });
        });
      } else {
        if (tieneId(caso) || caso.urlAjena) {
          test('afiliado sobre otro afiliado -> 403', async () => {
            const token = await tokenDirecto(ctx.app, ctx.miembro.id_afiliado);
            const url = caso.urlAjena ? caso.urlAjena(ctx) : resolverUrl(caso, ctx, String(ctx.otro.id_afiliado));
            const r = await llamar(ctx, caso, url, encabezado(token));
            expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
              status: 403,
              body: { error: 'No tiene permiso para realizar esta acción' },
            });
          });
        }
        test('afiliado sobre lo propio -> permitido', async () => {
          const token = await tokenDirecto(ctx.app, ctx.miembro.id_afiliado);
          const r = await llamar(ctx, caso, resolverUrl(caso, ctx, 'me'), encabezado(token));
          esperarPermitido(caso, r, 'afiliado');
        });
      }

      test('superadmin -> permitido', async () => {
        const token = await tokenDirecto(ctx.app, ctx.admin.id_afiliado);
        const r = await llamar(ctx, caso, resolverUrl(caso, ctx, String(ctx.miembro.id_afiliado)), encabezado(token));
        esperarPermitido(caso, r, 'superadmin');
      });
    });
  });
}
