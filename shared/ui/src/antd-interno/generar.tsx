// El CSS de antd con el tema del fondo, calculado al construir y no en el teléfono.
// Uso (lo llama la configuración de webpack, shared/webpack/estilos-antd.js):
//   node --import tsx shared/ui/src/estilos-antd/generar.tsx <salida.json>
// Dibuja (renderToString) cada componente de antd dentro del ConfigProvider del portal y guarda el CSS que
// antd registró, separado por hoja de estilo de antd (la clave de genStyleHooks: 'Button-Button',
// 'Input-Shared'...) y la base común ('Shared' y los íconos). Las variables CSS (las del tema y las de
// cada componente) las sigue poniendo antd en la página: zeroRuntime no las omite. Las clases llevan el hash
// de esta versión de antd (:where(.css-…)), como en la página: un remoto construido con otra versión trae
// reglas con otro hash y no pisa las de las demás apps. NODE_ENV lo pone quien llama (estilos-antd.js).
// Como @ant-design/static-style-extract, pero este da un solo texto y aquí hace falta cada hoja por separado.
import { writeFileSync } from 'node:fs';
import * as antd from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createElement as h, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { TEMA_FONDO, TEMA_PAGINA_CON_HASH } from '../tema';

type Componente = ComponentType<Record<string, unknown>>;
type ConPartes = Componente & Partial<Record<string, Componente>>;

/** Un componente de antd o una de sus partes (Form.Item, Input.Search...); si falta, la versión cambió. */
function parte(de: unknown, nombre: string): ConPartes {
  const c = (de as Partial<Record<string, ConPartes>>)[nombre];
  if (!c) throw new Error(`antd no tiene ${nombre}`);
  return c;
}

/** Componentes que con sus props por defecto no registran todas sus hojas (o no se dibujan sin props). */
const DIBUJOS: Record<string, (C: ConPartes) => ReactNode> = {
  Affix: (C) => h(C, null, h('div')),
  Badge: (C) => h(Fragment, null, h(C), h(parte(C, 'Ribbon'))),
  Cascader: (C) => h(Fragment, null, h(C), h(parte(C, 'Panel'))),
  Dropdown: (C) => h(C, { menu: { items: [] } }, h('div')),
  Form: (C) => h(C, null, h(parte(C, 'Item'), { label: 'a' }, h(antd.Input))),
  Input: (C) =>
    h(Fragment, null, h(C), ...['Search', 'TextArea', 'Password', 'OTP'].map((n) => h(parte(C, n), { key: n }))),
  Layout: (C) => h(C, null, ...['Header', 'Sider', 'Content', 'Footer'].map((n) => h(parte(C, n), { key: n }))),
  Menu: (C) => h(C, { items: [] }),
  Modal: (C) => {
    const Panel = parte(C, '_InternalPanelDoNotUseOrYouWillBeFired');
    return h(Fragment, null, h(C), h(Panel), h(Panel, { type: 'confirm' }));
  },
  // la hoja 'bordered' solo se dibuja con el token wireframe
  Pagination: (C) =>
    h(
      Fragment,
      null,
      h(C, { total: 50 }),
      h(antd.ConfigProvider, { theme: { token: { wireframe: true } } }, h(C, { total: 50 })),
    ),
  QRCode: (C) => h(C, { value: 'fondo' }),
  Space: (C) => h(Fragment, null, h(C), h(parte(C, 'Compact'), null, h(antd.Button), h(parte(C, 'Addon'), null, '1'))),
  Tag: (C) => h(Fragment, null, h(C, { color: 'blue' }, 'a'), h(C, { color: 'success' }, 'b')),
  Tree: (C) => h(C, { treeData: [] }),
  message: (m) => h(parte(m, '_InternalPanelDoNotUseOrYouWillBeFired')),
  notification: (n) => h(parte(n, '_InternalPanelDoNotUseOrYouWillBeFired')),
};
const SIN_DIBUJO = new Set(['ConfigProvider', 'Grid']);

function todos(): ReactElement {
  const nombres = Object.keys(antd).filter(
    (n) => !SIN_DIBUJO.has(n) && (/^[A-Z]/.test(n) || n === 'message' || n === 'notification'),
  );
  return h(
    Fragment,
    null,
    ...nombres.map((n) => {
      const C = parte(antd, n);
      const dibujo = DIBUJOS[n];
      return h(Fragment, { key: n }, dibujo ? dibujo(C) : h(C));
    }),
  );
}

/** Lo que sale: el CSS de cada hoja, la base y el mapa de tokens del tema (tema.ts, algoritmoPrecalculado). */
export interface EstilosAntd {
  version: string;
  hojas: Record<string, string>;
  base: string;
  /** lo que el algoritmo de antd deriva de la semilla del portal y no está igual en ella */
  mapa: Record<string, unknown>;
}

/** El mapa de tokens que antd deriva (theme.defaultAlgorithm) de la semilla del portal: solo lo nuevo. */
function mapaDelTema(): Record<string, unknown> {
  const semilla: Record<string, unknown> = { ...antd.theme.defaultSeed, ...TEMA_FONDO.token };
  const mapa: Record<string, unknown> = { ...antd.theme.defaultAlgorithm(semilla as never) };
  return Object.fromEntries(Object.entries(mapa).filter(([k, v]) => semilla[k] !== v));
}

interface Cache {
  cache: Map<string, [number, unknown]>;
  updateTimes: Map<string, number>;
}

function generar(): EstilosAntd {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: TEMA_PAGINA_CON_HASH }, todos())));
  const entradas = (cache as unknown as Cache).cache;
  const salida: EstilosAntd = { version: antd.version, hojas: {}, base: '', mapa: mapaDelTema() };
  for (const [clave, valor] of entradas) {
    // 'style%<hash>%<hoja>%…' (el hash vacío en las hojas sin hash, como la de los íconos)
    const [tipo, , ruta] = clave.split('%');
    if (!ruta || tipo !== 'style') continue;
    // una caché con solo esta entrada: extractStyle da su CSS (con sus @keyframes)
    const sola = createCache();
    (sola as unknown as Cache).cache.set(clave, valor);
    (sola as unknown as Cache).updateTimes.set(clave, 0);
    const css = extractStyle(sola, { plain: true, types: ['style'] });
    if (ruta === 'Shared' || ruta === 'ant-design-icons') salida.base += css;
    else salida.hojas[ruta] = (salida.hojas[ruta] ?? '') + css;
  }
  return salida;
}

const destino = process.argv[2];
if (!destino) throw new Error('Uso: generar.tsx <salida.json>');
writeFileSync(destino, JSON.stringify(generar()));
