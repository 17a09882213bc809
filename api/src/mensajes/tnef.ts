// Lector de TNEF (winmail.dat de Outlook, MS-OXTNEF): los adjuntos que empaqueta, con su nombre largo, y
// el cuerpo en texto o HTML si lo trae. Se escribió aquí porque node-tnef solo da el nombre corto 8.3
// ('ZAPPA_~2.JPG'), escribe cada lectura en la salida estándar y no comprueba los límites. Todo largo se
// comprueba contra el buffer: un archivo dañado corta la lectura (lo leído hasta ahí queda).

export interface AdjuntoTnef {
  nombre: string;
  bytes: Buffer;
}

export interface ContenidoTnef {
  adjuntos: AdjuntoTnef[];
  texto: string | null;
  html: string | null;
  /** adjuntos que no son un archivo (un mensaje de Outlook incrustado): se nombran, no se guardan */
  incrustados: string[];
}

const FIRMA = 0x223e9f78;
const NIVEL_ADJUNTO = 2;
// Atributos TNEF (los 16 bits bajos del identificador).
const ATT_BODY = 0x800c;
const ATT_ATTACH_DATA = 0x800f;
const ATT_ATTACH_TITLE = 0x8010;
const ATT_ATTACH_REND_DATA = 0x9002;
const ATT_MAPI_PROPS = 0x9003;
const ATT_ATTACHMENT = 0x9005;
// Propiedades MAPI.
const PR_BODY = 0x1000;
const PR_BODY_HTML = 0x1013;
const PR_ATTACH_DATA_OBJ = 0x3701;
const PR_ATTACH_FILENAME = 0x3704;
const PR_ATTACH_LONG_FILENAME = 0x3707;
const PR_DISPLAY_NAME = 0x3001;
// Tipos MAPI de largo fijo (bytes en TNEF, con relleno a 4) y de largo variable.
const FIJOS: Record<number, number> = {
  0x0001: 0,
  0x0002: 4,
  0x0003: 4,
  0x0004: 4,
  0x0005: 8,
  0x0006: 8,
  0x0007: 8,
  0x000a: 4,
  0x000b: 4,
  0x0014: 8,
  0x0040: 8,
  0x0048: 16,
};
const PT_STRING8 = 0x001e;
const PT_UNICODE = 0x001f;
const PT_OBJECT = 0x000d;
const PT_BINARY = 0x0102;
const MULTIVALOR = 0x1000;

class Corto extends Error {}

const ansi = new TextDecoder('windows-1252');
const sinNulos = (t: string) => t.replace(/\0+$/, '');

interface Propiedad {
  id: number;
  tipo: number;
  valores: Buffer[];
}

/** Las propiedades MAPI de un atributo (MS-OXTNEF 2.1.3.4). */
function propiedadesMapi(b: Buffer): Propiedad[] {
  let o = 0;
  const u32 = () => {
    if (o + 4 > b.length) throw new Corto();
    const v = b.readUInt32LE(o);
    o += 4;
    return v;
  };
  const tomar = (n: number) => {
    if (n < 0 || o + n > b.length) throw new Corto();
    const v = b.subarray(o, o + n);
    o += n + ((4 - (n % 4)) % 4);
    return v;
  };
  const props: Propiedad[] = [];
  const total = u32();
  for (let i = 0; i < total && o < b.length; i++) {
    const tipoCompleto = b.readUInt16LE(o);
    const id = b.readUInt16LE(o + 2);
    o += 4;
    if (id >= 0x8000) {
      tomar(16); // GUID del nombre
      if (u32() === 0) u32();
      else tomar(u32());
    }
    const tipo = tipoCompleto & ~MULTIVALOR;
    const variable = [PT_STRING8, PT_UNICODE, PT_OBJECT, PT_BINARY].includes(tipo);
    const cuantos = variable || tipoCompleto & MULTIVALOR ? u32() : 1;
    if (cuantos > 100_000) throw new Corto();
    const valores: Buffer[] = [];
    for (let k = 0; k < cuantos; k++) {
      if (variable) valores.push(tomar(u32()));
      else if (tipo in FIJOS) valores.push(tomar(FIJOS[tipo]!));
      else throw new Corto(); // tipo desconocido: no se sabe cuánto saltar
    }
    props.push({ id, tipo, valores });
  }
  return props;
}

const textoDe = (p: Propiedad | undefined): string | null => {
  const v = p?.valores[0];
  if (!v) return null;
  return sinNulos(p.tipo === PT_UNICODE ? v.toString('utf16le') : ansi.decode(v));
};

/** null si no es TNEF; si no, lo que trae. */
export function leerTnef(b: Buffer): ContenidoTnef | null {
  if (b.length < 6 || b.readUInt32LE(0) !== FIRMA) return null;
  const r: ContenidoTnef = { adjuntos: [], texto: null, html: null, incrustados: [] };
  let actual: { corto?: string; largo?: string; bytes?: Buffer; objeto?: boolean } | null = null;
  const cerrar = () => {
    if (!actual) return;
    const nombre = actual.largo || actual.corto || `adjunto-${r.adjuntos.length + 1}`;
    if (actual.bytes) r.adjuntos.push({ nombre, bytes: actual.bytes });
    else if (actual.objeto) r.incrustados.push(nombre);
    actual = null;
  };
  let o = 6;
  try {
    while (o + 9 <= b.length) {
      const nivel = b[o]!;
      const atributo = b.readUInt32LE(o + 1) & 0xffff;
      const largo = b.readUInt32LE(o + 5);
      const inicio = o + 9;
      if (inicio + largo + 2 > b.length) break;
      const datos = b.subarray(inicio, inicio + largo);
      o = inicio + largo + 2; // y la suma de control
      if (atributo === ATT_ATTACH_REND_DATA) {
        cerrar();
        actual = {};
      } else if (nivel === NIVEL_ADJUNTO && actual) {
        if (atributo === ATT_ATTACH_TITLE) actual.corto = sinNulos(ansi.decode(datos));
        else if (atributo === ATT_ATTACH_DATA) actual.bytes = Buffer.from(datos);
        else if (atributo === ATT_ATTACHMENT) {
          const props = propiedadesMapi(datos);
          const de = (id: number) => props.find((p) => p.id === id);
          actual.largo = textoDe(de(PR_ATTACH_LONG_FILENAME)) ?? textoDe(de(PR_DISPLAY_NAME)) ?? undefined;
          actual.corto ??= textoDe(de(PR_ATTACH_FILENAME)) ?? undefined;
          const objeto = de(PR_ATTACH_DATA_OBJ);
          if (objeto?.tipo === PT_OBJECT) actual.objeto = true;
          else if (objeto?.valores[0] && !actual.bytes) actual.bytes = Buffer.from(objeto.valores[0]);
        }
      } else if (atributo === ATT_BODY) {
        r.texto ??= sinNulos(ansi.decode(datos));
      } else if (atributo === ATT_MAPI_PROPS) {
        const props = propiedadesMapi(datos);
        const html = props.find((p) => p.id === PR_BODY_HTML);
        if (html?.valores[0])
          r.html = html.tipo === PT_BINARY ? sinNulos(html.valores[0].toString('utf8')) : textoDe(html);
        r.texto = textoDe(props.find((p) => p.id === PR_BODY)) ?? r.texto;
      }
    }
  } catch (e) {
    if (!(e instanceof Corto)) throw e;
  }
  cerrar();
  return r;
}
