// Preparación de la corrida e2e (globalSetup de Playwright): comprueba lo que hace falta y arranca un
// portal de prueba por trabajador, cada uno con su puerto y su carpeta de datos. Los trabajadores lo
// leen de E2E_PORTALES (portalDeLaPrueba en navegador.ts); devuelve cómo detenerlos.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { REMOTOS } from '@fondo/portal/manifiesto';
import { hayDovecot, INSTRUCCION_DOVECOT } from '@fondo/api/test/dovecot';
import { CHROMIUM, PUERTO_E2E } from './navegador.js';
import { arrancarPortal, type PortalDePrueba } from './portal.js';

const raiz = resolve(import.meta.dirname, '..', '..');

/** Puertos de cada portal: E2E_PORT (8090), luego de 10 en 10. */
const SEPARACION_PUERTOS = 10;

export default async function preparar(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No se encontró Chromium en ${CHROMIUM}. Instálelo con: apt-get update && apt-get install -y chromium`,
    );
  }
  if (!hayDovecot()) throw new Error(INSTRUCCION_DOVECOT);
  // Los remotos del manifiesto del portal cuyo workspace existe: cada uno, construido.
  // E2E_SOLO_CONSTRUIDOS=1 (desarrollo): omite los remotos aún sin construir en vez de fallar.
  const soloConstruidos = process.env.E2E_SOLO_CONSTRUIDOS === '1';
  const remotos = REMOTOS.filter((r) => existsSync(join(raiz, r.carpeta, 'package.json'))).filter(
    (r) => !soloConstruidos || existsSync(join(raiz, r.carpeta, 'dist', 'mf-manifest.json')),
  );
  for (const dist of [
    'api/dist/server.js',
    'shell/dist/index.html',
    ...remotos.map((r) => `${r.carpeta}/dist/mf-manifest.json`),
  ]) {
    if (!existsSync(join(raiz, dist))) throw new Error(`Falta ${dist}: ejecute antes "npm run build".`);
  }
  const cuantos = Math.max(1, config.workers);
  const arrancados = await Promise.allSettled(
    Array.from({ length: cuantos }, (_, i) => arrancarPortal(PUERTO_E2E + i * SEPARACION_PUERTOS)),
  );
  const portales = arrancados.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const detener = async () => {
    await Promise.all(portales.map((p) => p.detener()));
  };
  const fallo = arrancados.find((r) => r.status === 'rejected');
  if (fallo) {
    await detener();
    throw fallo.reason;
  }
  const datos: PortalDePrueba[] = portales.map(({ url, colegio, dataDir, imap }) => ({ url, colegio, dataDir, imap }));
  process.env.E2E_PORTALES = JSON.stringify(datos);
  return detener;
}
