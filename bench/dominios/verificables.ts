// Parte `verificables` (--solo verificables): CPU del estado de cuenta y del
// certificado con su QR, dibujados en este proceso con la API construida (p50 y p99 de CPU por
// documento), y la verificación pública de un código por HTTP a 10 y 64 conexiones: la operación JSON
// que llama la página y la página misma (index.html de la shell).
import autocannon from 'autocannon';
import { generarCertificadoPdf, generarEstadoCuentaPdf } from '../api';
import { CUENTA_AFILIADO, ms, percentil, sesion, tabla, type Servidor, type Tabla } from '../comun';

const FONDO = { nombre: 'Fondo de Empleados del Personal Escolar', nit: '900.123.456-7' };
const CODIGO = 'K7QM-2XPD-9HTR-WB4C';
const URL_VERIFICAR = `https://portal.fondo.co/verificar/${CODIGO}`;
const EMITIDO = new Date('2026-11-22T15:00:00Z');
const AFILIADO = { nombres: 'María José', apellidos: 'Núñez Peña', documento: '52123456', documento_tipo: 'CC' };

const estadoCuenta = {
  etiqueta: 'Estado de cuenta a 31/10/2026',
  codigo: CODIGO,
  urlVerificacion: URL_VERIFICAR,
  emitido: EMITIDO,
  fondo: FONDO,
  afiliado: AFILIADO,
  corte: '2026-10-31',
  anterior: '2026-09-30',
  ahorros: [
    { nombre: 'Ahorro Permanente', actual: '49415000.00', anterior: '48788400.00', cambio: '626600.00' },
    { nombre: 'Ahorro Programado', actual: '1500000.00', anterior: '1350000.00', cambio: '150000.00' },
    { nombre: 'Aportes Sociales', actual: '8234400.00', anterior: '8104400.00', cambio: '130000.00' },
    { nombre: 'Revalorizacion', actual: '1075200.00', anterior: '1075200.00', cambio: '0.00' },
  ],
  totalesAhorro: { actual: '60224600.00', anterior: '59318000.00', cambio: '906600.00' },
  creditos: [
    {
      tipo: 'Libre Inversión',
      numero: 'A-1',
      desembolso: '2024-10-15',
      valor_credito: '25000000.00',
      valor_cuota: '812345.67',
      cuotas_pagadas: 24,
      cuotas: 48,
      saldo: '14233000.10',
    },
    {
      tipo: 'Crédito de Prima',
      numero: 'P-7',
      desembolso: '2026-06-20',
      valor_credito: '3000000.00',
      valor_cuota: '540000.00',
      cuotas_pagadas: 1,
      cuotas: 6,
      saldo: '2600000.00',
    },
  ],
  totalesCredito: { saldo: '16833000.10', cuota: '1352345.67' },
};

const certificado = {
  tipo: 'saldos' as const,
  etiqueta: 'Certificado de saldos a 31/10/2026',
  codigo: CODIGO,
  urlVerificacion: URL_VERIFICAR,
  emitido: EMITIDO,
  fondo: FONDO,
  ciudad: 'Bogotá D.C.',
  afiliado: {
    ...AFILIADO,
    genero: 'Femenino',
    tipo_afiliado: 'Docente',
    afiliacion: '2015-03-16',
    retiro: null,
    cargo: null,
    lugar_trabajo: null,
  },
  corte: '2026-10-31',
  aportes: estadoCuenta.ahorros.map((a) => ({ nombre: a.nombre, total: a.actual })),
  creditos: estadoCuenta.creditos.map((c) => ({ ...c, intereses: null })),
  totalAportes: '60224600.00',
  totalCreditos: '16833000.10',
  totalIntereses: null,
};

/** CPU por documento: `repeticiones` seguidos tras 20 de calentamiento. */
export async function medirPdfsVerificables(o: { repeticiones: number }): Promise<Tabla> {
  const t = tabla(`PDF verificables (QR y enlace) en este proceso (${o.repeticiones} documentos cada uno)`, [
    ['Documento', false],
    ['KiB', true],
    ['CPU p50 (ms)', true],
    ['CPU p99 (ms)', true],
  ]);
  const casos: [string, () => Promise<Buffer>][] = [
    ['Estado de cuenta (4 ahorros, 2 créditos)', () => generarEstadoCuentaPdf(estadoCuenta)],
    ['Certificado de saldos', () => generarCertificadoPdf(certificado)],
  ];
  for (const [nombre, generar] of casos) {
    for (let i = 0; i < 20; i++) await generar();
    const cpu: number[] = [];
    let pdf: Buffer | null = null;
    for (let i = 0; i < o.repeticiones; i++) {
      const antes = process.cpuUsage();
      pdf = await generar();
      const d = process.cpuUsage(antes);
      cpu.push((d.user + d.system) / 1000);
    }
    if (!pdf) throw new Error('verificables: sin documentos');
    t.filas.push([nombre, (pdf.byteLength / 1024).toFixed(0), ms(percentil(cpu, 50)), ms(percentil(cpu, 99))]);
  }
  t.notas.push('CPU del proceso durante cada documento: incluye el recolector de basura que caiga en él.');
  t.notas.push('El plan de pagos en PDF lo mide la parte plan-pagos.');
  return t;
}

/**
 * Verificación pública: un certificado emitido de verdad (su código sale de la anotación de enlace del
 * PDF), luego GET /api/certificados/verificar/{codigo} y GET /verificar/{codigo} (la página) sin sesión.
 */
export async function medirVerificacion(
  servidor: Servidor,
  o: { segundos: number; conexiones: number[] },
): Promise<Tabla> {
  const t = tabla('Verificación pública de un código (sin sesión)', [
    ['Ruta', false],
    ['conexiones', true],
    ['req/s', true],
    ['p50 (ms)', true],
    ['p99 (ms)', true],
  ]);
  const cabeceras = await sesion(servidor.base, CUENTA_AFILIADO);
  const r = await fetch(`${servidor.base}/api/afiliados/me/certificado?tipo_certificado=afiliacion`, {
    headers: cabeceras,
  });
  if (!r.ok) throw new Error(`verificables: certificado ${r.status}`);
  const pdf = Buffer.from(await r.arrayBuffer()).toString('latin1');
  const codigo = /\/URI \(http[^)]*\/verificar\/([A-Z2-9-]{19})\)/.exec(pdf)?.[1];
  if (!codigo) throw new Error('verificables: el PDF no trae el enlace de verificación');
  const rutas = [`/api/certificados/verificar/${codigo}`, `/verificar/${codigo}`];
  for (const ruta of rutas) {
    const url = `${servidor.base}${ruta}`;
    await autocannon({ url, connections: 10, duration: 2 });
    for (const conexiones of o.conexiones) {
      const m = await autocannon({ url, connections: conexiones, duration: o.segundos });
      if (m.non2xx + m.errors > 0) throw new Error(`verificables ${ruta}: ${m.non2xx} no 2xx, ${m.errors} errores`);
      t.filas.push([
        ruta.replace(codigo, '{codigo}'),
        String(conexiones),
        m.requests.average.toFixed(0),
        ms(m.latency.p50),
        ms(m.latency.p99),
      ]);
    }
  }
  return t;
}
