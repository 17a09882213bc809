// Más de 300 líneas: toda la configuración de nginx (upstream, sitio, remotos, cabeceras, nginx.conf completo) en un lugar.
// Configuración de nginx generada desde el manifiesto del portal (shared/portal/manifiesto.js) y las
// cabeceras de seguridad de la API (http/cabeceras-seguridad.ts): el shell y cada remoto como archivos
// estáticos, cada remoto en su propia location (o en su propio puerto, otro origen), /api repartido
// entre los procesos de la API. La usan deploy/local.sh y el ejemplo deploy/nginx/fondo.conf.
import { REMOTOS } from '@fondo/portal/manifiesto';
import { ARCHIVOS_PRIVADOS, CACHE, CON_HASH, SIN_CACHE } from '../http/estaticos.js';

export interface OpcionesNginx {
  /** Puerto público (listen). */
  puerto: number;
  /** Interfaz del listen; null = todas. */
  host: string | null;
  /** Carpeta publicada: el shell, remotes.json y remotes/<carpeta>/<versión>/. */
  raizWeb: string;
  /** Procesos de la API ("127.0.0.1:8081"). */
  procesos: string[];
  /** Cabeceras de seguridad de la API (cabecerasDeSeguridad): las mismas en cada archivo estático. */
  cabeceras: Record<string, string>;
  /**
   * Cada remoto en su propio puerto (otro origen) desde este puerto en adelante, en el orden del
   * manifiesto; null = cada remoto bajo /remotes/<carpeta>/ del mismo origen.
   */
  puertoRemotos: number | null;
  /** Orígenes del portal que pueden pedir los manifiestos de los remotos (CORS, solo con puertoRemotos). */
  origenesPortal: string[];
  /** Conexiones inactivas que cada trabajador de nginx guarda hacia la API (dimensionar para la carga). */
  keepalive: number;
  /** brotli_static (módulo libnginx-mod-http-brotli-static cargado). */
  brotli: boolean;
}

export interface OpcionesNginxCompleto extends OpcionesNginx {
  /** Carpeta de estado (pid, temporales, registros): nginx corre sin tocar /var ni /run. */
  estado: string;
  /** Módulo brotli_static de Debian (libnginx-mod-http-brotli-static) que se carga, o null. */
  moduloBrotli: string | null;
  trabajadores: number | 'auto';
  /** worker_priority (nice de los trabajadores; negativo requiere root) o null: antes que la API y argon2. */
  prioridad: number | null;
}

/** Tipos MIME de lo que publica el portal (sin depender de /etc/nginx/mime.types). */
const TIPOS: Record<string, string> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/plain': 'txt',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'application/pdf': 'pdf',
  'application/wasm': 'wasm',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'font/ttf': 'ttf',
};

