// Salud del servicio y datos públicos del fondo.
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Fondo } from '@fondo/shared/types';
import { ErrorApi } from '../errors.js';
import { errores, type Afirmar, type Igual } from '../http/esquemas.js';

const FondoEsquema = Type.Object({ nombre: Type.String(), nit: Type.String() });
export type ChequeoFondo = Afirmar<Igual<{ nombre: string; nit: string }, Fondo>>;

const rutasSalud: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Estado del servicio y de la base de datos',
      tags: ['salud'],
      response: { 200: Type.Object({ estado: Type.Literal('ok'), base_de_datos: Type.Literal('ok') }), ...errores },
    },
  }, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'La base de datos no responde');
      throw new ErrorApi(503, 'La base de datos no está disponible');
    }
    return { estado: 'ok' as const, base_de_datos: 'ok' as const };
  });

  app.get('/fondos', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Fondos disponibles para iniciar sesión',
      tags: ['salud'],
      response: { 200: Type.Array(FondoEsquema) },
    },
  }, async () => [{ nombre: app.config.fondoNombre, nit: app.config.fondoNit }]);
};

export default rutasSalud;
