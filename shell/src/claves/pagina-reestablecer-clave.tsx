import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Cargando,
  MENSAJE_CLAVE,
  api,
  mostrarDialogo,
  useManejarError,
  useTitulo,
  type RespuestaMensaje,
  type RespuestaVerificarToken,
} from '@fondo/shared';
import { reglaClave, reglaConfirmacion } from './reglas';

interface Campos {
  password: string;
  confirmacion: string;
}

export const TEXTO_TOKEN_INVALIDO = 'Token inválido';

/** SPEC 2.15: reestablecer la clave con el token del correo; el token se verifica al cargar. */
export function PaginaReestablecerClave(): ReactElement {
  useTitulo('Reestablecer clave');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const manejarError = useManejarError();
  const [estado, setEstado] = useState<'verificando' | 'valido' | 'invalido'>('verificando');
  const [nombres, setNombres] = useState('');
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    let vivo = true;
    const invalido = () => {
      if (!vivo) return;
      setEstado('invalido');
      mostrarDialogo(modal, { tipo: 'error', titulo: TEXTO_TOKEN_INVALIDO, alAceptar: () => navigate('/login') });
    };
    if (!token) {
      invalido();
      return;
    }
    api
      .get(`afiliados/verificar-token/${encodeURIComponent(token)}`)
      .json<RespuestaVerificarToken>()
      .then((r) => {
        if (!vivo) return;
        setNombres(r.nombres);
        setEstado('valido');
      }, invalido);
    return () => {
      vivo = false;
    };
  }, [token, modal, navigate]);

  async function guardar(c: Campos): Promise<void> {
    setEnviando(true);
    try {
      const r = await api
        .post(`afiliados/reestablecer-clave/${encodeURIComponent(token)}`, { json: { password: c.password } })
        .json<Partial<RespuestaMensaje> & { error?: string }>();
      if (r.error) {
        await manejarError(r);
        return;
      }
      mostrarDialogo(modal, {
        tipo: 'success',
        titulo: 'Reestablecer Clave',
        contenido: r.mensaje ?? 'Clave cambiada exitosamente',
        alAceptar: () => navigate('/login'),
      });
    } catch (e) {
      await manejarError(e);
    } finally {
      setEnviando(false);
    }
  }

  if (estado === 'verificando') return <Cargando />;
  // Con el token inválido el formulario no se muestra (SPEC 4).
  if (estado === 'invalido') return <></>;
  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Reestablecer clave
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {nombres ? `${nombres}, escriba` : 'Escriba'} su nueva clave. {MENSAJE_CLAVE}.
      </Typography.Paragraph>
      <Form<Campos> layout="vertical" onFinish={(c) => void guardar(c)} requiredMark={false}>
        <Form.Item label="Nueva clave" name="password" rules={[reglaClave]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirmar clave" name="confirmacion" dependencies={['password']} rules={[reglaConfirmacion('password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enviando} block>
          Guardar clave
        </Button>
      </Form>
    </Card>
  );
}
