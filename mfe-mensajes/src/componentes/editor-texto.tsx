// Editor de texto enriquecido del mensaje (TipTap 3 sobre ProseMirror): negrita, cursiva, subrayado,
// listas y enlaces; Enter hace un párrafo nuevo y Mayús+Enter un salto de línea. Entrega HTML que el
// servidor sanea antes de guardarlo (solo lo que su lista blanca admite); vacío entrega ''.
// Va en el chunk de la página del hilo (se carga a demanda), nunca en la entrada del remoto.
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Input, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import './texto-mensaje.css';

/** Enlaces que el servidor conserva (DESIGN 6). */
const ESQUEMA_ENLACE = /^(https?:\/\/|mailto:)/i;

/** Dirección escrita por la persona -> enlace admitido, o null. 'www.x.co' pasa a https://www.x.co. */
export function normalizarEnlace(texto: string): string | null {
  const t = texto.trim();
  if (!t) return null;
  if (ESQUEMA_ENLACE.test(t)) return t;
  if (/^[a-z][a-z0-9+.-]*:/i.test(t)) return null; // otro esquema (javascript:, data:, ...)
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t)) return `mailto:${t}`;
  return `https://${t}`;
}

interface Props {
  id?: string;
  /** HTML (lo maneja Form.Item); '' o undefined es vacío */
  value?: string;
  onChange?: (html: string) => void;
  etiqueta: string;
  'aria-invalid'?: boolean;
}

interface BotonFormatoProps {
  titulo: string;
  activo: boolean;
  icono: ReactNode;
  onClick: () => void;
}

function BotonFormato({ titulo, activo, icono, onClick }: BotonFormatoProps): ReactElement {
  return (
    <Tooltip title={titulo}>
      <Button
        size="small"
        type={activo ? 'primary' : 'text'}
        icon={icono}
        aria-label={titulo}
        aria-pressed={activo}
        // sin robar el foco (la selección del editor se conserva)
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

const vacio = (e: Editor) => e.isEmpty || e.getText().trim() === '';

/** Atributos del área editable: rol y nombre accesibles, estado de error y aspecto. */
function atributos(id: string | undefined, etiqueta: string, invalido: boolean | undefined): Record<string, string> {
  return {
    ...(id ? { id } : {}),
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': etiqueta,
    'aria-invalid': invalido ? 'true' : 'false',
    style: 'min-height: 140px; padding: 6px 11px; outline: none; line-height: 1.5715;',
  };
}

export function EditorTexto({ id, value, onChange, etiqueta, 'aria-invalid': invalido }: Props): ReactElement {
  const { token } = theme.useToken();
  const emitido = useRef<string>(value ?? '');
  const alCambiar = useRef(onChange);
  alCambiar.current = onChange;
  const [enfocado, setEnfocado] = useState(false);
  const [enlace, setEnlace] = useState<string | null>(null);
  const [errorEnlace, setErrorEnlace] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
          isAllowedUri: (url) => ESQUEMA_ENLACE.test(url),
        },
      }),
    ],
    content: value ?? '',
    editorProps: { attributes: atributos(id, etiqueta, invalido) },
    onUpdate: ({ editor: e }) => {
      const html = vacio(e) ? '' : e.getHTML();
      emitido.current = html;
      alCambiar.current?.(html);
    },
    onFocus: () => setEnfocado(true),
    onBlur: () => setEnfocado(false),
  });

  // Un valor puesto desde fuera (p. ej. el formulario vaciado tras enviar) reemplaza el contenido.
  useEffect(() => {
    const nuevo = value ?? '';
    if (nuevo === emitido.current) return;
    emitido.current = nuevo;
    editor.commands.setContent(nuevo, { emitUpdate: false });
  }, [editor, value]);

  // Por las opciones, no por editor.view: la vista puede no estar montada todavía (abrir /mensaje/nuevo
  // directamente), y leer editor.view entonces lanza un error.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: atributos(id, etiqueta, invalido) } });
  }, [editor, id, etiqueta, invalido]);

  const estado = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      negrita: e.isActive('bold'),
      cursiva: e.isActive('italic'),
      subrayado: e.isActive('underline'),
      vinetas: e.isActive('bulletList'),
      numerada: e.isActive('orderedList'),
      enlace: e.isActive('link'),
    }),
  });

  const cadena = () => editor.chain().focus();

  function abrirEnlace(): void {
    setErrorEnlace(false);
    setEnlace(String(editor.getAttributes('link').href ?? ''));
  }

  function aplicarEnlace(): void {
    const href = normalizarEnlace(enlace ?? '');
    if (!href) {
      setErrorEnlace(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      cadena()
        .insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      cadena().extendMarkRange('link').setLink({ href }).run();
    }
    setEnlace(null);
  }

  function quitarEnlace(): void {
    cadena().extendMarkRange('link').unsetLink().run();
    setEnlace(null);
  }

  const borde = invalido ? token.colorError : enfocado ? token.colorPrimary : token.colorBorder;

  return (
    <div
      style={{
        border: `1px solid ${borde}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        boxShadow: enfocado ? `0 0 0 2px ${token.controlOutline}` : undefined,
      }}
    >
      <Flex
        role="toolbar"
        aria-label={`Formato de ${etiqueta.toLowerCase()}`}
        gap={2}
        wrap
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <BotonFormato
          titulo="Negrita"
          activo={estado.negrita}
          icono={<BoldOutlined />}
          onClick={() => cadena().toggleBold().run()}
        />
        <BotonFormato
          titulo="Cursiva"
          activo={estado.cursiva}
          icono={<ItalicOutlined />}
          onClick={() => cadena().toggleItalic().run()}
        />
        <BotonFormato
          titulo="Subrayado"
          activo={estado.subrayado}
          icono={<UnderlineOutlined />}
          onClick={() => cadena().toggleUnderline().run()}
        />
        <BotonFormato
          titulo="Lista con viñetas"
          activo={estado.vinetas}
          icono={<UnorderedListOutlined />}
          onClick={() => cadena().toggleBulletList().run()}
        />
        <BotonFormato
          titulo="Lista numerada"
          activo={estado.numerada}
          icono={<OrderedListOutlined />}
          onClick={() => cadena().toggleOrderedList().run()}
        />
        <BotonFormato titulo="Enlace" activo={estado.enlace} icono={<LinkOutlined />} onClick={abrirEnlace} />
      </Flex>
      {enlace !== null ? (
        <Flex
          gap={4}
          wrap
          align="center"
          style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Input
            size="small"
            autoFocus
            aria-label="Dirección del enlace"
            placeholder="https://… o correo@…"
            status={errorEnlace ? 'error' : undefined}
            style={{ flex: '1 1 200px' }}
            value={enlace}
            onChange={(e) => {
              setEnlace(e.target.value);
              setErrorEnlace(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                aplicarEnlace();
              } else if (e.key === 'Escape') {
                setEnlace(null);
              }
            }}
          />
          <Button size="small" type="primary" onClick={aplicarEnlace}>
            Aplicar
          </Button>
          {estado.enlace ? (
            <Button size="small" onClick={quitarEnlace}>
              Quitar enlace
            </Button>
          ) : null}
          <Button size="small" onClick={() => setEnlace(null)}>
            Cancelar
          </Button>
          {errorEnlace ? (
            <span role="alert" style={{ color: token.colorErrorText, width: '100%' }}>
              Escriba una dirección web (http o https) o de correo
            </span>
          ) : null}
        </Flex>
      ) : null}
      <EditorContent editor={editor} className="editor-mensaje" />
    </div>
  );
}
