import { theme } from 'antd';
import { algoritmoPrecalculado, TEMA_FONDO } from './tema';

const semilla = { ...theme.defaultSeed, ...TEMA_FONDO.token };
const derivado = theme.defaultAlgorithm(semilla);
// lo que generar.tsx guarda: lo derivado que no está igual en la semilla
const mapa = Object.fromEntries(
  Object.entries(derivado).filter(([k, v]) => (semilla as Record<string, unknown>)[k] !== v),
);

test('con la semilla del portal da el mismo mapa de tokens que el algoritmo de antd, sin calcularlo', () => {
  const algoritmo = algoritmoPrecalculado({ ...mapa, colorPrimaryBg: 'marca' });
  const dado = algoritmo({ ...semilla });
  expect({ ...dado, colorPrimaryBg: derivado.colorPrimaryBg }).toEqual(derivado);
  // el valor viene del mapa precalculado, no de derivarlo otra vez
  expect(dado.colorPrimaryBg).toBe('marca');
});

test('con otra semilla (un token cambiado) lo deriva antd', () => {
  const algoritmo = algoritmoPrecalculado(mapa);
  const otra = { ...semilla, colorPrimary: '#aa0000' };
  expect(algoritmo(otra)).toEqual(theme.defaultAlgorithm(otra));
  expect(algoritmo(otra).colorPrimaryBg).not.toBe(derivado.colorPrimaryBg);
});
