import { aceptarDelUso, claseAdmitida, claseDeMime, nombresDelUso, USOS_ARCHIVO } from './archivos';

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
  expect(aceptarDelUso('imagen')).toBe('.jpg,image/jpeg,.png,image/png,.jpeg');
});
