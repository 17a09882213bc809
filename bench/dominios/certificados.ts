// Parte `certificados` (--solo certificados; con --pg, sobre PostgreSQL): la lista de certificados de un
// afiliado con 24 y con 120 cortes, por HTTP con autocannon y, sin red, con app.inject en este proceso.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { abrirBaseDeDatos, buildApp, leerConfig, sembrarDemo } from '../api';
import { CUENTA_AFILIADO, iniciarServidor, ms, sesion, tabla, type Tabla } from '../comun';

/**
 * GET /api/afiliados/me/certificados con 24 y con 120 cortes por afiliado (10 años), lado a lado: la lista
 * se guarda en memoria detrás de la versión de los datos, así que crece en bytes pero no en trabajo.
 */
export async function medirCertificadosPorCortes(o: {
  pg: string;
  puerto: number;
  afiliados: number;
  segundos: number;
  conexiones: number[];
}): Promise<Tabla> {
  const t = tabla(`GET /api/afiliados/me/certificados, ${o.afiliados} afiliados: 24 frente a 120 cortes`, [
    ['Cortes', true],
    ['Bytes', true],
    ['conexiones', true],
    ['req/s', true],
    ['p99 (ms)', true],
    ['req/s frente a 24 cortes', true],
  ]);
  const base24: Record<number, number> = {};
  for (const cortes of [24, 120]) {
    const s = await iniciarServidor({ puerto: o.puerto, afiliados: o.afiliados, cortes, pg: o.pg });
    try {
      console.log(`\n[certificados, ${cortes} cortes] sembrados en ${s.sembrado_s.toFixed(1)} s`);
      const cabeceras = await sesion(s.base, CUENTA_AFILIADO);
      const url = `${s.base}/api/afiliados/me/certificados`;
      const bytes = (await (await fetch(url, { headers: cabeceras })).arrayBuffer()).byteLength;
      await autocannon({ url, connections: 10, duration: 2, headers: cabeceras });
      for (const conexiones of o.conexiones) {
        const m = await autocannon({ url, connections: conexiones, duration: o.segundos, headers: cabeceras });
        if (m.non2xx + m.errors > 0) throw new Error(`certificados: ${m.non2xx} no 2xx, ${m.errors} errores`);
        if (cortes === 24) base24[conexiones] = m.requests.average;
        const razon = cortes === 24 ? '' : `${((m.requests.average / base24[conexiones]!) * 100).toFixed(0)} %`;
        t.filas.push([
          String(cortes),
          String(bytes),
          String(conexiones),
          m.requests.average.toFixed(0),
          ms(m.latency.p99),
          razon,
        ]);
      }
    } finally {
      await s.detener();
    }
  }
  // El trabajo del servidor sin red ni cliente: app.inject en este proceso, PGlite en memoria.
  t.notas.push(
    'Trabajo del servidor por petición (app.inject en el proceso del benchmark, PGlite, 30 afiliados, 3.000 seguidas):',
  );
  for (const cortes of [24, 120]) {
    const config = leerConfig({
      ...process.env,
      DATABASE_URL: '',
      DB_EN_MEMORIA: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fondo-bench-cert-')),
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
    });
    const base = await abrirBaseDeDatos(config);
    await sembrarDemo(base.db, { afiliados: 30, cortes });
    const app = await buildApp({ config, db: base.db });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${CUENTA_AFILIADO.usuario}&password=${CUENTA_AFILIADO.clave}`,
      });
      const token = login.json<{ access_token: string }>().access_token;
      const pedir = () =>
        app.inject({
          method: 'GET',
          url: '/api/afiliados/me/certificados',
          headers: { authorization: `bearer ${token}` },
        });
      for (let i = 0; i < 500; i++) await pedir();
      const t0 = performance.now();
      for (let i = 0; i < 3000; i++) await pedir();
      t.notas.push(`- ${cortes} cortes: ${(((performance.now() - t0) / 3000) * 1000).toFixed(0)} µs por petición`);
    } finally {
      await app.close();
      await base.cerrar();
    }
  }
  return t;
}
