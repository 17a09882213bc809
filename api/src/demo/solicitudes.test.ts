// Datos demo de solicitudes: tipos de crédito de cada clase, solicitudes en cada estado con sus
// archivos reales (PDF y PNG), que su afiliado (1000000001 incluido) abre por la API.
import { sql } from 'drizzle-orm';
import type { RespuestaSolicitudes, TipoCredito } from '@fondo/contrato';
import { crearAppDePrueba, iniciarSesion, pedir, type AppDePrueba } from '../../test/ayudantes.js';
import { textoDelPdf } from '../../test/pdf.js';
import { detectarClase } from '../archivos/clases.js';
import { consultar } from '../db/filas.js';
import { CLAVE_AFILIADO_DEMO, DOC_ACTUALIZADO } from './generar.js';
import { sembrarDemo } from './sembrar.js';

let prueba: AppDePrueba;

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  prueba.reloj.fijar(new Date('2026-11-22T15:00:00Z'));
  await sembrarDemo(prueba.db, { afiliados: 40, cortes: 3 });
});
afterAll(async () => {
  await prueba?.cerrar();
});

test('tipos de crédito: uno semestral, uno fuera del simulador, uno inactivo; los demás mensuales en el simulador', async () => {
  const token = await iniciarSesion(prueba.app, DOC_ACTUALIZADO, CLAVE_AFILIADO_DEMO);
  const tipos = (await pedir(prueba.app, 'GET', '/api/tipos-credito', token)).json<TipoCredito[]>();
  expect(tipos.filter((t) => t.periodicidad === 'semestral')).toHaveLength(1);
  expect(tipos.filter((t) => t.activo && !t.simulador).length).toBeGreaterThanOrEqual(1);
  expect(tipos.filter((t) => !t.activo)).toHaveLength(1);
  expect(tipos.filter((t) => t.activo && t.simulador && t.periodicidad === 'mensual').length).toBeGreaterThanOrEqual(3);
  for (const t of tipos) expect(t.plazo_minimo! <= t.plazo_maximo!).toBe(true);
});

test('solicitudes en cada estado, todas con sus archivos del tipo debido y de su afiliado', async () => {
  const filas = await consultar<{ estado: string; ok: boolean; clases: string; bytes: string }>(
    prueba.db,
    sql`
    select s.estado,
      (d.id_afiliado = s.id_afiliado and f.id_afiliado = s.id_afiliado and c.id_afiliado = s.id_afiliado
        and (not s.codeudor or k.id_afiliado = s.id_afiliado)) as ok,
      d.tipo_mime || ' ' || f.tipo_mime || ' ' || c.tipo_mime || ' ' || coalesce(k.tipo_mime, '-') as clases,
      encode(substring(d.contenido from 1 for 8), 'base64') || ' ' || encode(substring(f.contenido from 1 for 8), 'base64') as bytes
    from solicitud_credito s
    join archivo d on d.id_archivo = s.ultimo_desprendible
    join archivo f on f.id_archivo = s.firma
    join archivo c on c.id_archivo = s.carta_pagare
    left join archivo k on k.id_archivo = s.codeudor_cedula`,
  );
  const [conteo] = await consultar<{ total: number }>(
    prueba.db,
    sql`select count(*)::int as total from solicitud_credito`,
  );
  expect(filas.length).toBeGreaterThan(3);
  expect(filas).toHaveLength(conteo!.total);
  expect(new Set(filas.map((f) => f.estado))).toEqual(new Set(['PENDIENTE', 'APROBADA', 'NO APROBADA']));
  for (const f of filas) {
    expect(f.ok).toBe(true);
    expect(f.clases).toMatch(/^application\/pdf image\/png application\/pdf (application\/pdf|-)$/);
    const [pdf, png] = f.bytes.split(' ').map((b) => Buffer.from(b, 'base64'));
    expect([detectarClase(pdf!), detectarClase(png!)]).toEqual(['pdf', 'png']);
  }
});

test('1000000001 ve sus solicitudes y abre su carta y pagaré (un PDF con su nombre)', async () => {
  const token = await iniciarSesion(prueba.app, DOC_ACTUALIZADO, CLAVE_AFILIADO_DEMO);
  const lista = (
    await pedir(prueba.app, 'GET', '/api/afiliados/me/solicitudes-credito', token)
  ).json<RespuestaSolicitudes>();
  expect(lista.total).toBeGreaterThanOrEqual(2);
  const s = lista.filas[0]!;
  const r = await pedir(prueba.app, 'GET', `/api/archivos/${s.carta_pagare}`, token);
  expect(r.headers['content-type']).toBe('application/pdf');
  const texto = await textoDelPdf(r.rawPayload);
  expect(texto).toContain(s.afiliado_nombre);
  expect(texto).toContain(s.tipo_credito_nombre);
  const firma = await pedir(prueba.app, 'GET', `/api/archivos/${s.firma}`, token);
  expect(firma.headers['content-type']).toBe('image/png');
});
