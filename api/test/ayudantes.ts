// Ayudantes de prueba de la API: una app con base nueva por archivo de pruebas.
// PGlite en memoria por defecto; con DATABASE_URL, una base de datos nueva en ese servidor
// (copia de una plantilla migrada; se crea y se borra; las migraciones califican con "public", por eso no
// basta un esquema).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { leerConfig, type Config, type Entorno } from '../src/config.js';
import { abrirBaseDeDatos, type Db } from '../src/db/client.js';
import { afiliado } from '../src/db/schema.js';
import { hashClave } from '../src/auth/claves.js';
import { crearSesion } from '../src/auth/sesiones.js';
import { firmarAcceso } from '../src/auth/token.js';
import { vigilarEstados } from './estados-declarados.js';
import { baseTemporalPostgres, plantillaPglite } from './plantillas.js';
import type { RespuestaLogin } from '@fondo/contrato';

export interface AppDePrueba {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Reloj de la app: por defecto la hora real; `mover` lo adelanta. */
  reloj: RelojDePrueba;
  cerrar(): Promise<void>;
}

export interface RelojDePrueba {
  (): Date;
  /** Adelanta (o atrasa) el reloj en milisegundos. */
  mover(ms: number): void;
  /** Fija la hora. */
  fijar(fecha: Date): void;
  /** Vuelve a la hora real. */
  real(): void;
}

export function crearReloj(): RelojDePrueba {
  let desfase = 0;
  let fija: Date | null = null;
  const reloj = (() => (fija ? new Date(fija.getTime() + desfase) : new Date(Date.now() + desfase))) as RelojDePrueba;
  reloj.mover = (ms) => {
    desfase += ms;
  };
  reloj.fijar = (fecha) => {
    fija = fecha;
    desfase = 0;
  };
  reloj.real = () => {
    fija = null;
    desfase = 0;
  };
  return reloj;
}

export interface OpcionesAppDePrueba {
  /** Variables de entorno extra para leerConfig. */
  entorno?: Entorno;
  /** Reemplaza campos de la configuración leída (p. ej. staticDir, remotos). */
  config?: Partial<Config>;
  /** Registra rutas o plugins extra antes de app.ready() (p. ej. rutas de prueba). */
  registrar?: (app: FastifyInstance) => void | Promise<void>;
  /** Arranca el trabajador de la cola (por defecto no: la prueba llama a app.cola.procesar()). */
  trabajador?: boolean;
}

const URL_PG = process.env.DATABASE_URL?.trim() || null;

export async function crearAppDePrueba(opciones: OpcionesAppDePrueba = {}): Promise<AppDePrueba> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fondo-api-prueba-'));
  const temporal = URL_PG ? await baseTemporalPostgres(URL_PG) : null;
  const leida = leerConfig({
    DATA_DIR: dataDir,
    DB_EN_MEMORIA: temporal ? '0' : '1',
    DATABASE_URL: temporal?.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SCHOOL_SITE_SECRET: randomBytes(32).toString('hex'),
    SCHOOL_SITE_URL: 'https://www.colegio.edu.co',
    PORTAL_URL: 'http://portal.prueba',
    STATIC_DIR: join(dataDir, 'sin-shell'),
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    // Explícito: con DATABASE_URL (la segunda corrida de CI) el segundo factor sería obligatorio.
    REQUIERE_2FA: '0',
    TOTP_KEY: randomBytes(32).toString('hex'),
    ...opciones.entorno,
  });
  const config: Config = { ...leida, remotos: {}, ...opciones.config };
  const base = await abrirBaseDeDatos(config, temporal ? {} : { plantilla: await plantillaPglite() });
  const reloj = crearReloj();
  // rutasDePrueba: las de `registrar`, bajo /api/prueba/, fuera de la tabla de rutas.
  const app = await buildApp({
    config,
    db: base.db,
    comprobarBase: base.comprobar,
    reloj,
    trabajador: opciones.trabajador ?? false,
    rutasDePrueba: true,
  });
  const deLaPrueba = new Set<string>();
  if (opciones.registrar) {
    app.addHook('onRoute', (ruta) => void deLaPrueba.add(ruta.url));
    await opciones.registrar(app);
  }
  const estados = vigilarEstados(app, deLaPrueba);
  await app.ready();
  return {
    app,
    db: base.db,
    config,
    reloj,
    async cerrar() {
      const sinDeclarar = estados.sinDeclarar();
      await app.close();
      await base.cerrar();
      await temporal?.borrar();
      rmSync(dataDir, { recursive: true, force: true });
      if (sinDeclarar.length > 0)
        throw new Error(`Respuestas que el documento OpenAPI no declara (ruta y status): ${sinDeclarar.join('; ')}`);
    },
  };
}

