// Tabla de lecturas: más de 30 escrituras por clase de columna, de las dos
// convenciones; ningún valor equivocado se acepta y lo ambiguo se rechaza citando el valor.
import { leerNumero, type ClaseNumero } from './numeros';

const valor = (v: unknown, clase: ClaseNumero) => {
  const r = leerNumero(v, clase);
  return r && 'valor' in r ? r.valor : r;
};
const error = (v: unknown, clase: ClaseNumero) => {
  const r = leerNumero(v, clase);
  return r && 'error' in r ? r.error : `leído como ${JSON.stringify(r)}`;
};

// [escrito, esperado]
const DINERO: [unknown, number][] = [
  // celdas número, tal cual (a centavos)
  [3500000, 3500000],
  [2500000.75, 2500000.75],
  [140000.5, 140000.5],
  [0.1 + 0.2, 0.3],
  [1000.505, 1000.51],
  [-1500, -1500],
  [0, 0],
  // colombiana
  ['3.500.000', 3500000],
  ['2.500.000,75', 2500000.75],
  ['140000,50', 140000.5],
  ['140000,5', 140000.5],
  ['1.500', 1500],
  ['1.500,00', 1500],
  ['15.000.000,1', 15000000.1],
  ['$ 3.500.000', 3500000],
  ['$3.500.000,50', 3500000.5],
  ['3.500.000 COP', 3500000],
  ['-1.500,25', -1500.25],
  ['(1.500,25)', -1500.25],
  ['0,75', 0.75],
  ['999.999.999.999,99', 999999999999.99],
  // estadounidense
  ['1,500,000.00', 1500000],
  ['1,500,000', 1500000],
  ['2,500,000.75', 2500000.75],
  ['1,500', 1500],
  ['1,500.5', 1500.5],
  ['140000.50', 140000.5],
  ['140000.5', 140000.5],
  ['$1,500,000.00', 1500000],
  ['-$1,500.25', -1500.25],
  ['0.75', 0.75],
  // sin separadores y con espacios (LibreOffice en francés usa espacio fino)
  ['3500000', 3500000],
  ['  3500000  ', 3500000],
  ['3 500 000', 3500000],
  ['3\u202f500\u202f000,75', 3500000.75],
  ['3\u00a0500\u00a0000', 3500000],
  ['+1.000', 1000],
  ['007', 7],
  ['1.5000', 1.5],
];

const DINERO_MALO: [unknown, RegExp][] = [
  ['1.500.000.00', /«1\.500\.000\.00» no es un número claro/],
  ['1,500,000,50', /no es un número claro/],
  ['1.50.000', /no es un número claro/],
  ['1,500.000,00', /no es un número claro/],
  ['1.500,000.00', /no es un número claro/],
  ['1500,125', /tiene más de 2 decimales/],
  ['0,125', /tiene más de 2 decimales/],
  ['1.5051', /tiene más de 2 decimales/],
  ['mucho', /«mucho» no es un número claro/],
  ['12a', /no es un número claro/],
  ['1e5', /no es un número claro/],
  ['15%', /no es un número/],
  ['.5', /no es un número claro/],
  ['5.', /no es un número claro/],
  ['1.000.000.000.000.000', /demasiado grande/],
  [true, /VERDADERO no es un número/],
  [new Date(0), /fecha no es un número/],
  [Number.NaN, /no es un número/],
];

const ENTERO: [unknown, number][] = [
  [24, 24],
  [24.0000000001, 24],
  [0, 0],
  [360, 360],
  ['24', 24],
  [' 24 ', 24],
  ['24,0', 24],
  ['24.0', 24],
  ['24,00', 24],
  ['24.00', 24],
  ['+24', 24],
  ['1.000', 1000],
  ['1,000', 1000],
  ['12.000', 12000],
  ['12,000', 12000],
  ['1.000.000', 1000000],
  ['1,000,000', 1000000],
  ['1 000', 1000],
  ['1.000,0', 1000],
  ['1,000.0', 1000],
  ['-3', -3],
  ['(3)', -3],
  ['036', 36],
  ['8', 8],
  ['16', 16],
  [8, 8],
  [16, 16],
  [1e6, 1e6],
  ['０２４', 24],
  ['12.000,00', 12000],
  ['12,000.00', 12000],
];

