// /actualizacion/:id? (SPEC 2.12, 4, 5): la ficha del afiliado en siete pestañas. Sin id, la del usuario
// de la sesión; un superadmin abre la de cualquiera (0 crea uno), la edita siempre y puede guardar un
// borrador. Un afiliado la envía una vez: después queda de solo lectura.
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, App, Avatar, Button, Card, Col, DatePicker, Flex, Form, Input, Row, Space, Tabs, Typography } from 'antd';
import { DownloadOutlined, EditOutlined, UserOutlined } from '@ant-design/icons';
import { EncabezadoPagina, Cargando, useManejarError, useTitulo } from '@fondo/ui';
import { useImagen } from '@fondo/ui/archivos';
import { esSuperadmin, useNavigate, useParams, useSesion } from '@fondo/runtime';
import {
  CAMPOS_BLOQUEADOS, ETIQUETAS_AFILIADO, ETIQUETAS_FAMILIAR, FILAS_FAMILIARES, MENSAJE_BORRADOR_GUARDADO,
  MENSAJE_CAMPOS_REQUERIDOS, MENSAJE_DATOS_GUARDADOS, MENSAJE_SOLO_LECTURA, PARTES_VEHICULO, SECCIONES_ACTUALIZACION,
  camposFaltantesActualizacion, formatoFecha, iniciales, vacio, type CampoAfiliado, type RespuestaAfiliado,
} from '@fondo/contrato';
import { descargarFormulario, type IdFicha } from '../../api/actualizacion';
import { useFicha, useGuardarFicha, useLimpiarImagen } from '../../api/consultas';
import { CampoAfiliadoItem, FORMATO_FECHA, propsFecha } from '../../componentes/campos';
import { EjemploFirma } from '../../componentes/ejemplo-firma';
import { SelectorImagen } from '../../componentes/selector-imagen';
import { aCuerpo, aFormulario, type ValoresFormulario } from './valores';
import { ReglasAfiliacion } from './reglas-afiliacion';

/** Campos que solo el fondo llena (no están bloqueados por SPEC, pero no los decide el afiliado). */
const SOLO_FONDO: readonly CampoAfiliado[] = ['cuota_afiliacion', 'retiro'];
/** SPEC 5: nombres, apellidos y documento son obligatorios también en un borrador. */
const SIEMPRE_REQUERIDOS = ['nombres', 'apellidos', 'documento'] as const;

/** El id de la ficha: un afiliado siempre la suya ('me'); un superadmin la del número de la ruta. */
function useIdFicha(): IdFicha {
  const { id } = useParams();
  const admin = useSesion((s) => esSuperadmin(s));
  if (admin && id !== undefined && /^\d+$/.test(id)) return Number(id);
  return 'me';
}

export function PaginaActualizacion(): ReactElement {
  useTitulo('Actualización de datos');
  const id = useIdFicha();
  const { data: ficha, isPending, isError } = useFicha(id);
  return (
    <>
      <EncabezadoPagina titulo="Actualización de datos" />
      {isPending ? (
        <Cargando />
      ) : isError || !ficha ? (
        <Alert type="error" showIcon title="No se pudo cargar la ficha del afiliado" />
      ) : (
        // Se monta de nuevo con otra ficha: los valores iniciales salen de ella
        <FormularioFicha key={String(id)} id={id} ficha={ficha} />
      )}
    </>
  );
}

