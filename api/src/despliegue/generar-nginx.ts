// node api/dist/despliegue/generar-nginx.js --web DIR --puerto N --api 127.0.0.1:8081,127.0.0.1:8082
//   [--host 127.0.0.1] [--estado DIR] [--puerto-remotos N --origen http://127.0.0.1:8080,...]
//   [--keepalive 256] [--trabajadores auto] [--prioridad=-5] [--sin-brotli | --con-brotli] [--salida ARCHIVO]
// Con --estado, un nginx.conf completo que corre desde esa carpeta (deploy/local.sh); sin él, el sitio
// para /etc/nginx/sites-enabled (deploy/nginx/fondo.conf). Las cabeceras de seguridad salen de la
// misma función que usa la API, con los orígenes de los remotos de DIR/remotes.json.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cabecerasDeSeguridad } from '../http/cabeceras-seguridad.js';
import { configuracionCompleta, configuracionDeSitio, type OpcionesNginx } from './nginx.js';

/** Módulo de Debian (libnginx-mod-http-brotli-static). */
export const MODULO_BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function fallar(mensaje: string): never {
  process.stderr.write(`generar-nginx: ${mensaje}\n`);
  process.exit(2);
}

function entero(texto: string | undefined, nombre: string, defecto?: number): number {
  if (texto === undefined && defecto !== undefined) return defecto;
  const n = Number(texto);
  if (!Number.isInteger(n) || n < 1 || n > 65535) fallar(`--${nombre} inválido: ${texto ?? '(falta)'}`);
  return n;
}

const { values: v } = parseArgs({
  options: {
    web: { type: 'string' },
    puerto: { type: 'string' },
    host: { type: 'string' },
    api: { type: 'string' },
    estado: { type: 'string' },
    'puerto-remotos': { type: 'string' },
    origen: { type: 'string' },
    keepalive: { type: 'string' },
    trabajadores: { type: 'string', default: 'auto' },
    // Con --estado: worker_priority (nice de -20 a 19; negativo solo si nginx arranca como root).
    prioridad: { type: 'string' },
    'sin-brotli': { type: 'boolean', default: false },
    // Sitio para otro servidor: brotli_static aunque este no tenga el módulo (el de destino sí).
    'con-brotli': { type: 'boolean', default: false },
    salida: { type: 'string' },
  },
});

if (!v.web) fallar('falta --web (la carpeta publicada: shell, remotes.json y remotes/)');
const procesos = (v.api ?? '')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);
if (procesos.length === 0) fallar('falta --api (procesos de la API, p. ej. 127.0.0.1:8081,127.0.0.1:8082)');
for (const p of procesos) if (!/^[\w.-]+:\d+$|^unix:\//.test(p)) fallar(`proceso de la API inválido: ${p}`);
const puertoRemotos = v['puerto-remotos'] === undefined ? null : entero(v['puerto-remotos'], 'puerto-remotos');
const origenes = (v.origen ?? '')
  .split(',')
  .map((x) => x.trim().replace(/\/+$/, ''))
  .filter(Boolean);
if (puertoRemotos !== null && origenes.length === 0) fallar('con --puerto-remotos, --origen (el origen del portal)');
const trabajadores = v.trabajadores === 'auto' ? 'auto' : entero(v.trabajadores, 'trabajadores');
let prioridad: number | null = null;
if (v.prioridad !== undefined) {
  prioridad = Number(v.prioridad);
  if (!Number.isInteger(prioridad) || prioridad < -20 || prioridad > 19) fallar(`--prioridad inválido: ${v.prioridad}`);
}
const brotli = !v['sin-brotli'] && (v['con-brotli'] || existsSync(MODULO_BROTLI));

const opciones: OpcionesNginx = {
  puerto: entero(v.puerto, 'puerto', 80),
  host: v.host ?? null,
  raizWeb: v.web,
  procesos,
  cabeceras: cabecerasDeSeguridad(v.web),
  puertoRemotos,
  origenesPortal: origenes,
  keepalive: entero(v.keepalive, 'keepalive', 256),
  brotli,
};
const texto = v.estado
  ? configuracionCompleta({
      ...opciones,
      estado: v.estado,
      moduloBrotli: brotli ? MODULO_BROTLI : null,
      trabajadores,
      prioridad,
    })
  : configuracionDeSitio(opciones);

if (v.salida) {
  // Escritura atómica: nginx nunca lee un archivo a medias al recargar.
  writeFileSync(`${v.salida}.nuevo`, texto);
  renameSync(`${v.salida}.nuevo`, v.salida);
} else {
  process.stdout.write(texto);
}
if (!brotli && !v['sin-brotli']) {
  process.stderr.write(
    'generar-nginx: sin brotli_static (apt-get install libnginx-mod-http-brotli-static); se sirve gzip.\n',
  );
}
