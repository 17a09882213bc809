// buildApp: la única fábrica de la aplicación (la usan server.ts y las pruebas).
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { MENSAJES } from './errors.js';
import { instalarAutorizacion } from './auth/guards.js';
import { purgarIntentos } from './auth/intentos.js';
import { crearCorreo, type Correo } from './correo-saliente/transporte.js';
import { manejadorCorreo, TIPO_CORREO } from './correo-saliente/salida.js';
import { crearCola, type Cola } from './cola/cola.js';
import { encolarDelDia, tareasDiarias } from './cola/periodicos.js';
import { crearGeneradorPdf, type GeneradorPdf } from './certificados/generador-pdf.js';
import { errorDeCliente, erroresDelMarco, instalarManejoDeErrores } from './http/manejador-errores.js';
import { enviarIndex, hayShell, registrarEstaticos } from './http/estaticos.js';
import { instalarCabecerasDeSeguridad } from './http/cabeceras-seguridad.js';
import { LIMITE_CUERPO } from './http/subidas.js';
import { instalarRegistroDeRutas } from './http/rutas.js';
import { urlSegura } from './http/url-segura.js';
import { comprobarBase } from './db/filas.js';
import { instalarIdsDecimales, responderExpectativa } from './http/ids-y-expect.js';
import { instalarTextoNfc } from './http/texto-nfc.js';
import { instalarMetricas } from './salud/metricas.js';
import { documentoFinal, rutaDocumentada } from './http/openapi.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** La base responde; en PostgreSQL por una conexión propia, fuera de la fila del pool (BaseDeDatos.comprobar). */
    comprobarBase: () => Promise<void>;
    /** "Ahora" de la aplicación; las pruebas lo reemplazan para mover el reloj. */
    reloj: () => Date;
    /** Transporte de correo; lo usa solo la cola (las rutas encolan con encolarCorreo). */
    correo: Correo;
    /** Cola de trabajos durable (correos, purgas): `procesar()` ejecuta ya lo que está listo. */
    cola: Cola;
    /** Dibuja los certificados PDF en hilos aparte. */
    generadorPdf: GeneradorPdf;
    /** Estado del proceso: `cerrando` desde SIGTERM (server.ts); /api/listo responde 503. */
    /** cerrando: SIGTERM recibido; conTrabajador: este proceso corre el trabajador de la cola. */
    proceso: { cerrando: boolean; conTrabajador: boolean };
  }
}

type PluginDominio = FastifyPluginAsyncTypebox | FastifyPluginAsync;

/**
 * Un plugin por dominio, todos con prefijo /api. Cada ruta sale de la tabla del contrato (http/ruta.ts).
 * Para añadir un dominio, añada una línea aquí.
 */
const DOMINIOS: (() => Promise<{ default: PluginDominio }>)[] = [
  () => import('./salud/routes.js'),
  () => import('./auth/routes.js'),
  () => import('./dos-factores/routes.js'),
  () => import('./claves/routes.js'),
  () => import('./productos/routes.js'),
  () => import('./certificados/routes.js'),
  () => import('./archivos/routes.js'),
  () => import('./imagenes/routes.js'),
  () => import('./actualizacion/routes.js'),
  () => import('./tipos-credito/routes.js'),
  () => import('./cupo/routes.js'),
  () => import('./solicitudes/routes.js'),
  () => import('./firmas/routes.js'),
  () => import('./mensajes/routes.js'),
  () => import('./novedades/routes.js'),
  () => import('./manuales/routes.js'),
  () => import('./admin/routes.js'),
  () => import('./correo/routes.js'),
  () => import('./rondas/routes.js'),
  () => import('./invitaciones/routes.js'),
];

export interface OpcionesApp {
  config: Config;
  db: Db;
  /** Reloj inyectable (pruebas). Por defecto, la hora del sistema. */
  reloj?: () => Date;
  /** Transporte de correo (por defecto según config: archivo .eml o SMTP). */
  correo?: Correo;
  /**
   * Arranca el trabajador de la cola y el trabajo periódico al estar lista (por defecto sí). Las
   * pruebas lo apagan y llaman a app.cola.procesar() cuando quieren.
   */
  trabajador?: boolean;
  /** BaseDeDatos.comprobar; sin ella, un select 1 por el pool de `db`. */
  comprobarBase?: () => Promise<void>;
  /** Solo pruebas: admite rutas /api/prueba/... que no están en la tabla de rutas del contrato. */
  rutasDePrueba?: boolean;
}

