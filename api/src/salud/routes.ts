// Salud del servicio, datos públicos del fondo y configuración pública del despliegue.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfiguracionPortalEsquema, FondosEsquema, SaludEsquema, errores } from '@fondo/contrato/esquemas';
import { ErrorApi } from '../errors.js';

const rutasSalud: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Estado del servicio y de la base de datos',
      tags: ['salud'],
      response: { 200: SaludEsquema, ...errores },
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
      response: { 200: FondosEsquema },
    },
  }, async () => [{ nombre: app.config.fondoNombre, nit: app.config.fondoNit }]);

  app.get('/configuracion', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Datos del despliegue que necesita la aplicación web (sitio del colegio, hosts de redirección)',
      tags: ['salud'],
      response: { 200: ConfiguracionPortalEsquema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { sitio_colegio: app.config.schoolSiteUrl, hosts_redireccion: app.config.allowedRedirectHosts };
  });
};

export default rutasSalud;
