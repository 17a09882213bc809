// Elegir un archivo con un botón en español ('Tomar foto o elegir archivo'): el selector del navegador queda
// oculto a la vista (su botón lo escribe el navegador en su idioma) pero no para el lector de pantalla, que lo
// encuentra por su etiqueta. En el teléfono ofrece la cámara.
import { CameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useRef, type CSSProperties, type ReactElement } from 'react';

const OCULTO: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export function ElegirArchivo(p: {
  etiqueta: string;
  textoBoton: string;
  accept: string;
  ocupado?: boolean;
  alElegir(archivo: File): void;
}): ReactElement {
  const id = useId();
  const entrada = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {p.etiqueta}
      </label>
      <input
        id={id}
        ref={entrada}
        type="file"
        accept={p.accept}
        style={OCULTO}
        tabIndex={-1}
        onChange={(e) => {
          const archivo = e.target.files?.[0];
          e.target.value = '';
          if (archivo) p.alElegir(archivo);
        }}
      />
      <Button icon={<CameraOutlined />} loading={p.ocupado} onClick={() => entrada.current?.click()}>
        {p.textoBoton}
      </Button>
    </div>
  );
}
