// token-estable.ts: el useCacheToken que recibe el useToken de antd pasa a cssinjs el mismo objeto `cssVar`
// mientras su contenido no cambie, y devuelve lo mismo que cssinjs.
import { renderHook } from '@testing-library/react';
import type * as Cssinjs from '@ant-design/cssinjs';
import { defaultTheme } from 'antd/es/theme/context';
import defaultSeedToken from 'antd/es/theme/themes/seed';
import { getComputedToken } from 'antd/es/theme/useToken';
import { cssVarEstable, useCacheToken } from './token-estable';

const mockRecibidos: unknown[] = [];
jest.mock('@ant-design/cssinjs', () => {
  const real = jest.requireActual<typeof Cssinjs>('@ant-design/cssinjs');
  return {
    ...real,
    useCacheToken: (...a: Parameters<typeof real.useCacheToken>) => {
      mockRecibidos.push(a[2].cssVar);
      return real.useCacheToken(...a);
    },
  };
});

const UNITLESS = { lineHeight: true };
const nuevo = (key = 'css-var-a') => ({ prefix: 'ant', key, unitless: UNITLESS });

test('mismo contenido: el mismo objeto; otro contenido u otra clave: el suyo', () => {
  const primero = cssVarEstable(nuevo());
  expect(cssVarEstable(nuevo())).toBe(primero);
  const otraClave = nuevo('css-var-b');
  expect(cssVarEstable(otraClave)).toBe(otraClave);
  expect(cssVarEstable(nuevo())).toBe(primero);
  const otroUnitless = { ...nuevo(), unitless: { lineHeight: true } };
  expect(cssVarEstable(otroUnitless)).toBe(otroUnitless);
  const conIgnore = { ...nuevo(), ignore: { motionBase: true } };
  expect(cssVarEstable(conIgnore)).toBe(conIgnore);
});

test('las claves de ConfigProviders que ya no están no se acumulan: pasadas 64, se empieza de nuevo', () => {
  for (let i = 0; i < 200; i++) cssVarEstable(nuevo(`css-var-${i}`));
  const ultimo = nuevo('css-var-199');
  expect(cssVarEstable(ultimo)).not.toBe(ultimo);
  const viejo = nuevo('css-var-0');
  expect(cssVarEstable(viejo)).toBe(viejo);
});

test('cada llamada de useToken llega a cssinjs con el mismo cssVar y da el token de cssinjs', () => {
  mockRecibidos.length = 0;
  // el getComputedToken de antd, con los tipos genéricos de cssinjs
  const calcular = getComputedToken as unknown as Parameters<typeof useCacheToken>[2]['getComputedToken'];
  const opcion = () => ({ salt: 'prueba', getComputedToken: calcular, cssVar: nuevo('css-var-prueba') });
  const { result: a } = renderHook(() => useCacheToken(defaultTheme, [defaultSeedToken], opcion()));
  const { result: b } = renderHook(() => useCacheToken(defaultTheme, [defaultSeedToken], opcion()));
  expect(mockRecibidos).toHaveLength(2);
  expect(mockRecibidos[1]).toBe(mockRecibidos[0]);
  // el mismo valor en la caché de cssinjs: el token con sus variables CSS
  expect(b.current).toBe(a.current);
  expect(a.current[0]).toMatchObject({ colorPrimary: 'var(--ant-color-primary)' });
});
