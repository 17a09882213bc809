// La ficha a la forma del contrato: el dinero (texto en la fila) pasa a número, y la ficha vacía cumple el esquema.
import { Value } from 'typebox/value';
import { afiliadoVacio } from '@fondo/contrato';
import { RespuestaAfiliadoEsquema } from '@fondo/contrato/esquemas';
import type { Db } from '../db/client.js';
import type { FilaFicha } from './consultas.js';
import { afiliadoDeFila, fichaDe } from './ficha.js';

test('afiliadoDeFila: el dinero en número (null sigue null) y los instantes en ISO', () => {
  const fila: FilaFicha = {
    ...afiliadoVacio(),
    id_afiliado: 7,
    salario: '4000000.00',
    ahorro_permanente: '200000.50',
    ahorro_programado: null,
    cuota_afiliacion: '0.00',
    ultima_actualizacion: '2026-03-01 10:00:00+00',
  };
  expect(afiliadoDeFila(fila)).toEqual({
    ...afiliadoVacio(),
    id_afiliado: 7,
    salario: 4_000_000,
    ahorro_permanente: 200_000.5,
    ahorro_programado: null,
    cuota_afiliacion: 0,
    ultima_actualizacion: '2026-03-01T10:00:00.000Z',
  });
});

test('id 0: la ficha vacía, sin ir a la base, cumple el contrato', async () => {
  const vacia = await fichaDe(null as unknown as Db, 0);
  expect(Value.Check(RespuestaAfiliadoEsquema, vacia)).toBe(true);
  expect(vacia.afiliado).toEqual(afiliadoVacio());
  expect(vacia.familiares.every((f) => f.id_familiar === null && f.id_afiliado === 0)).toBe(true);
});
