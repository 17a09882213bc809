// Sonda aparte (issue 17, punto 9): pide cada URL cada 10 ms, como un monitor o el teléfono de otro
// afiliado, en su propio proceso: así su latencia no incluye las pausas del proceso que genera la carga.
// Escribe «listo» tras calentarse; al cerrarse su entrada, las latencias en JSON y termina.
// Un monitor o un teléfono no comparten la CPU del servidor: con root, la sonda va antes (nice -10) que
// la carga, así su propia espera por un núcleo no se cuenta como latencia del portal.
import { setPriority } from 'node:os';
try {
  setPriority(-10);
} catch {
  /* sin root: prioridad normal */
}
const urls = process.argv.slice(2);
let seguir = true;
process.stdin.on('end', () => (seguir = false));
process.stdin.resume();
/** Peticiones de calentamiento por URL (cargar fetch, abrir la conexión, el JIT): no cuentan. */
const CALENTAMIENTO = 5;
const pedir = async (url) => {
  const t0 = performance.now();
  const r = await fetch(url);
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return performance.now() - t0;
};
const pausa = () => new Promise((ok) => setTimeout(ok, 10));
for (let i = 0; i < CALENTAMIENTO; i++) {
  await Promise.all(urls.map(pedir));
  await pausa();
}
process.stdout.write('listo\n');
const latencias = urls.map(() => []);
await Promise.all(
  urls.map(async (url, i) => {
    while (seguir) {
      latencias[i].push(await pedir(url));
      await pausa();
    }
  }),
);
process.stdout.write(`${JSON.stringify(latencias)}\n`);
