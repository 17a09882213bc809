// Siembra demo a escala pequeña en una base real: conteos, integridad, las cuatro cuentas
// (entrando con su clave) y que sus productos y certificados responden.
import { sql } from 'drizzle-orm';
import type { CertificadoDisponible, RespuestaLogin, Resumen } from '@fondo/contrato';
import { crearAppDePrueba, encabezado, iniciarSesion, pedir, type AppDePrueba } from '../../test/ayudantes.js';
import { textoDelPdf } from '../../test/pdf.js';
import { consultar } from '../db/filas.js';
import { generarDatosDemo } from './generar.js';
import { AFILIADO_DEMO_CON_DATOS, CUENTAS_DEMO, sembrarDemo } from './sembrar.js';

// 80 afiliados: más de 5.000 filas de aportes, así se ejercita la carga sin índices secundarios.
const OPCIONES = { afiliados: 80, cortes: 24 };
let prueba: AppDePrueba;

const filas = <T>(consulta: ReturnType<typeof sql>): Promise<T[]> => consultar<T>(prueba.db, consulta);

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  prueba.reloj.fijar(new Date('2026-11-22T15:00:00Z'));
  await sembrarDemo(prueba.db, OPCIONES);
});
afterAll(async () => {
  await prueba?.cerrar();
});

test('inserta exactamente lo generado', async () => {
  const datos = generarDatosDemo(OPCIONES);
  expect(datos.aportes.length).toBeGreaterThan(5_000);
  const [conteos] = await filas<Record<string, number>>(sql`select
    (select count(*)::int from afiliado) as afiliado, (select count(*)::int from familiar) as familiar,
    (select count(*)::int from corte) as corte, (select count(*)::int from tipo_aporte) as tipo_aporte,
    (select count(*)::int from tipo_credito) as tipo_credito, (select count(*)::int from aporte) as aporte,
    (select count(*)::int from credito) as credito, (select count(*)::int from solicitud_credito) as solicitud,
    (select count(*)::int from mensaje) as mensaje`);
  expect(conteos).toEqual({
    afiliado: 80,
    familiar: datos.familiares.length,
    corte: 24,
    tipo_aporte: 4,
    tipo_credito: datos.tiposCredito.length,
    aporte: datos.aportes.length,
    credito: datos.creditos.length,
    solicitud: datos.solicitudes.length,
    mensaje: datos.mensajes.length,
  });
  // La suma de todos los aportes en la base es la de los datos generados, al centavo.
  const [suma] = await filas<{ total: string }>(sql`select sum(total)::text as total from aporte`);
  const esperado = datos.aportes.reduce((s, a) => s + BigInt(a.total.replace('.', '')), 0n);
  expect(suma?.total.replace('.', '')).toBe(esperado.toString());
});

test('cada solicitud demo tiene su historial: la radicación y, si fue revisada, su decisión', async () => {
  const datos = generarDatosDemo(OPCIONES);
  const revisadas = datos.solicitudes.filter((s) => s.estado !== 'PENDIENTE').length;
  const [h] = await filas<{ radicadas: number; decisiones: number; sin: number; distinto: number }>(sql`select
    (select count(*)::int from solicitud_estado_historial where estado_anterior is null) as radicadas,
    (select count(*)::int from solicitud_estado_historial where estado_anterior is not null) as decisiones,
    (select count(*)::int from solicitud_credito s
       where not exists (select 1 from solicitud_estado_historial h where h.id_solicitud = s.id_solicitud)) as sin,
    (select count(*)::int from solicitud_credito s where s.estado <> 'PENDIENTE' and not exists (
       select 1 from solicitud_estado_historial h where h.id_solicitud = s.id_solicitud and h.estado_nuevo = s.estado
         and h.observaciones is not distinct from s.observaciones and h.nombre_usuario is not null)) as distinto`);
  expect(h).toEqual({ radicadas: datos.solicitudes.length, decisiones: revisadas, sin: 0, distinto: 0 });
});

