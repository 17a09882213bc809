// El BenchmarkIndex de Lighthouse de la máquina que corre el bench, para leer las cifras del teléfono
// emulado (bench/dominios/movil.ts): el freno de CPU es relativo a la máquina.
import type { Browser } from 'playwright-core';
import { percentil } from './comun';

/**
 * El BenchmarkIndex de Lighthouse (core/lib/page-functions.js): mitad armar textos (con recolector de basura),
 * mitad copiar arreglos, medio segundo cada una. El freno x4 es relativo a la máquina: Lighthouse lo pensó
 * para un escritorio de 1500-2000, que así queda como un teléfono de gama media (125-800). Con el índice, las
 * cifras de días o máquinas distintas se pueden comparar.
 */
// Texto y no función: el transpilador de la bench agrega ayudas (__name) que en la página no existen.
const INDICE_LIGHTHOUSE = `(() => {
  const porSegundo = (vueltas, desde) => Math.round(vueltas / 10 / ((Date.now() - desde) / 1000));
  const conBasura = () => {
    const desde = Date.now();
    let vueltas = 0;
    while (Date.now() - desde < 500) {
      let texto = '';
      for (let j = 0; j < 10000; j++) texto += 'a';
      if (texto.length === 1) throw new Error('nunca: evita que el optimizador quite el ciclo');
      vueltas++;
    }
    return porSegundo(vueltas, desde);
  };
  const sinBasura = () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const desde = Date.now();
    let vueltas = 0;
    // el reloj se lee cada diez vueltas, como en Lighthouse
    while (vueltas % 10 !== 0 || Date.now() - desde < 500) {
      const origen = vueltas % 2 === 0 ? a : b;
      const destino = vueltas % 2 === 0 ? b : a;
      for (let j = 0; j < origen.length; j++) destino[j] = origen[j];
      vueltas++;
    }
    return porSegundo(vueltas, desde);
  };
  return (conBasura() + sinBasura()) / 2;
})()`;

export interface IndicesDeLaMaquina {
  /** sin freno de CPU */
  maquina: number;
  /** con el freno de CPU del perfil (el teléfono emulado) */
  telefono: number;
}

/** El índice de la máquina sin freno y el del teléfono emulado (con el freno `cpu`), mediana de 3 cada uno. */
export async function indicesDeLaMaquina(navegador: Browser, cpu: number): Promise<IndicesDeLaMaquina> {
  const contexto = await navegador.newContext();
  try {
    const pagina = await contexto.newPage();
    const mediana3 = async (): Promise<number> => {
      const v: number[] = [];
      for (let i = 0; i < 3; i++) v.push(await pagina.evaluate<number>(INDICE_LIGHTHOUSE));
      return percentil(v, 50);
    };
    const maquina = await mediana3();
    const cdp = await contexto.newCDPSession(pagina);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    return { maquina, telefono: await mediana3() };
  } finally {
    await contexto.close();
  }
}
