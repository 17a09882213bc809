// Los módulos de antd (y de su CSS-in-JS) que la compilación cambia por uno propio. Cada regla dice desde qué
// carpeta de node_modules (`carpeta`, la del módulo que importa), qué pedido exacto (`pedido`), por qué
// archivo (`modulo`) y por qué; supuestos.js comprueba contra el antd instalado que antd sigue haciendo ese
// import y que el archivo propio da lo que antd toma de él.
import path from 'node:path';
import webpack from 'webpack';

const UI = path.resolve(import.meta.dirname, '..', '..', 'ui', 'src', 'antd-interno');
const AQUI = import.meta.dirname;

/**
 * @typedef {{ pieza: string, carpeta: string, pedido: string, modulo: string, porque: string }} Reemplazo
 */

/**
 * Lo que antd usa para armar su CSS en la página y que con el CSS calculado al construir sobra. Cada uno se
 * cambia por su par.
 * @type {Reemplazo[]}
 */
export const CALCULADOS = [
  {
    pieza: 'stylis',
    carpeta: '@ant-design/cssinjs/es/hooks',
    pedido: 'stylis',
    modulo: path.join(AQUI, 'estilos-calculados', 'stylis.js'),
    porque: 'stylis arma el CSS en la página; con el CSS calculado al construir nadie lo llama',
  },
  {
    pieza: 'iconos',
    carpeta: 'antd/es/config-provider',
    pedido: './style',
    modulo: path.join(AQUI, 'estilos-calculados', 'estilo-de-iconos.js'),
    porque: 'el CSS de los íconos que pone el ConfigProvider ya va en la base calculada',
  },
  {
    pieza: 'token-estable',
    carpeta: 'antd/es/theme',
    pedido: '@ant-design/cssinjs',
    modulo: path.join(UI, 'token-estable.ts'),
    porque: 'el useToken de antd con su `cssVar` siempre el mismo objeto (token-estable.ts)',
  },
];

/**
 * Módulos de antd que cada app importa sin usarlos al entrar, cambiados por uno que los trae al dibujarse.
 * @type {Reemplazo[]}
 */
export const DIFERIDOS = [
  {
    pieza: 'tooltip-diferido',
    carpeta: 'antd/es/form',
    pedido: '../tooltip',
    modulo: path.join(AQUI, 'tooltip-de-etiqueta.js'),
    porque: 'la ayuda de la etiqueta de Form.Item (prop `tooltip`), que el portal no usa',
  },
  {
    pieza: 'proveedor-unico-diferido',
    carpeta: 'antd/es/config-provider',
    pedido: '../tooltip/UniqueProvider',
    modulo: path.join(AQUI, 'proveedor-unico-diferido.js'),
    porque: 'la prop `tooltip.unique` del ConfigProvider, que el portal no usa',
  },
];

const escapar = (texto) => texto.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** 'antd/es/form' -> /[\\/]node_modules[\\/]antd[\\/]es[\\/]form$/ */
const enCarpeta = (carpeta) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${carpeta.split('/').map(escapar).join('[\\\\/]')}$`);

/** @param {Reemplazo[]} reglas */
function reemplazoDeModulos(reglas) {
  const pedidos = new RegExp(`^(${[...new Set(reglas.map((r) => escapar(r.pedido)))].join('|')})$`);
  const conCarpeta = reglas.map((r) => ({ ...r, desde: enCarpeta(r.carpeta) }));
  return new webpack.NormalModuleReplacementPlugin(pedidos, (pedido) => {
    const r = conCarpeta.find((x) => x.pedido === pedido.request && x.desde.test(pedido.context));
    if (r) pedido.request = r.modulo;
  });
}

/**
 * Para medir lo que ahorra cada pieza (el bench del teléfono, docs/rendimiento.md): FONDO_SIN_PIEZAS=stylis,…
 * compila sin esas piezas, con el módulo de antd en su lugar. Sin la variable, todas.
 */
export const piezasQuitadas = () => new Set((process.env.FONDO_SIN_PIEZAS ?? '').split(',').filter(Boolean));
const sinQuitadas = (reglas) => reglas.filter((r) => !piezasQuitadas().has(r.pieza));

export const reemplazosDeEstilosCalculados = () => reemplazoDeModulos(sinQuitadas(CALCULADOS));
export const reemplazosDiferidos = () => reemplazoDeModulos(sinQuitadas(DIFERIDOS));
