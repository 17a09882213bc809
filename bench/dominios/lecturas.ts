// Lecturas del afiliado (--solo lecturas) y certificado PDF (--solo pdf): req/s y p99 de una ruta
// Fastify desnuda que verifica el mismo JWT (línea base, medida antes y después de cada lectura) y de
// GET /api/afiliados/me/resumen, /aportes y /creditos, con su razón frente al promedio de esas dos
// medidas de la línea base; y GET del certificado PDF de saldos.
import autocannon from 'autocannon';
import { CUENTA_AFILIADO, cargar, sesion, type Servidor } from '../comun';

export interface FilaLectura {
  titulo: string;
  conexiones: number;
  rps: number;
  p99: number;
  razon: number | null;
}

/**
 * Token de una sesión nueva del afiliado demo. Se pide uno por medida: la API solo renueva el
 * token (lo firma de nuevo) cuando tiene más de un minuto, como lo vería un navegador que usa el renovado.
 */
const tokenNuevo = (s: Servidor) => sesion(s.base, CUENTA_AFILIADO);

const medir = async (s: Servidor, titulo: string, url: string, conexiones: number, segundos: number) =>
  cargar(titulo, url, { conexiones, segundos, headers: await tokenNuevo(s) });

export async function medirLecturas(s: Servidor, listaConexiones: number[], segundos: number): Promise<FilaLectura[]> {
  const desnuda = `${s.control}/desnudo-jwt`;
  const lecturas: [string, string][] = [
    ['GET /api/afiliados/me/resumen', `${s.base}/api/afiliados/me/resumen`],
    ['GET /api/afiliados/me/aportes', `${s.base}/api/afiliados/me/aportes`],
    ['GET /api/afiliados/me/creditos', `${s.base}/api/afiliados/me/creditos`],
  ];
  // Calentamiento (JIT, conexiones del pool): cada ruta un momento antes de medir, sin contar.
  for (const url of [desnuda, ...lecturas.map(([, u]) => u)]) {
    await autocannon({ url, connections: 10, duration: Math.min(2, segundos), headers: await tokenNuevo(s) });
  }
  const filas: FilaLectura[] = [];
  // La línea base se mide antes y después de cada lectura, y la razón usa el promedio de esas dos:
  // en una máquina compartida la carga de fondo cambia durante la corrida.
  for (const conexiones of listaConexiones) {
    const medirDesnudo = () => medir(s, 'Fastify desnudo + JWT', desnuda, conexiones, segundos);
    const desnudos = [await medirDesnudo()];
    const deLecturas: FilaLectura[] = [];
    for (const [titulo, url] of lecturas) {
      const m = await medir(s, titulo, url, conexiones, segundos);
      const antes = desnudos[desnudos.length - 1]!;
      const despues = await medirDesnudo();
      desnudos.push(despues);
      deLecturas.push({ titulo, conexiones, rps: m.rps, p99: m.p99, razon: m.rps / ((antes.rps + despues.rps) / 2) });
    }
    const promedio = (f: (d: { rps: number; p99: number }) => number) =>
      desnudos.reduce((a, d) => a + f(d), 0) / desnudos.length;
    filas.push({
      titulo: 'Fastify desnudo + JWT GET /desnudo-jwt (promedio)',
      conexiones,
      rps: promedio((d) => d.rps),
      p99: promedio((d) => d.p99),
      razon: null,
    });
    filas.push(...deLecturas);
  }
  return filas;
}

export async function medirPdf(s: Servidor, conexiones: number, segundos: number): Promise<FilaLectura> {
  const certs = (await (
    await fetch(`${s.base}/api/afiliados/me/certificados`, { headers: await tokenNuevo(s) })
  ).json()) as { id_corte: number | null; certificado: string }[];
  const saldos = certs.find((c) => c.certificado === 'saldos');
  if (!saldos) throw new Error('el afiliado demo no tiene certificados de saldos');
  const pdf = await medir(
    s,
    'PDF',
    `${s.base}/api/afiliados/me/certificado?id_corte=${saldos.id_corte}&tipo_certificado=saldos`,
    conexiones,
    Math.max(3, Math.round(segundos / 2)),
  );
  return { titulo: 'GET certificado PDF (saldos)', conexiones, rps: pdf.rps, p99: pdf.p99, razon: null };
}

export function imprimirLecturas(filas: FilaLectura[]): void {
  console.log(
    '\n| Medida | conexiones | req/s | p99 (ms) | / desnudo + JWT (medido antes y después) |\n|---|---:|---:|---:|---:|',
  );
  for (const f of filas) {
    const razon = f.razon === null ? '' : `${(f.razon * 100).toFixed(1)} %`;
    console.log(`| ${f.titulo} | ${f.conexiones} | ${f.rps.toFixed(0)} | ${f.p99.toFixed(1)} | ${razon} |`);
  }
}
