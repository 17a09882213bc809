import {
  avanceRonda,
  diaValido,
  mensajeInvitacion,
  mensajeRecordatorio,
  mensajeRondaAbierta,
  turnoInvitacion,
} from './rondas';

test('avance: piso del porcentaje, 0 en una ronda vacía', () => {
  expect(avanceRonda({ total: 0, enviados: 0 })).toBe(0);
  expect(avanceRonda({ total: 3, enviados: 2 })).toBe(66);
  expect(avanceRonda({ total: 4, enviados: 4 })).toBe(100);
});

test('turnos de invitación repartidos parejo por minuto', () => {
  const inicio = new Date('2027-01-01T00:00:00Z');
  expect(turnoInvitacion(inicio, 0, 120).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  expect(turnoInvitacion(inicio, 1, 120).toISOString()).toBe('2027-01-01T00:00:00.500Z');
  expect(turnoInvitacion(inicio, 120, 120).toISOString()).toBe('2027-01-01T00:01:00.000Z');
  expect(turnoInvitacion(inicio, 5, 0).toISOString()).toBe('2027-01-01T00:05:00.000Z');
});

test('fechas AAAA-MM-DD reales', () => {
  expect(diaValido('2027-02-28')).toBe(true);
  expect(diaValido('2027-02-30')).toBe(false);
  expect(diaValido('28/02/2027')).toBe(false);
});

test('textos', () => {
  expect(mensajeRondaAbierta(1)).toBe('Ronda abierta para 1 afiliado');
  expect(mensajeRondaAbierta(230)).toBe('Ronda abierta para 230 afiliados');
  expect(mensajeRecordatorio(0, 0)).toBe('No hay afiliados pendientes con correo para recordar');
  expect(mensajeRecordatorio(2, 1)).toBe('2 recordatorios quedaron en la cola de correo; 1 sin correo registrado');
  expect(mensajeInvitacion(1, 0, 1)).toBe('1 bienvenida quedó en la cola de correo');
  expect(mensajeInvitacion(5000, 3, 42)).toBe(
    '5000 bienvenidas quedaron en la cola de correo, a lo largo de unos 42 min; 3 sin correo registrado (no se envía)',
  );
});