/** Texto entre comillas dobles para nginx; `$` abriría una variable. */
function comillas(valor: string): string {
  if (valor.includes('$')) throw new Error(`Valor con '$' no admitido en nginx: ${valor}`);
  return `"${valor.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** Expresión regular entre comillas (aquí `$` es el fin de la cadena, no una variable). */
const regex = (fuente: string) => `"${fuente.replaceAll('"', '\\"')}"`;
const sinCache = `/(${[...SIN_CACHE].map((n) => n.replaceAll('.', '\\.')).join('|')})$|\\.html$`;
const privados = `/(${[...ARCHIVOS_PRIVADOS].map((n) => n.replaceAll('.', '\\.')).join('|')})$`;

/** Un valor de add_header: texto entre comillas, o una variable de nginx tal cual ($fondo_cors). */
const valor = (v: string) => (/^\$[a-z_]+$/.test(v) ? v : comillas(v));

/** add_header de las cabeceras de seguridad (y de `extra`), con `always` (también en errores). */
function cabecerasNginx(cabeceras: Record<string, string>, extra: Record<string, string> = {}): string[] {
  return Object.entries({ ...cabeceras, ...extra }).map(([n, v]) => `add_header ${n} ${valor(v)} always;`);
}

const sangrar = (lineas: string[], n = 1) => lineas.map((l) => (l ? `${'  '.repeat(n)}${l}` : l));

/**
 * Archivos estáticos de una raíz: la clase de caché por nombre (como la API, http/estaticos.ts), las
 * cabeceras de seguridad en cada una (add_header no se hereda si la location define uno propio) y
 * las variantes precomprimidas (.gz, .br) que haya junto a cada archivo.
 */
function archivos(cabeceras: Record<string, string>, cors = false): string[] {
  const clase = (cache: string, extra: Record<string, string> = {}) =>
    cabecerasNginx(cabeceras, { 'cache-control': cache, ...extra });
  return [
    `location ~* ${regex(privados)} { return 404; }`,
    // Otro origen: solo el manifiesto se lee con fetch (CORS); los scripts van por <script>.
    ...(cors
      ? [
          'location ~ /mf-manifest\\.json$ {',
          ...sangrar(clase(CACHE.revalidar, { 'access-control-allow-origin': '$fondo_cors', vary: 'Origin' })),
          '  try_files $uri =404;',
          '}',
        ]
      : []),
    `location ~ ${regex(sinCache)} {`,
    ...clase(CACHE.revalidar).map((l) => `  ${l}`),
    `  try_files $uri =404;`,
    `}`,
    `location ~* ${regex(CON_HASH.source)} {`,
    ...clase(CACHE.inmutable).map((l) => `  ${l}`),
    `  try_files $uri =404;`,
    `}`,
    ...clase(CACHE.otro),
  ];
}

/** Comprimir al vuelo solo si no hay variante precomprimida (las de la compilación ganan: gzip_static). */
function compresion(brotli: boolean): string[] {
  return [
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : []),
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 5;',
    'gzip_min_length 1024;',
    'gzip_types text/css application/javascript application/json image/svg+xml text/plain;',
  ];
}

/** Lo que va en el contexto http: upstream de la API, servidor del portal y, si se pide, uno por remoto. */
export function bloquesHttp(o: OpcionesNginx): string {
  if (o.procesos.length === 0) throw new Error('Falta al menos un proceso de la API');
  const listen = (puerto: number) => `listen ${o.host ? `${o.host}:` : ''}${puerto};`;
  const errores = (cabeceras: Record<string, string>) => [
    'error_page 404 = @no_encontrado;',
    'location @no_encontrado {',
    ...sangrar([
      ...cabecerasNginx(cabeceras, { 'cache-control': 'no-store' }),
      'default_type "application/json; charset=utf-8";',
      `return 404 ${comillas('{"error":"Recurso no encontrado"}')};`,
    ]),
    '}',
  ];
  const lineas: string[] = [
    '# Los procesos de la API: una petición idempotente que falla al conectar (proceso detenido o caído)',
    '# se reintenta en otro; un POST solo si no llegó a enviarse. Ninguno se da por caído (max_fails=0):',
    '# uno detenido rechaza la conexión al instante. keepalive: conexiones inactivas por trabajador.',
    'upstream fondo_api {',
    // max_fails=0: ningún proceso se da por caído; uno detenido rechaza la conexión al instante y la
    // petición pasa al otro. Marcarlos caídos por unos segundos dejaba, justo después de un reinicio y una
    // caída, a los dos fuera a la vez ("no live upstreams").
    ...o.procesos.map((p) => `  server ${p} max_fails=0;`),
    `  keepalive ${o.keepalive};`,
    '  keepalive_requests 100000;',
    // Menos que el keep-alive de la API (72 s): nginx cierra primero y nunca reutiliza una conexión cerrada.
    // Y menos que el drenaje de un proceso que se detiene (15 s, server.ts): las cierra antes que él.
    '  keepalive_timeout 10s;',
    '}',
    '',
  ];
  if (o.puertoRemotos !== null) {
    lineas.push(
      '# CORS solo para los orígenes del portal (el manifiesto de cada remoto se pide con fetch).',
      'map $http_origin $fondo_cors {',
      '  default "";',
      ...o.origenesPortal.map((origen) => `  ${comillas(origen)} $http_origin;`),
      '}',
      '',
    );
  }
  lineas.push(
    'server {',
    ...sangrar([
      listen(o.puerto),
      'server_name _;',
      `root ${comillas(o.raizWeb)};`,
      ...compresion(o.brotli),
      // Subidas como data URL (15 MiB) e importaciones .xlsx (10 MiB): la API pone sus propios límites.
      'client_max_body_size 16m;',
      '',
      'location = /api { return 301 /api/; }',
      'location ^~ /api/ {',
      ...sangrar([
        'proxy_pass http://fondo_api;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        'proxy_set_header Host $http_host;',
        // Reemplaza (no añade) la cabecera: la API (TRUST_PROXY=1) toma la IP real que vio nginx.
        'proxy_set_header X-Forwarded-For $remote_addr;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_next_upstream error timeout;',
        'proxy_next_upstream_tries 3;',
        'proxy_connect_timeout 2s;',
        'proxy_read_timeout 300s;',
        'proxy_send_timeout 300s;',
      ]),
      '}',
      '# Todos los procesos de la API caídos: el error en español, como el resto de la API.',
      'error_page 502 504 = @api_caida;',
      'location @api_caida {',
      ...sangrar([
        ...cabecerasNginx(o.cabeceras, { 'cache-control': 'no-store', 'retry-after': '5' }),
        'default_type "application/json; charset=utf-8";',
        `return 503 ${comillas('{"error":"El portal no está disponible en este momento. Intente de nuevo en unos segundos."}')};`,
      ]),
      '}',
      '',
      ...(o.puertoRemotos === null
        ? REMOTOS.flatMap((r) => [
            `# Remoto ${r.nombre}: como si fuera su propio origen (se publica y se cambia solo).`,
            `location ^~ /remotes/${r.carpeta}/ {`,
            ...sangrar(archivos(o.cabeceras)),
            '  try_files $uri =404;',
            '}',
          ])
        : []),
      '# El shell: archivos, y la aplicación de una página para cualquier ruta que no sea un archivo.',
      'location / {',
      ...sangrar(archivos(o.cabeceras)),
      '  try_files $uri @spa;',
      '}',
      'location @spa {',
      ...sangrar([
        ...cabecerasNginx(o.cabeceras, { 'cache-control': CACHE.revalidar }),
        'if ($uri ~* "\\.[a-z0-9]+$") { return 404; }',
        'rewrite ^ /index.html break;',
      ]),
      '}',
      ...errores(o.cabeceras),
    ]),
    '}',
  );
  if (o.puertoRemotos !== null) {
    // Otro origen: los scripts se cargan con <script> (sin CORS) pero deben poder leerse desde el
    // origen del portal (cross-origin-resource-policy); el manifiesto se pide con fetch (CORS).
    const remotas = { ...o.cabeceras, 'cross-origin-resource-policy': 'cross-origin' };
    REMOTOS.forEach((r, i) => {
      lineas.push(
        '',
        `# Remoto ${r.nombre} en su propio origen.`,
        'server {',
        ...sangrar([
          listen(o.puertoRemotos! + i),
          'server_name _;',
          `root ${comillas(`${o.raizWeb}/remotes/${r.carpeta}`)};`,
          ...compresion(o.brotli),
          'location / {',
          ...sangrar(archivos(remotas, true)),
          '  try_files $uri =404;',
          '}',
          ...errores(remotas),
        ]),
        '}',
      );
    });
  }
  return `${lineas.join('\n')}\n`;
}

