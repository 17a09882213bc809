import { Button, Card, Form, Input, Typography } from 'antd';
import type { ReactElement } from 'react';
import { TOKEN_EXPIRADO, textoDeError, useSesion, useNavigate } from '@fondo/runtime';
import { mostrarDialogo, useAppFondo, useTitulo } from '@fondo/ui';
import { MENSAJE_CLAVE } from '@fondo/contrato';
import { useCambiarClave } from './consultas';
import { reglaClave, reglaConfirmacion, reglaDistintaDe } from './reglas';

interface Campos {
  password: string;
  new_password: string;
  confirmacion: string;
}

export const TEXTO_CLAVE_CAMBIADA = 'Clave cambiada exitosamente';
export const TEXTO_ERROR_CAMBIO = 'Error al cambiar la clave';

/** SPEC 2.15: cambio de clave con la clave actual. */
export function PaginaCambiarClave(): ReactElement {
  useTitulo('Cambiar clave');
  const { modal } = useAppFondo();
  const navigate = useNavigate();
  const [form] = Form.useForm<Campos>();
  const cambio = useCambiarClave();

  async function avisarError(e: unknown): Promise<void> {
    const texto = await textoDeError(e);
    if (texto === TOKEN_EXPIRADO) return; // el cliente ya lleva a /logout
    mostrarDialogo(modal, { tipo: 'error', titulo: TEXTO_ERROR_CAMBIO, contenido: texto });
  }

  function cambiar(c: Campos): void {
    cambio.mutate(
      { password: c.password, new_password: c.new_password },
      {
        onSuccess: () => {
          form.resetFields();
          mostrarDialogo(modal, {
            tipo: 'success',
            titulo: TEXTO_CLAVE_CAMBIADA,
            alAceptar: () => void navigate('/inicio'),
          });
        },
        onError: (e) => void avisarError(e),
      },
    );
  }

  const usuario = useSesion((s) => s.usuario);
  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Cambiar clave
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {usuario ? `${usuario.nombres}, ` : ''}
        {MENSAJE_CLAVE.charAt(0).toLowerCase() + MENSAJE_CLAVE.slice(1)}.
      </Typography.Paragraph>
      <Form<Campos> form={form} layout="vertical" onFinish={cambiar} requiredMark={false}>
        <Form.Item
          label="Clave actual"
          name="password"
          rules={[{ required: true, message: 'Debe ingresar la clave actual' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="Nueva clave"
          name="new_password"
          dependencies={['password']}
          rules={[reglaClave, reglaDistintaDe('password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirmar nueva clave"
          name="confirmacion"
          dependencies={['new_password']}
          rules={[reglaConfirmacion('new_password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={cambio.isPending} block>
          Cambiar clave
        </Button>
      </Form>
    </Card>
  );
}
