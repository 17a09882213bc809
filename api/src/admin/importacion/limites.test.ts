// La importación no tumba el servidor: bombas de directorio mentiroso y cadenas
// compartidas sin fin responden 413 con la memoria acotada mientras /api/health sigue respondiendo (en un
// proceso real, midiendo su RSS), y todo multipart mal formado responde un 4xx en español.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorApi } from '@fondo/contrato';
import { crearAppDePrueba, type AppDePrueba, superadminConToken } from '../../../test/ayudantes.js';
import { bombaXlsx, libro, multipart } from '../../../test/ayudantes-admin.js';
import { arrancarApi, type ApiEnProceso } from '../../../test/api-en-proceso.js';

const API = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
const MiB = 1024 * 1024;

let p: AppDePrueba;
let token: string;
beforeAll(async () => {
  p = await crearAppDePrueba();
  ({ token } = await superadminConToken(p));
});
afterAll(async () => {
  await p.cerrar();
});

const BOMBA = { error: 'El libro descomprimido es demasiado grande' };

test('bombas: directorio que declara de menos, cadenas sin fin y millones de cadenas -> 413, nada escrito', async () => {
  const casos = [
    bombaXlsx({ gigas: 9, declarado: 60_000, texto: true }),
    bombaXlsx({ gigas: 3, declarado: 60_000, texto: false }),
    // el directorio dice 200 MB (pasa el control del directorio): lo para la lectura en flujo
    bombaXlsx({ gigas: 4, declarado: 200 * MiB, texto: true }),
    bombaXlsx({ gigas: 3, declarado: 200 * MiB, texto: false }),
  ];
  expect(casos[0]!.length).toBeGreaterThan(9 * MiB);
  for (const bytes of casos) {
    for (const previa of ['1', '0']) {
      const m = multipart({ tipo: 'afiliados', vista_previa: previa }, { nombre: 'bomba.xlsx', bytes });
      const r = await p.app.inject({
        method: 'POST',
        url: '/api/admin/importar',
        headers: { authorization: `bearer ${token}`, ...m.headers },
        payload: m.payload,
      });
      expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({ s: 413, b: BOMBA });
    }
  }
});

test('un libro válido grande (hoja de más de 3 MB inflada) no es una bomba: se lee entero', async () => {
  const filas = Array.from({ length: 30_000 }, (_, i) => [String(50_000_000 + i), 'CC', `Nombre ${i}`, 'Apellido']);
  const bytes = await libro([{ nombre: 'Afiliados', desde: 2, filas }]);
  const m = multipart({ tipo: 'afiliados', vista_previa: '1' }, { nombre: 'grande.xlsx', bytes });
  const r = await p.app.inject({
    method: 'POST',
    url: '/api/admin/importar',
    headers: { authorization: `bearer ${token}`, ...m.headers },
    payload: m.payload,
  });
  expect(r.json()).toMatchObject({ vista_previa: true, filas: 30_000, creados: 30_000, rechazados: 0 });
});

