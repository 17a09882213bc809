import { cuotaDeLaSolicitud, cuotaSobreSalario, parteDelSalario, quienDelCambio, textoCambioEstado } from './posicion';
import { cuotaCredito } from './simulador';

test('la cuota de la solicitud es la del simulador con la tasa del tipo; sin valor o cuotas, 0', () => {
  const tipo = { tasa: 0.0125, periodicidad: 'mensual' as const };
  expect(cuotaDeLaSolicitud({ valor: 5_000_000, cuotas: 24 }, tipo)).toBe(
    cuotaCredito({ valor: 5_000_000, cuotas: 24, ...tipo }),
  );
  expect(cuotaDeLaSolicitud({ valor: 5_000_000, cuotas: 24 }, tipo)).toBe(242_433.24);
  expect(cuotaDeLaSolicitud({ valor: 1_200_000, cuotas: 12 }, { tasa: 0, periodicidad: 'mensual' })).toBe(100_000);
  expect(cuotaDeLaSolicitud({ valor: 0, cuotas: 12 }, tipo)).toBe(0);
  expect(cuotaDeLaSolicitud({ valor: 1000, cuotas: 0 }, tipo)).toBe(0);
});

test('parte del salario: fracción exacta con 4 decimales; sin salario o salario 0, null', () => {
  expect(parteDelSalario(250_000, 1_000_000)).toBe(0.25);
  // 0.1 + 0.2 en centavos: sin error de float
  expect(parteDelSalario(0.3, 1.2)).toBe(0.25);
  expect(parteDelSalario(333_333.33, 1_000_000)).toBe(0.3333);
  expect(parteDelSalario(100, null)).toBeNull();
  expect(parteDelSalario(100, 0)).toBeNull();
});

test('cuota sobre salario: la solicitud sola y con las cuotas mensuales vigentes', () => {
  expect(
    cuotaSobreSalario({
      salario: 4_000_000,
      cuota_solicitud: 500_000.1,
      periodicidad_solicitud: 'mensual',
      cuotas_vigentes: 299_999.9,
    }),
  ).toEqual({
    salario: 4_000_000,
    cuota_solicitud: 500_000.1,
    periodicidad_solicitud: 'mensual',
    cuotas_vigentes: 299_999.9,
    cuota_total: 800_000,
    parte_solicitud: 0.125,
    parte_total: 0.2,
  });
});

test('una solicitud semestral no suma a las cuotas mensuales ni se compara con el salario', () => {
  expect(
    cuotaSobreSalario({
      salario: 4_000_000,
      cuota_solicitud: 900_000,
      periodicidad_solicitud: 'semestral',
      cuotas_vigentes: 400_000,
    }),
  ).toMatchObject({ cuota_total: 400_000, parte_solicitud: null, parte_total: 0.1 });
});

test('sin salario: las cuotas se muestran, las partes no', () => {
  expect(
    cuotaSobreSalario({ salario: null, cuota_solicitud: 10, periodicidad_solicitud: 'mensual', cuotas_vigentes: 5 }),
  ).toMatchObject({ cuota_total: 15, parte_solicitud: null, parte_total: null });
});

test('historial: la radicación y los cambios; quién, o El fondo si no se da', () => {
  expect(textoCambioEstado({ estado_anterior: null, estado_nuevo: 'PENDIENTE' })).toBe('Radicada');
  expect(textoCambioEstado({ estado_anterior: 'PENDIENTE', estado_nuevo: 'NO APROBADA' })).toBe(
    'PENDIENTE → NO APROBADA',
  );
  expect(quienDelCambio({ quien: 'Ana Revisora' })).toBe('Ana Revisora');
  expect(quienDelCambio({ quien: null })).toBe('El fondo');
  expect(quienDelCambio({ quien: '  ' })).toBe('El fondo');
});
