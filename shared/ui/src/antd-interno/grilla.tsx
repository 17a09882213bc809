// La grilla de antd (Row, Col) sin su CSS-in-JS. Con el CSS calculado al construir
// (estilos-antd.js), Row y Col de antd solo arman clases y estilos, pero cada uno llamaba en cada dibujo a los
// ganchos del CSS en la página (el token, las variables CSS del componente) y cada Row se suscribía a los
// puntos de quiebre (matchMedia) y se volvía a dibujar al montarse: unos 45 ms de la CPU del teléfono en el
// primer cuadro de la ficha (7 filas y 18 columnas; 77 y 193 con las siete pestañas). Los módulos de antd que
// importan su grilla reciben esta (reemplazosDeEstilosCalculados): mismas clases y estilos que la de antd.
// Una fila que necesita los puntos de quiebre en la página (gutter, align o justify por tamaño de pantalla) es
// la de antd. La clase del hash es la que antd pone (claseHashAntd: la misma cuenta que cssinjs).
import { createElement, forwardRef, useContext, useMemo, type CSSProperties, type Ref } from 'react';
import hash from '@emotion/hash';
import { version } from 'antd';
import { ConfigContext } from 'antd/es/config-provider/context';
import { DesignTokenContext } from 'antd/es/theme/context';
import RowContext, { type RowContextState } from 'antd/es/grid/RowContext';
import FilaAntd, { type RowProps } from 'antd/es/grid/row';
import type { ColProps, ColSize } from 'antd/es/grid/col';
import { isPlainObject as esObjeto } from 'antd/es/_util/is';
import { responsiveArrayReversed as TAMANOS } from 'antd/es/_util/responsiveObserver';
import { unir as clases } from '../entrada-nativa/clases-entrada';

type Unidad = number | string;

// cssinjs (hooks/useCacheToken.js): otro prefijo fuera de producción, y el hash de `${salt}_${prefijo}`
// con salt = `${versión de antd}-${hashed}` (antd/es/theme/useToken.js).
const PREFIJO_HASH = process.env.NODE_ENV !== 'production' ? 'css-dev-only-do-not-override' : 'css';
const hashes = new Map<string, string>();

/** La clase del hash que antd pone a sus componentes con este tema ('' si el tema no pide hash). */
export function claseHashAntd(hashed: string | boolean | undefined, prefijo: string): string {
  if (!hashed) return '';
  const salt = `${version}-${hashed}_${prefijo}`;
  let clase = hashes.get(salt);
  if (!clase) hashes.set(salt, (clase = `${PREFIJO_HASH}-${hash(salt)}`));
  return clase;
}

/** La clase de las variables CSS (la de antd: cssVar.key del tema) y la del hash. */
function useTema(): { claseVariables: string; hashId: string } {
  const { cssVar, hashed } = useContext(DesignTokenContext);
  const { getPrefixCls } = useContext(ConfigContext);
  return {
    claseVariables: cssVar?.key ?? 'css-var-root',
    hashId: claseHashAntd(hashed, cssVar?.prefix ?? getPrefixCls()),
  };
}

function gutterFijo(gutter: RowProps['gutter']): [Unidad | undefined, Unidad | undefined] | null {
  const par = Array.isArray(gutter) ? gutter : [gutter, undefined];
  if (par.some(esObjeto)) return null;
  return [par[0] as Unidad | undefined, par[1] as Unidad | undefined];
}

export const FilaLigera = forwardRef(function FilaLigera(props: RowProps, ref: Ref<HTMLDivElement>) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const { claseVariables, hashId } = useTema();
  const { prefixCls: propio, justify, align, className, style, children, gutter = 0, wrap, ...resto } = props;
  const fijo = gutterFijo(gutter);
  const [h, v] = fijo ?? [undefined, undefined];
  const contexto = useMemo<RowContextState>(
    () => ({ gutter: [h, v] as unknown as RowContextState['gutter'], wrap }),
    [h, v, wrap],
  );
  if (!fijo || esObjeto(justify) || esObjeto(align)) return createElement(FilaAntd, { ...props, ref });
  const p = getPrefixCls('row', propio);
  const estilo: CSSProperties = {};
  if (h) estilo.marginInline = typeof h === 'number' ? `${h / -2}px` : `calc(${h} / -2)`;
  estilo.rowGap = v;
  return createElement(
    RowContext.Provider,
    { value: contexto },
    createElement(
      'div',
      {
        ...resto,
        className: clases(
          p,
          wrap === false && `${p}-no-wrap`,
          justify && `${p}-${justify}`,
          align && `${p}-${align}`,
          direction === 'rtl' && `${p}-rtl`,
          className,
          hashId,
          claseVariables,
        ),
        style: { ...estilo, ...style },
        ref,
      },
      children,
    ),
  );
});

function flexCss(flex: ColProps['flex']): string | number | undefined {
  if (flex === 'auto') return '1 1 auto';
  if (typeof flex === 'number') return `${flex} ${flex} auto`;
  if (typeof flex === 'string' && /^\d+(\.\d+)?(px|em|rem|%)$/.test(flex)) return `0 0 ${flex}`;
  return flex;
}

const hay = (v: unknown): boolean => Boolean(v) || v === 0;

export const ColumnaLigera = forwardRef(function ColumnaLigera(props: ColProps, ref: Ref<HTMLDivElement>) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const { gutter, wrap } = useContext(RowContext);
  const { claseVariables, hashId } = useTema();
  const { prefixCls: propio, span, order, offset, push, pull, className, children, flex, style, ...resto } = props;
  const p = getPrefixCls('col', propio);
  const raiz = getPrefixCls();
  const porTamano: string[] = [];
  const estiloTamano: Record<string, string | number | undefined> = {};
  for (const t of TAMANOS) {
    const valor = props[t];
    delete (resto as Record<string, unknown>)[t];
    const s: ColSize = typeof valor === 'number' ? { span: valor } : esObjeto<ColSize>(valor) ? valor : {};
    if (s.span !== undefined && s.span !== null) porTamano.push(`${p}-${t}-${s.span}`);
    if (hay(s.order)) porTamano.push(`${p}-${t}-order-${s.order}`);
    if (hay(s.offset)) porTamano.push(`${p}-${t}-offset-${s.offset}`);
    if (hay(s.push)) porTamano.push(`${p}-${t}-push-${s.push}`);
    if (hay(s.pull)) porTamano.push(`${p}-${t}-pull-${s.pull}`);
    if (hay(s.flex)) {
      porTamano.push(`${p}-${t}-flex`);
      estiloTamano[`--${raiz.replace(/\./g, '')}-col-${t}-flex`] = flexCss(s.flex);
    }
  }
  if (direction === 'rtl') porTamano.push(`${p}-rtl`);
  const estilo: CSSProperties = {};
  const h = gutter?.[0];
  if (h) estilo.paddingInline = typeof h === 'number' ? `${h / 2}px` : `calc(${h} / 2)`;
  if (hay(flex)) {
    estilo.flex = flexCss(flex);
    if (wrap === false && !estilo.minWidth) estilo.minWidth = 0;
  }
  return createElement(
    'div',
    {
      ...resto,
      style: { ...estilo, ...style, ...estiloTamano },
      className: clases(
        p,
        span !== undefined && `${p}-${span}`,
        Boolean(order) && `${p}-order-${order}`,
        Boolean(offset) && `${p}-offset-${offset}`,
        Boolean(push) && `${p}-push-${push}`,
        Boolean(pull) && `${p}-pull-${pull}`,
        className,
        ...[...new Set(porTamano)],
        hashId,
        claseVariables,
      ),
      ref,
    },
    children,
  );
});
