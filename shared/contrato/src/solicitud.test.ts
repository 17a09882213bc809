import { MENSAJE_SOLICITUD_INCOMPLETA, mensajeSolicitudIncompleta, problemasSolicitudCredito } from './solicitud';

const completa = {
  id_tipo_credito: 2, valor: 5_000_000, destino: 'Vivienda', cuotas: 24, desde_mes: 3, descuento_ahorro: false,
  descuento_prima: true, numero_cuenta: '0012345', tipo_cuenta: 'Ahorros' as const, banco: 'Banco de Bogotá',
  codeudor: false, ultimo_desprendible: 10, firma: 11, carta_pagare: 12,
};
const tipo = { plazo_minimo: 6, plazo_maximo: 36 };

test('completa: sin problemas', () => {
  expect(problemasSolicitudCredito(completa, tipo)).toEqual([]);
});

test('requeridos de SPEC 5, en orden', () => {
  expect(problemasSolicitudCredito({})).toEqual([
    'Tipo de crédito', 'Valor', 'Destino', 'Cuotas', 'Desde el mes', 'Número de cuenta', 'Tipo de cuenta', 'Banco',
    'Último desprendible de pago', 'Firma y huella', 'Carta y pagaré firmados',
  ]);
  expect(problemasSolicitudCredito({ ...completa, destino: '  ', firma: null }, tipo)).toEqual(['Destino', 'Firma y huella']);
});

test('con codeudor: nombre, documento y copia del documento', () => {
  expect(problemasSolicitudCredito({ ...completa, codeudor: true }, tipo))
    .toEqual(['Nombre del codeudor', 'Documento del codeudor', 'Copia del documento del codeudor']);
  expect(problemasSolicitudCredito({
    ...completa, codeudor: true, codeudor_nombre: 'Luis', codeudor_documento: '79111222', codeudor_cedula: 13,
  }, tipo)).toEqual([]);
});

test('valor > 0, cuotas dentro del plazo del tipo, desde_mes de 1 a 12', () => {
  expect(problemasSolicitudCredito({ ...completa, valor: 0 }, tipo)).toEqual(['El valor debe ser mayor que 0']);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 5 }, tipo)).toEqual(['Las cuotas deben estar entre 6 y 36']);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 37 }, tipo)).toEqual(['Las cuotas deben estar entre 6 y 36']);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 36 }, tipo)).toEqual([]);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 120 }, { plazo_minimo: null, plazo_maximo: null })).toEqual([]);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 0 }, null)).toEqual(['Las cuotas deben ser al menos 1']);
  expect(problemasSolicitudCredito({ ...completa, desde_mes: 13 }, tipo)).toEqual(['El mes de inicio debe estar entre 1 y 12']);
  expect(problemasSolicitudCredito({ ...completa, desde_mes: 0 }, tipo)).toEqual(['El mes de inicio debe estar entre 1 y 12']);
});

test('texto del error', () => {
  expect(mensajeSolicitudIncompleta(['Destino', 'Banco'])).toBe(`${MENSAJE_SOLICITUD_INCOMPLETA} Destino, Banco`);
});

test('un tipo de crédito inactivo es un problema', () => {
  expect(problemasSolicitudCredito(completa, { ...tipo, activo: false })).toEqual(['El tipo de crédito no está activo']);
  expect(problemasSolicitudCredito(completa, { ...tipo, activo: true })).toEqual([]);
});
