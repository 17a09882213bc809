// La configuración de nginx generada: las cabeceras de seguridad de los estáticos son exactamente las de
// la API, nginx la acepta (nginx -t), la variante de orígenes propios pone CORS solo en el manifiesto, y
// deploy/nginx/fondo.conf (el ejemplo del README) está al día con el generador.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTOS } from '@fondo/portal/manifiesto';
import { crearAppDePrueba, type AppDePrueba } from '../../test/ayudantes.js';
import { RAIZ_REPO } from '../config.js';
import { cabecerasDeSeguridad } from '../http/cabeceras-seguridad.js';
import { configuracionCompleta, configuracionDeSitio, type OpcionesNginx } from './nginx.js';

const NGINX = '/usr/sbin/nginx';
let p: AppDePrueba;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'fondo-nginx-'));
  p = await crearAppDePrueba({ config: { staticDir: web } });
});
afterAll(async () => {
  await p.cerrar();
  rmSync(web, { recursive: true, force: true });
});

const opciones = (o: Partial<OpcionesNginx> = {}): OpcionesNginx => ({
  puerto: 8080,
  host: '127.0.0.1',
  raizWeb: web,
  procesos: ['127.0.0.1:8081', '127.0.0.1:8082'],
  cabeceras: cabecerasDeSeguridad(web),
  puertoRemotos: null,
  origenesPortal: [],
  keepalive: 256,
  brotli: false,
  ...o,
});

/** Las add_header de un bloque `location NOMBRE {` de la configuración, como objeto. */
function cabecerasDe(conf: string, inicio: string): Record<string, string> {
  const desde = conf.indexOf(inicio);
  expect(desde).toBeGreaterThanOrEqual(0);
  const bloque = conf.slice(desde, conf.indexOf('\n  }', desde));
  const cabeceras: Record<string, string> = {};
  for (const m of bloque.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)) {
    cabeceras[m[1]!] = m[2]!.replaceAll('\\"', '"');
  }
  return cabeceras;
}

const SEGURIDAD = (cabeceras: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(cabeceras).filter(([n]) => n !== 'cache-control' && n !== 'vary'));

test('las cabeceras de seguridad de los estáticos de nginx son exactamente las que pone la API', async () => {
  const r = await p.app.inject({ method: 'GET', url: '/api/health' });
  const deLaApi = Object.fromEntries(Object.keys(cabecerasDeSeguridad(web)).map((n) => [n, String(r.headers[n])]));
  expect(Object.keys(deLaApi)).toEqual(
    expect.arrayContaining([
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ]),
  );
  expect(deLaApi['content-security-policy']).toContain("frame-ancestors 'self'");
  const conf = configuracionDeSitio(opciones());
  expect(SEGURIDAD(cabecerasDe(conf, 'location @spa {'))).toEqual(deLaApi);
  expect(SEGURIDAD(cabecerasDe(conf, `location ^~ /remotes/${REMOTOS[0]!.carpeta}/ {`))).toEqual(deLaApi);
  expect(cabecerasDe(conf, 'location @spa {')['cache-control']).toBe('no-cache');
});

test('con un remoto en otro origen (remotes.json), la CSP de nginx y la de la API lo nombran igual', async () => {
  writeFileSync(
    join(web, 'remotes.json'),
    JSON.stringify({ mfe_productos: 'https://cdn.fondo.example/p/mf-manifest.json' }),
  );
  try {
    await new Promise((ok) => setTimeout(ok, 1100)); // la API revisa remotes.json a lo sumo cada segundo
    const r = await p.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.fondo\.example/);
    expect(
      cabecerasDe(configuracionDeSitio(opciones({ cabeceras: cabecerasDeSeguridad(web) })), 'location @spa {')[
        'content-security-policy'
      ],
    ).toBe(csp);
  } finally {
    rmSync(join(web, 'remotes.json'));
  }
});

test('orígenes propios: un servidor por remoto, CORS solo en mf-manifest.json y solo para el portal', () => {
  const conf = configuracionDeSitio(
    opciones({ puertoRemotos: 9001, origenesPortal: ['https://portal.fondo.example'] }),
  );
  for (const [i, r] of REMOTOS.entries()) {
    expect(conf).toContain(`listen 127.0.0.1:${9001 + i};`);
    expect(conf).toContain(`root "${web}/remotes/${r.carpeta}";`);
  }
  expect(conf).toContain('"https://portal.fondo.example" $http_origin;');
  expect(conf.match(/access-control-allow-origin/g)).toHaveLength(REMOTOS.length);
  expect(cabecerasDe(conf, 'location ~ /mf-manifest\\.json$ {')).toMatchObject({
    'cross-origin-resource-policy': 'cross-origin',
  });
  expect(conf).toMatch(/location ~ \/mf-manifest\\\.json\$ \{\n\s+add_header cross-origin-opener-policy/);
  expect(conf).not.toContain('location ^~ /remotes/');
});

test('nginx acepta la configuración completa, con y sin orígenes propios', () => {
  if (!existsSync(NGINX)) throw new Error('Falta nginx: apt-get install -y nginx libnginx-mod-http-brotli-static');
  const estado = mkdtempSync(join(tmpdir(), 'fondo-nginx-estado-'));
  try {
    mkdirSync(join(estado, 'registros'));
    mkdirSync(join(estado, 'tmp'));
    for (const puertoRemotos of [null, 9001]) {
      const conf = configuracionCompleta({
        ...opciones({ puertoRemotos, origenesPortal: ['http://127.0.0.1:8080'] }),
        estado,
        moduloBrotli: existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')
          ? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
          : null,
        trabajadores: 1,
        prioridad: puertoRemotos === null ? null : -5,
      });
      expect(conf.includes('worker_priority -5;')).toBe(puertoRemotos !== null);
      writeFileSync(join(estado, 'nginx.conf'), conf);
      execFileSync(NGINX, ['-t', '-q', '-p', estado, '-c', join(estado, 'nginx.conf')], { stdio: 'pipe' });
    }
  } finally {
    rmSync(estado, { recursive: true, force: true });
  }
});

test('deploy/nginx/fondo.conf está al día (npm run nginx:ejemplo -w @fondo/api lo regenera)', () => {
  const vacia = mkdtempSync(join(tmpdir(), 'fondo-nginx-ejemplo-'));
  try {
    const esperado = configuracionDeSitio({
      ...opciones({ puerto: 80, host: null, procesos: ['127.0.0.1:3001', '127.0.0.1:3002'], brotli: true }),
      raizWeb: '/srv/fondo/web',
      cabeceras: cabecerasDeSeguridad(vacia),
    });
    expect(readFileSync(join(RAIZ_REPO, 'deploy', 'nginx', 'fondo.conf'), 'utf8')).toBe(esperado);
  } finally {
    rmSync(vacia, { recursive: true, force: true });
  }
});
