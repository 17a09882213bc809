// Lectura de los PDF en las pruebas (pdf-parse): su texto, su título y sus páginas; y el texto de una página
// como lo saca pdftotext de poppler (otro lector, el de la línea de comandos).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PDFParse } from 'pdf-parse';

async function conParser<T>(pdf: Buffer, leer: (parser: PDFParse) => Promise<T>): Promise<T> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return await leer(parser);
  } finally {
    await parser.destroy();
  }
}

/** Texto del PDF con espacios y saltos de línea colapsados: los párrafos se parten donde caiga el ancho. */
export function textoDelPdf(pdf: Buffer): Promise<string> {
  return conParser(pdf, async (p) => (await p.getText()).text.replace(/\s+/g, ' '));
}

/** El título del diccionario Info del PDF (undefined si no tiene). */
export function tituloDelPdf(pdf: Buffer): Promise<unknown> {
  return conParser(pdf, async (p) => ((await p.getInfo()).info as Record<string, unknown> | undefined)?.Title);
}

/** Número de páginas y tamaño (en puntos) de cada una. */
export function paginasDelPdf(pdf: Buffer): Promise<{ total: number; tamanos: [number, number][] }> {
  return conParser(pdf, async (p) => {
    const info = await p.getInfo({ parsePageInfo: true });
    return {
      total: info.total,
      tamanos: (info.pages ?? []).map((pg) => [Math.round(pg.width), Math.round(pg.height)] as [number, number]),
    };
  });
}

/** Anotaciones de enlace de cada página: el texto sobre el que están y su URL. */
export function enlacesDelPdf(pdf: Buffer): Promise<{ text: string; url: string }[][]> {
  return conParser(pdf, async (p) => {
    const info = await p.getInfo({ parsePageInfo: true });
    return (info.pages ?? []).map((pg) => pg.links);
  });
}

/** Texto de la página `pagina` (1 = la primera) según pdftotext, con los espacios colapsados. */
export async function textoConPdftotext(pdf: Buffer, pagina: number): Promise<string> {
  const hijo = promisify(execFile)(
    'pdftotext',
    ['-f', String(pagina), '-l', String(pagina), '-enc', 'UTF-8', '-', '-'],
    {
      encoding: 'utf8',
    },
  );
  hijo.child.stdin?.end(pdf);
  return (await hijo).stdout.replace(/\s+/g, ' ');
}
