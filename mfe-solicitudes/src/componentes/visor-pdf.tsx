// Visor de un PDF dentro de la página, al ancho de su caja (también a 390 px): cada página dibujada por pdf.js en
// un canvas con su texto para lectores de pantalla, y 'Ampliar' para leerla al doble de ancho (se desplaza dentro
// de su caja). Un iframe no sirve en el teléfono (Chrome de Android no muestra PDF en él). Si pdf.js no carga,
// queda el enlace para abrir el documento.
import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type * as PdfJs from 'pdfjs-dist';
import { URL_PDFJS, URL_TRABAJADOR_PDFJS } from './pdfjs';

let pdfjs: Promise<typeof PdfJs> | null = null;
function cargarPdfjs(): Promise<typeof PdfJs> {
  pdfjs ??= (import(/* webpackIgnore: true */ URL_PDFJS) as Promise<typeof PdfJs>).then((m) => {
    m.GlobalWorkerOptions.workerSrc = URL_TRABAJADOR_PDFJS;
    return m;
  });
  return pdfjs;
}

export interface PropsVisorPdf {
  pdf: Blob;
  /** nombre del documento para el lector de pantalla */
  titulo: string;
}

export function VisorPdf({ pdf, titulo }: PropsVisorPdf): ReactElement {
  const caja = useRef<HTMLDivElement>(null);
  const [estado, setEstado] = useState<'cargando' | 'listo' | 'fallo'>('cargando');
  const [ampliado, setAmpliado] = useState(false);
  const [url] = useState(() => URL.createObjectURL(pdf));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);

  useEffect(() => {
    let vivo = true;
    const destino = caja.current;
    if (!destino) return;
    void (async () => {
      try {
        const m = await cargarPdfjs();
        const doc = await m.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), isEvalSupported: false })
          .promise;
        const ancho = destino.clientWidth || 360;
        // nítido también ampliado al doble
        const escalaPantalla = Math.min(window.devicePixelRatio || 1, 2) * 2;
        destino.replaceChildren();
        for (let n = 1; n <= doc.numPages && vivo; n++) {
          const pagina = await doc.getPage(n);
          const base = pagina.getViewport({ scale: 1 });
          const vista = pagina.getViewport({ scale: (ancho / base.width) * escalaPantalla });
          const lienzo = document.createElement('canvas');
          lienzo.width = Math.floor(vista.width);
          lienzo.height = Math.floor(vista.height);
          lienzo.style.width = '100%';
          lienzo.style.display = 'block';
          lienzo.style.marginBottom = '8px';
          lienzo.setAttribute('role', 'img');
          const texto = await pagina.getTextContent();
          const palabras = texto.items.map((i) => ('str' in i ? i.str : '')).join(' ');
          lienzo.setAttribute('aria-label', `Página ${n} de ${doc.numPages}: ${palabras}`);
          await pagina.render({ canvas: lienzo, viewport: vista }).promise;
          destino.append(lienzo);
        }
        await doc.destroy();
        if (vivo) setEstado('listo');
      } catch {
        if (vivo) setEstado('fallo');
      }
    })();
    return () => {
      vivo = false;
    };
  }, [pdf]);

  return (
    <div className="visor-pdf">
      {estado === 'cargando' ? <p aria-live="polite">Cargando el documento…</p> : null}
      {estado === 'fallo' ? <p>No se pudo mostrar el documento aquí: ábralo con el enlace.</p> : null}
      {estado === 'listo' ? (
        <Button
          size="small"
          icon={ampliado ? <ZoomOutOutlined /> : <ZoomInOutlined />}
          onClick={() => setAmpliado(!ampliado)}
          aria-pressed={ampliado}
          style={{ marginBottom: 8 }}
        >
          {ampliado ? 'Reducir' : 'Ampliar'}
        </Button>
      ) : null}
      {/* ampliado se desplaza dentro de su caja: también con el teclado (enfocable, con su nombre) */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={`${titulo}, páginas`}>
        <div
          ref={caja}
          className="visor-pdf-paginas"
          aria-label={titulo}
          role="document"
          style={{ width: ampliado ? '200%' : '100%' }}
        />
      </div>
      <a href={url} target="_blank" rel="noreferrer">
        Abrir el documento en PDF
      </a>
    </div>
  );
}