function FormularioFicha({ id, ficha }: { id: IdFicha; ficha: RespuestaAfiliado }): ReactElement {
  const admin = useSesion((s) => esSuperadmin(s));
  const actualizarUsuario = useSesion((s) => s.actualizarUsuario);
  const { message } = App.useApp();
  const manejarError = useManejarError();
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresFormulario>();
  const [foto, setFoto] = useState<number | null>(ficha.afiliado.foto);
  const [firma, setFirma] = useState<number | null>(ficha.afiliado.firma);
  const [faltantes, setFaltantes] = useState<string[]>([]);
  const guardar = useGuardarFicha(id);
  const subirFoto = useLimpiarImagen('foto');
  const subirFirma = useLimpiarImagen('firma');
  const selectorFoto = useRef<HTMLInputElement>(null);
  const selectorFirma = useRef<HTMLInputElement>(null);
  const alerta = useRef<HTMLDivElement>(null);
  const urlFoto = useImagen(foto);
  const urlFirma = useImagen(firma);

  const a = ficha.afiliado;
  const nueva = id === 0;
  // SPEC 4: el afiliado que ya actualizó ve su ficha de solo lectura; el superadmin edita siempre
  const soloLectura = !admin && Boolean(a.ultima_actualizacion);
  const bloqueado = (c: CampoAfiliado): boolean =>
    !admin && (((CAMPOS_BLOQUEADOS as readonly string[]).includes(c) && !vacio(a[c as keyof typeof a])) ||
      SOLO_FONDO.includes(c));

  function cambiarFoto(): void {
    if (!soloLectura) selectorFoto.current?.click();
  }

  async function enviar(borrador: boolean): Promise<void> {
    const valores = form.getFieldsValue(true) as ValoresFormulario;
    const cuerpo = aCuerpo(valores, { foto, firma }, borrador);
    const faltan = borrador
      ? SIEMPRE_REQUERIDOS.filter((c) => vacio(cuerpo.afiliado[c])).map((c) => ETIQUETAS_AFILIADO[c])
      : camposFaltantesActualizacion({ ...cuerpo.afiliado }, valores.familiares);
    setFaltantes(faltan);
    if (faltan.length > 0) {
      // la lista queda a la vista sobre los botones
      requestAnimationFrame(() => alerta.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }));
      return;
    }
    try {
      const r = await guardar.mutateAsync(cuerpo);
      void message.success(borrador ? MENSAJE_BORRADOR_GUARDADO : MENSAJE_DATOS_GUARDADOS);
      // la barra (foto y nombre) y la regla de SPEC 5 cambian sin recargar
      if (r.sesion) actualizarUsuario(r.sesion.usuario, r.sesion.actualizacion_datos);
      if (nueva) navigate(`/actualizacion/${r.afiliado.id_afiliado}`, { replace: true });
    } catch {
      // el diálogo 'Error' de SPEC 8 ya mostró el error del servidor
    }
  }

  async function subir(tipo: 'foto' | 'firma', archivo: File): Promise<void> {
    try {
      const r = await (tipo === 'foto' ? subirFoto : subirFirma).mutateAsync(archivo);
      (tipo === 'foto' ? setFoto : setFirma)(r.id_archivo);
    } catch (e) {
      await manejarError(e);
    }
  }

  const columnas = (campos: readonly CampoAfiliado[]): ReactNode => (
    <Row gutter={16}>
      {campos.map((c) => (
        <Col key={c} xs={24} md={12}>
          {c === 'vehiculo' ? (
            <Vehiculo />
          ) : (
            <CampoAfiliadoItem
              campo={c}
              deshabilitado={bloqueado(c)}
              requerido={(SIEMPRE_REQUERIDOS as readonly string[]).includes(c)}
            />
          )}
        </Col>
      ))}
    </Row>
  );

  const pestanas = SECCIONES_ACTUALIZACION.map((s) => {
    let contenido: ReactNode;
    if (s.titulo === 'Afiliación') {
      contenido = (
        <>
          <ReglasAfiliacion />
          {columnas(s.campos)}
        </>
      );
    } else if (s.titulo === 'Grupo familiar') {
      contenido = <GrupoFamiliar />;
    } else if (s.titulo === 'Finalizar') {
      contenido = (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Suba una imagen (JPG o PNG) con su firma y su huella sobre papel blanco, como en el ejemplo.
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Typography.Text strong>{ETIQUETAS_AFILIADO.firma}</Typography.Text>
              <div style={{ marginTop: 8, minHeight: 120, border: '1px dashed #d9d9d9', borderRadius: 8, padding: 8 }}>
                {urlFirma ? (
                  <img src={urlFirma} alt="Firma y huella del afiliado" style={{ maxWidth: '100%', maxHeight: 160 }} />
                ) : (
                  <Typography.Text type="secondary">{firma ? 'Cargando imagen...' : 'Sin firma y huella'}</Typography.Text>
                )}
              </div>
              <Flex gap={8} wrap style={{ marginTop: 8 }}>
                <SelectorImagen
                  ref={selectorFirma}
                  etiqueta="Archivo de firma y huella"
                  alElegir={(f) => void subir('firma', f)}
                />
                <Button onClick={() => selectorFirma.current?.click()} loading={subirFirma.isPending}>
                  Subir firma y huella
                </Button>
                <Button onClick={() => setFirma(null)} disabled={!firma || undefined}>
                  Limpiar firma
                </Button>
              </Flex>
            </Col>
            <Col xs={24} md={12}>
              <Typography.Text strong>Ejemplo</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <EjemploFirma />
              </div>
            </Col>
          </Row>
          {faltantes.length > 0 && (
            <div ref={alerta}>
              <Alert
                type="error"
                showIcon
                title={MENSAJE_CAMPOS_REQUERIDOS}
                description={
                  <ul aria-label="Campos faltantes" style={{ margin: 0, paddingInlineStart: 20 }}>
                    {faltantes.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                }
              />
            </div>
          )}
          {!soloLectura && (
            <Flex gap={8} wrap justify="flex-end">
              {admin && (
                <Button onClick={() => void enviar(true)} loading={guardar.isPending}>
                  Guardar borrador
                </Button>
              )}
              <Button type="primary" onClick={() => void enviar(false)} loading={guardar.isPending}>
                Finalizar y Enviar
              </Button>
            </Flex>
          )}
        </Space>
      );
    } else {
      contenido = columnas(s.campos);
    }
    return { key: s.titulo, label: s.titulo, children: contenido, forceRender: true };
  });

  return (
    <Card>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
        <SelectorImagen ref={selectorFoto} etiqueta="Archivo de la foto" alElegir={(f) => void subir('foto', f)} />
        {/* doble clic en la foto: la cambia (SPEC 2.12) */}
        <div style={{ position: 'relative' }} onDoubleClick={cambiarFoto}>
          <Avatar
            size={96}
            src={urlFoto}
            icon={urlFoto ? undefined : a.nombres ? undefined : <UserOutlined />}
            alt={`Foto de ${a.nombres} ${a.apellidos}`.trim()}
            style={{ cursor: soloLectura ? 'default' : 'pointer', background: urlFoto ? undefined : '#1f5f8b' }}
          >
            {a.nombres ? iniciales(a) : null}
          </Avatar>
          {!soloLectura && (
            <Button
              size="small"
              shape="circle"
              icon={<EditOutlined />}
              aria-label="Cambiar foto"
              title="Cambiar foto (o doble clic en la foto)"
              loading={subirFoto.isPending}
              onClick={cambiarFoto}
              style={{ position: 'absolute', right: -4, bottom: -4 }}
            />
          )}
        </div>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {nueva ? 'Afiliado nuevo' : `${a.nombres} ${a.apellidos}`}
          </Typography.Title>
          {a.ultima_actualizacion && (
            <Space wrap size={4}>
              <Typography.Text type="secondary">Última actualización: {formatoFecha(a.ultima_actualizacion)}</Typography.Text>
              <Button
                type="link"
                icon={<DownloadOutlined />}
                onClick={() => void descargarFormulario(id).catch((e: unknown) => manejarError(e))}
              >
                Descargar formulario
              </Button>
            </Space>
          )}
        </div>
      </Flex>
      {soloLectura && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={MENSAJE_SOLO_LECTURA}
        />
      )}
      <Form<ValoresFormulario>
        form={form}
        layout="vertical"
        initialValues={aFormulario(ficha)}
        disabled={soloLectura}
        scrollToFirstError
      >
        {/* En el teléfono las pestañas se deslizan; las que no caben, en el menú '...' (con toque, no hover) */}
        <Tabs items={pestanas} more={{ trigger: ['click'] }} />
      </Form>
    </Card>
  );
}

