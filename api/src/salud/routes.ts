// Salud del servicio, datos públicos del fondo y configuración pública del despliegue.
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ConfiguracionPortal, Fondo } from '@fondo/shared/types';
import { ErrorApi } from '../errors.js';
import { errores, type Afirmar, type Igual } from '../http/esquemas.js';

const FondoEsquema = Type.Object({ nombre: Type.String(), nit: Type.String() });
export type ChequeoFondo = Afirmar<Igual<{ nombre: string; nit: string }, Fondo>>;
const ConfiguracionEsquema = Type.Object({ sitio_colegio: Type.String(), hosts_redireccion: Type.Array(Type.String()) });
export type ChequeoConfiguracion = Afirmar<Igual<Static<typeof ConfiguracionEsquema>, ConfiguracionPortal>>;

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

  app.get('/configuracion', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Datos del despliegue que necesita la aplicación web (sitio del colegio, hosts de redirección)',
      tags: ['salud'],
      response: { 200: ConfiguracionEsquema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { sitio_colegio: app.config.schoolSiteUrl, hosts_redireccion: app.config.allowedRedirectHosts };
  });
};

export default rutasSalud;
