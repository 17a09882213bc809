// Fuente TTF embebida (DejaVu Sans: tildes, ñ, signos). Se resuelve desde node_modules, así
// funciona igual desde src (tsx, jest) que desde dist; se lee y se analiza una sola vez por hilo.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const requerir = createRequire(import.meta.url);

type Pdfkit = typeof PDFDocument;
/** pdfkit se carga con el primer PDF: ni el arranque ni lo que no dibuja PDF pagan su carga. */
export const cargarPdfkit = async (): Promise<Pdfkit> => (await import('pdfkit')).default;

export interface Fuentes {
  normal: Buffer;
  negrita: Buffer;
}

let cache: Fuentes | null = null;

export function fuentes(): Fuentes {
  cache ??= {
    normal: readFileSync(requerir.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    negrita: readFileSync(requerir.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cache;
}

/** Nombres con que el certificado elige la fuente: doc.font('normal'), doc.font('negrita'). */
export type NombreFuente = keyof Fuentes;

// pdfkit (versión fija) no expone cómo reutilizar una fuente ya analizada: registerFont guarda el
// TTF y cada documento lo vuelve a analizar con fontkit (la mayor parte del costo de un PDF). Aquí
// las tablas del TTF se analizan una vez por hilo y cada documento recibe su propia fuente embebida
// (su subconjunto, sus anchos) sobre una vista de esa fuente con su propia caché de glifos: fontkit
// guarda en cada glifo los caracteres con que se creó la primera vez, y un glifo creado al armar el
// subconjunto de otro documento (componente de 'Ú') dejaría sin texto la 'U' en este (ToUnicode).
// Partes internas que se usan, comprobadas al cargar:
/** La fuente de fontkit: tablas ya analizadas (compartidas) y su caché de glifos (_glyphs). */
interface FuenteFontkit {
  layout: unknown;
  createSubset: unknown;
  _glyphs: object;
}
/** La fuente embebida de pdfkit (EmbeddedFont): su clase y la fuente de fontkit que envuelve. */
interface FuenteEmbebida {
  font: FuenteFontkit;
  constructor: new (doc: PDFKit.PDFDocument, font: FuenteEmbebida['font'], id: string) => FuenteEmbebida;
}
/** Lo que doc.font(nombre) consulta antes de abrir una fuente, y el contador de ids (F1, F2…). */
interface FuentesDelDocumento {
  _font: FuenteEmbebida | null;
  _fontFamilies: Record<string, FuenteEmbebida>;
  _fontCount: number;
}

let analizadas: Record<NombreFuente, FuenteEmbebida> | null = null;

function internas(doc: PDFKit.PDFDocument): FuentesDelDocumento {
  const d = doc as unknown as Partial<FuentesDelDocumento>;
  if (typeof d._fontFamilies !== 'object' || d._fontFamilies === null || typeof d._fontCount !== 'number') {
    throw new Error('pdfkit cambió: el documento no tiene _fontFamilies/_fontCount');
  }
  return d as FuentesDelDocumento;
}

function analizar(PDFDocument: Pdfkit): Record<NombreFuente, FuenteEmbebida> {
  const f = fuentes();
  // font: '' evita cargar Helvetica (la fuente por omisión de pdfkit), que no se usa.
  const doc = new PDFDocument({ autoFirstPage: false, font: '' });
  const abrir = (ttf: Buffer): FuenteEmbebida => {
    const fuente = internas(doc.font(ttf))._font;
    if (
      !fuente ||
      typeof fuente.constructor !== 'function' ||
      typeof fuente.font?.layout !== 'function' ||
      typeof fuente.font.createSubset !== 'function' ||
      typeof fuente.font._glyphs !== 'object'
    ) {
      throw new Error('pdfkit cambió: la fuente abierta no es una EmbeddedFont sobre fontkit');
    }
    return fuente;
  };
  return { normal: abrir(f.normal), negrita: abrir(f.negrita) };
}

/**
 * Documento nuevo con las fuentes 'normal' y 'negrita' listas, analizadas una vez por hilo. Un
 * documento se dibuja de principio a fin sin ceder el hilo, así que compartir las tablas (y la
 * posición de lectura del TTF) entre documentos es seguro.
 */
export async function documentoConFuentes(opciones: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await cargarPdfkit();
  analizadas ??= analizar(PDFDocument);
  const doc = new PDFDocument({ ...opciones, font: '' });
  const d = internas(doc);
  for (const nombre of ['normal', 'negrita'] as const) {
    const base = analizadas[nombre];
    // Vista propia: hereda las tablas ya analizadas; glifos y motor de composición, del documento.
    const propia = Object.create(base.font) as FuenteFontkit;
    propia._glyphs = {};
    d._fontFamilies[nombre] = new base.constructor(doc, propia, `F${++d._fontCount}`);
  }
  return doc;
}

/** Los bytes del documento cuando termina: escuchar antes de dibujar, doc.end() después. */
export function bytesDelPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const partes: Buffer[] = [];
  return new Promise<Buffer>((ok, mal) => {
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => ok(Buffer.concat(partes)));
    doc.on('error', mal);
  });
}