/** Vehículo (SPEC 3): marca, línea, modelo y placa; se guardan en un texto separado por tabuladores. */
function Vehiculo(): ReactElement {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{ETIQUETAS_AFILIADO.vehiculo}</legend>
      <Row gutter={8}>
        {PARTES_VEHICULO.map((p, i) => (
          <Col key={p} xs={12} md={6}>
            <Form.Item name={['vehiculo', i]} label={p}>
              <Input />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}

/** Grupo familiar (SPEC 9): siempre 6 filas. */
function GrupoFamiliar(): ReactElement {
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {Array.from({ length: FILAS_FAMILIARES }, (_, i) => (
        <Card key={i} size="small" title={`Familiar ${i + 1}`} role="group" aria-label={`Familiar ${i + 1}`}>
          <Row gutter={8}>
            <Col xs={24} md={8}>
              <Form.Item name={['familiares', i, 'nombre']} label={ETIQUETAS_FAMILIAR.nombre}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item name={['familiares', i, 'parentesco']} label={ETIQUETAS_FAMILIAR.parentesco}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name={['familiares', i, 'ocupacion']} label={ETIQUETAS_FAMILIAR.ocupacion}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item
                name={['familiares', i, 'fecha_nacimiento']}
                label={ETIQUETAS_FAMILIAR.fecha_nacimiento}
                {...propsFecha}
              >
                <DatePicker format={FORMATO_FECHA} placeholder="dd/mm/aaaa" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      ))}
    </Space>
  );
}
