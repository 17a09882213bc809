import { theme, type ThemeConfig } from 'antd';
import type { MappingAlgorithm } from 'antd';

/** Tema del portal: azul verdoso sereno de un fondo de ahorro, letra legible. */
export const TEMA_FONDO: ThemeConfig = {
  token: {
    colorPrimary: '#1f6f8b',
    colorInfo: '#1f6f8b',
    colorSuccess: '#2e8b57',
    colorLink: '#1f6f8b',
    // Al pasar el puntero (o tras un toque, que en el teléfono deja el «hover»), más oscuro y no más claro:
    // el #5a97a6 que antd deriva da 3.3:1 sobre blanco (un botón de enlace), y el #3a8399 de un botón
    // primario, 4.3:1 con su texto blanco; estos dan 9.2:1 y 7.7:1 (AA).
    colorLinkHover: '#114d66',
    colorPrimaryHover: '#195a71',
    colorBgLayout: '#f3f7f7',
    // Texto secundario (etiquetas, pie, descripciones) con contraste AA (>= 4.5:1) sobre blanco y
    // sobre el fondo: el 0.45 de antd da 3.3:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Mensajes de error de formularios legibles (AA sobre blanco); el #ff4d4f de antd da 3.3:1.
    colorError: '#c0262d',
    // Textos de ejemplo legibles ('dd/mm/aaaa', 'Buscar por nombre'): 4.5:1 sobre blanco; el gris de antd
    // no llega. En la raíz y no en un ConfigProvider anidado, que obliga a antd a derivar otra vez el tema.
    colorTextPlaceholder: '#6b6b6b',
    borderRadius: 8,
    fontSize: 15,
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#14505f', headerHeight: 60, headerPadding: '0 16px', footerBg: 'transparent' },
    Menu: {
      // Con 12 px por lado caben todas las entradas del superadmin (Admin y Salir) a 1280 px.
      itemPaddingInline: 12,
      darkItemBg: '#14505f',
      darkSubMenuItemBg: '#0f4250',
      darkPopupBg: '#14505f',
      darkItemSelectedBg: '#1f6f8b',
      // La entrada elegida del menú claro (el cajón del teléfono): el colorPrimaryBg que antd deriva de este
      // azul es #c0cbcc, y el texto azul sobre él da 3.4:1; este tinte claro da 4.95:1 (AA).
      itemSelectedBg: '#e9f1f3',
    },
  },
};

/** true en lo que construye webpack: el CSS de antd viene calculado (shared/webpack/estilos-antd.js). */
declare const __ANTD_CSS_ESTATICO__: boolean | undefined;
const CSS_ESTATICO = typeof __ANTD_CSS_ESTATICO__ !== 'undefined' && __ANTD_CSS_ESTATICO__;

/** El mapa de tokens del tema calculado al construir (shared/webpack/estilos-antd.js). */
declare const __ANTD_MAPA_TOKEN__: Record<string, unknown> | undefined;
const MAPA_TOKEN = typeof __ANTD_MAPA_TOKEN__ !== 'undefined' ? __ANTD_MAPA_TOKEN__ : undefined;

const mismaSemilla = (a: object, b: object): boolean => {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const claves = Object.keys(x);
  return claves.length === Object.keys(y).length && claves.every((k) => x[k] === y[k]);
};

/**
 * El algoritmo de antd (de la semilla del tema a su mapa de tokens: paletas, tamaños) con el resultado ya
 * calculado al construir para la semilla del portal; en un teléfono derivarlo costaba ~55 ms de CPU en
 * cada app. Con otra semilla (un ConfigProvider anidado que cambie un token) lo calcula antd.
 */
export function algoritmoPrecalculado(mapa: Record<string, unknown>): MappingAlgorithm {
  const esperada = { ...theme.defaultSeed, ...TEMA_FONDO.token };
  return (semilla) =>
    mismaSemilla(semilla, esperada)
      ? ({ ...semilla, ...mapa } as ReturnType<MappingAlgorithm>)
      : theme.defaultAlgorithm(semilla);
}

/**
 * Las clases con el hash de antd (:where(.css-xyz).ant-btn), que antd saca de su versión: la shell y cada
 * remoto pueden traer versiones distintas de antd 6 (cada app empaqueta la suya) y las reglas de una no
 * alcanzan a los componentes de otra. Es el valor por defecto de antd; el CSS calculado al construir
 * (antd-interno/generar.tsx) usa este mismo tema.
 */
export const TEMA_PAGINA_CON_HASH: ThemeConfig = { ...TEMA_FONDO, hashed: true };

/**
 * El tema como lo usan las raíces de antd del portal: con hash (TEMA_PAGINA_CON_HASH) y, en el navegador,
 * zeroRuntime: antd no calcula ni inserta el CSS de cada componente (en un teléfono era cerca de un tercio
 * del primer dibujo); lo trae calculado cada módulo de antd. En las pruebas (jsdom) no hay CSS de antd.
 */
export const TEMA_PAGINA: ThemeConfig = {
  ...TEMA_PAGINA_CON_HASH,
  zeroRuntime: CSS_ESTATICO,
  ...(MAPA_TOKEN ? { algorithm: algoritmoPrecalculado(MAPA_TOKEN) } : {}),
};
