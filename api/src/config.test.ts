import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { leerConfig, RAIZ_REPO } from './config.js';
import { abrirBaseDeDatos } from './db/client.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fondo-config-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const secretos = { JWT_SECRET: 'j'.repeat(40), SCHOOL_SITE_SECRET: 's'.repeat(40) };

test('valores por defecto', () => {
  const c = leerConfig({ ...secretos }, { base: '/tmp' });
  expect(c).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    dataDir: join(RAIZ_REPO, 'data'),
    databaseUrl: null,
    schoolSiteUrl: 'https://www.colegio.edu.co',
    schoolSiteHost: 'www.colegio.edu.co',
    portalUrl: 'http://localhost:8080',
    fondoNombre: 'Fondo de Empleados del Personal Escolar',
    fondoNit: '900.123.456-7',
    allowedRedirectHosts: [],
    demoData: true,
    smtpUrl: null,
    staticDir: join(RAIZ_REPO, 'shell', 'dist'),
    logLevel: 'info',
  });
});

test('la raíz del repositorio es la carpeta que contiene api/', () => {
  expect(statSync(join(RAIZ_REPO, 'api', 'migrations')).isDirectory()).toBe(true);
});

test('sin JWT_SECRET ni SCHOOL_SITE_SECRET se generan en DATA_DIR con permisos 600 y se reutilizan', () => {
  const c1 = leerConfig({ DATA_DIR: dir });
  expect(c1.jwtSecret.length).toBeGreaterThanOrEqual(32);
  expect(c1.schoolSiteSecret).not.toBe(c1.jwtSecret);
  expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c1.jwtSecret);
  expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  expect(statSync(join(dir, 'school-site-secret')).mode & 0o777).toBe(0o600);
  const c2 = leerConfig({ DATA_DIR: dir });
  expect(c2.jwtSecret).toBe(c1.jwtSecret);
  expect(c2.schoolSiteSecret).toBe(c1.schoolSiteSecret);
});

test('DEMO_DATA: sí con PGlite, no con DATABASE_URL salvo DEMO_DATA=1', () => {
  expect(leerConfig({ ...secretos, DATABASE_URL: 'postgres://x@h/db' }).demoData).toBe(false);
  expect(leerConfig({ ...secretos, DATABASE_URL: 'postgres://x@h/db', DEMO_DATA: '1' }).demoData).toBe(true);
  expect(leerConfig({ ...secretos, DEMO_DATA: '0' }).demoData).toBe(false);
  expect(() => leerConfig({ ...secretos, DEMO_DATA: 'tal vez' })).toThrow(/booleano inválido/);
});

test('variables explícitas', () => {
  const c = leerConfig(
    {
      ...secretos,
      PORT: '9001',
      HOST: '127.0.0.1',
      DATA_DIR: 'datos',
      SCHOOL_SITE_URL: 'http://127.0.0.1:8091/',
      ALLOWED_REDIRECT_HOSTS: ' Portal-Amigo.localhost , otro.co ,',
      PORTAL_URL: 'https://portal.fondo.co/',
      FONDO_NOMBRE: 'Fondo X',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/srv/portal',
    },
    { base: '/opt/fondo' },
  );
  expect(c).toMatchObject({
    port: 9001,
    host: '127.0.0.1',
    dataDir: '/opt/fondo/datos',
    schoolSiteHost: '127.0.0.1:8091',
    allowedRedirectHosts: ['portal-amigo.localhost', 'otro.co'],
    portalUrl: 'https://portal.fondo.co',
    fondoNombre: 'Fondo X',
    logLevel: 'warn',
    staticDir: '/srv/portal',
  });
});

test('ALLOWED_REDIRECT_HOSTS: solo hosts (una URL se reduce a su host, con su puerto)', () => {
  const c = leerConfig({
    ...secretos,
    ALLOWED_REDIRECT_HOSTS: 'https://Amigo.co, otro.co:8443, http://tercero.co:8080/',
  });
  expect(c.allowedRedirectHosts).toEqual(['amigo.co', 'otro.co:8443', 'tercero.co:8080']);
});

