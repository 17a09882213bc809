import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from '@fondo/runtime';
import { Cargando, mostrarDialogo, useAppFondo, useTitulo } from '@fondo/ui';
import { MENSAJE_CLAVE } from '@fondo/contrato';
import { useReestablecerClave, useVerificarToken } from './consultas';
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
  const { modal } = useAppFondo();
  const navigate = useNavigate();
  const verificacion = useVerificarToken(token);
  const reestablecer = useReestablecerClave(token);
  const invalido = token === '' || verificacion.isError;
  const avisado = useRef(false);

  // Sin token, o con uno que la API rechaza: diálogo 'Token inválido' y luego /login.
  useEffect(() => {
    if (!invalido || avisado.current) return;
    avisado.current = true;
    mostrarDialogo(modal, { tipo: 'error', titulo: TEXTO_TOKEN_INVALIDO, alAceptar: () => navigate('/login') });
  }, [invalido, modal, navigate]);

  // Un error al guardar va al diálogo 'Error' (política del cliente de consultas).
  function guardar(c: Campos): void {
    reestablecer.mutate(c.password, {
      onSuccess: (r) =>
        mostrarDialogo(modal, {
          tipo: 'success',
          titulo: 'Reestablecer Clave',
          contenido: r.mensaje,
          alAceptar: () => navigate('/login'),
        }),
    });
  }

  // Con el token inválido el formulario no se muestra (SPEC 4).
  if (invalido) return <></>;
  if (!verificacion.data) return <Cargando />;
  const nombres = verificacion.data.nombres;
  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Reestablecer clave
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {nombres ? `${nombres}, escriba` : 'Escriba'} su nueva clave. {MENSAJE_CLAVE}.
      </Typography.Paragraph>
      <Form<Campos> layout="vertical" onFinish={guardar} requiredMark={false}>
        <Form.Item label="Nueva clave" name="password" rules={[reglaClave]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirmar clave" name="confirmacion" dependencies={['password']} rules={[reglaConfirmacion('password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={reestablecer.isPending} block>
          Guardar clave
        </Button>
      </Form>
    </Card>
  );
}
