// Productos demo: aportes y créditos de cada afiliado en la ventana de cortes.
import { SALARIO_MINIMO, tasaDelPeriodo } from '@fondo/contrato';
import { anioDe, diaDelMes, finDeMes, mesAbsoluto, mesDelAnio } from './fechas.js';
import type { AfiliadoDemo, AporteDemo, CreditoDemo, PlanCredito, Perfil, ContextoDemo } from './tipos.js';
import {
  MES_ULTIMO_CORTE,
  TIPOS_CREDITO,
  AP_PERMANENTE,
  AP_PROGRAMADO,
  AP_SOCIALES,
  AP_REVALORIZACION,
  TC_LIBRE,
  TC_EDUCATIVO,
  TC_CALAMIDAD,
  TC_CARTERA,
  TC_PRIMA,
  TC_VIVIENDA,
  TC_ANTICIPO,
  pesos,
  redondear,
  amortizar,
} from './reglas.js';

// Un afiliado tiene filas en un corte si ya estaba afiliado y aún no se había retirado.
const activo = (p: Perfil, mes: number): boolean =>
  p.afiliacionMes <= mes && (p.retiroMes === null || mes < p.retiroMes);
// Las cuotas suben cada enero con el salario (~7 % anual).
const alAnio = (cuota: number, mes: number): number => redondear(cuota / 1.07 ** (2026 - anioDe(mes)), 100);

/** Aportes: una fila por corte y tipo mientras el afiliado está activo (saldos acumulados). */
export function generarAportes(contexto: ContextoDemo, perfiles: Perfil[]): AporteDemo[] {
  const { totalCortes, mesPrimerCorte } = contexto;

  const aportes: AporteDemo[] = [];
  perfiles.forEach((p, i) => {
    let permanente = 0;
    let sociales = 0;
    let programado = 0;
    let revalorizacion = 0;
    let empezo = false;
    for (let c = 0; c < totalCortes; c++) {
      const mes = mesPrimerCorte + c;
      if (!activo(p, mes)) continue;
      const cPerm = alAnio(p.cuotaPermanente, mes) * 100;
      const cSoc = alAnio(p.cuotaSociales, mes) * 100;
      const cProg = alAnio(p.cuotaProgramado, mes) * 100;
      if (!empezo) {
        // Saldo acumulado antes del primer corte de la ventana (cuotas históricas algo menores).
        const mesesPrevios = Math.max(0, mes - p.afiliacionMes);
        permanente = Math.round(mesesPrevios * cPerm * 0.8);
        sociales = Math.round(mesesPrevios * cSoc * 0.8);
        revalorizacion =
          mesesPrevios >= 12 ? Math.round(sociales * 0.035 * Math.min(8, Math.floor(mesesPrevios / 12)) * 0.5) : 0;
        programado = cProg * Math.min(mesesPrevios, mesDelAnio(mes) - 1);
        empezo = true;
      }
      permanente += cPerm;
      sociales += cSoc;
      const m = mesDelAnio(mes);
      // El ahorro programado se acumula de enero a noviembre y se entrega en diciembre.
      programado = m === 12 ? 0 : m === 1 ? cProg : programado + cProg;
      // Revalorización de aportes sociales: se abona en el corte de diciembre.
      if (m === 12 && p.afiliacionMes < mes - 1) revalorizacion += Math.round(sociales * 0.035);
      aportes.push({ afiliado: i, corte: c, tipo: AP_PERMANENTE, total: pesos(permanente), cuota: pesos(cPerm) });
      if (p.cuotaProgramado > 0)
        aportes.push({ afiliado: i, corte: c, tipo: AP_PROGRAMADO, total: pesos(programado), cuota: pesos(cProg) });
      aportes.push({ afiliado: i, corte: c, tipo: AP_SOCIALES, total: pesos(sociales), cuota: pesos(cSoc) });
      aportes.push({ afiliado: i, corte: c, tipo: AP_REVALORIZACION, total: pesos(revalorizacion), cuota: pesos(0) });
    }
  });

  return aportes;
}

