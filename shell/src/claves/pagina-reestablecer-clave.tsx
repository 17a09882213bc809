import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { textoDelServidor, useNavigate, useSearchParams } from '@fondo/runtime';
import { Cargando, mostrarDialogo, useAppFondo, useTitulo } from '@fondo/ui';
import { MENSAJE_CLAVE } from '@fondo/contrato';
import type { EstadoLogin } from '../sesion/vencimiento';
import { useReestablecerClave, useVerificarToken } from './consultas';
import { reglaClave, reglaConfirmacion } from './reglas';

// El diálogo que pide el documento (el mismo de '¿Olvidó su clave?'), al abrirlo.
const RecuperarClave = lazy(() => import('../login/recuperar-clave').then((m) => ({ default: m.RecuperarClave })));

interface Campos {
  password: string;
  confirmacion: string;
}

export const TEXTO_TOKEN_INVALIDO = 'Token inválido';
export const TEXTO_CLAVE_CAMBIADA = 'Clave cambiada exitosamente';
/** Qué pasó con el enlace, en palabras del afiliado. */
export const EXPLICACION_ENLACE_INVALIDO =
  'Este enlace ya no sirve: cada enlace se puede usar una sola vez, y vence una hora después de pedido ' +
  '(el del correo de bienvenida, a los tres días). Pida uno nuevo: se lo enviamos a su correo.';

/** SPEC 2.15: reestablecer la clave con el token del correo; el token se verifica al cargar. */
export function PaginaReestablecerClave(): ReactElement {
  useTitulo('Reestablecer clave');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { modal } = useAppFondo();
  const navigate = useNavigate();
  // Guardada la clave, el token ya se usó: no se verifica otra vez.
  const [guardada, setGuardada] = useState(false);
  const verificacion = useVerificarToken(token, !guardada);
  const reestablecer = useReestablecerClave(token);
  const invalido = !guardada && (token === '' || verificacion.isError);
  // Otro motivo que el token (la afiliación se retiró después de pedir el enlace): el texto del servidor.
  const [motivo, setMotivo] = useState<string | null>(null);
  useEffect(() => {
    let vigente = true;
    void textoDelServidor(verificacion.error).then((t) => {
      if (vigente) setMotivo(t && t !== TEXTO_TOKEN_INVALIDO ? t : null);
    });
    return () => {
      vigente = false;
    };
  }, [verificacion.error]);

  // Un error al guardar va al diálogo 'Error' (política del cliente de consultas). Con éxito, el
  // diálogo de SPEC 8 y /login con el documento ya escrito.
  function guardar(c: Campos): void {
    reestablecer.mutate(c.password, {
      onSuccess: (r) => {
        setGuardada(true);
        const estado: EstadoLogin = { documento: r.documento };
        mostrarDialogo(modal, {
          tipo: 'success',
          titulo: TEXTO_CLAVE_CAMBIADA,
          contenido: r.mensaje,
          alAceptar: () => void navigate('/login', { state: estado }),
        });
      },
    });
  }

  // Con el token inválido el formulario no se muestra (SPEC 4): qué pasó y cómo pedir otro enlace.
  if (invalido && motivo) return <EnlaceSinUso motivo={motivo} />;
  if (invalido) return <EnlaceInvalido />;
  if (!verificacion.data) return <Cargando />;
  const nombres = verificacion.data.nombres;
  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Reestablecer clave
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {nombres ? `${nombres}, escriba` : 'Escriba'} su nueva clave. {MENSAJE_CLAVE}.
      </Typography.Paragraph>
      <Form<Campos> layout="vertical" onFinish={guardar} requiredMark={false}>
        <Form.Item label="Nueva clave" name="password" rules={[reglaClave]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirmar clave"
          name="confirmacion"
          dependencies={['password']}
          rules={[reglaConfirmacion('password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={reestablecer.isPending} block>
          Guardar clave
        </Button>
      </Form>
    </Card>
  );
}

/** El enlace es válido pero ya no asigna clave (afiliación retirada): qué pasó y a quién escribir. */
function EnlaceSinUso({ motivo }: { motivo: string }): ReactElement {
  const navigate = useNavigate();
  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        No se puede asignar la clave
      </Typography.Title>
      <Typography.Paragraph>{motivo}</Typography.Paragraph>
      <Button onClick={() => void navigate('/')}>Ir al inicio</Button>
    </Card>
  );
}

/** SPEC 8 'Token inválido' como primera línea, qué pasó, y pedir un enlace nuevo o ir a iniciar sesión. */
function EnlaceInvalido(): ReactElement {
  const navigate = useNavigate();
  const [pedir, setPedir] = useState(false);
  // montado al abrirlo por primera vez (y queda montado para su animación de cierre)
  const [usado, setUsado] = useState(false);
  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {TEXTO_TOKEN_INVALIDO}
      </Typography.Title>
      <Typography.Paragraph>{EXPLICACION_ENLACE_INVALIDO}</Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          onClick={() => {
            setUsado(true);
            setPedir(true);
          }}
        >
          Pedir un enlace nuevo
        </Button>
        <Button onClick={() => void navigate('/login')}>Ir a iniciar sesión</Button>
      </Flex>
      {usado ? (
        <Suspense fallback={null}>
          <RecuperarClave abierto={pedir} alCerrar={() => setPedir(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
