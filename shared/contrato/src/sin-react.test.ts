// El contrato viaja a la API y a cada app: nada de React, antd ni DOM (tsconfig: lib sin DOM), y la
// entrada principal no carga TypeBox en tiempo de ejecución (las apps no lo empaquetan).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const raiz = join(__dirname, '..');
const fuentes = readdirSync(join(raiz, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ archivo: f, texto: readFileSync(join(raiz, 'src', f), 'utf8') }));

const PROHIBIDOS =
  /^(react|react-dom|antd|@ant-design\/.*|@fondo\/(runtime|ui|shared|testing|portal)|zustand|ky)(\/.*)?$/;

test('package.json no depende de React ni de paquetes de interfaz', () => {
  const pkg = JSON.parse(readFileSync(join(raiz, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const deps = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) =>
    Object.keys(pkg[k] ?? {}),
  );
  expect(deps.filter((d) => PROHIBIDOS.test(d))).toEqual([]);
});

test('ningún archivo importa React, antd ni paquetes de las apps', () => {
  const importaciones = fuentes.flatMap(({ archivo, texto }) =>
    [...texto.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => ({ archivo, modulo: m[1]! })),
  );
  expect(importaciones.length).toBeGreaterThan(10);
  expect(importaciones.filter((i) => PROHIBIDOS.test(i.modulo))).toEqual([]);
});

test('la entrada principal solo toma tipos de los esquemas (import type / export type)', () => {
  const sinEsquemas = fuentes.filter(({ archivo }) => !archivo.startsWith('esquemas') && !archivo.endsWith('.test.ts'));
  for (const { archivo, texto } of sinEsquemas) {
    const valores = [...texto.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gms)]
      .map((m) => m[1]!)
      .filter((m) => m === 'typebox' || m.includes('esquemas/'));
    expect({ archivo, valores }).toEqual({ archivo, valores: [] });
  }
});
