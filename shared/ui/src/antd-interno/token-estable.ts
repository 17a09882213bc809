// @ant-design/cssinjs para el useToken de antd (reemplazosDeEstilosCalculados). Cada
// componente de antd llama a useToken en cada dibujo, y useToken arma un objeto `cssVar` nuevo en cada llamada
// ({ ...cssVar, unitless, ignore, preserve }); useCacheToken aplana ese objeto a texto y le saca un hash para
// su clave, con una caché por objeto (WeakMap) que así nunca acierta: unos 20 ms de CPU del teléfono en el
// primer cuadro de la ficha. Aquí el mismo contenido llega siempre como el mismo objeto; el resto, igual.
import { useCacheToken as useCacheTokenCssinjs } from '@ant-design/cssinjs';

export * from '@ant-design/cssinjs';

type Argumentos = Parameters<typeof useCacheTokenCssinjs>;
type CssVar = Argumentos[2]['cssVar'];

/** El último `cssVar` de cada clave de variables (prefijo y clave del ConfigProvider). */
const estables = new Map<string, CssVar>();

function mismo(a: CssVar, b: CssVar): boolean {
  const claves = Object.keys(a) as (keyof CssVar)[];
  return claves.length === Object.keys(b).length && claves.every((k) => a[k] === b[k]);
}

/** `cssVar` con el mismo contenido que la vez anterior: el mismo objeto (la caché de cssinjs acierta). */
export function cssVarEstable(cssVar: CssVar): CssVar {
  const clave = `${cssVar.prefix ?? ''}\u0000${cssVar.key}`;
  const anterior = estables.get(clave);
  if (anterior && mismo(anterior, cssVar)) return anterior;
  // cada ConfigProvider montado otra vez trae otra clave (useId): la lista no crece sin fin
  if (estables.size >= 64) estables.clear();
  estables.set(clave, cssVar);
  return cssVar;
}

export function useCacheToken(...[tema, tokens, opcion]: Argumentos): ReturnType<typeof useCacheTokenCssinjs> {
  return useCacheTokenCssinjs(tema, tokens, { ...opcion, cssVar: cssVarEstable(opcion.cssVar) });
}
