// Archivos reales de un tamaño dado para las subidas del benchmark: el portal abre cada PDF y lee cada
// imagen que recibe, así que unos bytes al azar con la firma del formato ya no sirven.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Un PDF que el portal acepta (abre y deja imprimir) de unos `bytes`: una página y un flujo de relleno al
 * azar sin usar, con su tabla xref.
 */
export function pdfDeTamano(bytes: number): Buffer {
  const relleno = randomBytes(Math.max(0, bytes - 600));
  const partes: Buffer[] = [];
  const posiciones: number[] = [];
  let largo = 0;
  const poner = (b: Buffer) => {
    partes.push(b);
    largo += b.length;
  };
  poner(Buffer.from('%PDF-1.7\n', 'latin1'));
  const objetos: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    relleno,
  ];
  objetos.forEach((o, i) => {
    posiciones.push(largo);
    if (typeof o === 'string') poner(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
    else {
      poner(Buffer.from(`${i + 1} 0 obj\n<< /Length ${o.length} >>\nstream\n`, 'latin1'));
      poner(o);
      poner(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = largo;
  let cola = `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const p of posiciones) cola += `${String(p).padStart(10, '0')} 00000 n \n`;
  cola += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  poner(Buffer.from(cola, 'latin1'));
  return Buffer.concat(partes);
}

/** Un PNG real de unos `bytes` (ruido: no se comprime). */
export async function pngDeTamano(bytes: number): Promise<Buffer> {
  const lado = Math.max(1, Math.round(Math.sqrt(bytes / 4)));
  return sharp(randomBytes(lado * lado * 4), { raw: { width: lado, height: lado, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
