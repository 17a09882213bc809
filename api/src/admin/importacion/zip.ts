// Entradas del zip de un .xlsx (yauzl, desde los bytes ya recibidos): cada entrada se descomprime como
// flujo y los bytes inflados se cuentan mientras salen, sin creer al directorio del zip. yauzl corta
// la entrada que infla más de lo que declara (validateEntrySizes); además, pasado el límite de la
// entrada o del libro entero, la lectura se detiene con 413.
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { demasiadoGrande, solicitudInvalida } from '../../errors.js';
import { MENSAJE_BOMBA, MAXIMO_DESCOMPRIMIDO } from '../xlsx.js';

export const MENSAJE_DANADO = 'No se pudo leer el libro: el archivo .xlsx está dañado';

/** Entradas de un zip y su lectura en flujo, con un presupuesto de bytes inflados para todo el libro. */
export class ZipXlsx {
  private inflados = 0;
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entradas: Map<string, yauzl.Entry>,
  ) {}

  static async abrir(bytes: Buffer): Promise<ZipXlsx> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
    } catch {
      throw solicitudInvalida(MENSAJE_DANADO);
    }
    const entradas = new Map<string, yauzl.Entry>();
    await new Promise<void>((listo, falla) => {
      zip.on('entry', (e: yauzl.Entry) => {
        entradas.set(e.fileName.replace(/^\/+/, ''), e);
        zip.readEntry();
      });
      zip.once('end', () => listo());
      zip.once('error', () => falla(solicitudInvalida(MENSAJE_DANADO)));
      zip.readEntry();
    });
    return new ZipXlsx(zip, entradas);
  }

  tiene(nombre: string): boolean {
    return this.entradas.has(nombre);
  }

  /**
   * Lee la entrada como texto UTF-8 en trozos: `alTrozo` recibe cada trozo. Para con 413 si la entrada
   * pasa `limite` bytes inflados o el libro pasa MAXIMO_DESCOMPRIMIDO; 400 si el zip está dañado.
   */
  async leer(nombre: string, limite: number, alTrozo: (texto: string) => void): Promise<void> {
    const entrada = this.entradas.get(nombre);
    if (!entrada) throw solicitudInvalida(MENSAJE_DANADO);
    let flujo: NodeJS.ReadableStream;
    try {
      flujo = await this.zip.openReadStreamPromise(entrada);
    } catch {
      throw solicitudInvalida(MENSAJE_DANADO);
    }
    const decodificador = new StringDecoder('utf8');
    let deEsta = 0;
    const iterador = (flujo as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    try {
      for (;;) {
        let paso: IteratorResult<Buffer>;
        try {
          paso = await iterador.next();
        } catch (error) {
          // yauzl: "too many bytes in the stream": el directorio mintió sobre el tamaño (bomba).
          if (/too many bytes/i.test((error as Error).message ?? '')) throw demasiadoGrande(MENSAJE_BOMBA);
          throw solicitudInvalida(MENSAJE_DANADO);
        }
        if (paso.done) break;
        deEsta += paso.value.length;
        this.inflados += paso.value.length;
        if (deEsta > limite || this.inflados > MAXIMO_DESCOMPRIMIDO) throw demasiadoGrande(MENSAJE_BOMBA);
        alTrozo(decodificador.write(paso.value));
      }
      alTrozo(decodificador.end());
    } finally {
      (flujo as unknown as { destroy: () => void }).destroy();
    }
  }

  cerrar(): void {
    this.zip.close();
  }
}
