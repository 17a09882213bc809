// En la verificación de la carta y el pagaré firmados: quien tiene un PDF lo suelta aquí (o lo elige) y sabe si
// es idéntico al firmado. Solo su SHA-256 viaja al servidor; el archivo no sale del equipo.
import { CheckCircleFilled, CloseCircleFilled, FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useRef, useState, type CSSProperties, type DragEvent, type ReactElement } from 'react';
import type { ComprobacionFirma } from '@fondo/contrato';
import { textoDeError } from '@fondo/runtime';
import { comprobarArchivo, sha256DeArchivo } from './consultas';

// el selector del navegador, oculto a la vista (su botón va en el idioma del navegador) y no al lector de pantalla
const OCULTO: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' };

export function ComprobarArchivo({ codigo }: { codigo: string }): ReactElement {
  const entrada = useRef<HTMLInputElement>(null);
  const [resultado, setResultado] = useState<(ComprobacionFirma & { nombre: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [encima, setEncima] = useState(false);

  async function comprobar(archivo: File | undefined): Promise<void> {
    if (!archivo) return;
    setError(null);
    setResultado(null);
    try {
      const r = await comprobarArchivo(codigo, await sha256DeArchivo(archivo));
      setResultado({ ...r, nombre: archivo.name });
    } catch (e) {
      setError(await textoDeError(e));
    }
  }

  const soltar = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setEncima(false);
    void comprobar(e.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby="titulo-comprobar" style={{ marginTop: 16 }}>
      <Typography.Title level={2} id="titulo-comprobar" style={{ fontSize: 18 }}>
        ¿Es este el documento firmado?
      </Typography.Title>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setEncima(true);
        }}
        onDragLeave={() => setEncima(false)}
        onDrop={soltar}
        style={{
          border: `2px dashed ${encima ? '#1f3864' : '#bfbfbf'}`,
          borderRadius: 8,
          padding: 16,
          textAlign: 'center',
        }}
      >
        <label htmlFor="archivo-a-comprobar" style={{ display: 'block', marginBottom: 8 }}>
          Suelte aquí el PDF o elíjalo para compararlo con el firmado
        </label>
        <input
          id="archivo-a-comprobar"
          ref={entrada}
          type="file"
          accept="application/pdf"
          style={OCULTO}
          tabIndex={-1}
          onChange={(e) => {
            void comprobar(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button icon={<FilePdfOutlined />} onClick={() => entrada.current?.click()}>
          Elegir el PDF
        </Button>
      </div>
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {resultado ? (
          <Alert
            type={resultado.identico ? 'success' : 'error'}
            icon={resultado.identico ? <CheckCircleFilled /> : <CloseCircleFilled />}
            showIcon
            title={resultado.mensaje}
            description={resultado.nombre}
          />
        ) : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </div>
    </section>
  );
}
