// Constantes y reglas del generador demo: semilla, último corte, cuentas fijas, tipos de aporte y de
// crédito, dinero en centavos y la amortización (la del simulador del contrato).
import { cuotaCredito, tablaAmortizacion } from '@fondo/contrato';
import { Azar } from './azar.js';
import { mesAbsoluto } from './fechas.js';
import type { TipoAporteDemo, TipoCreditoDemo } from './tipos.js';

/** Último corte de los datos demo. */
export const MES_ULTIMO_CORTE = mesAbsoluto(2026, 10);
export const SEMILLA_DEMO = 20261122;

export const CLAVE_ADMIN_DEMO = 'Admin2026';
export const CLAVE_AFILIADO_DEMO = 'Afiliado2026';

export const TIPOS_APORTE: TipoAporteDemo[] = [
  // Cupo de crédito: los dos ahorros cuentan; aportes sociales y revalorización no.
  { nombre: 'Ahorro Permanente', orden: 1, cuenta_para_cupo: true },
  { nombre: 'Ahorro Programado', orden: 2, cuenta_para_cupo: true },
  { nombre: 'Aportes Sociales', orden: 3 },
  { nombre: 'Revalorizacion', orden: 4 },
];
export const AP_PERMANENTE = 0;
export const AP_PROGRAMADO = 1;
export const AP_SOCIALES = 2;
export const AP_REVALORIZACION = 3;

export const TIPOS_CREDITO: TipoCreditoDemo[] = [
  {
    nombre: 'Libre Inversión',
    descripcion: 'Crédito para cualquier destino, descontado por nómina.',
    activo: true,
    simulador: true,
    tasa: '0.012500',
    plazo_maximo: 60,
    plazo_minimo: 6,
    periodicidad: 'mensual',
    // Cupo: 3 veces el ahorro menos el saldo de todos los créditos; cuotas hasta el 50 % del salario.
    veces_ahorro: '3.00',
    cupo_por: 'todos',
  },
  {
    nombre: 'Educativo',
    descripcion: 'Matrículas y útiles del afiliado o su familia.',
    activo: true,
    simulador: true,
    tasa: '0.009000',
    plazo_maximo: 24,
    plazo_minimo: 3,
    periodicidad: 'mensual',
    // Cupo: 2 veces el ahorro menos el saldo de los educativos; cuotas hasta el 30 % del salario.
    veces_ahorro: '2.00',
    porcentaje_salario: '0.3000',
    cupo_por: 'tipo',
  },
  {
    nombre: 'Calamidad Doméstica',
    descripcion: 'Emergencias de salud, vivienda o fallecimiento de un familiar.',
    activo: true,
    simulador: true,
    tasa: '0.008000',
    plazo_maximo: 12,
    plazo_minimo: 1,
    periodicidad: 'mensual',
  },
  {
    nombre: 'Compra de Cartera',
    descripcion: 'Recoge deudas con otras entidades a una tasa menor.',
    activo: true,
    simulador: true,
    tasa: '0.011000',
    plazo_maximo: 72,
    plazo_minimo: 12,
    periodicidad: 'mensual',
  },
  {
    nombre: 'Crédito de Prima',
    descripcion: 'Se paga con las primas de junio y diciembre (cuotas semestrales).',
    activo: true,
    simulador: true,
    tasa: '0.010000',
    plazo_maximo: 6,
    plazo_minimo: 1,
    periodicidad: 'semestral',
  },
  {
    nombre: 'Vivienda',
    descripcion: 'Línea cerrada: solo se administran los créditos vigentes.',
    activo: false,
    simulador: false,
    tasa: '0.009500',
    plazo_maximo: 120,
    plazo_minimo: 60,
    periodicidad: 'mensual',
  },
  {
    nombre: 'Anticipo de Nómina',
    descripcion: 'Anticipo sin intereses, hasta tres cuotas.',
    activo: true,
    simulador: false,
    tasa: '0.000000',
    plazo_maximo: 3,
    plazo_minimo: 1,
    periodicidad: 'mensual',
  },
];
export const TC_LIBRE = 0;
export const TC_EDUCATIVO = 1;
export const TC_CALAMIDAD = 2;
export const TC_CARTERA = 3;
export const TC_PRIMA = 4;
export const TC_VIVIENDA = 5;
export const TC_ANTICIPO = 6;

/** Cuentas fijas de demostración (documento = usuario). */
export const DOC_ADMIN = '1000000000';
export const DOC_ACTUALIZADO = '1000000001';
export const DOC_SIN_ACTUALIZAR = '1000000002';
export const DOC_CAMBIO_CLAVE = '1000000003';

export const pesos = (centavos: number): string => {
  const c = Math.round(centavos);
  return `${Math.trunc(c / 100)}.${String(Math.abs(c % 100)).padStart(2, '0')}`;
};
export const redondear = (valor: number, paso: number): number => Math.round(valor / paso) * paso;

/**
 * Cuota fija de un crédito y saldos tras cada cuota pagada (centavos), con la tabla del simulador del
 * contrato (la misma fórmula que ve el afiliado). La última cuota ajusta el saldo.
 */
export function amortizar(capital: number, cuotas: number, tasaPeriodo: number): { cuota: number; saldos: number[] } {
  const simulacion = { valor: capital / 100, tasa: tasaPeriodo, cuotas, periodicidad: 'mensual' } as const;
  const centavos = (v: number) => Math.round(v * 100);
  const saldos = tablaAmortizacion(simulacion).map((f) => centavos(f.saldo));
  return { cuota: centavos(cuotaCredito(simulacion)), saldos: [capital, ...saldos] };
}

/** Documentos de los afiliados demo, en el orden en que se crean (los cuatro primeros son las cuentas fijas). */
export function documentosDemo(afiliados: number): string[] {
  const azar = new Azar(SEMILLA_DEMO ^ 0x5eed);
  const fijos = [DOC_ADMIN, DOC_ACTUALIZADO, DOC_SIN_ACTUALIZAR, DOC_CAMBIO_CLAVE];
  const usados = new Set(fijos);
  const docs = fijos.slice(0, Math.min(afiliados, fijos.length));
  while (docs.length < afiliados) {
    // Cédulas de Bogotá: 8 dígitos (51/52/79/80 millones) o 10 dígitos (1.010 a 1.033 millones).
    const doc = azar.probabilidad(0.55)
      ? `${azar.elegir(['51', '52', '53', '79', '80'])}${azar.digitos(6)}`
      : `10${String(azar.entero(10, 33))}${azar.digitos(6)}`;
    if (usados.has(doc)) continue;
    usados.add(doc);
    docs.push(doc);
  }
  return docs;
}