test('integridad referencial aunque la carga omita los disparadores', async () => {
  const [huerfanos] = await filas<Record<string, number>>(sql`select
    (select count(*)::int from aporte a where not exists (select 1 from afiliado x where x.id_afiliado = a.id_afiliado)
       or not exists (select 1 from corte x where x.id_corte = a.id_corte)
       or not exists (select 1 from tipo_aporte x where x.id_tipo_aporte = a.id_tipo_aporte)) as aporte,
    (select count(*)::int from credito r where not exists (select 1 from afiliado x where x.id_afiliado = r.id_afiliado)
       or not exists (select 1 from corte x where x.id_corte = r.id_corte)
       or not exists (select 1 from tipo_credito x where x.id_tipo_credito = r.id_tipo_credito)) as credito,
    (select count(*)::int from familiar f where not exists (select 1 from afiliado x where x.id_afiliado = f.id_afiliado)) as familiar,
    (select count(*)::int from mensaje m where m.id_mensaje_padre is not null
       and not exists (select 1 from mensaje x where x.id_mensaje = m.id_mensaje_padre)) as mensaje`);
  expect(huerfanos).toEqual({ aporte: 0, credito: 0, familiar: 0, mensaje: 0 });
  // Los índices secundarios quedaron como estaban.
  const indices = await filas<{ indexname: string }>(
    sql`select indexname from pg_indexes where tablename in ('aporte', 'credito') order by 1`,
  );
  expect(indices.map((i) => i.indexname)).toEqual(
    expect.arrayContaining([
      'aporte_afiliado_corte_cubre_idx',
      'aporte_corte_idx',
      'credito_afiliado_corte_cubre_idx',
      'credito_corte_idx',
    ]),
  );
});

test('las cuatro cuentas demo entran con su clave y tienen sus marcas', async () => {
  expect(CUENTAS_DEMO.map((c) => c.usuario)).toEqual(['1000000000', '1000000001', '1000000002', '1000000003']);
  const usuarios: Record<string, RespuestaLogin> = {};
  for (const cuenta of CUENTAS_DEMO) {
    const r = await prueba.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: cuenta.usuario, password: cuenta.clave }).toString(),
    });
    expect({ cuenta: cuenta.usuario, status: r.statusCode }).toEqual({ cuenta: cuenta.usuario, status: 200 });
    usuarios[cuenta.usuario] = r.json<RespuestaLogin>();
  }
  expect(usuarios['1000000000']?.roles).toContain('superadmin');
  expect(usuarios['1000000001']?.usuario.ultima_actualizacion).not.toBeNull();
  expect(usuarios['1000000002']?.usuario.ultima_actualizacion).toBeNull();
  expect(usuarios['1000000003']?.usuario.ultima_actualizacion).not.toBeNull();
  const resumen = await pedir(prueba.app, 'GET', '/api/afiliados/me/resumen', usuarios['1000000003']?.access_token);
  expect(resumen.json<Resumen>().cambio_password).toBe(true);
});

test('el afiliado demo con datos: resumen del 31/10/2026, certificados y un tributario con intereses', async () => {
  const token = await iniciarSesion(prueba.app, AFILIADO_DEMO_CON_DATOS.usuario, AFILIADO_DEMO_CON_DATOS.clave);
  const resumen = (await pedir(prueba.app, 'GET', '/api/afiliados/me/resumen', token)).json<Resumen>();
  expect(resumen.corte?.corte).toBe('2026-10-31');
  expect(resumen.aportes).toBeGreaterThan(1_000_000);
  expect(resumen.creditos).toBeGreaterThan(0);

  const certificados = (await pedir(prueba.app, 'GET', '/api/afiliados/me/certificados', token)).json<
    CertificadoDisponible[]
  >();
  expect(certificados.slice(0, 3).map((c) => c.etiqueta)).toEqual([
    'Certificado de afiliación',
    'Certificado tributario 2025',
    'Certificado tributario 2024',
  ]);
  expect(certificados.filter((c) => c.certificado === 'saldos')).toHaveLength(24);

  const tributario = certificados[1]!;
  const r = await prueba.app.inject({
    method: 'GET',
    url: `/api/afiliados/me/certificado?id_corte=${tributario.id_corte}&tipo_certificado=tributario`,
    headers: encabezado(token),
  });
  expect(r.statusCode).toBe(200);
  const texto = await textoDelPdf(r.rawPayload);
  expect(texto).toContain('CARLOS ANDRÉS GÓMEZ RESTREPO, identificado con C.C. No. 1.000.000.001');
  // Libre Inversión desembolsado en 2025: intereses derivables de las cuotas del año.
  expect(texto).toMatch(/Libre Inversión No\. \d+ \$[\d,]+\.\d\d \$[1-9][\d,]*\.\d\d/);
});

test('no se siembra dos veces: con afiliados en la base falla sin tocar nada', async () => {
  await expect(sembrarDemo(prueba.db, OPCIONES)).rejects.toThrow(
    'Los datos demo solo se cargan en una base de datos vacía',
  );
  const [n] = await filas<{ n: number }>(sql`select count(*)::int as n from afiliado`);
  expect(n?.n).toBe(80);
});
