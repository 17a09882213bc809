// npm run bench [-- --afiliados 5000 --cortes 24 --segundos 10 --conexiones 10,64 --pg postgres://postgres@127.0.0.1:5432/test --sin-navegador]
// Mide, a 10 y a 64 conexiones: req/s y p99 de una ruta Fastify desnuda que verifica el mismo JWT
// (línea base, medida antes y después de cada lectura), y de GET /api/afiliados/me/resumen, /aportes
// y /creditos (y su razón frente al promedio de esas dos medidas de la línea base); un certificado
// PDF; y el JavaScript (gzip) que carga el navegador en /login, en /inicio (en frío) y en /ahorro
// después de /inicio (solo lo nuevo).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { imprimirTablaJs, medirJsInicial } from './js-inicial';

const { values } = parseArgs({
  options: {
    afiliados: { type: 'string', default: '5000' },
    cortes: { type: 'string', default: '24' },
    segundos: { type: 'string', default: '10' },
    conexiones: { type: 'string', default: '10,64' },
    pg: { type: 'string', default: '' },
    'sin-navegador': { type: 'boolean', default: false },
  },
});
const puerto = 8700;
const base = `http://127.0.0.1:${puerto}`;
const segundos = Number(values.segundos);
const listaConexiones = values.conexiones.split(',').map((c) => Number(c.trim())).filter((c) => Number.isInteger(c) && c > 0);
if (listaConexiones.length === 0) throw new Error(`--conexiones inválido: ${values.conexiones}`);

const motor = values.pg ? `PostgreSQL (${new URL(values.pg).host})` : 'PGlite embebido';
console.log(`Benchmark del portal · ${motor} · ${values.afiliados} afiliados, ${values.cortes} cortes · ${segundos} s por medida, ${listaConexiones.join(' y ')} conexiones`);
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

/**
 * Token de una sesión nueva del afiliado demo. Se pide uno por medida: la API solo renueva el
 * token (lo firma de nuevo) cuando tiene más de un minuto, como lo vería un navegador que usa el renovado.
 */
async function tokenNuevo(): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: '1000000001', password: 'Afiliado2026' }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { Authorization: `bearer ${token}` };
}

interface Fila { titulo: string; conexiones: number; rps: number; p99: number; razon: number | null }

try {
  const auth0 = await tokenNuevo();
  const certs = (await (await fetch(`${base}/api/afiliados/me/certificados`, { headers: auth0 })).json()) as
    { id_corte: number | null; certificado: string }[];
  const saldos = certs.find((c) => c.certificado === 'saldos');
  if (!saldos) throw new Error('el afiliado demo no tiene certificados de saldos');

  const medir = async (titulo: string, url: string, conexiones: number, dur = segundos) => {
    const headers = await tokenNuevo();
    const r = await autocannon({ url, connections: conexiones, duration: dur, headers });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${titulo}: ${r.non2xx} respuestas no 2xx, ${r.errors} errores`);
    return { rps: r.requests.average, p99: r.latency.p99 };
  };
  const filas: Fila[] = [];
  const lecturas: [string, string][] = [
    ['GET /api/afiliados/me/resumen', `${base}/api/afiliados/me/resumen`],
    ['GET /api/afiliados/me/aportes', `${base}/api/afiliados/me/aportes`],
    ['GET /api/afiliados/me/creditos', `${base}/api/afiliados/me/creditos`],
  ];
  // Calentamiento (JIT, conexiones del pool): cada ruta un momento antes de medir, sin contar.
  for (const url of [`http://127.0.0.1:${puerto + 1}/desnudo-jwt`, ...lecturas.map(([, u]) => u)]) {
    await autocannon({ url, connections: 10, duration: Math.min(2, segundos), headers: await tokenNuevo() });
  }
  // La línea base se mide antes y después de cada lectura, y la razón usa el promedio de esas dos:
  // en una máquina compartida la carga de fondo cambia durante la corrida.
  for (const conexiones of listaConexiones) {
    const medirDesnudo = () => medir('Fastify desnudo + JWT', `http://127.0.0.1:${puerto + 1}/desnudo-jwt`, conexiones);
    const desnudos = [await medirDesnudo()];
    const deLecturas: Fila[] = [];
    for (const [titulo, url] of lecturas) {
      const m = await medir(titulo, url, conexiones);
      const antes = desnudos[desnudos.length - 1]!;
      const despues = await medirDesnudo();
      desnudos.push(despues);
      deLecturas.push({ titulo, conexiones, ...m, razon: m.rps / ((antes.rps + despues.rps) / 2) });
    }
    const promedio = (f: (d: { rps: number; p99: number }) => number) => desnudos.reduce((a, d) => a + f(d), 0) / desnudos.length;
    filas.push({ titulo: 'Fastify desnudo + JWT GET /desnudo-jwt (promedio)', conexiones, rps: promedio((d) => d.rps), p99: promedio((d) => d.p99), razon: null });
    filas.push(...deLecturas);
  }
  const pdf = await medir('PDF', `${base}/api/afiliados/me/certificado?id_corte=${saldos.id_corte}&tipo_certificado=saldos`,
    listaConexiones[0]!, Math.max(3, Math.round(segundos / 2)));
  filas.push({ titulo: 'GET certificado PDF (saldos)', conexiones: listaConexiones[0]!, ...pdf, razon: null });

  console.log('\n| Medida | conexiones | req/s | p99 (ms) | / desnudo + JWT (medido antes y después) |\n|---|---:|---:|---:|---:|');
  for (const f of filas) {
    const razon = f.razon === null ? '' : `${(f.razon * 100).toFixed(1)} %`;
    console.log(`| ${f.titulo} | ${f.conexiones} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${razon} |`);
  }

  if (!values['sin-navegador']) {
    // JavaScript que carga el navegador (bench/js-inicial.ts): /login, /inicio en frío, /ahorro después.
    imprimirTablaJs(await medirJsInicial(base));
  }
} finally {
  servidor.kill('SIGTERM');
}
