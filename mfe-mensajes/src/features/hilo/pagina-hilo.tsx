// /mensaje/:id (SPEC 2.18): 'nuevo' abre el formulario de un hilo nuevo (asunto, texto, adjuntos); un
// número muestra el hilo (mensajes en tarjetas con autor, fecha, texto y adjuntos) y el formulario de
// respuesta (texto, adjuntos y, para un superadmin, estado preseleccionado en Cerrado: SPEC 4).
// El texto de cada mensaje es el HTML que el servidor saneó al guardarlo (DESIGN 6); nada más se
// interpreta como HTML: asuntos, nombres y archivos son texto.
import { ArrowLeftOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { type ReactElement } from 'react';
import { formatoFechaHora, type EstadoMensaje as Estado, type InfoAdjunto, type Mensaje } from '@fondo/contrato';
import { esSuperadmin, useNavigate, useParams, useSesion } from '@fondo/runtime';
import {
  Cargando,
  EncabezadoPagina,
  PaginaNoEncontrada,
  useBorrador,
  useManejarError,
  useRutaDeLista,
  useTitulo,
  useAppFondo,
} from '@fondo/ui';
import { descargarAdjunto, ProveedorSubidas, TextoEsperandoSubidas, useSubidasEnCurso } from '@fondo/ui/archivos';
import { useMarcarVista } from '@fondo/ui/novedades';
import { useEscribirMensaje, useHilo } from '../../api/consultas';
import { CampoAdjuntos } from '../../componentes/campo-adjuntos';
import { EditorTexto } from '../../componentes/editor-texto';
import { EstadoTag } from '../../componentes/estado-tag';

export const MENSAJE_ENVIADO = 'Mensaje enviado';
export const REQUERIDO_ASUNTO = 'El asunto es requerido';
export const REQUERIDO_TEXTO = 'El texto del mensaje es requerido';
/** Solo lo ve el superadmin: el correo importado no traía DMARC, DKIM ni SPF aprobados para su remitente. */
export const REMITENTE_SIN_VERIFICAR = 'Remitente sin verificar';
export const AVISO_SIN_VERIFICAR =
  'El servidor de correo del fondo no confirmó que este correo venga de la dirección del afiliado. ' +
  'Confirme con el afiliado antes de hacer lo que pide.';

const OPCIONES_ESTADO: { value: Estado; label: string }[] = [
  { value: 0, label: 'Abierto' },
  { value: 1, label: 'Cerrado' },
];

interface Valores {
  asunto?: string;
  texto?: string;
  adjuntos?: InfoAdjunto[];
  estado?: Estado;
}

export function PaginaHilo(): ReactElement {
  const { id } = useParams();
  if (id === 'nuevo') return <NuevoMensaje />;
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return <PaginaNoEncontrada />;
  return <Hilo key={id} id={Number(id)} />;
}

const reglaTexto = {
  validator: (_r: unknown, v: string | undefined) =>
    v && v.trim() ? Promise.resolve() : Promise.reject(new Error(REQUERIDO_TEXTO)),
};

function NuevoMensaje(): ReactElement {
  useTitulo('Crear Mensaje');
  const navigate = useNavigate();
  const { message } = useAppFondo();
  const escribir = useEscribirMensaje();
  const subidas = useSubidasEnCurso();
  const [form] = Form.useForm<Valores>();
  const borrador = useBorrador('mensaje:nuevo', form); // sobrevive al fin de la sesión

  async function enviar(validados: Valores): Promise<void> {
    // un adjunto que aún sube se espera: el mensaje sale con él
    if (!(await subidas.terminar())) return;
    const v: Valores = { ...validados, adjuntos: form.getFieldValue('adjuntos') as InfoAdjunto[] | undefined };
    try {
      await escribir.mutateAsync({
        asunto: v.asunto ?? '',
        texto: v.texto ?? '',
        adjuntos: (v.adjuntos ?? []).map((a) => a.id_archivo),
      });
    } catch {
      return; // el diálogo 'Error' lo muestra la política de consultas; el formulario queda como estaba
    }
    borrador.borrar();
    void message.success(MENSAJE_ENVIADO);
    void navigate('/mensajes');
  }

  return (
    <>
      <EncabezadoPagina titulo="Crear Mensaje" extra={<Volver />} />
      <Card style={{ maxWidth: 860 }}>
        <Form<Valores> form={form} layout="vertical" onFinish={(v) => void enviar(v)} initialValues={{ adjuntos: [] }}>
          <Form.Item
            name="asunto"
            label="Asunto"
            rules={[{ required: true, whitespace: true, message: REQUERIDO_ASUNTO }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="texto" label="Texto" required rules={[reglaTexto]}>
            <EditorTexto etiqueta="Texto" />
          </Form.Item>
          <ProveedorSubidas subidas={subidas}>
            <Form.Item name="adjuntos" label="Adjuntos">
              <CampoAdjuntos />
            </Form.Item>
          </ProveedorSubidas>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined />}
            loading={escribir.isPending || subidas.esperando}
          >
            Enviar
          </Button>
          <TextoEsperandoSubidas subidas={subidas} />
        </Form>
      </Card>
    </>
  );
}

function Volver(): ReactElement {
  const navigate = useNavigate();
  // a la lista de la que se vino, con su filtro y su página
  const lista = useRutaDeLista('/mensajes', '/mensajes');
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(lista)}>
      Volver a Contáctenos
    </Button>
  );
}

