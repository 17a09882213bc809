// Administración (--solo admin):
// 1. GET /api/admin/afiliados con filtro de texto, 5.000 afiliados: p99.
// 2. GET /api/admin/afiliados/descargar (todos, .xlsx): segundos y pico de RSS.
// 3. POST /api/admin/importar (multipart) de un libro de aportes de 120.000 filas (5.000 afiliados ×
//    24 tipos de aporte; formato de DESIGN 6, generado con el escritor en flujo de exceljs), en
//    PostgreSQL y en PGlite: segundos y pico de RSS del servidor, la vista previa y luego la escritura
//    (metas en PostgreSQL: vista previa <= 10 s, escritura <= 20 s, pico <= 400 MB), primero un corte
//    nuevo y luego reimportado (reemplaza el corte).
// 4. La bomba de directorio mentiroso (9,4 MB que inflan a 9 GB): crecimiento del RSS y
//    tiempo hasta el 413, mientras /api/health responde.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  conPicoRss,
  crecimiento,
  CUENTA_ADMIN,
  exigirOk,
  medirConsultas,
  MiB,
  mib,
  notaPico,
  ordenar,
  percentil,
  type Servidor,
  sesion,
  tabla,
  type Tabla,
  tablaDeConsultas,
} from '../comun';
import { bombaXlsx } from '../../api/test/bomba-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TIPOS_DEMO = ['Ahorro Permanente', 'Ahorro Programado', 'Aportes Sociales', 'Revalorizacion'];

/**
 * Libro de aportes (DESIGN 6): hoja Aportes, B2 la fecha del corte, encabezados en la fila 4 y una
 * fila por afiliado y tipo de aporte desde la fila 5 (documento, nombre, tipo, total, cuota).
 */
export async function libroAportes(
  afiliados: { documento: string; nombre: string }[],
  tiposPorAfiliado: number,
  corte: Date,
): Promise<Buffer> {
  const carpeta = mkdtempSync(join(tmpdir(), 'fondo-bench-libro-'));
  const ruta = join(carpeta, 'aportes.xlsx');
  try {
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: ruta, useSharedStrings: true, useStyles: true });
    const hoja = libro.addWorksheet('Aportes');
    hoja.addRow(['Aportes del fondo por afiliado']).commit();
    const fila2 = hoja.addRow(['Fecha de corte', corte]);
    fila2.getCell(2).numFmt = 'yyyy-mm-dd';
    fila2.commit();
    hoja.addRow([]).commit();
    hoja.addRow(['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota']).commit();
    const tipos = Array.from(
      { length: tiposPorAfiliado },
      (_, i) => TIPOS_DEMO[i] ?? `Aporte voluntario ${i - TIPOS_DEMO.length + 1}`,
    );
    let n = 0;
    for (const a of afiliados) {
      for (const tipo of tipos) {
        n++;
        const cuota = 20_000 + ((n * 7919) % 400_000);
        hoja.addRow([a.documento, a.nombre, tipo, cuota * (1 + (n % 24)), cuota]).commit();
      }
    }
    hoja.commit();
    await libro.commit();
    return readFileSync(ruta);
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

interface ResultadoImportacion {
  escrito: boolean;
  filas: number;
  creados: number;
  rechazados: number;
  reemplazados: number;
  mensaje: string;
}

async function importar(
  s: Servidor,
  headers: Record<string, string>,
  libro: Buffer,
  vistaPrevia: boolean,
): Promise<ResultadoImportacion> {
  const form = new FormData();
  // Los campos de texto antes del archivo (README: POST /api/admin/importar).
  form.append('tipo', 'aportes');
  form.append('fila', '5');
  if (vistaPrevia) form.append('vista_previa', '1');
  form.append('file', new Blob([new Uint8Array(libro)], { type: XLSX }), 'aportes-120000.xlsx');
  const r = await exigirOk(
    await fetch(`${s.base}/api/admin/importar`, { method: 'POST', headers, body: form }),
    'POST /api/admin/importar',
  );
  return (await r.json()) as ResultadoImportacion;
}