/** Clave por defecto de los afiliados de prueba (cumple la regla de SPEC 5). */
export const CLAVE_PRUEBA = 'Clave2026';
let hashPorDefecto: Promise<string> | null = null;
/** Hash de CLAVE_PRUEBA calculado una vez por archivo (argon2 es lento a propósito). */
export const hashDeClavePrueba = () => (hashPorDefecto ??= hashClave(CLAVE_PRUEBA));

let consecutivo = 0;
export type FilaAfiliado = typeof afiliado.$inferSelect;
export type CamposAfiliado = Partial<typeof afiliado.$inferInsert> & {
  /** clave en claro (se hashea); por defecto CLAVE_PRUEBA con un hash precalculado */
  clave?: string;
};

/** Inserta un afiliado; devuelve la fila y su clave en claro. */
export async function crearAfiliado(
  db: Db,
  campos: CamposAfiliado = {},
): Promise<{ afiliado: FilaAfiliado; clave: string }> {
  const { clave = CLAVE_PRUEBA, ...resto } = campos;
  const n = ++consecutivo; // antes de cualquier await: llamadas en paralelo no se pisan
  const password =
    resto.password !== undefined
      ? resto.password
      : clave === CLAVE_PRUEBA
        ? await hashDeClavePrueba()
        : await hashClave(clave);
  const [fila] = await db
    .insert(afiliado)
    .values({
      nombres: `Nombre${n}`,
      apellidos: `Apellido${n}`,
      documento: String(9_100_000_000 + n),
      email: `afiliado${n}@correo.prueba`,
      ...resto,
      password,
    })
    .returning();
  if (!fila) throw new Error('No se creó el afiliado');
  return { afiliado: fila, clave };
}

/** Inicia sesión por la API (formulario) y devuelve el access_token; falla si no es 200. */
export async function iniciarSesion(
  app: FastifyInstance,
  documento: string,
  clave: string = CLAVE_PRUEBA,
): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: documento, password: clave }).toString(),
  });
  if (r.statusCode !== 200) throw new Error(`Login de ${documento} falló: ${r.statusCode} ${r.body}`);
  return r.json<RespuestaLogin>().access_token;
}

/** Token de una sesión nueva creada directamente (sin pasar por argon2). */
export async function tokenDirecto(
  app: FastifyInstance,
  idAfiliado: number,
  impersonadoPor: number | null = null,
): Promise<string> {
  const ahora = app.reloj();
  const idSesion = await crearSesion(app.db, { id_afiliado: idAfiliado, impersonado_por: impersonadoPor }, ahora);
  return firmarAcceso(app.config, { id_sesion: idSesion, id_afiliado: idAfiliado }, ahora);
}

/** Un superadmin nuevo (con `campos`) y el token de una sesión suya. */
export async function superadminConToken(
  prueba: AppDePrueba,
  campos: CamposAfiliado = {},
): Promise<{ admin: FilaAfiliado; token: string }> {
  const admin = (await crearAfiliado(prueba.db, { superadmin: true, ...campos })).afiliado;
  return { admin, token: await tokenDirecto(prueba.app, admin.id_afiliado) };
}

/** Cabecera Authorization como la envía el cliente. */
export function encabezado(token: string): { authorization: string } {
  return { authorization: `bearer ${token}` };
}

/** app.inject con token opcional. */
export function pedir(
  app: FastifyInstance,
  metodo: InjectOptions['method'],
  url: string,
  token?: string | null,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: metodo,
    url,
    headers: token ? encabezado(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}
