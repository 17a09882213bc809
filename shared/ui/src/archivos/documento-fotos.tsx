// Un documento de una solicitud desde la cámara: el afiliado toma o elige fotos
// (una por página, JPG/PNG) o un PDF. Cada foto se sube al elegirla (POST /api/archivos/pagina-foto: el
// servidor la endereza, le quita los metadatos y la comprime); con todas arriba, el servidor las une
// en un PDF (POST /api/archivos/pdf-de-fotos) y el campo guarda su id_archivo. Las páginas se ven en
// miniatura, se reordenan y se quitan; al cambiarlas se vuelve a armar el PDF. Tipo y tamaño se
// comprueban aquí por comodidad; quien decide es el servidor (por los bytes). Aquí, el estado y las
// subidas; lo que se ve de cada página y del PDF, en piezas-documento; qué se acepta, en tipos-documento.
import { Form, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { textoDeError } from '@fondo/runtime';
import { LIMITE_ARCHIVO_BYTES, MAXIMO_PAGINAS_PDF } from '@fondo/contrato';
import { nombreDeArchivo } from '../borradores/almacen';
import { pdfDeFotos, subirArchivo, subirPaginaFoto } from './archivos';
import { useAvisarSubida } from './subidas';
import {
  AvisosDocumento,
  BotonesDocumento,
  DocumentoListo,
  EntradaOculta,
  FilaPdf,
  ListaPaginas,
  ProgresoPaginas,
  ROJO,
  type Pagina,
  type PdfElegido,
} from './piezas-documento';
import { ACEPTA_DOCUMENTO, ACEPTA_FOTO, NOMBRES_DOCUMENTO, claseDe, useTactil } from './tipos-documento';

export interface PropsDocumentoFotos {
  /** id del Form.Item: va en el botón 'Agregar página' (la etiqueta lo enfoca) */
  id?: string;
  /** id_archivo del PDF del documento (lo maneja Form.Item); null mientras no está listo */
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** nombre del documento, p. ej. 'Último desprendible de pago': en los mensajes y en el nombre del PDF */
  etiqueta: string;
}

let siguienteClave = 1;

export function DocumentoFotos({ id, value, onChange, etiqueta }: PropsDocumentoFotos): ReactElement {
  const { status } = Form.Item.useStatus();
  const tactil = useTactil();
  // botones de 40 px para el dedo; con el mouse, del tamaño de los demás del formulario
  const tamano = tactil ? 'large' : 'middle';
  const [paginas, setPaginas] = useState<Pagina[]>([]);
  const [pdf, setPdf] = useState<PdfElegido | null>(null);
  const [armado, setArmado] = useState<{ clave: string; nombre: string; id: number } | null>(null);
  const [armando, setArmando] = useState(false);
  // las páginas cuyo PDF no se pudo armar (no se reintenta solo: no cuenta como subida en curso)
  const [claveFallida, setClaveFallida] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const entradaArchivos = useRef<HTMLInputElement>(null);
  const entradaCamara = useRef<HTMLInputElement>(null);
  const miniaturas = useRef(new Set<string>());
  const alCambiar = useRef(onChange);
  alCambiar.current = onChange;

  // Las URL locales de las miniaturas viven lo que vive el control.
  useEffect(() => {
    const urls = miniaturas.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  // Con todas las páginas arriba, el servidor las une en un PDF; el campo guarda ese id.
  const listas = paginas.length > 0 && paginas.every((p) => p.estado === 'lista');
  const claveDocumento = listas ? paginas.map((p) => p.id).join(',') : null;
  useEffect(() => {
    if (!claveDocumento || claveDocumento === armado?.clave) return;
    let vigente = true;
    setArmando(true);
    setAviso(null);
    pdfDeFotos(claveDocumento.split(',').map(Number), `${etiqueta}.pdf`)
      .then(
        (a) => {
          if (!vigente) return;
          setArmado({ clave: claveDocumento, nombre: a.nombre, id: a.id_archivo });
          alCambiar.current?.(a.id_archivo);
        },
        async (e: unknown) => {
          if (!vigente) return;
          setClaveFallida(claveDocumento);
          setAviso(await textoDeError(e));
        },
      )
      .finally(() => {
        if (vigente) setArmando(false);
      });
    return () => {
      vigente = false;
      setArmando(false);
    };
  }, [claveDocumento, armado?.clave, etiqueta]);

  // Un valor que se borra desde fuera (formulario reiniciado) deja el control vacío.
  useEffect(() => {
    const vacioDesdeFuera = value === null || value === undefined;
    const pdfListo = pdf?.estado === 'lista';
    const fotosListas = armado !== null && !armando && claveDocumento === armado.clave;
    if (vacioDesdeFuera && (pdfListo || fotosListas)) {
      limpiarTodo();
    }
    // solo cuando cambia el valor
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  function invalidar(): void {
    if (value) alCambiar.current?.(null);
  }

  function actualizar(clave: number, cambio: Partial<Pagina>): void {
    setPaginas((ps) => ps.map((p) => (p.clave === clave ? { ...p, ...cambio } : p)));
  }

  async function subirPagina(p: Pagina): Promise<void> {
    try {
      const a = await subirPaginaFoto(p.archivo);
      actualizar(p.clave, { estado: 'lista', id: a.id_archivo, error: undefined });
    } catch (e) {
      actualizar(p.clave, { estado: 'error', error: await textoDeError(e) });
    }
  }

  async function subirPdf(f: File): Promise<void> {
    setPdf({ nombre: f.name, estado: 'subiendo' });
    try {
      const a = await subirArchivo(f, 'pdf');
      setPdf({ nombre: a.nombre, estado: 'lista' });
      alCambiar.current?.(a.id_archivo);
    } catch (e) {
      setPdf({ nombre: f.name, estado: 'error', error: await textoDeError(e) });
    }
  }

  /** Archivos elegidos (cámara o selector): fotos como páginas nuevas al final, o un PDF solo. */
  async function agregar(archivos: File[]): Promise<void> {
    if (archivos.length === 0) return;
    setAviso(null);
    for (const f of archivos) {
      const clase = claseDe(f);
      if (!clase) return setAviso(`${f.name}: el archivo debe ser ${NOMBRES_DOCUMENTO}`);
      if (f.size === 0) return setAviso(`${f.name}: el archivo está vacío`);
      if (f.size > LIMITE_ARCHIVO_BYTES) return setAviso(`${f.name}: supera el tamaño máximo de 10 MB`);
    }
    const pdfs = archivos.filter((f) => claseDe(f) === 'pdf');
    if (pdfs.length > 0) {
      if (archivos.length > 1 || paginas.length > 0) {
        return setAviso('Un PDF es el documento completo: quite las fotos para subir un PDF, o agregue solo fotos');
      }
      invalidar();
      return subirPdf(pdfs[0]!);
    }
    if (paginas.length + archivos.length > MAXIMO_PAGINAS_PDF) {
      return setAviso(`Un documento puede tener hasta ${MAXIMO_PAGINAS_PDF} páginas`);
    }
    const nuevas: Pagina[] = archivos.map((archivo) => {
      // Un HEIC solo lo dibuja Safari: sin miniatura local (la página guardada ya es JPG).
      const heic = /\.hei[cf]$/i.test(archivo.name) || /^image\/hei[cf]$/i.test(archivo.type);
      const miniatura = !heic && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(archivo) : null;
      if (miniatura) miniaturas.current.add(miniatura);
      return { clave: siguienteClave++, archivo, miniatura, estado: 'subiendo' };
    });
    invalidar();
    setPaginas((ps) => [...ps, ...nuevas]);
    // Una a una: en el teléfono, la red y el servidor las reciben sin competir.
    for (const p of nuevas) await subirPagina(p);
  }

  function soltarMiniatura(p: Pagina): void {
    if (!p.miniatura) return;
    URL.revokeObjectURL(p.miniatura);
    miniaturas.current.delete(p.miniatura);
  }

  function quitar(clave: number): void {
    const p = paginas.find((x) => x.clave === clave);
    if (p) soltarMiniatura(p);
    invalidar();
    setPaginas((ps) => ps.filter((x) => x.clave !== clave));
  }

  function mover(i: number, paso: -1 | 1): void {
    invalidar();
    setPaginas((ps) => {
      const j = i + paso;
      if (j < 0 || j >= ps.length) return ps;
      const r = [...ps];
      [r[i], r[j]] = [r[j]!, r[i]!];
      return r;
    });
  }

  function reintentar(p: Pagina): void {
    actualizar(p.clave, { estado: 'subiendo', error: undefined });
    void subirPagina(p);
  }

  function limpiarTodo(): void {
    paginas.forEach(soltarMiniatura);
    setPaginas([]);
    setPdf(null);
    setArmado(null);
    setAviso(null);
  }

  function limpiar(): void {
    limpiarTodo();
    alCambiar.current?.(null);
  }

  const total = paginas.length;
  const subidas = paginas.filter((p) => p.estado === 'lista').length;
  const conError = paginas.some((p) => p.estado === 'error');
  const ocupado = armando || paginas.some((p) => p.estado === 'subiendo') || pdf?.estado === 'subiendo';
  // páginas arriba cuyo PDF aún no se pide: el formulario también espera por ellas
  const porArmar = claveDocumento !== null && claveDocumento !== armado?.clave && claveDocumento !== claveFallida;
  useAvisarSubida(ocupado || porArmar);
  const listo = Boolean(value) && !ocupado;
  const vacio = total === 0 && !pdf;
  const idAyuda = id ? `${id}_help` : undefined;
  const borde = status === 'error' ? ROJO : '#bfbfbf';

  return (
    <div
      className="documento-fotos"
      role="group"
      aria-label={etiqueta}
      style={{ border: `1px dashed ${borde}`, borderRadius: 8, padding: 12 }}
    >
      {total > 0 ? (
        <ListaPaginas
          paginas={paginas}
          etiqueta={etiqueta}
          tamano={tamano}
          alMover={mover}
          alReintentar={reintentar}
          alQuitar={quitar}
        />
      ) : null}

      {pdf ? <FilaPdf pdf={pdf} /> : null}

      {/* lleno desde fuera (un borrador recuperado): su nombre, si se conoce */}
      {vacio && value ? <Typography.Text>{nombreDeArchivo(value) ?? 'Documento cargado'}</Typography.Text> : null}

      {total > 0 && ocupado ? (
        <ProgresoPaginas armando={armando} subidas={subidas} total={total} etiqueta={etiqueta} />
      ) : null}

      {listo && (total > 0 || pdf) ? (
        <DocumentoListo
          texto={
            total > 0
              ? `${armado?.nombre ?? `${etiqueta}.pdf`}: ${total === 1 ? '1 página' : `${total} páginas`} en PDF`
              : `${pdf?.nombre ?? ''} cargado`
          }
        />
      ) : null}

      <AvisosDocumento conError={conError} aviso={aviso} />

      <BotonesDocumento
        id={id}
        etiqueta={etiqueta}
        tamano={tamano}
        conCamara={tactil && !pdf}
        conAgregar={!pdf}
        // el error del Form.Item lo lee quien enfoca 'Agregar página'
        idAyuda={status === 'error' ? idAyuda : undefined}
        limpiarDeshabilitado={vacio && !value}
        alTomarFoto={() => entradaCamara.current?.click()}
        alAgregar={() => entradaArchivos.current?.click()}
        alLimpiar={limpiar}
      />
      <Typography.Paragraph style={{ margin: '8px 0 0' }}>
        Fotos JPG o PNG (una por página) o un PDF, de hasta 10 MB cada archivo.
      </Typography.Paragraph>

      <EntradaOculta
        ref={entradaArchivos}
        multiple
        accept={ACEPTA_DOCUMENTO}
        aria-label={`Elegir fotos o PDF: ${etiqueta}`}
        data-entrada="archivos"
        alElegir={(elegidos) => void agregar(elegidos)}
      />
      <EntradaOculta
        ref={entradaCamara}
        accept={ACEPTA_FOTO}
        capture="environment"
        aria-label={`Cámara: ${etiqueta}`}
        data-entrada="camara"
        alElegir={(elegidos) => void agregar(elegidos)}
      />
    </div>
  );
}
