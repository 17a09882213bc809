import {
  aceptarDelUso,
  claseAdmitida,
  claseDeMime,
  esFotoConvertible,
  nombresDelUso,
  nombresElegibles,
  USOS_ARCHIVO,
} from './archivos';

test('cada uso admite sus clases (SPEC 5; y las hojas y textos de LibreOffice como adjuntos)', () => {
  expect(claseAdmitida('pdf', 'pdf')).toBe(true);
  expect(claseAdmitida('pdf', 'png')).toBe(false);
  expect(claseAdmitida('imagen', 'jpg')).toBe(true);
  expect(claseAdmitida('imagen', 'pdf')).toBe(false);
  expect([...USOS_ARCHIVO.adjunto].sort()).toEqual([
    'doc',
    'docx',
    'jpg',
    'ods',
    'odt',
    'pdf',
    'png',
    'ppt',
    'pptx',
    'xls',
    'xlsx',
    'zip',
  ]);
});

test('clase desde el tipo MIME guardado; nombres y accept para la interfaz', () => {
  expect(claseDeMime('image/jpeg')).toBe('jpg');
  expect(claseDeMime('text/html')).toBeNull();
  expect(nombresDelUso('pdf')).toBe('PDF');
  expect(nombresDelUso('imagen')).toBe('JPG o PNG');
  expect(aceptarDelUso('imagen')).toBe(
    '.jpg,image/jpeg,.png,image/png,.jpeg,.heic,image/heic,.heif,image/heif,.webp,image/webp',
  );
});

test('las fotos HEIC/HEIF y WebP se eligen donde se admite JPG (la API las guarda como JPG), no donde se pide PDF', () => {
  expect(aceptarDelUso('adjunto')).toContain('.heic,image/heic');
  expect(aceptarDelUso('pdf')).toBe('.pdf,application/pdf');
  expect(nombresElegibles('imagen')).toBe('JPG, PNG, HEIC o WebP');
  expect(nombresElegibles('pdf')).toBe('PDF');
  expect(esFotoConvertible({ name: 'IMG_0042.HEIC', type: '' })).toBe(true);
  expect(esFotoConvertible({ name: 'foto', type: 'image/webp' })).toBe(true);
  expect(esFotoConvertible({ name: 'foto.jpg', type: 'image/jpeg' })).toBe(false);
});
