// Salud del servicio, datos públicos del fondo y configuración pública del despliegue.
import { ultimaMigracion, ultimaMigracionAplicada } from '../db/client.js';
import { ErrorApi } from '../errors.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

export const MENSAJE_BASE_NO_DISPONIBLE = 'La base de datos no está disponible';
export const MENSAJE_DETENIENDO = 'Este proceso del portal se está deteniendo';
export const MENSAJE_SIN_MIGRAR = 'La base de datos no tiene aplicadas todas las migraciones de esta versión';
export const MENSAJE_COLA_DETENIDA = 'La cola de trabajos de este proceso no está en marcha';

const rutasSalud = (app: AppTypebox) => {
  definir(app, 'salud', 'estado', async (request) => {
    try {
      await app.comprobarBase();
    } catch (error) {
      request.log.error({ err: error }, 'La base de datos no responde');
      throw new ErrorApi(503, MENSAJE_BASE_NO_DISPONIBLE);
    }
    return { estado: 'ok' as const, base_de_datos: 'ok' as const };
  });

  // Preparación (readiness): el balanceador o el orquestador solo envía tráfico a un proceso listo.
  const migracionEsperada = ultimaMigracion();
  definir(app, 'salud', 'listo', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.proceso.cerrando) throw new ErrorApi(503, MENSAJE_DETENIENDO);
    let aplicada: number | null;
    try {
      aplicada = await ultimaMigracionAplicada(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'La base de datos no responde');
      throw new ErrorApi(503, MENSAJE_BASE_NO_DISPONIBLE);
    }
    if (aplicada === null || aplicada < migracionEsperada) throw new ErrorApi(503, MENSAJE_SIN_MIGRAR);
    // Un proceso sin trabajador (las pruebas; no hay opción para apagarlo en producción) lo dice.
    if (app.proceso.conTrabajador && !app.cola.enMarcha()) throw new ErrorApi(503, MENSAJE_COLA_DETENIDA);
    return {
      estado: 'listo' as const,
      base_de_datos: 'ok' as const,
      migraciones: 'ok' as const,
      cola: app.proceso.conTrabajador ? ('ok' as const) : ('sin_trabajador' as const),
    };
  });

  definir(app, 'salud', 'fondos', () => [{ nombre: app.config.fondoNombre, nit: app.config.fondoNit }]);

  definir(app, 'salud', 'configuracion', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      sitio_colegio: app.config.schoolSiteUrl,
      hosts_redireccion: app.config.allowedRedirectHosts,
      firma_electronica: app.config.firmaElectronica,
    };
  });
};

export default pluginDeRutas(rutasSalud);
