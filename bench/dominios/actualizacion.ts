// Actualización de datos (--solo actualizacion):
// 1. POST /api/archivos/limpiar-foto de un JPEG de 12 megapíxeles (4000 × 3000, como sale de un
//    teléfono, con EXIF de orientación): una tras otra, p50 y p99 en ms y pico de RSS del servidor.
// 2. GET /api/afiliados/me/actualizacion (el formulario lleno en PDF, con foto y firma): p50 en ms.
import sharp from 'sharp';
import {
  CUENTA_AFILIADO,
  MiB,
  cargar,
  conPicoRss,
  crecimiento,
  exigirOk,
  notaPico,
  mib,
  ms,
  percentil,
  sesion,
  tabla,
  type Servidor,
  type Tabla,
} from '../comun';

const ANCHO = 4000;
const ALTO = 3000;

/**
 * Una "foto" de 12 MP: degradados suaves, formas y algo de grano (como una foto real, no ruido puro,
 * que comprimiría mal), en JPEG de calidad 90 con EXIF de orientación 6 (el teléfono estaba de lado).
 */
export async function fotoDe12MP(): Promise<Buffer> {
  const crudo = Buffer.alloc(ANCHO * ALTO * 3);
  let semilla = 12345;
  const azar = () => (semilla = (semilla * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < ALTO; y++) {
    for (let x = 0; x < ANCHO; x++) {
      const i = (y * ANCHO + x) * 3;
      const dx = x - ANCHO * 0.55;
      const dy = y - ALTO * 0.45;
      const cara = (dx * dx) / 1.2 + dy * dy < 700 * 700 ? 60 : 0;
      const grano = (azar() - 0.5) * 18;
      crudo[i] = Math.max(0, Math.min(255, 90 + 80 * Math.sin(x / 310) + cara + grano));
      crudo[i + 1] = Math.max(0, Math.min(255, 110 + 60 * Math.cos(y / 270) + cara * 0.7 + grano));
      crudo[i + 2] = Math.max(0, Math.min(255, 140 + 50 * Math.sin((x + y) / 520) + grano));
    }
  }
  return sharp(crudo, { raw: { width: ANCHO, height: ALTO, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function medirActualizacion(s: Servidor, o: { segundos: number; repeticiones: number }): Promise<Tabla[]> {
  const afiliado = await sesion(s.base, CUENTA_AFILIADO);
  const foto = await fotoDe12MP();
  const cuerpo = JSON.stringify({
    file: `data:image/jpeg;base64,${foto.toString('base64')}`,
    name: 'foto-del-telefono.jpg',
  });
  const limpiar = async (): Promise<number> => {
    const t = performance.now();
    const r = await exigirOk(
      await fetch(`${s.base}/api/archivos/limpiar-foto`, {
        method: 'POST',
        headers: { ...afiliado, 'content-type': 'application/json' },
        body: cuerpo,
      }),
      'POST /api/archivos/limpiar-foto',
    );
    await r.arrayBuffer();
    return performance.now() - t;
  };
  // Calentamiento (sharp carga libvips y sus hilos la primera vez).
  for (let i = 0; i < 2; i++) await limpiar();
  const { resultado: tiempos, memoria } = await conPicoRss(s, async () => {
    const t: number[] = [];
    for (let i = 0; i < o.repeticiones; i++) t.push(await limpiar());
    return t;
  });
  const t1 = tabla(
    `POST /api/archivos/limpiar-foto de un JPEG de 12 MP (${ANCHO} × ${ALTO}, ${(foto.length / MiB).toFixed(1)} MB, EXIF de orientación; ${o.repeticiones} seguidas)`,
    [
      ['Medida', false],
      ['p50 (ms)', true],
      ['p99 (ms)', true],
      ['RSS antes (MiB)', true],
      ['pico RSS (MiB)', true],
      ['crecimiento (MiB)', true],
    ],
  );
  t1.filas.push([
    'limpiar-foto (enderezar, recortar por atención, 512 px, JPEG sin metadatos)',
    ms(percentil(tiempos, 50)),
    ms(percentil(tiempos, 99)),
    mib(memoria.antes),
    mib(memoria.pico),
    crecimiento(memoria),
  ]);
  t1.notas.push(notaPico(memoria));

  const url = `${s.base}/api/afiliados/me/actualizacion`;
  const pdf = await exigirOk(await fetch(url, { headers: afiliado }), 'GET /api/afiliados/me/actualizacion');
  const bytes = (await pdf.arrayBuffer()).byteLength;
  await cargar('PDF del formulario', url, { conexiones: 1, segundos: Math.min(2, o.segundos), headers: afiliado });
  const c = await cargar('PDF del formulario', url, {
    conexiones: 1,
    segundos: Math.max(3, Math.round(o.segundos / 2)),
    headers: afiliado,
  });
  const t2 = tabla('GET /api/afiliados/me/actualizacion: el formulario de actualización lleno en PDF (1 conexión)', [
    ['Medida', false],
    ['req/s', true],
    ['p50 (ms)', true],
    ['p99 (ms)', true],
    ['KiB', true],
  ]);
  t2.filas.push([
    'PDF del formulario (con foto y firma)',
    c.rps.toFixed(1),
    ms(c.p50),
    ms(c.p99),
    (bytes / 1024).toFixed(0),
  ]);
  return [t1, t2];
}
