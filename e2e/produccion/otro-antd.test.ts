// Un remoto construido con otra versión menor de antd 6, publicado junto a la shell y los demás remotos que
// ya están (cada equipo publica el suyo desde su commit): sus pantallas se ven como con la versión de la
// shell y las de los demás no cambian, porque las reglas de cada versión de antd llevan su propio hash
// (TEMA_PAGINA_CON_HASH, shared/ui/src/tema.ts). Luego se vuelve a publicar la compilación anterior.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { abrirNavegador, capturar, contextoDeAncho, esperarQuietud, iniciarSesion } from '../src/navegador.js';
import { compilarConOtroAntd, type CompilacionConOtroAntd } from '../src/otro-antd.js';
import { pixelesDistintos } from '../src/imagenes.js';
import { CUENTAS, desplegar, RAIZ, remotosPublicados, URL_PORTAL, versionDeEntrada } from './comun.js';

/** Otra versión menor de antd 6 (cumple los supuestos de antd-interno/supuestos.js). */
const OTRO_ANTD = process.env.OTRO_ANTD ?? '6.5.4';
/** Tolerancia de cada captura: píxeles con algún canal a más de 16 niveles, sobre el total. */
const TOLERANCIA = 0.001;
/** Las pantallas comparadas: las de mfe-productos y, que no deben cambiar, otro remoto y la shell. */
const PANTALLAS = ['/inicio', '/ahorro', '/credito', '/certificaciones', '/simulador', '/cambiar-clave'];
const ANCHOS = [1280, 390] as const;

const instalado = (
  JSON.parse(readFileSync(join(RAIZ, 'node_modules', 'antd', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

let navegador: Browser;
let otra: CompilacionConOtroAntd;
before(async () => {
  assert.notEqual(OTRO_ANTD, instalado, `OTRO_ANTD (${OTRO_ANTD}) es la versión instalada: elija otra de antd 6`);
  otra = compilarConOtroAntd(OTRO_ANTD, 'mfe-productos');
  navegador = await abrirNavegador();
});
after(async () => {
  await navegador?.close();
  otra?.borrar();
});

interface Recorrido {
  capturas: Map<string, Buffer>;
  errores: string[];
  /** las clases de hash de antd en la página de /inicio: las de la cabecera de la shell y las del contenido */
  hashes: { cabecera: string[]; contenido: string[] };
}

const hashesDe = (clases: string[]) => [...new Set(clases.filter((c) => /^css-[a-z0-9]+$/.test(c)))].sort();

/** Cada pantalla en cada ancho, con una sesión nueva por ancho (cada remoto se carga de nuevo). */
async function recorrer(etiqueta: string): Promise<Recorrido> {
  const r: Recorrido = { capturas: new Map(), errores: [], hashes: { cabecera: [], contenido: [] } };
  for (const ancho of ANCHOS) {
    const contexto: BrowserContext = await contextoDeAncho(navegador, ancho, { base: URL_PORTAL });
    await contexto.addInitScript(() => {
      // sin el cursor que parpadea ni transiciones: dos capturas de lo mismo son iguales
      addEventListener('DOMContentLoaded', () => {
        const s = document.createElement('style');
        s.textContent =
          '*,*::before,*::after{caret-color:transparent!important;transition:none!important;animation:none!important}';
        document.head.append(s);
      });
    });
    const pagina = await contexto.newPage();
    pagina.on('pageerror', (e) => r.errores.push(`${ancho} px: ${e.message}`));
    try {
      await iniciarSesion(pagina, CUENTAS.afiliado);
      await pagina.waitForURL('**/inicio');
      for (const ruta of PANTALLAS) {
        await pagina.goto(ruta);
        await pagina.locator('main h1, main h2').first().waitFor();
        await esperarQuietud(pagina);
        await capturar(pagina, `produccion-otro-antd-${etiqueta}-${ancho}${ruta.replaceAll('/', '-')}`);
        r.capturas.set(`${ancho} ${ruta}`, await pagina.screenshot({ fullPage: true }));
        if (ruta === '/inicio' && ancho === 1280) {
          const clases = (selector: string) =>
            pagina.$$eval(selector, (es) => es.flatMap((e) => Array.from(e.classList)));
          r.hashes = {
            cabecera: hashesDe(await clases('header [class*="ant-"]')),
            contenido: hashesDe(await clases('main [class*="ant-"]')),
          };
        }
      }
    } finally {
      await contexto.close();
    }
  }
  return r;
}

test(`un remoto con antd ${OTRO_ANTD} junto a la shell y los demás con la versión instalada`, async () => {
  assert.equal(otra.antd, OTRO_ANTD, 'la copia quedó con una sola copia de antd, la pedida');
  const anterior = versionDeEntrada((await remotosPublicados()).mfe_productos!);
  const misma = await recorrer('misma');
  assert.deepEqual(misma.errores, []);
  // con una sola versión, un solo hash en toda la página
  assert.equal(misma.hashes.cabecera.length, 1, `cabecera: ${misma.hashes.cabecera.join(' ')}`);
  assert.deepEqual(misma.hashes.contenido, misma.hashes.cabecera);

  await desplegar('publicar-remoto.sh', ['mfe-productos', otra.dist]);
  try {
    assert.notEqual(versionDeEntrada((await remotosPublicados()).mfe_productos!), anterior);
    const conOtra = await recorrer('otra');
    assert.deepEqual(conOtra.errores, []);
    // el remoto trae las reglas y las clases de su versión: otro hash que el de la shell
    assert.deepEqual(conOtra.hashes.cabecera, misma.hashes.cabecera);
    assert.ok(
      conOtra.hashes.contenido.some((h) => !misma.hashes.cabecera.includes(h)),
      `el contenido de /inicio lleva el hash de antd ${OTRO_ANTD} (${conOtra.hashes.contenido.join(' ')})`,
    );
    const fuera: string[] = [];
    for (const [clave, antes] of misma.capturas) {
      const d = await pixelesDistintos(antes, conOtra.capturas.get(clave)!);
      if (!d.mismoTamano || d.distintos / d.total > TOLERANCIA)
        fuera.push(`${clave}: ${d.mismoTamano ? `${d.distintos} de ${d.total} píxeles` : 'otro tamaño'}`);
    }
    assert.deepEqual(fuera, [], `pantallas distintas con antd ${OTRO_ANTD} en mfe-productos`);
  } finally {
    await desplegar('publicar-remoto.sh', ['mfe-productos', '--version', anterior]);
  }
  assert.equal(versionDeEntrada((await remotosPublicados()).mfe_productos!), anterior);
});
