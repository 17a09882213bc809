// Completa package-lock.json con los binarios opcionales de otras plataformas (macOS, Windows, otras
// arquitecturas) que npm omite al instalar con un node_modules ya presente (un fallo conocido de npm) o cuando el
// registro no los sirve. Sin ellos `npm ci` se niega a instalar ("Missing: ... from lock file").
// Uso: node scripts/lock-multiplataforma.mjs (después de cada `npm install` que cambie el lock).
// Las entradas añadidas no llevan `integrity`: en esta plataforma npm no las descarga (os/cpu no coinciden).
import { readFileSync, writeFileSync } from 'node:fs';

const RUTA = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(RUTA, 'utf8'));
const SO = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/** os, cpu y libc que se leen en el nombre del paquete (`@swc/core-linux-arm-gnueabihf`). */
function plataforma(nombre) {
  const partes = nombre.split('/').pop().split('-');
  const os = partes.find((p) => SO.includes(p));
  const cpu = partes.find((p) => CPU.includes(p));
  if (nombre.includes('wasm32-wasi')) return { cpu: ['wasm32'] };
  if (!os || !cpu) return null;
  const libc =
    partes.includes('musl') || partes.includes('musleabihf')
      ? 'musl'
      : partes.includes('gnu') || partes.includes('gnueabihf')
        ? 'glibc'
        : null;
  return { os: [os], cpu: [cpu], ...(os === 'linux' && libc ? { libc: [libc] } : {}) };
}

let anadidas = 0;
for (const [ruta, paquete] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(paquete.optionalDependencies ?? {})) {
    const anidada = `${ruta}/node_modules/${dep}`;
    const plana = `node_modules/${dep}`;
    if (lock.packages[anidada] || lock.packages[plana]) continue;
    const p = plataforma(dep);
    if (!p || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const base = dep.split('/').pop();
    lock.packages[plana] = {
      version,
      resolved: `https://registry.npmjs.org/${dep}/-/${base}-${version}.tgz`,
      ...p,
      dev: paquete.dev,
      optional: true,
    };
    if (lock.packages[plana].dev === undefined) delete lock.packages[plana].dev;
    anadidas++;
  }
}
// npm ordena las entradas por ruta.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
writeFileSync(RUTA, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${anadidas} binarios opcionales de otras plataformas añadidos`);
