// npm run bench [-- --afiliados 5000 --cortes 24 --segundos 10 --pg postgres://postgres@127.0.0.1:5432/test --sin-navegador]
// Mide: req/s y p99 de GET /api/afiliados/me/resumen frente a una ruta Fastify desnuda,
// GET /api/afiliados/me/aportes, un certificado PDF, y el JavaScript (gzip) que carga el navegador en /login e /inicio.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    afiliados: { type: 'string', default: '5000' },
    cortes: { type: 'string', default: '24' },
    segundos: { type: 'string', default: '10' },
    conexiones: { type: 'string', default: '10' },
    pg: { type: 'string', default: '' },
    'sin-navegador': { type: 'boolean', default: false },
  },
});
const puerto = 8700;
const base = `http://127.0.0.1:${puerto}`;
const segundos = Number(values.segundos);
const conexiones = Number(values.conexiones);

const motor = values.pg ? `PostgreSQL (${new URL(values.pg).host})` : 'PGlite embebido';
console.log(`Benchmark del portal · ${motor} · ${values.afiliados} afiliados, ${values.cortes} cortes · ${segundos} s por medida, ${conexiones} conexiones`);
const servidor = spawn(process.execPath, ['--import', 'tsx', 'bench/servidor.ts'], {
  env: { ...process.env, BENCH_PORT: String(puerto), BENCH_AFILIADOS: values.afiliados, BENCH_CORTES: values.cortes, BENCH_PG: values.pg },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const listo = await new Promise<{ sembrado_s: number }>((ok, mal) => {
  const lineas = createInterface({ input: servidor.stdout! });
  lineas.on('line', (l) => { try { const j = JSON.parse(l); if (j.listo) ok(j); } catch { /* registro */ } });
  servidor.once('exit', (c) => mal(new Error(`el servidor terminó (${c})`)));
});
console.log(`Datos demo sembrados en ${listo.sembrado_s.toFixed(1)} s`);

try {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: '1000000001', password: 'Afiliado2026' }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { Authorization: `bearer ${token}` };
  const certs = (await (await fetch(`${base}/api/afiliados/me/certificados`, { headers: auth })).json()) as
    { id_corte: number | null; certificado: string }[];
  const saldos = certs.find((c) => c.certificado === 'saldos');
  if (!saldos) throw new Error('el afiliado demo no tiene certificados de saldos');

  const medir = async (titulo: string, url: string, headers: Record<string, string> = {}, dur = segundos) => {
    const r = await autocannon({ url, connections: conexiones, duration: dur, headers });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${titulo}: ${r.non2xx} respuestas no 2xx, ${r.errors} errores`);
    return { titulo, rps: r.requests.average, p99: r.latency.p99 };
  };
  const filas = [
    await medir('Fastify desnudo GET /desnudo', `http://127.0.0.1:${puerto + 1}/desnudo`),
    await medir('GET /api/afiliados/me/resumen', `${base}/api/afiliados/me/resumen`, auth),
    await medir('GET /api/afiliados/me/aportes', `${base}/api/afiliados/me/aportes`, auth),
    await medir('GET certificado PDF (saldos)', `${base}/api/afiliados/me/certificado?id_corte=${saldos.id_corte}&tipo_certificado=saldos`, auth, Math.max(3, Math.round(segundos / 2))),
  ];
  console.log('\n| Medida | req/s | p99 (ms) |\n|---|---:|---:|');
  for (const f of filas) console.log(`| ${f.titulo} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} |`);
  const [desnudo, resumen] = filas;
  console.log(`\nResumen / Fastify desnudo: ${(resumen!.rps / desnudo!.rps * 100).toFixed(1)} % de las req/s`);

  if (!values['sin-navegador']) {
  // JavaScript que carga el navegador
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const medirJs = async (ruta: string, conSesion: boolean) => {
    const contexto = await navegador.newContext({ baseURL: base });
    if (conSesion) {
      const p = await contexto.newPage();
      await p.goto('/login');
      await p.getByLabel('Usuario').fill('1000000001');
      await p.getByLabel('Clave').fill('Afiliado2026');
      await p.getByRole('button', { name: 'Entrar' }).click();
      await p.waitForURL('**/inicio');
      // Misma pestaña, sesión en sessionStorage: recarga en frío sin caché.
      await contexto.clearCookies();
      const cdp = await contexto.newCDPSession(p);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      return contar(p, ruta);
    }
    return contar(await contexto.newPage(), ruta);
  };
  const contar = async (pagina: import('playwright-core').Page, ruta: string) => {
    const cuerpos: Promise<number>[] = [];
    pagina.on('response', (r) => {
      if (r.request().resourceType() === 'script') cuerpos.push(r.body().then((b) => gzipSync(b).length).catch(() => 0));
    });
    await pagina.goto(ruta, { waitUntil: 'networkidle' });
    const tamanos = await Promise.all(cuerpos);
    return { archivos: tamanos.length, gzip: tamanos.reduce((a, b) => a + b, 0) };
  };
  const jsLogin = await medirJs('/login', false);
  const jsInicio = await medirJs('/inicio', true);
  await navegador.close();
  console.log('\n| Página | archivos JS | JS gzip (KiB) |\n|---|---:|---:|');
  console.log(`| /login | ${jsLogin.archivos} | ${(jsLogin.gzip / 1024).toFixed(1)} |`);
  console.log(`| /inicio | ${jsInicio.archivos} | ${(jsInicio.gzip / 1024).toFixed(1)} |`);
  }
} finally {
  servidor.kill('SIGTERM');
}