/** Créditos: un plan de amortización por crédito, y una fila por corte mientras está vivo. */
export function generarCreditos(contexto: ContextoDemo, afiliados: AfiliadoDemo[], perfiles: Perfil[]): CreditoDemo[] {
  const { azar, totalCortes, mesPrimerCorte } = contexto;
  // Créditos: un plan de amortización por crédito, y una fila por corte mientras está vivo.
  const planes: PlanCredito[] = [];
  let consecutivo = 0;
  const nuevoPlan = (
    i: number,
    tipo: number,
    capitalPesos: number,
    cuotas: number,
    mesDesembolso: number,
    extra: { prima?: boolean; ahorro?: boolean; mora?: [number, number, number | null] | null } = {},
  ): void => {
    const tc = TIPOS_CREDITO[tipo];
    if (!tc) return;
    const periodo = tc.periodicidad === 'semestral' ? 6 : 1;
    let mesInicio = mesDesembolso + 1;
    if (periodo === 6) while (mesDelAnio(mesInicio) !== 6 && mesDelAnio(mesInicio) !== 12) mesInicio++;
    const tasaPeriodo = tasaDelPeriodo(Number(tc.tasa), tc.periodicidad);
    const capital = capitalPesos * 100;
    const { cuota, saldos } = amortizar(capital, cuotas, tasaPeriodo);
    consecutivo++;
    planes.push({
      afiliado: i,
      tipo,
      numero: `${anioDe(mesDesembolso)}${String(consecutivo).padStart(5, '0')}`,
      capital,
      cuotas,
      periodo,
      mesDesembolso,
      desembolso: diaDelMes(mesDesembolso, 5 + ((consecutivo * 7) % 20)),
      mesInicio,
      cuota,
      saldos,
      prima: extra.prima ?? false,
      ahorro: extra.ahorro ?? false,
      moraDesde: extra.mora?.[0] ?? null,
      moraMaxima: extra.mora?.[1] ?? 0,
      moraHasta: extra.mora?.[2] ?? null,
    });
  };

  perfiles.forEach((p, i) => {
    const salario = Number(afiliados[i]?.salario ?? SALARIO_MINIMO);
    if (i === 1) {
      // Cuenta demo con datos: dos créditos vigentes y uno cancelado dentro de la ventana.
      nuevoPlan(i, TC_LIBRE, 15_000_000, 36, Math.max(mesPrimerCorte, mesAbsoluto(2025, 3)), { prima: true });
      nuevoPlan(i, TC_EDUCATIVO, 4_000_000, 12, Math.max(mesPrimerCorte, mesAbsoluto(2026, 2)), { ahorro: true });
      nuevoPlan(i, TC_CALAMIDAD, 2_000_000, 6, Math.max(mesPrimerCorte, mesAbsoluto(2025, 1)));
      return;
    }
    if (i === 0) {
      nuevoPlan(i, TC_PRIMA, 3_000_000, 4, Math.max(mesPrimerCorte, mesAbsoluto(2025, 8)), { prima: true });
      return;
    }
    const cuantos = azar.ponderado([
      [0, 35],
      [1, 35],
      [2, 20],
      [3, 10],
    ]);
    for (let k = 0; k < cuantos; k++) {
      const tipo = azar.ponderado([
        [TC_LIBRE, 40],
        [TC_EDUCATIVO, 12],
        [TC_CALAMIDAD, 8],
        [TC_CARTERA, 12],
        [TC_PRIMA, 12],
        [TC_VIVIENDA, 6],
        [TC_ANTICIPO, 10],
      ]);
      const rango: Record<number, [number, number, readonly number[]]> = {
        [TC_LIBRE]: [2_000_000, Math.min(40_000_000, salario * 10), [12, 18, 24, 36, 48, 60]],
        [TC_EDUCATIVO]: [1_000_000, 12_000_000, [6, 12, 18, 24]],
        [TC_CALAMIDAD]: [500_000, 5_000_000, [6, 12]],
        [TC_CARTERA]: [5_000_000, Math.min(50_000_000, salario * 14), [24, 36, 48, 60, 72]],
        [TC_PRIMA]: [1_000_000, Math.min(8_000_000, salario * 2), [2, 3, 4, 6]],
        [TC_VIVIENDA]: [30_000_000, 90_000_000, [84, 96, 120]],
        [TC_ANTICIPO]: [300_000, Math.min(2_000_000, salario * 0.8), [1, 2, 3]],
      };
      const [min, max, plazos] = rango[tipo] ?? [1_000_000, 5_000_000, [12]];
      const capital = redondear(min + azar.siguiente() * Math.max(0, max - min), 100_000) || min;
      const cuotas = azar.elegir(plazos);
      const periodo = TIPOS_CREDITO[tipo]?.periodicidad === 'semestral' ? 6 : 1;
      // Desembolso tal que el crédito esté vivo en algún corte de la ventana.
      const desde = Math.max(p.afiliacionMes, mesPrimerCorte - cuotas * periodo + 1);
      const hasta = Math.min(MES_ULTIMO_CORTE, (p.retiroMes ?? MES_ULTIMO_CORTE + 1) - 1);
      if (desde > hasta) continue;
      const mesDesembolso = azar.entero(desde, hasta);
      // Algunos créditos se atrasan 1 a 3 cuotas; la mayoría se pone al día meses después.
      const inicioMora = azar.entero(mesDesembolso + 2, mesDesembolso + 2 + cuotas);
      const mora: [number, number, number | null] | null =
        periodo === 1 && cuotas > 3 && azar.probabilidad(0.12)
          ? [inicioMora, azar.entero(1, 3), azar.probabilidad(0.6) ? inicioMora + azar.entero(3, 10) : null]
          : null;
      nuevoPlan(i, tipo, capital, cuotas, mesDesembolso, {
        prima: azar.probabilidad(0.2),
        ahorro: azar.probabilidad(0.12),
        mora,
      });
    }
  });

  const creditos: CreditoDemo[] = [];
  for (const plan of planes) {
    const perfil = perfiles[plan.afiliado];
    const tc = TIPOS_CREDITO[plan.tipo];
    if (!perfil || !tc) continue;
    let cancelado = false;
    let pagadasAntes = 0;
    for (let c = 0; c < totalCortes && !cancelado; c++) {
      const mes = mesPrimerCorte + c;
      if (mes < plan.mesDesembolso) continue;
      const vencidas =
        mes < plan.mesInicio ? 0 : Math.min(plan.cuotas, Math.floor((mes - plan.mesInicio) / plan.periodo) + 1);
      const enMora =
        plan.moraDesde !== null && mes >= plan.moraDesde && (plan.moraHasta === null || mes < plan.moraHasta);
      const atraso = enMora && plan.moraDesde !== null ? Math.min(plan.moraMaxima, mes - plan.moraDesde + 1) : 0;
      // Lo pagado nunca retrocede: el atraso solo frena los pagos.
      const pagadas = Math.max(pagadasAntes, vencidas - atraso);
      pagadasAntes = pagadas;
      cancelado = pagadas === plan.cuotas;
      if (!activo(perfil, mes)) continue;
      creditos.push({
        afiliado: plan.afiliado,
        corte: c,
        tipo: plan.tipo,
        numero: plan.numero,
        saldo: pesos(plan.saldos[pagadas] ?? 0),
        valor_credito: pesos(plan.capital),
        valor_cuota: pesos(plan.cuota),
        cuotas: plan.cuotas,
        cuotas_pagadas: pagadas,
        cuotas_pendientes: plan.cuotas - pagadas,
        desembolso: plan.desembolso,
        inicio_descuento: finDeMes(plan.mesInicio),
        terminacion: finDeMes(plan.mesInicio + (plan.cuotas - 1) * plan.periodo),
        tasa: tc.tasa,
        estado_credito: cancelado ? 'CANCELADO' : atraso > 0 && vencidas > pagadas ? 'EN MORA' : 'AL DIA',
        descuento_prima: plan.prima,
        descuento_ahorro: plan.ahorro,
      });
    }
  }

  return creditos;
}
