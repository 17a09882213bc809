import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Input, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { haySesion, textoDeError, useSesion, useNavigate, useSearchParams } from '@fondo/runtime';
import { Cargando, useAppFondo, useTitulo } from '@fondo/ui';
import { type RespuestaLogin } from '@fondo/contrato';
import { useCargarConfiguracion } from '../configuracion/configuracion';
import { irAExterno } from '../navegacion/externa';
import { useLogin, useLoginToken, type CredencialesLogin } from './consultas';
import { destinoTrasLogin } from './redireccion';

// Solo si falla el token de ?token=.
const Alert = lazy(() => import('antd/es/alert'));
// El diálogo de recuperar la clave (Modal) se carga al abrirlo por primera vez.
const RecuperarClave = lazy(() => import('./recuperar-clave').then((m) => ({ default: m.RecuperarClave })));

export const ERROR_TOKEN = 'Error al validar el token';

/** Recuadro del formulario con el aspecto de un Card de antd (sin traer Card, que arrastra Tabs). */
function Recuadro({ children }: { children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth: 400,
        boxSizing: 'border-box',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </section>
  );
}

/** Como Typography.Title level={2} centrado (sin traer Typography, que arrastra su editor). */
function Titulo({ children }: { children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <h2
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        textAlign: 'center',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading2,
        lineHeight: token.lineHeightHeading2,
      }}
    >
      {children}
    </h2>
  );
}

type ErroresLogin = Partial<Record<keyof CredencialesLogin, string>>;

/** Las reglas del formulario (las de antes con Form de antd: obligatorios; el usuario, sin solo espacios). */
function validarCampo(campo: keyof CredencialesLogin, valor: string): string | undefined {
  if (campo === 'username') return valor.trim() ? undefined : 'Escriba su usuario';
  return valor ? undefined : 'Escriba su clave';
}

/**
 * Un campo con el aspecto de Form.Item vertical de antd (etiqueta, control, error debajo), sin traer
 * Form (~40 KiB gzip con su validador y Tooltip) a /login.
 */
