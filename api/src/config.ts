// Más de 300 líneas: cada variable de entorno con su validación y su mensaje, leídas en un solo lugar a propósito.
// Configuración: se lee del entorno una sola vez. Las pruebas pasan su propio entorno a leerConfig.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Raíz del repositorio: api/src/config.ts y api/dist/config.js están a la misma profundidad. */
export const RAIZ_REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type NivelLog = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Carpeta de datos (BD embebida, secretos generados, buzón de salida). Absoluta. */
  dataDir: string;
  /** postgres://...; null = PGlite embebido en dataDir/pg. */
  databaseUrl: string | null;
  /** true = PGlite en memoria (pruebas); ignora dataDir para la BD. */
  baseEnMemoria: boolean;
  jwtSecret: string;
  schoolSiteUrl: string;
  /** Host del sitio del colegio (para el pgweb_token en las redirecciones). */
  schoolSiteHost: string;
  schoolSiteSecret: string;
  allowedRedirectHosts: string[];
  portalUrl: string;
  smtpUrl: string | null;
  /** espera de conexión y de saludo del servidor SMTP, en ms (SMTP_TIMEOUT_MS; el socket, el doble) */
  smtpTimeoutMs: number;
  /** conexiones SMTP abiertas a la vez, reusadas entre correos (SMTP_CONEXIONES); también cuántos trabajos de la cola corren a la vez */
  smtpConexiones: number;
  /** ritmo de los correos en bloque (bienvenidas de 'Invitar a todos', recordatorios de una ronda) */
  invitacionesPorMinuto: number;
  mailFrom: string;
  imapUrl: string | null;
  /** carpeta del buzón IMAP que se importa (IMAP_BUZON; si no, la ruta de IMAP_URL; si no, INBOX) */
  imapBuzon: string | null;
  /**
   * authserv-id del servidor de correo del fondo (IMAP_AUTHSERV_ID): solo sus Authentication-Results
   * cuentan; sin él no se comprueba el remitente de los correos importados.
   */
  imapAuthservIds: string[];
  /** cuota de archivos subidos por afiliado, en bytes (CUOTA_ARCHIVOS_MB) */
  cuotaArchivosBytes: number;
  /** dirección del fondo que recibe los avisos de mensajes nuevos (FONDO_CORREO; por defecto la de MAIL_FROM) */
  fondoCorreo: string;
  fondoNombre: string;
  fondoNit: string;
  /** POLITICA_DATOS_URL: la política de tratamiento de datos del fondo (http/https); null sin ella */
  politicaDatosUrl: string | null;
  /** AUTORIZACION_DATOS_TEXTO: el texto de la autorización de datos; null = el del contrato */
  autorizacionDatosTexto: string | null;
  adminDocumento: string | null;
  adminPassword: string | null;
  demoData: boolean;
  /** Carpeta del shell construido (index.html, remotes.json). */
  staticDir: string;
  /** Remotos construidos: nombre de carpeta (mfe-productos) -> carpeta dist. */
  remotos: Record<string, string>;
  logLevel: NivelLog;
  /** Confiar en X-Forwarded-For (detrás de un proxy inverso). */
  trustProxy: boolean;
  /** Hilos que dibujan los PDF; 0 = en el hilo principal. */
  pdfHilos: number;
  /** Puerto de las métricas de Prometheus (/metrics); null = no se sirven. */
  metricsPort: number | null;
  /** Interfaz de las métricas (por defecto solo 127.0.0.1). */
  metricsHost: string;
  /** Los superadmin deben usar segundo factor (REQUIERE_2FA; por defecto sí con DATABASE_URL). */
  requiere2fa: boolean;
  /** Texto de la llave que cifra los secretos TOTP (TOTP_KEY o DATA_DIR/totp-key). */
  totpKey: string;
  /** Cuánto vale el último código para las acciones sensibles, en ms (VERIFICACION_RECIENTE_SEG; 600 s). */
  verificacionRecienteMs: number;
  /** La carta y el pagaré se firman en el portal con un código por correo (FIRMA_ELECTRONICA; por defecto no). */
  firmaElectronica: boolean;
}

export type Entorno = Record<string, string | undefined>;

