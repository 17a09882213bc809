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

// Máquinas compartidas y lentas: las esperas de Testing Library hasta 15 s (solo cuenta si fallan).
require('@testing-library/react').configure({ asyncUtilTimeout: 15000 });

// Cada prueba empieza sin los borradores de formularios que dejó otra (issue 14: viven en sessionStorage).
beforeEach(() => {
  for (const k of Object.keys(window.sessionStorage)) {
    if (k.startsWith('fondo:borrador:')) window.sessionStorage.removeItem(k);
  }
});
