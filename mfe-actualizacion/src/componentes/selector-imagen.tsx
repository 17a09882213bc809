// Selector de imagen JPG/PNG, o foto HEIC/WebP que la API guarda como JPG (SPEC 5 y 7), oculto: lo abren
// un botón o un doble clic. Comprueba tipo y tamaño antes de subir; la API vuelve a comprobarlo por los bytes.
import { forwardRef, type ChangeEvent } from 'react';
import { useAppFondo } from '@fondo/ui';
import { LIMITE_ARCHIVO_BYTES, aceptarDelUso, esFotoConvertible, nombresElegibles } from '@fondo/contrato';

interface Props {
  etiqueta: string;
  alElegir: (archivo: File) => void;
}

export const SelectorImagen = forwardRef<HTMLInputElement, Props>(function SelectorImagen({ etiqueta, alElegir }, ref) {
  const { message } = useAppFondo();
  function cambio(e: ChangeEvent<HTMLInputElement>): void {
    const archivo = e.target.files?.[0];
    e.target.value = '';
    if (!archivo) return;
    const foto = /\.(jpe?g|png)$/i.test(archivo.name) || /^image\/(jpeg|png)$/.test(archivo.type);
    if (!foto && !esFotoConvertible(archivo)) {
      void message.error(`El archivo debe ser una foto ${nombresElegibles('imagen')}: elija otra o tómela de nuevo`);
      return;
    }
    if (archivo.size > LIMITE_ARCHIVO_BYTES) {
      void message.error('El archivo supera el tamaño máximo de 10 MB');
      return;
    }
    alElegir(archivo);
  }
  return (
    <input
      ref={ref}
      type="file"
      accept={aceptarDelUso('imagen')}
      aria-label={etiqueta}
      hidden
      style={{ display: 'none' }}
      onChange={cambio}
    />
  );
});