const ENTERO_MALO: [unknown, RegExp][] = [
  [24.5, /«24\.5» no es un número entero/],
  ['24,5', /«24,5» no es un número entero/],
  ['24.5', /no es un número entero/],
  ['1,5', /no es un número entero/],
  ['dos', /no es un número claro/],
  ['24 cuotas', /no es un número claro/],
  ['1.0.0', /no es un número claro/],
  ['10%', /no es un número/],
  [2e6, /demasiado grande/],
];

const TASA: [unknown, number][] = [
  [0.012, 0.012],
  [0.0125, 0.0125],
  [0.01234567, 0.012346],
  [0, 0],
  ['0.012', 0.012],
  ['0,012', 0.012],
  ['0.0125', 0.0125],
  ['0,0125', 0.0125],
  [' 0,012 ', 0.012],
  ['0,5', 0.5],
  ['0.5', 0.5],
  ['0,015', 0.015],
  ['0.015', 0.015],
  ['0,1', 0.1],
  ['1,2%', 0.012],
  ['1.2%', 0.012],
  ['1,2 %', 0.012],
  ['1.25 %', 0.0125],
  ['1,25%', 0.0125],
  ['0,8%', 0.008],
  ['0.8%', 0.008],
  ['2%', 0.02],
  ['12%', 0.12],
  ['0,000001', 0.000001],
  ['0.000001', 0.000001],
  ['0,012000', 0.012],
  ['0.012000', 0.012],
  ['+0,012', 0.012],
  ['0', 0],
  ['0,0', 0],
  ['1,2000 %', 0.012],
];

const TASA_MALA: [unknown, RegExp][] = [
  ['1,250%', /«1,250%» es ambiguo/],
  ['1.250%', /es ambiguo/],
  ['1,500', /es ambiguo/],
  ['1.500', /es ambiguo/],
  [1.2, /«1\.2» no es una tasa mensual como fracción/],
  ['1,2', /no es una tasa mensual como fracción/],
  ['12', /no es una tasa mensual como fracción/],
  ['150%', /no es una tasa mensual como fracción/],
  ['0,01234567', /tiene más de 6 decimales/],
  ['1,23456%', /tiene más de 4 decimales/],
  ['uno', /no es un número claro/],
  ['0,01,2', /no es un número claro/],
];

describe('dinero', () => {
  test.each(DINERO)('%p -> %p', (escrito, esperado) => expect(valor(escrito, 'dinero')).toBe(esperado));
  test.each(DINERO_MALO)('%p se rechaza', (escrito, motivo) => expect(error(escrito, 'dinero')).toMatch(motivo));
  test('las dos convenciones dan la misma cantidad', () => {
    for (const [co, us] of [
      ['3.500.000', '3,500,000'],
      ['2.500.000,75', '2,500,000.75'],
      ['140000,50', '140000.50'],
      ['1.500', '1,500'],
    ])
      expect(valor(co, 'dinero')).toBe(valor(us, 'dinero'));
  });
  test('más de 30 escrituras de cada clase, de las dos convenciones', () => {
    expect(DINERO.length).toBeGreaterThanOrEqual(30);
    expect(ENTERO.length).toBeGreaterThanOrEqual(30);
    expect(TASA.length).toBeGreaterThanOrEqual(30);
  });
});

describe('entero', () => {
  test.each(ENTERO)('%p -> %p', (escrito, esperado) => expect(valor(escrito, 'entero')).toBe(esperado));
  test.each(ENTERO_MALO)('%p se rechaza', (escrito, motivo) => expect(error(escrito, 'entero')).toMatch(motivo));
});

describe('tasa (fracción mensual)', () => {
  test.each(TASA)('%p -> %p', (escrito, esperado) => expect(valor(escrito, 'tasa')).toBe(esperado));
  test.each(TASA_MALA)('%p se rechaza', (escrito, motivo) => expect(error(escrito, 'tasa')).toMatch(motivo));
});

test('vacío es null (la columna decide si falta)', () => {
  for (const v of [null, undefined, '', '   '])
    for (const c of ['dinero', 'entero', 'tasa'] as const) expect(leerNumero(v, c)).toBeNull();
});