/** Cuerpos multipart mal formados, cada uno con su 4xx en español. */
test('multipart mal formado: truncado, sin límite, límite equivocado, basura binaria -> 4xx en español', async () => {
  const bueno = multipart(
    { tipo: 'afiliados' },
    { nombre: 'libro.xlsx', bytes: await libro([{ nombre: 'A', desde: 2, filas: [] }]) },
  );
  const limite = /boundary=(.+)$/.exec(bueno.headers['content-type'])![1]!;
  const basura = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
  const casos: { nombre: string; tipo: string; cuerpo: Buffer }[] = [
    { nombre: 'truncado en el archivo', tipo: bueno.headers['content-type'], cuerpo: bueno.payload.subarray(0, 400) },
    { nombre: 'truncado en los campos', tipo: bueno.headers['content-type'], cuerpo: bueno.payload.subarray(0, 60) },
    { nombre: 'sin boundary', tipo: 'multipart/form-data', cuerpo: bueno.payload },
    { nombre: 'boundary equivocado', tipo: 'multipart/form-data; boundary=otro', cuerpo: bueno.payload },
    { nombre: 'basura binaria', tipo: `multipart/form-data; boundary=${limite}`, cuerpo: basura },
    {
      nombre: 'basura tras el límite',
      tipo: `multipart/form-data; boundary=${limite}`,
      cuerpo: Buffer.concat([Buffer.from(`--${limite}\r\n`), basura]),
    },
    { nombre: 'vacío', tipo: bueno.headers['content-type'], cuerpo: Buffer.alloc(0) },
    { nombre: 'no es multipart', tipo: 'application/octet-stream', cuerpo: basura },
  ];
  for (const c of casos) {
    const r = await p.app.inject({
      method: 'POST',
      url: '/api/admin/importar',
      headers: { authorization: `bearer ${token}`, 'content-type': c.tipo },
      payload: c.cuerpo,
    });
    expect({ caso: c.nombre, s: r.statusCode >= 400 && r.statusCode < 500 }).toEqual({ caso: c.nombre, s: true });
    const { error } = r.json<ErrorApi>();
    expect(error).toMatch(/^(La solicitud|No se recibió|El archivo|Tipo de contenido)/);
  }
  expect((await p.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

// --- En un proceso real: RSS acotado y /api/health respondiendo -------------------------------------------

function arrancar(): Promise<ApiEnProceso> {
  return arrancarApi({
    DB_EN_MEMORIA: '1',
    DATA_DIR: join(API, '..', 'node_modules', '.cache', `bomba-${process.pid}`),
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    STATIC_DIR: join(API, 'sin-shell'),
    ADMIN_DOCUMENTO: '800100200',
    ADMIN_PASSWORD: 'Admin2026',
  });
}

const memoria = (pid: number, campo: 'VmRSS') =>
  Number(new RegExp(`${campo}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

test('proceso real: la bomba de 9,4 MB responde 413, el RSS crece menos de 100 MiB y /api/health sigue respondiendo', async () => {
  const { proceso, base } = await arrancar();
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=800100200&password=Admin2026',
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const importar = async (bytes: Buffer) => {
      const m = multipart({ tipo: 'afiliados' }, { nombre: 'bomba.xlsx', bytes });
      const r = await fetch(`${base}/api/admin/importar`, {
        method: 'POST',
        headers: { authorization: `bearer ${access_token}`, ...m.headers },
        body: new Uint8Array(m.payload),
      });
      return { s: r.status, b: await r.json() };
    };
    // una primera bomba sin medir: carga los módulos de la importación (tsx los compila al primer uso) y
    // deja el montículo en su tamaño de trabajo; lo que se mide después es lo que cada bomba retiene
    expect(await importar(bombaXlsx({ gigas: 3, declarado: 200 * MiB, texto: false }))).toEqual({ s: 413, b: BOMBA });
    const pid = proceso.pid!;
    const rssInicial = memoria(pid, 'VmRSS');
    let pico = rssInicial;
    let saludOk = 0;
    let saludMal = 0;
    let sigue = true;
    const vigilar = (async () => {
      while (sigue) {
        pico = Math.max(pico, memoria(pid, 'VmRSS'));
        const r = await fetch(`${base}/api/health`).catch(() => null);
        if (r?.ok) saludOk++;
        else saludMal++;
        await new Promise((ok) => setTimeout(ok, 20));
      }
    })();
    for (const bytes of [
      bombaXlsx({ gigas: 9, declarado: 60_000, texto: true }),
      bombaXlsx({ gigas: 4, declarado: 200 * MiB, texto: true }),
      bombaXlsx({ gigas: 3, declarado: 200 * MiB, texto: false }),
    ]) {
      expect(await importar(bytes)).toEqual({ s: 413, b: BOMBA });
    }
    sigue = false;
    await vigilar;
    expect(saludMal).toBe(0);
    expect(saludOk).toBeGreaterThan(0);
    expect({
      creceMiB: Math.round((pico - rssInicial) / MiB),
      menosDe100: pico - rssInicial < 100 * MiB,
    }).toMatchObject({
      menosDe100: true,
    });
    expect(proceso.exitCode).toBeNull();
  } finally {
    const fin = new Promise((ok) => proceso.once('exit', ok));
    proceso.kill('SIGTERM');
    await fin;
  }
}, 180_000);