function Campo(props: { id: string; etiqueta: string; error?: string; children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: props.error ? 0 : token.marginLG }}>
      {/* Con size="large", la etiqueta de Form.Item mide controlHeightLG (más 8 px debajo). */}
      <div style={{ display: 'flex', alignItems: 'center', height: token.controlHeightLG, marginBottom: token.paddingXS, lineHeight: token.lineHeight }}>
        <label htmlFor={props.id} style={{ color: token.colorTextHeading, fontSize: token.fontSize }}>
          {props.etiqueta}
        </label>
      </div>
      {props.children}
      {props.error ? (
        // Las clases de Form.Item de antd: quien ya buscaba el error de un campo lo sigue encontrando.
        <div id={`${props.id}_help`} className="ant-form-item-explain" role="alert" style={{ minHeight: token.marginLG }}>
          <div className="ant-form-item-explain-error" style={{ color: token.colorError, lineHeight: token.lineHeight }}>
            {props.error}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** SPEC 2.3: inicio de sesión (usuario y clave, o token de un solo uso en ?token=). */
export function PaginaLogin(): ReactElement {
  useTitulo('Inicio de sesión');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const tokenUnico = params.get('token');
  const navigate = useNavigate();
  const { message } = useAppFondo();
  const cargarConfiguracion = useCargarConfiguracion();
  const login = useLogin();
  const { mutate: loginConToken } = useLoginToken();
  const token = useSesion((s) => s.access_token);
  const usuario = useSesion((s) => s.usuario);
  const [errorToken, setErrorToken] = useState<string | null>(null);
  const [recuperar, setRecuperar] = useState(false);
  const [valores, setValores] = useState<CredencialesLogin>({ username: '', password: '' });
  const [errores, setErrores] = useState<ErroresLogin>({});
  // Montado al abrirlo por primera vez (y queda montado para su animación de cierre).
  const [recuperarUsado, setRecuperarUsado] = useState(false);
  const redirigiendo = useRef(false);
  const tokenPedido = useRef<string | null>(null);

  /** Lleva al destino del redirect (SPEC 2.3, DESIGN 6). */
  async function irAlDestino(pgwebToken: string): Promise<void> {
    if (redirigiendo.current) return;
    redirigiendo.current = true;
    const destino = destinoTrasLogin(redirect, pgwebToken, await cargarConfiguracion());
    if (destino.tipo === 'externo') irAExterno(destino.url);
    else navigate(destino.ruta, { replace: true });
  }

  function bienvenida(r: RespuestaLogin): void {
    void message.success('Bienvenido');
    void irAlDestino(r.usuario.pgweb_token);
  }

  // Con ?token= se inicia sesión por token (impersonación o enlace del colegio), una vez por token.
  useEffect(() => {
    if (!tokenUnico || tokenPedido.current === tokenUnico) return;
    tokenPedido.current = tokenUnico;
    loginConToken(tokenUnico, {
      onSuccess: bienvenida,
      onError: (e) => {
        void textoDeError(e).then((texto) =>
          // El error de la respuesta si lo hay; si no, el texto de SPEC 8.
          setErrorToken(/^La solicitud falló|^No se pudo conectar/.test(texto) ? ERROR_TOKEN : texto),
        );
      },
    });
    // Solo al llegar con el token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenUnico, loginConToken]);

  // Con sesión abierta se redirige de inmediato.
  const conSesion = haySesion({ access_token: token }) && usuario !== null;
  useEffect(() => {
    if (conSesion && !tokenUnico && usuario) void irAlDestino(usuario.pgweb_token);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conSesion]);

  // Un error del login va al diálogo 'Error' (política del cliente de consultas).
  const entrar = (c: CredencialesLogin): void => login.mutate(c, { onSuccess: bienvenida });

  // Como Form de antd: cada campo se valida al cambiar, y todos al enviar.
  function cambiar(campo: keyof CredencialesLogin, valor: string): void {
    setValores((v) => ({ ...v, [campo]: valor }));
    setErrores((e) => ({ ...e, [campo]: validarCampo(campo, valor) }));
  }
  function enviar(e: FormEvent<HTMLFormElement>): void {
    e.preventDefault();
    const nuevos: ErroresLogin = { username: validarCampo('username', valores.username), password: validarCampo('password', valores.password) };
    setErrores(nuevos);
    if (!nuevos.username && !nuevos.password) entrar(valores);
  }
  const aria = (campo: keyof CredencialesLogin) =>
    errores[campo] ? { 'aria-invalid': true, 'aria-describedby': `${campo}_help`, status: 'error' as const } : {};

  // Validando el token, o ya con sesión: se espera la redirección.
  if ((tokenUnico || conSesion) && !errorToken) return <Cargando />;

  return (
    <Flex justify="center" style={{ paddingTop: 24 }}>
      <Recuadro>
        <Titulo>Inicio de sesión</Titulo>
        {errorToken ? (
          <Suspense fallback={<p role="alert">{errorToken}</p>}>
            <Alert type="error" showIcon title={errorToken} style={{ marginBottom: 16 }} />
          </Suspense>
        ) : null}
        <form onSubmit={enviar} noValidate autoComplete="on">
          <Campo id="username" etiqueta="Usuario" error={errores.username}>
            <Input
              id="username"
              size="large"
              prefix={<UserOutlined />}
              autoComplete="username"
              inputMode="numeric"
              value={valores.username}
              onChange={(e) => cambiar('username', e.target.value)}
              {...aria('username')}
            />
          </Campo>
          <Campo id="password" etiqueta="Clave" error={errores.password}>
            <Input.Password
              id="password"
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              value={valores.password}
              onChange={(e) => cambiar('password', e.target.value)}
              {...aria('password')}
            />
          </Campo>
          <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
            Entrar
          </Button>
        </form>
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button
            type="link"
            onClick={() => {
              setRecuperarUsado(true);
              setRecuperar(true);
            }}
          >
            ¿Olvidó su clave?
          </Button>
        </Flex>
      </Recuadro>
      {recuperarUsado ? (
        <Suspense fallback={null}>
          <RecuperarClave abierto={recuperar} alCerrar={() => setRecuperar(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