function Hilo({ id }: { id: number }): ReactElement {
  const consulta = useHilo(id);
  const hilo = consulta.data;
  const idPropio = useSesion((s) => s.usuario?.id_afiliado ?? null);
  // abrir su hilo deja vista la respuesta del fondo (novedad de Inicio)
  useMarcarVista('mensaje', hilo ? hilo.mensaje.id_mensaje : null, hilo?.mensaje.id_afiliado === idPropio);
  useTitulo(hilo ? hilo.mensaje.asunto : 'Mensaje');
  if (!hilo) {
    return consulta.isError ? (
      <>
        <EncabezadoPagina titulo="Mensaje" extra={<Volver />} />
        <Typography.Paragraph>No se pudo cargar el mensaje.</Typography.Paragraph>
      </>
    ) : (
      <Cargando />
    );
  }
  const mensajes = [hilo.mensaje, ...hilo.respuestas];
  return (
    <>
      <EncabezadoPagina titulo={hilo.mensaje.asunto} extra={<Volver />} />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <EstadoTag estado={hilo.mensaje.estado} />
        <Typography.Text type="secondary">
          {hilo.mensaje.afiliado_nombre} · {mensajes.length === 1 ? '1 mensaje' : `${mensajes.length} mensajes`}
        </Typography.Text>
      </Flex>
      <Flex vertical gap={12} style={{ maxWidth: 860 }}>
        {mensajes.map((m) => (
          <TarjetaMensaje key={m.id_mensaje} m={m} />
        ))}
        <Respuesta key={mensajes.length} idHilo={hilo.mensaje.id_mensaje} />
      </Flex>
    </>
  );
}

function TarjetaMensaje({ m }: { m: Mensaje }): ReactElement {
  const manejarError = useManejarError();
  const autor = m.autor_nombre ?? 'Usuario eliminado';
  return (
    <Card
      size="small"
      role="article"
      aria-label={`Mensaje de ${autor}, ${formatoFechaHora(m.creado)}`}
      title={<Typography.Text strong>{autor}</Typography.Text>}
      extra={<time dateTime={m.creado}>{formatoFechaHora(m.creado)}</time>}
    >
      {m.remitente_sin_verificar ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={REMITENTE_SIN_VERIFICAR}
          description={AVISO_SIN_VERIFICAR}
        />
      ) : null}
      {/* HTML saneado por el servidor antes de guardarse (lista blanca estricta, DESIGN 6) */}
      <div
        className="texto-mensaje"
        style={{ overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: m.texto }}
      />
      {m.infoAdjuntos.length > 0 ? (
        <Flex vertical align="flex-start" gap={2} style={{ marginTop: 12 }} aria-label="Adjuntos">
          {m.infoAdjuntos.map((a) => (
            <Button
              key={a.id_archivo}
              type="link"
              icon={<PaperClipOutlined />}
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              aria-label={`Descargar ${a.nombre}`}
              onClick={() => void descargarAdjunto(a.id_archivo, a.nombre).catch(manejarError)}
            >
              {a.nombre}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}

function Respuesta({ idHilo }: { idHilo: number }): ReactElement {
  const superadmin = useSesion((s) => esSuperadmin(s));
  const { message } = useAppFondo();
  const escribir = useEscribirMensaje();
  const subidas = useSubidasEnCurso();
  const [form] = Form.useForm<Valores>();
  const borrador = useBorrador(`mensaje:${idHilo}`, form); // sobrevive al fin de la sesión

  async function enviar(validados: Valores): Promise<void> {
    // un adjunto que aún sube se espera: el mensaje sale con él
    if (!(await subidas.terminar())) return;
    const v: Valores = { ...validados, adjuntos: form.getFieldValue('adjuntos') as InfoAdjunto[] | undefined };
    try {
      await escribir.mutateAsync({
        id_mensaje_padre: idHilo,
        texto: v.texto ?? '',
        adjuntos: (v.adjuntos ?? []).map((a) => a.id_archivo),
        ...(superadmin ? { estado: v.estado ?? 1 } : {}),
      });
    } catch {
      return;
    }
    borrador.borrar();
    void message.success(MENSAJE_ENVIADO);
    // el hilo nuevo (con la respuesta) ya está en la caché: la key de Respuesta cambia y el formulario se vacía
  }

  return (
    <Card size="small" title="Responder">
      <Form<Valores>
        form={form}
        layout="vertical"
        onFinish={(v) => void enviar(v)}
        // SPEC 4: la respuesta de un superadmin cierra el hilo salvo que elija otra cosa
        initialValues={{ adjuntos: [], ...(superadmin ? { estado: 1 as Estado } : {}) }}
      >
        <Form.Item name="texto" label="Texto" required rules={[reglaTexto]}>
          <EditorTexto etiqueta="Texto" />
        </Form.Item>
        <ProveedorSubidas subidas={subidas}>
          <Form.Item name="adjuntos" label="Adjuntos">
            <CampoAdjuntos />
          </Form.Item>
        </ProveedorSubidas>
        {superadmin ? (
          <Form.Item name="estado" label="Estado" style={{ maxWidth: 240 }}>
            <Select<Estado> options={OPCIONES_ESTADO} />
          </Form.Item>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={escribir.isPending || subidas.esperando}
        >
          Enviar
        </Button>
        <TextoEsperandoSubidas subidas={subidas} />
      </Form>
    </Card>
  );
}
