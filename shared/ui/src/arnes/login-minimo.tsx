import { Button, Card, Form, Input } from 'antd';
// Login mínimo del arnés de desarrollo de un remoto (el login completo de SPEC 2.3 está en la shell).
import { useState, type ReactElement } from 'react';
import { cliente, haySesion, useSesion, Navigate, useNavigate, useSearchParams } from '@fondo/runtime';
import { useManejarError } from '../manejar-error';
import { useAppFondo } from '../usar-app';

interface Campos {
  username: string;
  password: string;
}

/** Login mínimo del arnés (el login completo de SPEC 2.3 está en la shell). */
export function LoginMinimo(): ReactElement {
  const iniciar = useSesion((s) => s.iniciar);
  const token = useSesion((s) => s.access_token);
  const manejarError = useManejarError();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = useAppFondo();
  const [enviando, setEnviando] = useState(false);
  const destino = `/${(params.get('redirect') ?? 'inicio').replace(/^\/+/, '')}`;

  if (haySesion({ access_token: token })) return <Navigate to={destino} replace />;

  async function entrar(c: Campos): Promise<void> {
    setEnviando(true);
    try {
      const r = await cliente.sesion.login({ cuerpo: c }, { formulario: true });
      // el paso del código (superadmin con segundo factor) solo lo hace el login de la shell
      if (!('access_token' in r)) throw new Error('Con segundo factor, entre por la shell');
      iniciar(r);
      void message.success('Bienvenido');
      void navigate(destino, { replace: true });
    } catch (e) {
      await manejarError(e);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Card title="Inicio de sesión (arnés)" style={{ maxWidth: 380, margin: '32px auto' }}>
      <Form<Campos> layout="vertical" onFinish={(c) => void entrar(c)}>
        <Form.Item label="Usuario" name="username" rules={[{ required: true, message: 'Escriba su usuario' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Clave" name="password" rules={[{ required: true, message: 'Escriba su clave' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enviando} block>
          Entrar
        </Button>
      </Form>
    </Card>
  );
}
