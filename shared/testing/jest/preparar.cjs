// Preparación común: matchers de jest-dom y lo que antd espera del navegador.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom no implementa getComputedStyle con pseudo-elementos (antd lo usa para la barra de desplazamiento).
const getComputedStyleOriginal = window.getComputedStyle.bind(window);
window.getComputedStyle = (el) => getComputedStyleOriginal(el);
window.scrollTo = () => {};

// Como en el navegador (tema.ts, TEMA_PAGINA): antd no calcula ni inserta en la página el CSS de cada
// componente (theme.zeroRuntime). En jsdom ese CSS solo hacía que getComputedStyle (nombre accesible,
// visibilidad) comparara cada nodo con miles de reglas: cinco sextas partes del tiempo de las pruebas.
// Lo único de ese CSS que las pruebas necesitan: antd oculta con una clase `<componente>-hidden`
// (display: none) lo que cierra sin desmontar (Tooltip, listas de Select, paneles de Tabs, modales).
globalThis.__ANTD_CSS_ESTATICO__ = true;
const ocultas = document.createElement('style');
ocultas.textContent = '[class$="-hidden"], [class*="-hidden "] { display: none; }';
document.head.append(ocultas);

// Máquinas compartidas y lentas: las esperas de Testing Library hasta 15 s (solo cuenta si fallan).
require('@testing-library/react').configure({ asyncUtilTimeout: 15000 });

// Cada prueba empieza sin los borradores de formularios que dejó otra (viven en sessionStorage).
beforeEach(() => {
  for (const k of Object.keys(window.sessionStorage)) {
    if (k.startsWith('fondo:borrador:')) window.sessionStorage.removeItem(k);
  }
});
