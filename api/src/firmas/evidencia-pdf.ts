// La página de evidencia del PDF firmado (la última): por cada firma, quién (nombre y documento), cuándo (hora
// de Bogotá), desde dónde (IP y dispositivo), con qué método y sobre qué SHA-256 del documento tal como se
// mostró; y el número de la solicitud con el código de verificación y su QR.
import { formatoEmision, type EvidenciaFirma } from '@fondo/contrato';
import { documentoConPuntos } from '../pdf/formato.js';
import { dibujarQr } from '../pdf/qr.js';

const MARGEN = 64;
const AZUL = '#1f3864';
const GRIS = '#555555';
const LADO_QR = 92;

export interface DatosEvidencia {
  id_solicitud: number;
  codigo: string;
  url: string;
  firmas: readonly EvidenciaFirma[];
}

const ROL: Record<EvidenciaFirma['rol'], string> = { afiliado: 'Solicitante (deudor)', codeudor: 'Codeudor' };

function fila(doc: PDFKit.PDFDocument, etiqueta: string, valor: string, ancho: number): void {
  const y = doc.y;
  doc.font('negrita').fontSize(9).fillColor('black').text(etiqueta, MARGEN, y, { width: 120 });
  const alto = doc.y - y;
  doc
    .font('normal')
    .fontSize(9)
    .text(valor, MARGEN + 124, y, { width: ancho - 124 });
  doc.y = Math.max(y + alto, doc.y) + 2;
}

/** Dibuja la página de evidencia al final del documento. */
export function paginaDeEvidencia(doc: PDFKit.PDFDocument, d: DatosEvidencia): void {
  doc.addPage();
  const ancho = doc.page.width - 2 * MARGEN;
  doc
    .font('negrita')
    .fontSize(14)
    .fillColor(AZUL)
    .text('EVIDENCIA DE FIRMA ELECTRÓNICA', MARGEN, doc.y, { width: ancho, align: 'center' });
  doc
    .font('normal')
    .fontSize(9)
    .fillColor(GRIS)
    .text(`Solicitud de crédito No. ${d.id_solicitud} - Ley 527 de 1999, art. 7, y Decreto 2364 de 2012`, {
      width: ancho,
      align: 'center',
    });
  doc.fillColor('black').moveDown(1);
  doc
    .font('normal')
    .fontSize(9.5)
    .text(
      'Quien firma leyó el documento en el portal del fondo, confirmó que lo leyó y escribió el código de un solo ' +
        'uso que recibió en su correo. El código quedó atado a la huella SHA-256 del documento tal como se le mostró: ' +
        'cualquier cambio del documento da otra huella.',
      MARGEN,
      doc.y,
      { width: ancho, align: 'justify', lineGap: 2 },
    );
  doc.moveDown(0.8);
  for (const f of d.firmas) {
    doc.font('negrita').fontSize(11).fillColor(AZUL).text(ROL[f.rol], MARGEN, doc.y, { width: ancho });
    doc.fillColor('black').moveDown(0.2);
    fila(doc, 'Nombre completo', f.nombre, ancho);
    fila(doc, 'Documento', documentoConPuntos(f.documento), ancho);
    fila(doc, 'Fecha y hora', `${formatoEmision(f.fecha)} (hora de Bogotá)`, ancho);
    fila(doc, 'Dirección IP', f.ip, ancho);
    fila(doc, 'Dispositivo', f.dispositivo || 'No informado', ancho);
    fila(doc, 'Método', f.metodo, ancho);
    fila(doc, 'SHA-256 del documento', f.sha256, ancho);
    doc.moveDown(0.8);
  }
  const y = Math.max(doc.y + 6, doc.page.height - doc.page.margins.bottom - LADO_QR - 30);
  dibujarQr(doc, d.url, MARGEN + ancho - LADO_QR, y, LADO_QR);
  doc.link(MARGEN + ancho - LADO_QR, y, LADO_QR, LADO_QR, d.url);
  const anchoTexto = ancho - LADO_QR - 14;
  doc
    .font('negrita')
    .fontSize(10)
    .fillColor('black')
    .text(`Código de verificación: ${d.codigo}`, MARGEN, y + 8, { width: anchoTexto });
  doc
    .font('normal')
    .fontSize(8.5)
    .fillColor(GRIS)
    .text('Verifique quién firmó, cuándo, y si un archivo es idéntico al firmado en:', MARGEN, doc.y + 4, {
      width: anchoTexto,
    });
  doc
    .fillColor(AZUL)
    .fontSize(8.5)
    .text(d.url, MARGEN, doc.y + 2, { width: anchoTexto, link: d.url, underline: true });
  doc.fillColor('black');
}
