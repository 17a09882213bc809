import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Cargando,
  api,
  haySesion,
  textoDeError,
  useManejarError,
  useSesion,
  useTitulo,
  type RespuestaLogin,
} from '@fondo/shared';
import { cargarConfiguracion } from '../configuracion/configuracion';
import { irAExterno } from '../navegacion/externa';
import { destinoTrasLogin } from './redireccion';
import { RecuperarClave } from './recuperar-clave';

interface Campos {
  username: string;
  password: string;
}

export const ERROR_TOKEN = 'Error al validar el token';

/** SPEC 2.3: inicio de sesión (usuario y clave, o token de un solo uso en ?token=). */
export function PaginaLogin(): ReactElement {
  useTitulo('Inicio de sesión');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const tokenUnico = params.get('token');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const manejarError = useManejarError();
  const iniciar = useSesion((s) => s.iniciar);
  const token = useSesion((s) => s.access_token);
  const usuario = useSesion((s) => s.usuario);
  const [enviando, setEnviando] = useState(false);
  const [validandoToken, setValidandoToken] = useState(Boolean(tokenUnico));
  const [errorToken, setErrorToken] = useState<string | null>(null);
  const [recuperar, setRecuperar] = useState(false);
  const redirigiendo = useRef(false);

  /** Lleva al destino del redirect (SPEC 2.3, DESIGN 6). */
  async function irAlDestino(pgwebToken: string): Promise<void> {
    if (redirigiendo.current) return;
    redirigiendo.current = true;
    const destino = destinoTrasLogin(redirect, pgwebToken, await cargarConfiguracion());
    if (destino.tipo === 'externo') irAExterno(destino.url);
    else navigate(destino.ruta, { replace: true });
  }

  function entrarCon(r: RespuestaLogin): Promise<void> {
    iniciar(r);
    void message.success('Bienvenido');
    return irAlDestino(r.usuario.pgweb_token);
  }

  // Con ?token= se inicia sesión por token (impersonación o enlace del colegio).
  useEffect(() => {
    if (!tokenUnico) return;
    let vivo = true;
    (async () => {
      try {
        const r = await api.post('login-token', { json: { token: tokenUnico } }).json<RespuestaLogin & { error?: string }>();
        if (!vivo) return;
        if (r.error || !r.access_token) throw new Error(r.error ?? ERROR_TOKEN);
        await entrarCon(r);
      } catch (e) {
        if (!vivo) return;
        const texto = await textoDeError(e);
        // El error de la respuesta si lo hay; si no, el texto de SPEC 8.
        setErrorToken(/^La solicitud falló|^No se pudo conectar/.test(texto) ? ERROR_TOKEN : texto);
        setValidandoToken(false);
      }
    })();
    return () => {
      vivo = false;
    };
    // Solo al llegar con el token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenUnico]);

  // Con sesión abierta se redirige de inmediato.
  const conSesion = haySesion({ access_token: token }) && usuario !== null;
  useEffect(() => {
    if (conSesion && !tokenUnico && usuario) void irAlDestino(usuario.pgweb_token);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conSesion]);

  async function entrar(c: Campos): Promise<void> {
    setEnviando(true);
    try {
      // SPEC 7: GET /api/fondos justo antes del login (su respuesta no se usa).
      await api.get('fondos').catch(() => undefined);
      const r = await api
        .post('login', { body: new URLSearchParams({ username: c.username.trim(), password: c.password }) })
        .json<RespuestaLogin>();
      await entrarCon(r);
    } catch (e) {
      await manejarError(e);
    } finally {
      setEnviando(false);
    }
  }

  if (validandoToken || (conSesion && !errorToken)) return <Cargando />;

  return (
    <Flex justify="center" style={{ paddingTop: 24 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
          Inicio de sesión
        </Typography.Title>
        {errorToken ? <Alert type="error" showIcon title={errorToken} style={{ marginBottom: 16 }} /> : null}
        <Form<Campos> layout="vertical" onFinish={(c) => void entrar(c)} requiredMark={false} size="large">
          <Form.Item label="Usuario" name="username" rules={[{ required: true, whitespace: true, message: 'Escriba su usuario' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" inputMode="numeric" />
          </Form.Item>
          <Form.Item label="Clave" name="password" rules={[{ required: true, message: 'Escriba su clave' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={enviando}>
            Entrar
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button type="link" onClick={() => setRecuperar(true)}>
            ¿Olvidó su clave?
          </Button>
        </Flex>
      </Card>
      <RecuperarClave abierto={recuperar} alCerrar={() => setRecuperar(false)} />
    </Flex>
  );
}
