// Arranque: configuración, base de datos (con migraciones), datos iniciales, escucha y cierre ordenado.
import { buildApp } from './app.js';
import { leerConfig, protegerCarpetaDatos, type Config } from './config.js';
import { abrirBaseDeDatos, type BaseDeDatos, type Db } from './db/client.js';
// Solo las consultas (no el servicio): el arranque no carga el dominio entero.
import { hayAfiliados, insertarPrimerSuperadmin } from './admin/consultas.js';
import { cumpleReglaClave, hashClave, MENSAJE_REGLA_CLAVE } from './auth/claves.js';
import { hayShell } from './http/estaticos.js';
import { CUENTAS_DEMO, sembrarDemo } from './demo/sembrar.js';
import { servirMetricas } from './salud/metricas.js';
import type { Server } from 'node:http';
import { Server as ServidorTcp } from 'node:net';

const log = (texto: string) => process.stdout.write(`${texto}\n`);

function tabla(filas: string[][]): string {
  const anchos = filas[0]!.map((_, i) => Math.max(...filas.map((f) => (f[i] ?? '').length)));
  const linea = (f: string[]) => `| ${f.map((c, i) => c.padEnd(anchos[i]!)).join(' | ')} |`;
  const sep = `|-${anchos.map((a) => '-'.repeat(a)).join('-|-')}-|`;
  return [linea(filas[0]!), sep, ...filas.slice(1).map(linea)].join('\n');
}

async function prepararDatos(config: Config, db: Db): Promise<void> {
  if (await hayAfiliados(db)) return;

  if (config.demoData) {
    log('Base de datos vacía: cargando datos de demostración (puede tardar un poco)...');
    await sembrarDemo(db);
    log('\nCuentas de demostración:\n');
    log(tabla([['Rol', 'Usuario', 'Clave', 'Nota'], ...CUENTAS_DEMO.map((c) => [c.rol, c.usuario, c.clave, c.nota])]));
    log('');
    return;
  }

  if (config.adminDocumento && config.adminPassword) {
    if (!cumpleReglaClave(config.adminPassword)) {
      throw new Error(`ADMIN_PASSWORD no es válida: ${MENSAJE_REGLA_CLAVE}.`);
    }
    await insertarPrimerSuperadmin(db, config.adminDocumento, await hashClave(config.adminPassword));
    log(`Base de datos vacía: se creó el superadmin con documento ${config.adminDocumento}.`);
    return;
  }
  log(
    [
      'La base de datos no tiene afiliados y no hay con qué entrar.',
      'Para crear el primer superadmin, reinicie con:',
      '  ADMIN_DOCUMENTO=<documento> ADMIN_PASSWORD=<clave de 8+ letras y números> npm start',
      'o, para probar con datos de demostración: DEMO_DATA=1 npm start',
    ].join('\n'),
  );
}

/** Tiempo máximo para terminar las peticiones en curso al detenerse (CIERRE_SEGUNDOS, por defecto 25 s). */
function limiteDeCierre(): number {
  const segundos = Number(process.env.CIERRE_SEGUNDOS ?? 25);
  return Number.isFinite(segundos) && segundos > 0 ? segundos * 1000 : 25_000;
}

/**
 * Con SIGTERM, cuánto se espera a que se vayan las conexiones abiertas antes de cerrar las inactivas
 * (CIERRE_DRENAJE_SEGUNDOS, por defecto 15 s; menos que CIERRE_SEGUNDOS). nginx cierra las suyas a los
 * 10 s de inactividad (keepalive_timeout del upstream, despliegue/nginx.ts).
 */
function limiteDeDrenaje(): number {
  const segundos = Number(process.env.CIERRE_DRENAJE_SEGUNDOS ?? 15);
  const ms = Number.isFinite(segundos) && segundos >= 0 ? segundos * 1000 : 15_000;
  return Math.min(ms, limiteDeCierre() - 5000);
}

/** Con SIGTERM, lo que el puerto sigue aceptando antes de cerrarse (ver drenar). */
const ESPERA_COLA_MS = 250;