/** nginx.conf completo para correr sin privilegios desde una carpeta de estado (deploy/local.sh). */
export function configuracionCompleta(o: OpcionesNginxCompleto): string {
  const e = o.estado;
  return [
    '# Generado por api/dist/despliegue/generar-nginx.js desde el manifiesto del portal. No lo edite.',
    ...(o.moduloBrotli ? [`load_module ${comillas(o.moduloBrotli)};`] : []),
    `worker_processes ${o.trabajadores};`,
    ...(o.prioridad === null ? [] : [`worker_priority ${o.prioridad};`]),
    `pid ${comillas(`${e}/nginx.pid`)};`,
    `error_log ${comillas(`${e}/registros/nginx-error.log`)} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    ...sangrar([
      'types {',
      ...Object.entries(TIPOS).map(([t, ext]) => `  ${t} ${ext};`),
      '}',
      'default_type application/octet-stream;',
      'charset utf-8;',
      'charset_types text/css text/plain application/javascript application/json image/svg+xml;',
      `access_log ${comillas(`${e}/registros/nginx-acceso.log`)};`,
      `client_body_temp_path ${comillas(`${e}/tmp/cuerpos`)};`,
      `proxy_temp_path ${comillas(`${e}/tmp/proxy`)};`,
      `fastcgi_temp_path ${comillas(`${e}/tmp/fastcgi`)};`,
      `uwsgi_temp_path ${comillas(`${e}/tmp/uwsgi`)};`,
      `scgi_temp_path ${comillas(`${e}/tmp/scgi`)};`,
      'sendfile on;',
      'tcp_nopush on;',
      'server_tokens off;',
      '',
      ...bloquesHttp({ ...o, brotli: o.moduloBrotli !== null })
        .trimEnd()
        .split('\n'),
    ]),
    '}',
    '',
  ].join('\n');
}

/** Sitio para /etc/nginx/sites-enabled (el nginx del sistema ya pone pid, registros y módulos). */
export function configuracionDeSitio(o: OpcionesNginx): string {
  return [
    '# Generado por api/dist/despliegue/generar-nginx.js desde el manifiesto del portal. No lo edite:',
    '# vuelva a generarlo (README, «Despliegue»). brotli: apt-get install libnginx-mod-http-brotli-static.',
    '',
    bloquesHttp(o),
  ].join('\n');
}
