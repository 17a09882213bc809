import {
  MENSAJE_VALOR_MINIMO,
  MENSAJE_SOLICITUD_INCOMPLETA,
  camposRequeridosSolicitud,
  mensajeSolicitudIncompleta,
  problemasPorCampoSolicitud,
  problemasSolicitudCredito,
} from './solicitud';

const completa = {
  id_tipo_credito: 2,
  valor: 5_000_000,
  destino: 'Vivienda',
  cuotas: 24,
  desde_mes: 3,
  descuento_ahorro: false,
  descuento_prima: true,
  numero_cuenta: '0012345',
  tipo_cuenta: 'Ahorros' as const,
  banco: 'Banco de Bogotá',
  codeudor: false,
  ultimo_desprendible: 10,
  firma: 11,
  carta_pagare: 12,
};
const tipo = { plazo_minimo: 6, plazo_maximo: 36 };

test('completa: sin problemas', () => {
  expect(problemasSolicitudCredito(completa, tipo)).toEqual([]);
});

test('requeridos de SPEC 5, en orden', () => {
  expect(problemasSolicitudCredito({})).toEqual([
    'Tipo de crédito',
    'Valor',
    'Destino',
    'Cuotas',
    'Desde el mes',
    'Número de cuenta',
    'Tipo de cuenta',
    'Banco',
    'Último desprendible de pago',
    'Firma y huella',
    'Carta y pagaré firmados',
  ]);
  expect(problemasSolicitudCredito({ ...completa, destino: '  ', firma: null }, tipo)).toEqual([
    'Destino',
    'Firma y huella',
  ]);
});

test('con codeudor: nombre, documento y copia del documento', () => {
  expect(problemasSolicitudCredito({ ...completa, codeudor: true }, tipo)).toEqual([
    'Nombre del codeudor',
    'Documento del codeudor',
    'Copia del documento del codeudor',
  ]);
  expect(
    problemasSolicitudCredito(
      {
        ...completa,
        codeudor: true,
        codeudor_nombre: 'Luis',
        codeudor_documento: '79111222',
        codeudor_cedula: 13,
      },
      tipo,
    ),
  ).toEqual([]);
});

test('valor de al menos 1 peso y no más que el máximo del tipo', () => {
  for (const valor of [0, 0.001, 0.99, -5, Number.NaN])
    expect(problemasSolicitudCredito({ ...completa, valor }, tipo)).toEqual(['El valor debe ser de al menos 1 peso']);
  expect(problemasSolicitudCredito({ ...completa, valor: 1 }, tipo)).toEqual([]);
  const conTope = { ...tipo, valor_maximo: 50_000_000 };
  expect(problemasSolicitudCredito({ ...completa, valor: 1e12 }, conTope)).toEqual([
    'El valor máximo para este tipo de crédito es $50,000,000.00',
  ]);
  expect(problemasSolicitudCredito({ ...completa, valor: 50_000_000 }, conTope)).toEqual([]);
  // Sin tope en el tipo: el esquema de la API pone el techo (1e12).
  expect(problemasSolicitudCredito({ ...completa, valor: 1e11 }, { ...tipo, valor_maximo: null })).toEqual([]);
});

test('valor > 0, cuotas dentro del plazo del tipo, desde_mes de 1 a 12', () => {
  expect(problemasSolicitudCredito({ ...completa, valor: 0 }, tipo)).toEqual(['El valor debe ser de al menos 1 peso']);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 5 }, tipo)).toEqual(['Las cuotas deben estar entre 6 y 36']);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 37 }, tipo)).toEqual(['Las cuotas deben estar entre 6 y 36']);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 36 }, tipo)).toEqual([]);
  expect(problemasSolicitudCredito({ ...completa, cuotas: 120 }, { plazo_minimo: null, plazo_maximo: null })).toEqual(
    [],
  );
  expect(problemasSolicitudCredito({ ...completa, cuotas: 0 }, null)).toEqual(['Las cuotas deben ser al menos 1']);
  expect(problemasSolicitudCredito({ ...completa, desde_mes: 13 }, tipo)).toEqual([
    'El mes de inicio debe estar entre 1 y 12',
  ]);
  expect(problemasSolicitudCredito({ ...completa, desde_mes: 0 }, tipo)).toEqual([
    'El mes de inicio debe estar entre 1 y 12',
  ]);
});

test('texto del error', () => {
  expect(mensajeSolicitudIncompleta(['Destino', 'Banco'])).toBe(`${MENSAJE_SOLICITUD_INCOMPLETA} Destino, Banco`);
});

test('un tipo de crédito inactivo es un problema', () => {
  expect(problemasSolicitudCredito(completa, { ...tipo, activo: false })).toEqual([
    'El tipo de crédito no está activo',
  ]);
  expect(problemasSolicitudCredito(completa, { ...tipo, activo: true })).toEqual([]);
});

test('los requeridos que marca el formulario son los que comprueba la regla (una sola lista)', () => {
  const sin = camposRequeridosSolicitud({ codeudor: false });
  expect(problemasPorCampoSolicitud({ codeudor: false }).map((p) => p.campo)).toEqual(sin);
  const con = camposRequeridosSolicitud({ codeudor: true });
  expect(con.slice(sin.length)).toEqual(['codeudor_nombre', 'codeudor_documento', 'codeudor_cedula']);
  expect(problemasPorCampoSolicitud({ codeudor: true }).map((p) => p.campo)).toEqual(con);
});

test('cada problema dice su campo y el texto bajo el campo', () => {
  expect(
    problemasPorCampoSolicitud({ ...completa, valor: -1, firma: null, cuotas: 40 }, { ...tipo, activo: false }),
  ).toEqual([
    {
      campo: 'id_tipo_credito',
      texto: 'El tipo de crédito no está activo',
      mensaje: 'El tipo de crédito no está activo',
    },
    { campo: 'firma', texto: 'Firma y huella', mensaje: 'Adjunte este documento' },
    { campo: 'valor', texto: MENSAJE_VALOR_MINIMO, mensaje: MENSAJE_VALOR_MINIMO },
    { campo: 'cuotas', texto: 'Las cuotas deben estar entre 6 y 36', mensaje: 'Las cuotas deben estar entre 6 y 36' },
  ]);
  expect(problemasPorCampoSolicitud({ ...completa, destino: ' ' })).toEqual([
    { campo: 'destino', texto: 'Destino', mensaje: 'Este dato es requerido' },
  ]);
});