/** Vista previa y escritura del libro, dos veces (corte nuevo y reimportación); sus filas en la tabla. */
async function medirImportacion(s: Servidor, libro: Buffer, t: Tabla): Promise<void> {
  const admin = await sesion(s.base, CUENTA_ADMIN);
  for (const vez of ['corte nuevo', 'reimportado (reemplaza el corte)']) {
    for (const vistaPrevia of [true, false]) {
      const { resultado, memoria } = await conPicoRss(s, async () => {
        const t0 = performance.now();
        const r = await importar(s, admin, libro, vistaPrevia);
        return { r, segundos: (performance.now() - t0) / 1000 };
      });
      const { r } = resultado;
      if (r.rechazados > 0)
        t.notas.push(`${s.motor}, ${vez}: ${r.rechazados} filas rechazadas (${r.mensaje.slice(0, 200)})`);
      if (r.escrito === vistaPrevia) t.notas.push(`${s.motor}, ${vez}: escrito = ${r.escrito} inesperado`);
      t.filas.push([
        s.motor,
        `${vez}: ${vistaPrevia ? 'vista previa' : 'escritura'}`,
        String(r.filas),
        String(r.creados),
        String(r.reemplazados),
        resultado.segundos.toFixed(1),
        mib(memoria.antes),
        mib(memoria.pico),
        crecimiento(memoria),
      ]);
    }
  }
}

/** La bomba de 9,4 MB: tiempo hasta el 413 y crecimiento del RSS; /api/health consultado cada 20 ms. */
async function medirBomba(s: Servidor): Promise<Tabla> {
  const admin = await sesion(s.base, CUENTA_ADMIN);
  const bomba = bombaXlsx({ gigas: 9, declarado: 60_000, texto: true });
  const t = tabla(
    `Bomba de directorio mentiroso: ${(bomba.length / MiB).toFixed(1)} MB cuyo sharedStrings.xml infla a 9 GB ` +
      '(el directorio del zip declara 60 KB)',
    [
      ['Motor', false],
      ['status', true],
      ['segundos hasta la respuesta', true],
      ['/api/health respondidas (fallidas)', true],
      ['RSS antes (MiB)', true],
      ['pico RSS (MiB)', true],
      ['crecimiento (MiB)', true],
    ],
  );
  let salud = 0;
  let fallidas = 0;
  let sigue = true;
  const vigilar = (async () => {
    while (sigue) {
      const r = await fetch(`${s.base}/api/health`).catch(() => null);
      if (r?.ok) salud++;
      else fallidas++;
      await new Promise((ok) => setTimeout(ok, 20));
    }
  })();
  const { resultado, memoria } = await conPicoRss(s, async () => {
    const form = new FormData();
    form.append('tipo', 'aportes');
    form.append('file', new Blob([new Uint8Array(bomba)], { type: XLSX }), 'bomba.xlsx');
    const t0 = performance.now();
    const r = await fetch(`${s.base}/api/admin/importar`, { method: 'POST', headers: admin, body: form });
    await r.arrayBuffer();
    return { status: r.status, segundos: (performance.now() - t0) / 1000 };
  });
  sigue = false;
  await vigilar;
  t.filas.push([
    s.motor,
    String(resultado.status),
    resultado.segundos.toFixed(2),
    `${salud} (${fallidas})`,
    mib(memoria.antes),
    mib(memoria.pico),
    crecimiento(memoria),
  ]);
  t.notas.push(notaPico(memoria));
  return t;
}

export interface OpcionesAdmin {
  segundos: number;
  conexiones: number[];
  tiposPorAfiliado: number;
  exportaciones: number;
  /** servidores donde medir la importación (el principal y, si se pudo, el del otro motor) */
  importarEn: Servidor[];
  /** motores que no se midieron y por qué */
  omitidos: string[];
}

