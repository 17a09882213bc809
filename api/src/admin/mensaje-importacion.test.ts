// El texto del área de resultados del modal Importar cuenta en singular y en plural ('1 aporte', '1 fila
// rechazada más'), nunca '1 aportes'.
import { expect } from '@jest/globals';
import type { Importado } from './importacion/index.js';
import { mensajeImportacion } from './servicio-importacion.js';

const base: Importado = {
  tipo: 'aportes',
  vista_previa: true,
  escrito: false,
  motivo_sin_escribir: null,
  filas: 3,
  creados: 1,
  actualizados: 0,
  rechazados: 2,
  reemplazados: 1,
  corte: null,
  reemplazo: {
    corte: '2026-11-30',
    existe: true,
    aportes_antes: 1,
    aportes_despues: 2,
    creditos_antes: 1,
    creditos_despues: 0,
  },
  hojas_ignoradas: [],
  avisos: [],
  errores: [{ hoja: 'Aportes', fila: 7, columna: 'D (Total)', error: '«x» no es un número claro' }],
  retiroCambiado: [],
  bloqueo: null,
};

test('vista previa: el corte hoy y después, y lo que no se lista, en singular o plural', () => {
  expect(mensajeImportacion(base).split('\n')).toEqual([
    'Vista previa: no se ha escrito nada. Filas leídas: 3. Se crearían: 1. Se actualizarían: 0. Rechazadas: 2. ' +
      'Corte 30/11/2026: hoy tiene 1 aporte y 1 crédito; quedaría con 2 aportes y 0 créditos.',
    'Aportes, fila 7, columna D (Total): «x» no es un número claro',
    '... y 1 fila rechazada más',
  ]);
});

test('importado: las filas anteriores que reemplazó', () => {
  const r: Importado = {
    ...base,
    vista_previa: false,
    escrito: true,
    rechazados: 4,
    corte: { id_corte: 9, corte: '2026-11-30' },
  };
  expect(mensajeImportacion(r)).toContain('Corte 30/11/2026 (reemplazó 1 fila anterior).');
  expect(mensajeImportacion(r)).toContain('... y 3 filas rechazadas más');
  expect(mensajeImportacion({ ...r, reemplazados: 5 })).toContain('(reemplazó 5 filas anteriores)');
});
