// Datos demo en memoria: deterministas y coherentes (sin base de datos).
import {
  DOC_ACTUALIZADO,
  DOC_ADMIN,
  DOC_CAMBIO_CLAVE,
  DOC_SIN_ACTUALIZAR,
  amortizar,
  documentosDemo,
  generarDatosDemo,
  type DatosDemo,
} from './generar.js';

const centavos = (s: string): bigint => {
  const [e = '0', d = ''] = s.split('.');
  return BigInt(e) * 100n + BigInt((d + '00').slice(0, 2));
};

let datos: DatosDemo;
beforeAll(() => {
  datos = generarDatosDemo();
});

describe('generarDatosDemo', () => {
  test('determinista: la misma semilla da exactamente los mismos datos', () => {
    expect(generarDatosDemo()).toEqual(datos);
    expect(generarDatosDemo({ afiliados: 50, cortes: 6 })).toEqual(generarDatosDemo({ afiliados: 50, cortes: 6 }));
    expect(documentosDemo(200)).toEqual(datos.afiliados.map((a) => a.documento));
  });

  test('200 afiliados y 24 cortes de fin de mes hasta el 31/10/2026, con dos diciembres', () => {
    expect(datos.afiliados).toHaveLength(200);
    expect(new Set(datos.afiliados.map((a) => a.documento)).size).toBe(200);
    expect(datos.cortes).toHaveLength(24);
    expect(datos.cortes[0]).toBe('2024-11-30');
    expect(datos.cortes[23]).toBe('2026-10-31');
    expect(datos.cortes).toEqual(expect.arrayContaining(['2024-12-31', '2025-12-31', '2026-02-28']));
    const escala = generarDatosDemo({ afiliados: 12, cortes: 3 });
    expect(escala.afiliados).toHaveLength(12);
    expect(escala.cortes).toEqual(['2026-08-31', '2026-09-30', '2026-10-31']);
  });

  test('las cuatro cuentas fijas', () => {
    const [admin, actualizado, sinActualizar, cambio] = datos.afiliados;
    expect([admin?.documento, actualizado?.documento, sinActualizar?.documento, cambio?.documento]).toEqual([
      DOC_ADMIN,
      DOC_ACTUALIZADO,
      DOC_SIN_ACTUALIZAR,
      DOC_CAMBIO_CLAVE,
    ]);
    expect(admin).toMatchObject({ superadmin: true, clave: 'Admin2026' });
    expect(actualizado).toMatchObject({
      superadmin: false,
      clave: 'Afiliado2026',
      cambio_password: false,
      retiro: null,
    });
    expect(actualizado?.ultima_actualizacion).not.toBeNull();
    expect(sinActualizar).toMatchObject({ ultima_actualizacion: null, clave: 'Afiliado2026' });
    expect(cambio).toMatchObject({ cambio_password: true, clave: 'Afiliado2026' });
    expect(cambio?.ultima_actualizacion).not.toBeNull();
    expect(datos.afiliados.filter((a) => a.superadmin)).toHaveLength(1);
    // 1000000001: aportes en diciembre, créditos vigentes al último corte, grupo familiar, solicitudes y mensajes.
    const diciembre = datos.cortes.indexOf('2025-12-31');
    expect(datos.aportes.some((a) => a.afiliado === 1 && a.corte === diciembre)).toBe(true);
    expect(
      datos.creditos.filter((c) => c.afiliado === 1 && c.corte === 23 && c.estado_credito !== 'CANCELADO').length,
    ).toBeGreaterThanOrEqual(2);
    expect(datos.familiares.filter((f) => f.afiliado === 1).length).toBeGreaterThanOrEqual(3);
    expect(datos.solicitudes.some((s) => s.afiliado === 1)).toBe(true);
    expect(datos.mensajes.some((m) => m.afiliado === 1 && m.padre !== null)).toBe(true);
  });

  test('afiliados verosímiles: tipos, sedes, salarios de 1 a 8 mínimos, ahorro permanente 5-10 %', () => {
    const tipos = new Set(datos.afiliados.map((a) => a.tipo_afiliado));
    expect([...tipos].sort()).toEqual(['Administrativo', 'Docente', 'Servicios Generales']);
    expect(new Set(datos.afiliados.map((a) => a.lugar_trabajo))).toEqual(new Set(['Sede 170', 'Sede Campestre']));
    for (const a of datos.afiliados) {
      const salario = Number(a.salario);
      expect(salario).toBeGreaterThanOrEqual(1_423_500);
      expect(salario).toBeLessThanOrEqual(8 * 1_423_500);
      const pct = Number(a.ahorro_permanente) / salario;
      expect(pct).toBeGreaterThan(0.049);
      expect(pct).toBeLessThan(0.101);
      expect(a.email).toMatch(/^[a-z.]+\d+@example\.(com|org|net)$/);
    }
    const porAfiliado = new Map<number, number>();
    for (const f of datos.familiares) porAfiliado.set(f.afiliado, (porAfiliado.get(f.afiliado) ?? 0) + 1);
    expect(Math.max(...porAfiliado.values())).toBeLessThanOrEqual(6);
  });

  test('aportes: totales acumulados coherentes y algunas Revalorizacion en cero', () => {
    const permanente = new Map<number, bigint>();
    for (const a of datos.aportes) {
      if (a.tipo !== 0) continue;
      const total = centavos(a.total);
      expect(total).toBeGreaterThanOrEqual(permanente.get(a.afiliado) ?? 0n);
      permanente.set(a.afiliado, total);
    }
    expect(datos.aportes.some((a) => a.tipo === 3 && a.total === '0.00')).toBe(true);
    expect(datos.aportes.some((a) => a.tipo === 3 && a.total !== '0.00')).toBe(true);
    expect(datos.tiposAporte.map((t) => [t.nombre, t.orden])).toEqual([
      ['Ahorro Permanente', 1],
      ['Ahorro Programado', 2],
      ['Aportes Sociales', 3],
      ['Revalorizacion', 4],
    ]);
  });

  test('créditos: amortización consistente corte a corte y los tres estados', () => {
    const porCredito = new Map<string, typeof datos.creditos>();
    for (const c of datos.creditos) {
      const lista = porCredito.get(c.numero) ?? [];
      lista.push(c);
      porCredito.set(c.numero, lista);
    }
    for (const filas of porCredito.values()) {
      let anterior: (typeof filas)[number] | undefined;
      for (const f of filas) {
        expect(f.cuotas_pagadas + f.cuotas_pendientes).toBe(f.cuotas);
        expect(centavos(f.saldo)).toBeLessThanOrEqual(centavos(f.valor_credito));
        if (f.estado_credito === 'CANCELADO') expect(f.saldo).toBe('0.00');
        if (anterior) {
          expect(f.corte).toBeGreaterThan(anterior.corte);
          expect(centavos(f.saldo)).toBeLessThanOrEqual(centavos(anterior.saldo));
          expect(f.cuotas_pagadas).toBeGreaterThanOrEqual(anterior.cuotas_pagadas);
          expect(anterior.estado_credito).not.toBe('CANCELADO');
        }
        anterior = f;
      }
    }
    const estados = new Set(datos.creditos.map((c) => c.estado_credito));
    expect(estados).toEqual(new Set(['AL DIA', 'EN MORA', 'CANCELADO']));
    expect(datos.creditos.some((c) => c.descuento_prima)).toBe(true);
    expect(datos.creditos.some((c) => c.descuento_ahorro)).toBe(true);
    const semestral = datos.tiposCredito.findIndex((t) => t.periodicidad === 'semestral');
    expect(datos.creditos.some((c) => c.tipo === semestral)).toBe(true);
    expect(datos.tiposCredito.some((t) => !t.activo)).toBe(true);
    expect(datos.tiposCredito.some((t) => t.simulador)).toBe(true);
  });

  test('solicitudes en cada estado y mensajes con respuesta', () => {
    expect(new Set(datos.solicitudes.map((s) => s.estado))).toEqual(new Set(['PENDIENTE', 'APROBADA', 'NO APROBADA']));
    for (const s of datos.solicitudes) expect(s.revisado_por === null).toBe(s.estado === 'PENDIENTE');
    expect(datos.mensajes.filter((m) => m.padre === null).length).toBeGreaterThanOrEqual(4);
    expect(datos.mensajes.some((m) => m.padre !== null)).toBe(true);
  });
});

describe('amortizar', () => {
  test('cuota fija y saldo que llega a cero', () => {
    const { cuota, saldos } = amortizar(100_000_000, 12, 0.0125);
    // $1,000,000.00 a 12 meses al 1,25 % mensual: cuota $90,258.31 (P·i / (1 - (1+i)^-n)).
    expect(cuota).toBe(9_025_831);
    expect(saldos).toHaveLength(13);
    expect(saldos[0]).toBe(100_000_000);
    expect(saldos[12]).toBe(0);
    // Primera cuota: interés $12,500.00, abono a capital $77,758.31.
    expect(saldos[1]).toBe(100_000_000 - (9_025_831 - 1_250_000));
  });

  test('tasa cero: capital entre cuotas', () => {
    expect(amortizar(90_000, 3, 0)).toEqual({ cuota: 30_000, saldos: [90_000, 60_000, 30_000, 0] });
  });
});
