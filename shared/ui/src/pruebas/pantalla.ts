// Solo para pruebas: el ancho de pantalla que ven las piezas que usan matchMedia (jsdom no calcula medios).
import { CONSULTA_TELEFONO } from '../listas/telefono';

/** true: un teléfono (< 576 px); false: el escritorio. */
export function simularPantalla(telefono: boolean): void {
  window.matchMedia = (consulta: string) =>
    ({
      matches: telefono && consulta === CONSULTA_TELEFONO,
      media: consulta,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Una pantalla de `ancho` px para los breakpoints de antd (matchMedia con min-width / max-width). */
export function simularAncho(ancho: number): void {
  window.matchMedia = (consulta: string) => {
    const min = /min-width:\s*([\d.]+)/.exec(consulta);
    const max = /max-width:\s*([\d.]+)/.exec(consulta);
    const matches = (!min || ancho >= Number(min[1])) && (!max || ancho <= Number(max[1]));
    return {
      matches,
      media: consulta,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
