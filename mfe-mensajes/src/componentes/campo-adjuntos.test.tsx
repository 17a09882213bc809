// Comprobación de un adjunto antes de subirlo (solo comodidad: decide la API, por los bytes): una foto
// HEIC del iPhone o WebP se admite (la API la guarda como JPG); lo no admitido dice qué se puede elegir.
import { problemaAdjunto } from './campo-adjuntos';

const archivo = (name: string, type = '', size = 1000) => ({ name, type, size });

test('HEIC, HEIF y WebP, por extensión o por tipo, se admiten como adjunto', () => {
  expect(problemaAdjunto(archivo('IMG_0042.HEIC', 'image/heic'))).toBeNull();
  expect(problemaAdjunto(archivo('IMG_0043.heif'))).toBeNull();
  expect(problemaAdjunto(archivo('captura.webp', 'image/webp'))).toBeNull();
  expect(problemaAdjunto(archivo('desprendible.pdf', 'application/pdf'))).toBeNull();
});

test('un .exe: el mensaje nombra lo que sí se admite, fotos HEIC y WebP incluidas', () => {
  expect(problemaAdjunto(archivo('saldo.exe'))).toBe(
    'saldo.exe: el archivo debe ser PDF, JPG, PNG, Word (.doc), Word (.docx), Excel (.xls), Excel (.xlsx), ZIP, ' +
      'PowerPoint (.ppt), PowerPoint (.pptx), Calc (.ods), Writer (.odt), HEIC o WebP',
  );
});
