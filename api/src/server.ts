// Arranque: configuración, base de datos (con migraciones), datos iniciales, escucha y cierre ordenado.
import { sql } from 'drizzle-orm';
import { buildApp } from './app.js';
import { leerConfig, protegerCarpetaDatos, type Config } from './config.js';
import { abrirBaseDeDatos, type BaseDeDatos, type Db } from './db/client.js';
import { afiliado } from './db/schema.js';
import { cumpleReglaClave, hashClave, MENSAJE_REGLA_CLAVE } from './auth/claves.js';
import { hayShell } from './http/estaticos.js';
import { CUENTAS_DEMO, sembrarDemo } from './demo/sembrar.js';

const log = (texto: string) => process.stdout.write(`${texto}\n`);

function tabla(filas: string[][]): string {
  const anchos = filas[0]!.map((_, i) => Math.max(...filas.map((f) => (f[i] ?? '').length)));
  const linea = (f: string[]) => `| ${f.map((c, i) => c.padEnd(anchos[i]!)).join(' | ')} |`;
  const sep = `|-${anchos.map((a) => '-'.repeat(a)).join('-|-')}-|`;
  return [linea(filas[0]!), sep, ...filas.slice(1).map(linea)].join('\n');
}

async function prepararDatos(config: Config, db: Db): Promise<void> {
  const [fila] = await db.select({ n: sql<number>`count(*)::int` }).from(afiliado);
  if ((fila?.n ?? 0) > 0) return;

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
    await db.insert(afiliado).values({
      documento: config.adminDocumento,
      nombres: 'Administrador',
      apellidos: 'del Fondo',
      superadmin: true,
      password: await hashClave(config.adminPassword),
    });
    log(`Base de datos vacía: se creó el superadmin con documento ${config.adminDocumento}.`);
    return;
  }
  log([
    'La base de datos no tiene afiliados y no hay con qué entrar.',
    'Para crear el primer superadmin, reinicie con:',
    '  ADMIN_DOCUMENTO=<documento> ADMIN_PASSWORD=<clave de 8+ letras y números> npm start',
    'o, para probar con datos de demostración: DEMO_DATA=1 npm start',
  ].join('\n'));
}

async function main(): Promise<void> {
  const config = leerConfig();
  let base: BaseDeDatos;
  try {
    // umask 077 y DATA_DIR 0700/0600 antes de crear nada (PGlite, buzón de salida).
    protegerCarpetaDatos(config.dataDir);
    base = await abrirBaseDeDatos(config);
  } catch (error) {
    process.stderr.write(`No se pudo abrir la base de datos: ${(error as Error).message}\n`);
    process.exit(1);
  }

  let cerrando = false;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  const cerrar = async (senal: string) => {
    if (cerrando) return;
    cerrando = true;
    log(`\n${senal}: cerrando el portal...`);
    const limite = setTimeout(() => { process.stderr.write('El cierre tardó demasiado; se fuerza la salida.\n'); process.exit(1); }, 15_000);
    limite.unref();
    try {
      await app?.close();
      await base.cerrar();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Error al cerrar: ${(error as Error).message}\n`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => { void cerrar('SIGTERM'); });
  process.on('SIGINT', () => { void cerrar('SIGINT'); });

  try {
    await prepararDatos(config, base.db);
    app = await buildApp({ config, db: base.db });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    process.stderr.write(`No se pudo iniciar el portal: ${(error as Error).stack ?? String(error)}\n`);
    await app?.close().catch(() => {});
    await base.cerrar().catch(() => {});
    process.exit(1);
  }

  const hostVisible = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const direccion = app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : config.port;
  log(`Portal del fondo escuchando en http://${hostVisible}:${puerto}`);
  log(`  API: http://${hostVisible}:${puerto}/api  -  documentación: http://${hostVisible}:${puerto}/api/docs`);
  log(`  Base de datos: ${base.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}/pg`}`);
  if (!hayShell(config)) log(`  Aviso: no hay aplicación web construida en ${config.staticDir} (ejecute npm run build).`);
}

await main();
