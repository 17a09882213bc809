// Archivos mínimos pero válidos para las subidas de las pruebas (PDF y PNG).
import { randomBytes } from 'node:crypto';

/**
 * Un PDF mínimo pero válido (una página en blanco), con su tabla xref; con `relleno`, además un flujo sin
 * usar de esos bytes al azar (un PDF del tamaño que se quiera).
 */
export function pdfMinimo(texto: string, relleno = 0): Buffer {
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>`,
  ];
  const flujo = `BT /F1 12 Tf 20 100 Td (${texto}) Tj ET`;
  objetos.push(`<< /Length ${flujo.length} >>\nstream\n${flujo}\nendstream`);
  if (relleno > 0)
    objetos.push(`<< /Length ${relleno} >>\nstream\n${randomBytes(relleno).toString('latin1')}\nendstream`);
  let cuerpo = '%PDF-1.4\n';
  const posiciones: number[] = [];
  objetos.forEach((o, i) => {
    posiciones.push(cuerpo.length);
    cuerpo += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = cuerpo.length;
  cuerpo += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const p of posiciones) cuerpo += `${String(p).padStart(10, '0')} 00000 n \n`;
  cuerpo += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(cuerpo, 'latin1');
}

/** Un PDF de una página en blanco, sin tabla xref. */
export const PDF_SIN_XREF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Un PNG real de 1x1 píxel. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