/**
 * Deja de aceptar conexiones sin cerrar las abiertas en reposo, y espera (hasta `limite` ms) a que se
 * vayan: cada respuesta lleva Connection: close (`alCerrarPuerto`) y nginx cierra las inactivas.
 * http.Server.close las cerraría al instante, y una petición que nginx acabara de mandar por una de ellas
 * moriría con la conexión (un POST no se reintenta en el otro proceso: 502). Una conexión nueva, en
 * cambio, se rechaza y nginx la manda al otro proceso. Antes de cerrar el puerto, ESPERA_COLA_MS
 * aceptando aún (y sin Connection: close, para que nginx no abra otras): las conexiones que nginx ya abrió
 * y esperan en la cola del sistema se atienden. Cerrar el puerto con ellas en la cola las corta (RST) con
 * su petición ya enviada; pasó en la corrida de producción con una ráfaga de conexiones nuevas al llegar
 * la señal.
 */
async function drenar(servidor: Server, limite: number, alCerrarPuerto: () => void): Promise<void> {
  if (limite <= 0 || !servidor.listening) {
    alCerrarPuerto();
    return;
  }
  await new Promise((ok) => setTimeout(ok, Math.min(ESPERA_COLA_MS, limite)));
  await new Promise<void>((ok) => {
    const plazo = setTimeout(ok, limite);
    plazo.unref();
    ServidorTcp.prototype.close.call(servidor, () => {
      clearTimeout(plazo);
      ok();
    });
    alCerrarPuerto();
  });
}

async function main(): Promise<void> {
  const config = leerConfig();
  let base: BaseDeDatos;
  try {
    // umask 077 y DATA_DIR 0700/0600 antes de crear nada (PGlite, buzón de salida).
    protegerCarpetaDatos(config.dataDir);
    // Migraciones y datos iniciales bajo un candado de PostgreSQL: varios procesos pueden arrancar juntos.
    base = await abrirBaseDeDatos(config, { alAbrir: (db) => prepararDatos(config, db) });
  } catch (error) {
    process.stderr.write(`No se pudo abrir la base de datos: ${(error as Error).message}\n`);
    process.exit(1);
  }

  let cerrando = false;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let metricas: Server | null = null;
  // Cierre ordenado (SIGTERM de systemd o de deploy/local.sh): /api/listo pasa a 503, el puerto deja de
  // aceptar conexiones (nginx manda las nuevas al otro proceso), las conexiones abiertas se drenan (ver
  // drenar), las peticiones en curso terminan (respondidas con Connection: close), se cierran los hilos
  // de PDF, el correo pendiente y el pool. Con SIGINT (Ctrl+C en npm start) no se drena.
  const cerrar = async (senal: 'SIGTERM' | 'SIGINT') => {
    if (cerrando) return;
    cerrando = true;
    log(`\n${senal}: cerrando el portal (terminando las peticiones en curso)...`);
    const limite = setTimeout(() => {
      process.stderr.write('El cierre tardó demasiado; se fuerza la salida.\n');
      process.exit(1);
    }, limiteDeCierre());
    limite.unref();
    try {
      if (app) {
        const { proceso } = app;
        if (senal === 'SIGTERM') await drenar(app.server, limiteDeDrenaje(), () => (proceso.cerrando = true));
        else proceso.cerrando = true;
      }
      await app?.close();
      await new Promise<void>((ok) => (metricas ? metricas.close(() => ok()) : ok()));
      await base.cerrar();
      log('Portal detenido.');
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Error al cerrar: ${(error as Error).message}\n`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => {
    void cerrar('SIGTERM');
  });
  process.on('SIGINT', () => {
    void cerrar('SIGINT');
  });

  try {
    app = await buildApp({ config, db: base.db, comprobarBase: base.comprobar });
    await app.listen({ port: config.port, host: config.host });
    if (config.metricsPort !== null)
      metricas = await servirMetricas(app.metricas, config.metricsPort, config.metricsHost);
  } catch (error) {
    process.stderr.write(`No se pudo iniciar el portal: ${(error as Error).stack ?? String(error)}\n`);
    await app?.close().catch(() => {});
    await base.cerrar().catch(() => {});
    process.exit(1);
  }

  const hostVisible = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const direccion = app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : config.port;
  log(`Portal del fondo escuchando en http://${hostVisible}:${puerto} (pid ${process.pid})`);
  log(`  API: http://${hostVisible}:${puerto}/api  -  documentación: http://${hostVisible}:${puerto}/api/docs`);
  log(`  Base de datos: ${base.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}/pg`}`);
  if (metricas) log(`  Métricas de Prometheus: http://${config.metricsHost}:${config.metricsPort}/metrics`);
  if (!hayShell(config))
    log(`  Aviso: no hay aplicación web construida en ${config.staticDir} (ejecute npm run build).`);
}

await main();