const NIVELES: readonly NivelLog[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function texto(env: Entorno, clave: string): string | null {
  const v = env[clave]?.trim();
  return v ? v : null;
}

function booleano(valor: string | null): boolean | null {
  if (valor === null) return null;
  if (/^(1|true|si|sí|yes|on)$/i.test(valor)) return true;
  if (/^(0|false|no|off)$/i.test(valor)) return false;
  throw new Error(`Valor booleano inválido: "${valor}" (use 1 o 0)`);
}

/**
 * DATA_DIR solo para el usuario del servidor, sea cual sea la umask con que se arrancó: el proceso
 * pasa a umask 077 (todo lo que cree después, PGlite incluido, nace 0700/0600) y lo que ya existe
 * se corrige (carpetas 0700, archivos 0600). Se llama antes de crear o abrir la carpeta.
 */
export function protegerCarpetaDatos(dataDir: string): void {
  // process.umask no existe en los hilos de trabajo; ahí la umask es la del proceso.
  if (isMainThread) {
    const anterior = process.umask(0o077);
    if ((anterior | 0o077) !== 0o077) process.umask(anterior | 0o077);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // La raíz puede ser un enlace simbólico (se sigue); dentro, los enlaces no se siguen.
  const corregir = (ruta: string, raiz = false) => {
    const info = raiz ? statSync(ruta) : lstatSync(ruta);
    if (info.isSymbolicLink()) return;
    if (info.isDirectory()) {
      if ((info.mode & 0o077) !== 0) chmodSync(ruta, info.mode & 0o700);
      for (const nombre of readdirSync(ruta)) corregir(join(ruta, nombre));
    } else if ((info.mode & 0o077) !== 0) {
      chmodSync(ruta, info.mode & 0o600);
    }
  };
  corregir(dataDir, true);
}

/** Lee un secreto de dataDir/nombre o lo genera con permisos 600. */
function secretoPersistido(dataDir: string, nombre: string): string {
  const ruta = join(dataDir, nombre);
  if (existsSync(ruta)) {
    const guardado = readFileSync(ruta, 'utf8').trim();
    if (guardado.length >= 32) return guardado;
  }
  protegerCarpetaDatos(dataDir);
  const nuevo = randomBytes(48).toString('base64url');
  try {
    // 'wx': si otro proceso que arrancó a la vez con el mismo DATA_DIR ya lo creó, vale el suyo.
    writeFileSync(ruta, `${nuevo}\n`, { mode: 0o600, flag: existsSync(ruta) ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return secretoPersistido(dataDir, nombre);
  }
  chmodSync(ruta, 0o600);
  return nuevo;
}

/** Carpetas <repo>/mfe-*\/dist existentes. */
function buscarRemotos(raiz: string): Record<string, string> {
  const remotos: Record<string, string> = {};
  let entradas: string[];
  try {
    entradas = readdirSync(raiz);
  } catch {
    return remotos;
  }
  for (const nombre of entradas.sort()) {
    if (!/^mfe-[a-z0-9-]+$/.test(nombre)) continue;
    const dist = join(raiz, nombre, 'dist');
    if (existsSync(dist)) remotos[nombre] = dist;
  }
  return remotos;
}

export interface OpcionesConfig {
  /** Base para rutas relativas (por defecto INIT_CWD de npm o el cwd). */
  base?: string;
}

export function leerConfig(env: Entorno = process.env, opciones: OpcionesConfig = {}): Config {
  const base = opciones.base ?? env.INIT_CWD ?? process.cwd();
  const ruta = (v: string) => (isAbsolute(v) ? v : resolve(base, v));

  const port = Number(texto(env, 'PORT') ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválido: ${env.PORT}`);
  const metricsTexto = texto(env, 'METRICS_PORT');
  const metricsPort = metricsTexto === null ? null : Number(metricsTexto);
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)) {
    throw new Error(`METRICS_PORT inválido: ${metricsTexto}`);
  }

  const dataDirTexto = texto(env, 'DATA_DIR');
  const dataDir = dataDirTexto ? ruta(dataDirTexto) : join(RAIZ_REPO, 'data');
  const databaseUrl = texto(env, 'DATABASE_URL');
  const baseEnMemoria = booleano(texto(env, 'DB_EN_MEMORIA')) ?? false;

  const schoolSiteUrl = texto(env, 'SCHOOL_SITE_URL') ?? 'https://www.colegio.edu.co';
  let schoolSiteHost: string;
  try {
    const url = new URL(schoolSiteUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('esquema');
    schoolSiteHost = url.host;
  } catch {
    throw new Error(`SCHOOL_SITE_URL no es una URL http(s) válida: ${schoolSiteUrl}`);
  }

  const politicaDatosUrl = texto(env, 'POLITICA_DATOS_URL');
  if (politicaDatosUrl !== null && !/^https?:\/\/[^\s]+$/i.test(politicaDatosUrl)) {
    throw new Error(`POLITICA_DATOS_URL no es una URL http(s) válida: ${politicaDatosUrl}`);
  }

  const nivel = (texto(env, 'LOG_LEVEL') ?? 'info') as NivelLog;
  if (!NIVELES.includes(nivel)) throw new Error(`LOG_LEVEL inválido: ${nivel}`);

  const staticTexto = texto(env, 'STATIC_DIR');

  return {
    port,
    host: texto(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    baseEnMemoria,
    jwtSecret: texto(env, 'JWT_SECRET') ?? secretoPersistido(dataDir, 'jwt-secret'),
    schoolSiteUrl,
    schoolSiteHost,
    schoolSiteSecret: texto(env, 'SCHOOL_SITE_SECRET') ?? secretoPersistido(dataDir, 'school-site-secret'),
    allowedRedirectHosts: hostsDeRedireccion(texto(env, 'ALLOWED_REDIRECT_HOSTS')),
    portalUrl: (texto(env, 'PORTAL_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: texto(env, 'SMTP_URL'),
    smtpTimeoutMs: entero(texto(env, 'SMTP_TIMEOUT_MS'), 'SMTP_TIMEOUT_MS', 15_000, 100, 600_000),
    smtpConexiones: entero(texto(env, 'SMTP_CONEXIONES'), 'SMTP_CONEXIONES', 3, 1, 20),
    invitacionesPorMinuto: entero(texto(env, 'INVITACIONES_POR_MINUTO'), 'INVITACIONES_POR_MINUTO', 60, 1, 100_000),
    mailFrom: texto(env, 'MAIL_FROM') ?? 'Fondo <no-responder@fondo.local>',
    imapUrl: texto(env, 'IMAP_URL'),
    imapBuzon: texto(env, 'IMAP_BUZON'),
    imapAuthservIds: (texto(env, 'IMAP_AUTHSERV_ID') ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
    cuotaArchivosBytes: entero(texto(env, 'CUOTA_ARCHIVOS_MB'), 'CUOTA_ARCHIVOS_MB', 100, 1, 100_000) * 1024 * 1024,
    fondoCorreo:
      texto(env, 'FONDO_CORREO') ?? direccionDe(texto(env, 'MAIL_FROM') ?? 'Fondo <no-responder@fondo.local>'),
    fondoNombre: texto(env, 'FONDO_NOMBRE') ?? 'Fondo de Empleados del Personal Escolar',
    fondoNit: texto(env, 'FONDO_NIT') ?? '900.123.456-7',
    politicaDatosUrl,
    autorizacionDatosTexto: texto(env, 'AUTORIZACION_DATOS_TEXTO'),
    adminDocumento: texto(env, 'ADMIN_DOCUMENTO'),
    adminPassword: texto(env, 'ADMIN_PASSWORD'),
    // Datos demo: por defecto sí con la BD embebida, no con DATABASE_URL.
    demoData: booleano(texto(env, 'DEMO_DATA')) ?? databaseUrl === null,
    staticDir: staticTexto ? ruta(staticTexto) : join(RAIZ_REPO, 'shell', 'dist'),
    remotos: buscarRemotos(RAIZ_REPO),
    logLevel: nivel,
    trustProxy: booleano(texto(env, 'TRUST_PROXY')) ?? false,
    pdfHilos: hilosPdf(texto(env, 'PDF_HILOS')),
    metricsPort,
    metricsHost: texto(env, 'METRICS_HOST') ?? '127.0.0.1',
    // Segundo factor obligatorio: por defecto sí en producción (DATABASE_URL), no con la base demo.
    requiere2fa: booleano(texto(env, 'REQUIERE_2FA')) ?? databaseUrl !== null,
    totpKey: llaveTotp(texto(env, 'TOTP_KEY')) ?? secretoPersistido(dataDir, 'totp-key'),
    verificacionRecienteMs:
      entero(texto(env, 'VERIFICACION_RECIENTE_SEG'), 'VERIFICACION_RECIENTE_SEG', 600, 5, 86_400) * 1000,
    firmaElectronica: booleano(texto(env, 'FIRMA_ELECTRONICA')) ?? false,
  };
}

/**
 * ALLOWED_REDIRECT_HOSTS: hosts (con puerto opcional) separados por comas. Se acepta también una URL
 * (se toma su host); el token solo sale hacia ellos por https (lo aplica el shell).
 */
function hostsDeRedireccion(v: string | null): string[] {
  const hosts: string[] = [];
  for (const crudo of (v ?? '').split(',')) {
    const entrada = crudo.trim().toLowerCase();
    if (!entrada) continue;
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(entrada) ? entrada : `https://${entrada}`);
    } catch {
      throw new Error(`ALLOWED_REDIRECT_HOSTS: host inválido: ${crudo.trim()}`);
    }
    const soloHost =
      url.username === '' &&
      url.password === '' &&
      (url.pathname === '/' || url.pathname === '') &&
      !url.search &&
      !url.hash;
    if (!url.hostname || !soloHost) throw new Error(`ALLOWED_REDIRECT_HOSTS: escriba solo el host: ${crudo.trim()}`);
    hosts.push(url.host);
  }
  return hosts;
}

/** TOTP_KEY: al menos 32 caracteres (de ahí se deriva la llave AES-256). */
function llaveTotp(v: string | null): string | null {
  if (v !== null && v.length < 32) throw new Error('TOTP_KEY debe tener al menos 32 caracteres');
  return v;
}

/** Un entero de una variable entre `min` y `max`, o `porDefecto` si no se dio. */
function entero(v: string | null, nombre: string, porDefecto: number, min: number, max: number): number {
  if (v === null) return porDefecto;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${nombre} inválido: ${v} (entre ${min} y ${max})`);
  return n;
}

/** PDF_HILOS: por defecto un hilo por núcleo menos el de la API (al menos 1, a lo sumo 4). */
function hilosPdf(v: string | null): number {
  if (v === null) return Math.min(4, Math.max(1, availableParallelism() - 1));
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new Error(`PDF_HILOS inválido: ${v}`);
  return n;
}

/** La dirección de un remitente 'Nombre <dir@dominio>' (o el texto entero si no trae <>). */
export function direccionDe(remitente: string): string {
  return (/<([^<>]+)>/.exec(remitente)?.[1] ?? remitente).trim();
}