export async function medirAdmin(s: Servidor, o: OpcionesAdmin): Promise<Tabla[]> {
  const admin = await sesion(s.base, CUENTA_ADMIN);
  const { documentos } = await ordenar<{ documentos: { documento: string; nombre: string }[] }>(s, 'documentos');
  const uno = documentos[Math.floor(documentos.length / 2)]?.documento ?? '1000000001';

  const t1 = tablaDeConsultas(`GET /api/admin/afiliados con filtro de texto (${o.segundos} s por medida)`);
  const consultas: [string, string][] = [
    ['texto "garcia" (apellido frecuente)', 'texto=garcia&pagina=1&tamano=20'],
    ['texto "maría gómez" (dos palabras, con tildes)', `texto=${encodeURIComponent('maría gómez')}&pagina=1&tamano=20`],
    [`texto "${uno}" (el documento de un afiliado)`, `texto=${uno}&pagina=1&tamano=20`],
  ];
  await medirConsultas(t1, `${s.base}/api/admin/afiliados`, consultas, { ...o, headers: admin });

  // Exportación: una tras otra; segundos hasta el último byte.
  const tiempos: number[] = [];
  let tamano = 0;
  const { memoria } = await conPicoRss(s, async () => {
    for (let i = 0; i < o.exportaciones; i++) {
      const t0 = performance.now();
      const r = await exigirOk(
        await fetch(`${s.base}/api/admin/afiliados/descargar`, { headers: admin }),
        'GET /api/admin/afiliados/descargar',
      );
      tamano = (await r.arrayBuffer()).byteLength;
      tiempos.push((performance.now() - t0) / 1000);
    }
  });
  const t2 = tabla(`GET /api/admin/afiliados/descargar: todos los afiliados en .xlsx (${o.exportaciones} seguidas)`, [
    ['Medida', false],
    ['segundos (p50)', true],
    ['segundos (máx.)', true],
    ['MiB del .xlsx', true],
    ['RSS antes (MiB)', true],
    ['pico RSS (MiB)', true],
    ['crecimiento (MiB)', true],
  ]);
  t2.filas.push([
    'exportación de afiliados',
    percentil(tiempos, 50).toFixed(2),
    Math.max(...tiempos).toFixed(2),
    (tamano / MiB).toFixed(2),
    mib(memoria.antes),
    mib(memoria.pico),
    crecimiento(memoria),
  ]);
  t2.notas.push(notaPico(memoria));

  // Importación: el libro se arma una vez con los documentos del servidor principal (los demo son
  // los mismos en todos: datos deterministas).
  const t0 = performance.now();
  const libro = await libroAportes(documentos, o.tiposPorAfiliado, new Date(Date.UTC(2026, 10, 30)));
  const filas = documentos.length * o.tiposPorAfiliado;
  const t3 = tabla(
    `POST /api/admin/importar: libro de aportes de ${filas.toLocaleString('es-CO')} filas ` +
      `(${documentos.length.toLocaleString('es-CO')} afiliados × ${o.tiposPorAfiliado}; ${(libro.length / MiB).toFixed(1)} MB)`,
    [
      ['Motor', false],
      ['importación', false],
      ['filas', true],
      ['creados', true],
      ['reemplazados', true],
      ['segundos', true],
      ['RSS antes (MiB)', true],
      ['pico RSS (MiB)', true],
      ['crecimiento (MiB)', true],
    ],
  );
  t3.notas.push(
    'Pico de RSS del proceso servidor: el mayor entre VmHWM (reiniciado con clear_refs) y VmRSS muestreado cada 20 ms; ' +
      'en PGlite incluye la base, que corre dentro del proceso.',
  );
  t3.notas.push(
    `Libro generado con el escritor en flujo de exceljs en ${((performance.now() - t0) / 1000).toFixed(1)} s. ` +
      'Metas en PostgreSQL: vista previa <= 10 s, escritura <= 20 s, pico <= 400 MB.',
  );
  for (const servidor of o.importarEn) await medirImportacion(servidor, libro, t3);
  const t4 = await medirBomba(s);
  for (const omitido of o.omitidos) {
    console.log(omitido);
    t3.notas.push(omitido);
  }
  return [t1, t2, t3, t4];
}
