// Solicitudes de crédito (--solo solicitudes):
// 1. Radicar una solicitud con tres subidas de 1 MB, como lo hace la pantalla: POST /api/archivos del
//    desprendible (PDF), la firma (PNG) y la carta y pagaré (PDF), cada uno como data URL, y luego
//    POST /api/afiliados/me/solicitar-credito con sus ids. 10 a la vez durante `segundos`:
//    solicitudes/s, latencia de cada una y el pico de RSS del servidor sobre el de antes.
// 2. GET /api/admin/solicitudes-credito con 20.000 solicitudes (sembradas con SQL en el servidor): p99.
import {
  CUENTA_ADMIN,
  CUENTA_AFILIADO,
  MiB,
  cargar,
  conPicoRss,
  crecimiento,
  exigirOk,
  notaPico,
  mib,
  ms,
  ordenar,
  percentil,
  sesion,
  tabla,
  type Servidor,
  type Tabla,
} from '../comun';
import { pdfDeTamano, pngDeTamano } from '../archivos';

const cuerpoArchivo = (bytes: Buffer, clase: 'pdf' | 'png', name: string) =>
  JSON.stringify({
    file: `data:${clase === 'pdf' ? 'application/pdf' : 'image/png'};base64,${bytes.toString('base64')}`,
    name,
    uso: clase === 'pdf' ? 'pdf' : 'imagen',
  });

export async function medirSolicitudes(
  s: Servidor,
  o: { segundos: number; conexiones: number[]; simultaneas: number; totalLista: number },
): Promise<Tabla[]> {
  const afiliado = { ...(await sesion(s.base, CUENTA_AFILIADO)), 'content-type': 'application/json' };
  const tipos = (await (
    await exigirOk(await fetch(`${s.base}/api/tipos-credito`, { headers: afiliado }), 'tipos de crédito')
  ).json()) as { id_tipo_credito: number; activo: boolean; plazo_minimo: number | null; plazo_maximo: number | null }[];
  const tipo = tipos.find((t) => t.activo && (t.plazo_maximo ?? 36) >= 12 && (t.plazo_minimo ?? 1) <= 12);
  if (!tipo) throw new Error('no hay un tipo de crédito activo que admita 12 cuotas');

  // Cuerpos armados una vez: el generador de carga no gasta CPU en base64 mientras mide.
  const subidas = [
    cuerpoArchivo(pdfDeTamano(MiB), 'pdf', 'desprendible-de-pago.pdf'),
    cuerpoArchivo(await pngDeTamano(MiB), 'png', 'firma-y-huella.png'),
    cuerpoArchivo(pdfDeTamano(MiB), 'pdf', 'carta-y-pagare.pdf'),
  ];
  const subir = async (cuerpo: string): Promise<number> => {
    const r = await exigirOk(
      await fetch(`${s.base}/api/archivos`, { method: 'POST', headers: afiliado, body: cuerpo }),
      'POST /api/archivos',
    );
    return ((await r.json()) as { id_archivo: number }).id_archivo;
  };
  const radicar = async (): Promise<void> => {
    const ultimo_desprendible = await subir(subidas[0]!);
    const firma = await subir(subidas[1]!);
    const carta_pagare = await subir(subidas[2]!);
    const cuerpo = {
      id_tipo_credito: tipo.id_tipo_credito,
      valor: 5_000_000,
      destino: 'Estudios de posgrado',
      cuotas: 12,
      desde_mes: 3,
      descuento_ahorro: false,
      descuento_prima: true,
      numero_cuenta: '0012345678',
      tipo_cuenta: 'Ahorros',
      banco: 'Banco de Bogotá',
      codeudor: false,
      ultimo_desprendible,
      firma,
      carta_pagare,
    };
    await exigirOk(
      await fetch(`${s.base}/api/afiliados/me/solicitar-credito`, {
        method: 'POST',
        headers: afiliado,
        body: JSON.stringify(cuerpo),
      }),
      'POST /api/afiliados/me/solicitar-credito',
    );
  };

  // Calentamiento: unas pocas, sin contar.
  await Promise.all(Array.from({ length: 3 }, () => radicar()));

  const duraciones: number[] = [];
  const { resultado: segundosReales, memoria } = await conPicoRss(s, async () => {
    const inicio = performance.now();
    const fin = inicio + o.segundos * 1000;
    await Promise.all(
      Array.from({ length: o.simultaneas }, async () => {
        while (performance.now() < fin) {
          const t = performance.now();
          await radicar();
          duraciones.push(performance.now() - t);
        }
      }),
    );
    return (performance.now() - inicio) / 1000;
  });
  const t1 = tabla(
    `Radicar una solicitud con tres subidas de 1 MB (${o.simultaneas} a la vez, ${o.segundos} s; cada una: 3 × POST /api/archivos + POST /api/afiliados/me/solicitar-credito)`,
    [
      ['Medida', false],
      ['solicitudes/s', true],
      ['peticiones HTTP/s', true],
      ['p50 (ms)', true],
      ['p99 (ms)', true],
      ['RSS antes (MiB)', true],
      ['pico RSS (MiB)', true],
      ['crecimiento (MiB)', true],
    ],
  );
  t1.filas.push([
    `${duraciones.length} solicitudes radicadas`,
    (duraciones.length / segundosReales).toFixed(1),
    ((duraciones.length * 4) / segundosReales).toFixed(1),
    ms(percentil(duraciones, 50)),
    ms(percentil(duraciones, 99)),
    mib(memoria.antes),
    mib(memoria.pico),
    crecimiento(memoria),
  ]);
  t1.notas.push(notaPico(memoria));

  // Lista del superadmin con `totalLista` solicitudes.
  const sembrado = await ordenar<{ insertados: number; s: number }>(s, 'sembrar-solicitudes', { n: o.totalLista });
  const admin = await sesion(s.base, CUENTA_ADMIN);
  const consultas: [string, string][] = [
    ['estado PENDIENTE (la pantalla por defecto)', 'estado=PENDIENTE&pagina=1&tamano=20'],
    ['estado TODAS', 'estado=TODAS&pagina=1&tamano=20'],
    ['estado TODAS, texto "maria"', 'estado=TODAS&texto=maria&pagina=1&tamano=20'],
  ];
  const t2 = tabla(
    `GET /api/admin/solicitudes-credito con ${o.totalLista.toLocaleString('es-CO')} solicitudes (${o.segundos} s por medida)`,
    [
      ['Consulta', false],
      ['conexiones', true],
      ['req/s', true],
      ['p50 (ms)', true],
      ['p99 (ms)', true],
      ['total de la consulta', true],
    ],
  );
  for (const [titulo, q] of consultas) {
    const url = `${s.base}/api/admin/solicitudes-credito?${q}`;
    const r = (await (await exigirOk(await fetch(url, { headers: admin }), titulo)).json()) as { total: number };
    await cargar(titulo, url, { conexiones: 10, segundos: Math.min(2, o.segundos), headers: admin });
    for (const conexiones of o.conexiones) {
      const c = await cargar(titulo, url, { conexiones, segundos: o.segundos, headers: admin });
      t2.filas.push([titulo, String(conexiones), c.rps.toFixed(0), ms(c.p50), ms(c.p99), String(r.total)]);
    }
  }
  t2.notas.push(`${sembrado.insertados} solicitudes sembradas con una sentencia SQL en ${sembrado.s.toFixed(1)} s.`);
  return [t1, t2];
}
