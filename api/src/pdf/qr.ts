// Código QR dibujado como vector en un PDF (documentos verificables): cada módulo oscuro es un cuadrado del
// mismo trazo, sin imagen intermedia; se ve nítido a cualquier zoom y al imprimir.
import QRCode from 'qrcode';

/** Dibuja el QR de `texto` con su esquina superior izquierda en (x, y) y `lado` puntos de ancho y alto. */
export function dibujarQr(doc: PDFKit.PDFDocument, texto: string, x: number, y: number, lado: number): void {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const m = lado / n;
  doc.save();
  for (let fila = 0; fila < n; fila++) {
    // Módulos oscuros seguidos de la fila en un solo rectángulo: menos operaciones en el PDF.
    let inicio = -1;
    for (let col = 0; col <= n; col++) {
      const oscuro = col < n && modules.get(fila, col) === 1;
      if (oscuro && inicio < 0) inicio = col;
      if (!oscuro && inicio >= 0) {
        // un poco más alto que el módulo: sin líneas claras entre filas al rasterizar
        doc.rect(x + inicio * m, y + fila * m, (col - inicio) * m, m + 0.05);
        inicio = -1;
      }
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
}
