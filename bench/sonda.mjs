// Sonda aparte: pide cada URL cada 10 ms, como un monitor o el teléfono de otro
// afiliado, en su propio proceso: así su latencia no incluye las pausas del proceso que genera la carga.
// Escribe «listo» tras calentarse; al cerrarse su entrada, las latencias en JSON y termina.
// Un monitor o un teléfono no comparten la CPU del servidor: con root, la sonda va antes (nice -10) que
// la carga, así su propia espera por un núcleo no se cuenta como latencia del portal.
import { Agent, get } from 'node:http';
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
/** Peticiones de calentamiento por URL (abrir la conexión, el JIT): no cuentan. */
const CALENTAMIENTO = 5;
// node:http y no fetch: fetch descomprime el brotli de los estáticos en los hilos de libuv de la sonda, que
// compiten por la CPU como la carga; un navegador lo haría en su teléfono. Se mide hasta el último byte.
// Una conexión por URL (keep-alive): ninguna espera a la otra.
const agentes = new Map(urls.map((u) => [u, new Agent({ keepAlive: true, maxSockets: 1 })]));
const pedir = (url) =>
  new Promise((ok, mal) => {
    const t0 = performance.now();
    get(url, { agent: agentes.get(url), headers: { 'accept-encoding': 'br, gzip' } }, (r) => {
      r.on('data', () => undefined);
      r.on('end', () =>
        r.statusCode === 200 ? ok(performance.now() - t0) : mal(new Error(`${url}: ${r.statusCode}`)),
      );
      r.on('error', mal);
    }).on('error', mal);
  });
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
