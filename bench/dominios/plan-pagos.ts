// Parte `plan-pagos` (--solo plan-pagos): CPU del PDF del plan de pagos de un crédito,
// dibujado en este proceso con la API construida (sin red ni base de datos): p50 y p99 de CPU por
// documento (process.cpuUsage, usuario + sistema) para un plan de 12, 36 y 120 cuotas.
import { planDePagos, totalesPlan, type PlanPagos } from '@fondo/contrato';
import { generarPlanPagosPdf } from '../api';
import { ms, percentil, tabla, type Tabla } from '../comun';

function plan(cuotas: number): PlanPagos {
  const credito = {
    saldo: 25_000_000.55,
    tasa: 0.0125,
    valor_cuota: 0,
    cuotas_pendientes: cuotas,
    periodicidad: 'mensual' as const,
  };
  // la cuota fija que salda el crédito en `cuotas` meses
  const i = credito.tasa;
  credito.valor_cuota = Math.round(((credito.saldo * i) / (1 - (1 + i) ** -cuotas)) * 100) / 100;
  const filas = planDePagos(credito, '2026-01-31');
  return {
    credito: {
      id_credito: 1,
      numero: 'A-1',
      tipo: 'Libre Inversión',
      periodicidad: 'mensual',
      tasa: credito.tasa,
      valor_cuota: credito.valor_cuota,
      cuotas_pendientes: cuotas,
    },
    corte: { id_corte: 1, corte: '2026-01-31' },
    saldo_corte: credito.saldo,
    cuotas: filas,
    totales: totalesPlan(filas),
  };
}

/** CPU por PDF del plan de pagos: `repeticiones` documentos seguidos por tamaño, tras 20 de calentamiento. */
export async function medirPlanPagos(o: { repeticiones: number }): Promise<Tabla> {
  const t = tabla(`PDF del plan de pagos en este proceso (${o.repeticiones} documentos por tamaño)`, [
    ['Cuotas', true],
    ['Páginas', true],
    ['KiB', true],
    ['CPU p50 (ms)', true],
    ['CPU p99 (ms)', true],
  ]);
  for (const cuotas of [12, 36, 120]) {
    const datos = {
      plan: plan(cuotas),
      afiliado: { nombres: 'María José', apellidos: 'Núñez Peña', documento: '52123456' },
      fondo: { nombre: 'Fondo de Empleados del Personal Escolar', nit: '900.123.456-7' },
      emitido: new Date('2026-11-22T15:00:00Z'),
    };
    for (let i = 0; i < 20; i++) await generarPlanPagosPdf(datos);
    const cpu: number[] = [];
    let pdf: Buffer | null = null;
    for (let i = 0; i < o.repeticiones; i++) {
      const antes = process.cpuUsage();
      pdf = await generarPlanPagosPdf(datos);
      const d = process.cpuUsage(antes);
      cpu.push((d.user + d.system) / 1000);
    }
    if (!pdf) throw new Error('plan-pagos: sin documentos');
    const paginas = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
    t.filas.push([
      String(cuotas),
      String(paginas),
      (pdf.byteLength / 1024).toFixed(0),
      ms(percentil(cpu, 50)),
      ms(percentil(cpu, 99)),
    ]);
  }
  t.notas.push('CPU del proceso durante cada documento: incluye el recolector de basura que caiga en él.');
  return t;
}