export async function buildApp(opciones: OpcionesApp): Promise<FastifyInstance> {
  const { config, db } = opciones;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: urlSegura(req.url),
          ip: req.ip,
        }),
      },
    },
    // Con LOG_LEVEL=info, una línea por petición (abajo) en vez de las dos de Fastify; debug y trace, las dos.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    trustProxy: config.trustProxy,
    frameworkErrors: erroresDelMarco,
    // 1 MiB por solicitud; una ruta que recibe archivos como data URL declara LIMITE_CUERPO_ARCHIVO.
    bodyLimit: LIMITE_CUERPO,
    // Peticiones que Node no puede leer: { error } en español (también sin Host, ver instalarManejoDeErrores).
    clientErrorHandler: errorDeCliente,
    http: { requireHostHeader: false },
    // Al cerrar (SIGTERM) se atienden las peticiones que ya llegaron por conexiones abiertas, con
    // Connection: close, en vez de un 503 en inglés; las conexiones nuevas ya no se aceptan.
    return503OnClosing: false,
  });

  // 'Expect:' desconocido: 417 con { error } en español en vez del 417 vacío de Node.
  app.server.on('checkExpectation', responderExpectativa);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('comprobarBase', opciones.comprobarBase ?? (() => comprobarBase(db)));
  app.decorate('reloj', opciones.reloj ?? (() => new Date()));
  app.decorate('correo', opciones.correo ?? crearCorreo(config, app.log));
  const generadorPdf = crearGeneradorPdf(config.pdfHilos);
  app.decorate('generadorPdf', generadorPdf);
  app.decorate('proceso', { cerrando: false, conTrabajador: opciones.trabajador !== false });
  // Deteniéndose: toda respuesta, también la de una petición que ya estaba en curso, cierra su conexión
  // (nginx no la reutiliza y el cierre no espera a que venza el keep-alive).
  app.addHook('onSend', (_request, reply, carga, listo) => {
    if (app.proceso.cerrando) reply.header('connection', 'close');
    listo(null, carga);
  });
  app.addHook('onClose', () => generadorPdf.cerrar());

  if (config.logLevel === 'info') {
    app.addHook('onResponse', (request, reply, listo) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'solicitud atendida');
      listo();
    });
  }
  instalarManejoDeErrores(app);
  const metricas = instalarMetricas(app);
  const diarias = tareasDiarias(db, () => app.reloj(), app.log);
  app.decorate(
    'cola',
    crearCola({
      db,
      reloj: () => app.reloj(),
      log: app.log,
      manejadores: { [TIPO_CORREO]: manejadorCorreo(app.correo), ...diarias },
      alTerminar: metricas.contarTrabajo,
      concurrencia: config.smtpConexiones,
    }),
  );
  instalarAutorizacion(app);
  instalarIdsDecimales(app);
  instalarTextoNfc(app);
  instalarRegistroDeRutas(app, opciones.rutasDePrueba);

  // helmet y la CSP (con los orígenes de remotes.json), calculadas una vez.
  instalarCabecerasDeSeguridad(app, config.staticDir);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // multipart/form-data (importación .xlsx): lo registra solo el plugin de las rutas que reciben archivos
  // (registrarMultipart de http/subidas.ts), así sus hooks no corren en las demás peticiones.

  await app.register(swagger, {
    openapi: {
      info: {
        title: `API del portal de afiliados - ${config.fondoNombre}`,
        description: 'Errores: siempre { "error": "texto en español" } con el status HTTP que corresponde.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // Públicas sin token, errores declarados y siempre en JSON (http/openapi.ts).
    transform: rutaDocumentada,
    transformObject: (d) => ('openapiObject' in d ? documentoFinal(d.openapiObject) : d.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Sin upgrade-insecure-requests: el portal puede servirse por http en una red interna.
    transformStaticCSP: (cabecera) => cabecera.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });

  for (const cargar of DOMINIOS) {
    const { default: plugin } = await cargar();
    await app.register(plugin, { prefix: '/api' });
  }

  await registrarEstaticos(app, config);

  app.setNotFoundHandler(async (request, reply) => {
    const ruta = request.url.split('?')[0] ?? '';
    const esApi = /^\/api(\/|$)/.test(ruta);
    const pareceArchivo = /\.[a-z0-9]+$/i.test(ruta) || ruta.startsWith('/remotes/');
    if (!esApi && !pareceArchivo && (request.method === 'GET' || request.method === 'HEAD') && hayShell(config)) {
      return enviarIndex(reply, config);
    }
    return reply.status(404).send({ error: MENSAJES.noEncontrado });
  });

  // Limpieza periódica de contadores de intentos viejos.
  const purga = setInterval(
    () => {
      purgarIntentos(db, app.reloj()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'No se pudo purgar intento_login'),
      );
    },
    60 * 60 * 1000,
  );
  purga.unref();

  // El trabajador de la cola y, cada hora, el trabajo del día de las tareas diarias.
  let diario: NodeJS.Timeout | null = null;
  if (opciones.trabajador !== false) {
    const delDia = () =>
      encolarDelDia(db, Object.keys(diarias), app.reloj()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'No se pudo programar el trabajo del día'),
      );
    app.addHook('onReady', async () => {
      await delDia();
      app.cola.iniciar();
      diario = setInterval(() => void delDia(), 60 * 60 * 1000);
      diario.unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(purga);
    if (diario) clearInterval(diario);
    await app.cola.detener();
    app.correo.cerrar?.();
  });

  return app;
}
