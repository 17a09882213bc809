// Pruebas de navegador (@playwright/test) contra el portal construido, en el Chromium de Debian (sin
// descargas de navegador). Cada trabajador tiene su propio portal, con su puerto y su carpeta de datos
// (src/global.ts); los archivos se reparten entre los trabajadores y los de un archivo corren en orden.
// `npm run test:humo -w @fondo/e2e`: solo el humo, con un portal.
import { defineConfig } from '@playwright/test';

const enCi = process.env.CI === 'true' || process.env.CI === '1';
/** Con PRUEBAS_INFORME (CI), además, el informe JSON para la tabla de pruebas por tipo. */
const informe = process.env.PRUEBAS_INFORME;

export default defineConfig({
  // Primero el humo (humo/: cada app abre sus rutas construidas); si falla, el resto no corre.
  projects: [
    // El humo falla pronto y sin repetir: lo que rompe es la construcción, no una carrera de tiempos.
    { name: 'humo', testDir: './humo', fullyParallel: true, timeout: 60_000, retries: 0 },
    { name: 'e2e', testDir: './tests', dependencies: ['humo'] },
  ],
  globalSetup: './src/global.ts',
  // Tres trabajadores (tres portales y tres navegadores) en dos núcleos: cada uno espera buena parte del tiempo
  // (red, base, animaciones, networkidle); con tres el procesador no queda ocioso (CHANGELOG: lo medido).
  workers: Number(process.env.E2E_TRABAJADORES ?? 3),
  // Un navegador en una máquina de 2 núcleos compartida a veces pierde una carrera de tiempos: la prueba
  // que falla se repite una vez y el informe la nombra como inestable ('flaky'). Si vuelve a fallar, falla.
  retries: 1,
  // Solo ataja cuelgues: hay recorridos de varios minutos en una máquina cargada.
  timeout: 300_000,
  forbidOnly: enCi,
  // La lista en la consola; el informe HTML (con las trazas de lo que falló) en e2e/informe.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'informe' }],
    ...(informe ? [['json', { outputFile: `${informe}/e2e.json` }] as const] : []),
  ],
  // La traza se graba al repetir una prueba que falló (no en cada prueba: grabarla siempre costaba ~20 % del e2e).
  use: { trace: 'on-first-retry' },
  outputDir: 'resultados',
});