test('valores inválidos fallan con un mensaje claro', () => {
  expect(() => leerConfig({ ...secretos, PORT: 'ochenta' })).toThrow('PORT inválido: ochenta');
  expect(() => leerConfig({ ...secretos, SCHOOL_SITE_URL: 'no es url' })).toThrow(
    /SCHOOL_SITE_URL no es una URL http\(s\) válida/,
  );
  expect(() => leerConfig({ ...secretos, SCHOOL_SITE_URL: 'javascript:alert(1)' })).toThrow(
    /SCHOOL_SITE_URL no es una URL http\(s\) válida/,
  );
  expect(() => leerConfig({ ...secretos, ALLOWED_REDIRECT_HOSTS: 'otro.co/ruta' })).toThrow(
    'ALLOWED_REDIRECT_HOSTS: escriba solo el host: otro.co/ruta',
  );
  expect(() => leerConfig({ ...secretos, ALLOWED_REDIRECT_HOSTS: 'a b.co' })).toThrow(
    'ALLOWED_REDIRECT_HOSTS: host inválido: a b.co',
  );
  expect(() => leerConfig({ ...secretos, LOG_LEVEL: 'ruidoso' })).toThrow('LOG_LEVEL inválido: ruidoso');
});

/** Rutas (relativas) bajo `raiz` que alguien distinto del dueño puede leer, escribir o recorrer. */
function abiertas(raiz: string): string[] {
  const malas: string[] = [];
  const mirar = (ruta: string) => {
    const info = lstatSync(ruta);
    if ((info.mode & 0o077) !== 0) malas.push(`${ruta.slice(raiz.length) || '/'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const n of readdirSync(ruta)) mirar(join(ruta, n));
  };
  mirar(raiz);
  return malas;
}

test('DATA_DIR y todo lo que contiene (PGlite, secretos, buzón) solo para el usuario, aun con umask 000', async () => {
  const anterior = process.umask(0o000);
  const dataDir = join(dir, 'datos');
  try {
    // Restos de una instalación anterior con permisos abiertos.
    mkdirSync(join(dataDir, 'outbox'), { recursive: true, mode: 0o777 });
    writeFileSync(join(dataDir, 'outbox', 'viejo.eml'), 'correo', { mode: 0o666 });
    const config = leerConfig({ DATA_DIR: dataDir }); // genera jwt-secret y school-site-secret
    const base = await abrirBaseDeDatos(config);
    try {
      // Archivos que PGlite crea con la base ya abierta (tabla nueva, WAL).
      await base.db.execute(sql`create table prueba_permisos (n int)`);
      await base.db.execute(sql`insert into prueba_permisos select generate_series(1, 1000)`);
      writeFileSync(join(dataDir, 'outbox', 'nuevo.eml'), 'correo');
    } finally {
      await base.cerrar();
    }
    expect(readdirSync(join(dataDir, 'pg')).length).toBeGreaterThan(5);
    expect(abiertas(dataDir)).toEqual([]);
  } finally {
    process.umask(anterior);
  }
}, 120_000);

test('POLITICA_DATOS_URL y AUTORIZACION_DATOS_TEXTO: por defecto null; la URL debe ser http(s)', () => {
  expect(leerConfig({ ...secretos })).toMatchObject({ politicaDatosUrl: null, autorizacionDatosTexto: null });
  expect(
    leerConfig({
      ...secretos,
      POLITICA_DATOS_URL: 'https://fondo.example.com/datos',
      AUTORIZACION_DATOS_TEXTO: 'Autorizo',
    }),
  ).toMatchObject({ politicaDatosUrl: 'https://fondo.example.com/datos', autorizacionDatosTexto: 'Autorizo' });
  expect(() => leerConfig({ ...secretos, POLITICA_DATOS_URL: 'javascript:alert(1)' })).toThrow(/POLITICA_DATOS_URL/);
});
