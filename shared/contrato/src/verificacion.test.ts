import { NOMBRES_DOCUMENTO, formatoEmision, urlVerificacion } from './verificacion';

test('la dirección de verificación va a la página pública, no a la API, sin barra doble', () => {
  expect(urlVerificacion('https://portal.fondo.co', 'K7QM-2XPD-9HTR-WB4C')).toBe(
    'https://portal.fondo.co/verificar/K7QM-2XPD-9HTR-WB4C',
  );
  expect(urlVerificacion('http://localhost:8080/', 'ABCD-EFGH-JKLM-NPQR')).toBe(
    'http://localhost:8080/verificar/ABCD-EFGH-JKLM-NPQR',
  );
  expect(urlVerificacion('https://p.co', 'a b/c')).toBe('https://p.co/verificar/a%20b%2Fc');
});

test('cada clase de documento tiene su nombre en español', () => {
  expect(Object.keys(NOMBRES_DOCUMENTO).sort()).toEqual([
    'afiliacion',
    'carta_pagare',
    'estado_cuenta',
    'saldos',
    'tributario',
  ]);
  expect(NOMBRES_DOCUMENTO.estado_cuenta).toBe('Estado de cuenta');
});

test('la emisión se muestra en la hora de Colombia (UTC-5), con fecha y hora', () => {
  expect(formatoEmision('2026-11-22T15:00:00.000Z')).toBe('22/11/26 10:00');
  expect(formatoEmision('2026-01-01T03:30:00.000Z')).toBe('31/12/25 22:30');
  expect(formatoEmision('no es fecha')).toBe('');
});
