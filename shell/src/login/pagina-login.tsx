import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
// Input y Password sin el índice de antd/es/input, que trae además Search, OTP, TextArea y Group (y su CSS).
import { ClaveAntd as Password, EntradaAntd as Input } from '@fondo/ui/antd-interno';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { haySesion, textoDeError, useLocation, useSesion, useNavigate, useSearchParams } from '@fondo/runtime';
import { borrarBorradores, Cargando, useAppFondo, useTitulo } from '@fondo/ui';
import { MENSAJE_CODIGO_OBLIGATORIO, type RespuestaLogin } from '@fondo/contrato';
import { useCargarConfiguracion } from '../configuracion/configuracion';
import { irAExterno } from '../navegacion/externa';
import { estadoLogin } from '../sesion/vencimiento';
import { esSesion, useLogin, useLoginCodigo, useLoginToken, type CredencialesLogin } from './consultas';
import { Campo, Recuadro, Titulo } from './piezas-login';
import { destinoTrasLogin } from './redireccion';

// Solo si falla el token de ?token=.
const Alert = lazy(() => import('antd/es/alert'));
// El diálogo de recuperar la clave (Modal) se carga al abrirlo por primera vez.
const RecuperarClave = lazy(() => import('./recuperar-clave').then((m) => ({ default: m.RecuperarClave })));

export const ERROR_TOKEN = 'Error al validar el token';
/** Tras un vencimiento: lo escrito quedó guardado en la pestaña. */
export const AVISO_SESION_TERMINADA =
  'Su sesión terminó por inactividad. Entre de nuevo para seguir donde iba: lo que estaba escribiendo quedó guardado en este navegador.';

type ErroresLogin = Partial<Record<keyof CredencialesLogin, string>>;

/** Las reglas del formulario (las de antes con Form de antd: obligatorios; el usuario, sin solo espacios). */
function validarCampo(campo: keyof CredencialesLogin, valor: string): string | undefined {
  if (campo === 'username') return valor.trim() ? undefined : 'Escriba su usuario';
  return valor ? undefined : 'Escriba su clave';
}

/** SPEC 2.3: inicio de sesión (usuario y clave, o token de un solo uso en ?token=). */
export function PaginaLogin(): ReactElement {
  useTitulo('Inicio de sesión');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const tokenUnico = params.get('token');
  const navigate = useNavigate();
  // tras un vencimiento, el aviso; tras reestablecer la clave, el documento ya escrito
  const estado = estadoLogin(useLocation().state);
  const { message } = useAppFondo();
  const cargarConfiguracion = useCargarConfiguracion();
  const login = useLogin();
  const { mutate: loginConToken } = useLoginToken();
  const token = useSesion((s) => s.access_token);
  const usuario = useSesion((s) => s.usuario);
  const [errorToken, setErrorToken] = useState<string | null>(null);
  const [recuperar, setRecuperar] = useState(false);
  const [valores, setValores] = useState<CredencialesLogin>({ username: estado.documento ?? '', password: '' });
  const [errores, setErrores] = useState<ErroresLogin>({});
  // Montado al abrirlo por primera vez (y queda montado para su animación de cierre).
  const [recuperarUsado, setRecuperarUsado] = useState(false);
  const redirigiendo = useRef(false);
  const tokenPedido = useRef<string | null>(null);
  // Superadmin con segundo factor: tras la clave, el paso 'Código de verificación'.
  const loginCodigo = useLoginCodigo();
  const [tokenCodigo, setTokenCodigo] = useState<string | null>(null);
  const [codigo, setCodigo] = useState('');
  const [errorCodigo, setErrorCodigo] = useState<string | undefined>();

  /** Lleva al destino del redirect (SPEC 2.3, DESIGN 6). */
  async function irAlDestino(pgwebToken: string): Promise<void> {
    if (redirigiendo.current) return;
    redirigiendo.current = true;
    const destino = destinoTrasLogin(redirect, pgwebToken, await cargarConfiguracion());
    if (destino.tipo === 'externo') irAExterno(destino.url);
    else void navigate(destino.ruta, { replace: true });
  }

  function bienvenida(r: RespuestaLogin): void {
    // los borradores de otra persona que usó esta pestaña no quedan (los propios se recuperan)
    borrarBorradores(r.usuario.id_afiliado);
    void message.success('Bienvenido');
    // REQUIERE_2FA y sin segundo factor: la sesión solo sirve para inscribirlo.
    if (r.usuario.segundo_factor === 'inscribir') {
      redirigiendo.current = true;
      void navigate('/dos-factores', { replace: true });
      return;
    }
    void irAlDestino(r.usuario.pgweb_token);
  }

  function enviarCodigo(e: FormEvent<HTMLFormElement>): void {
    e.preventDefault();
    if (!tokenCodigo) return;
    if (!codigo.trim()) {
      setErrorCodigo(MENSAJE_CODIGO_OBLIGATORIO);
      return;
    }
    setErrorCodigo(undefined);
    loginCodigo.mutate(
      { token: tokenCodigo, codigo },
      {
        onSuccess: bienvenida,
        onError: (error) => {
          setCodigo('');
          void textoDeError(error).then(setErrorCodigo);
        },
      },
    );
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
  const entrar = (c: CredencialesLogin): void =>
    login.mutate(c, {
      onSuccess: (r) => {
        if (esSesion(r)) bienvenida(r);
        else {
          setCodigo('');
          setErrorCodigo(undefined);
          setTokenCodigo(r.token_verificacion);
        }
      },
    });

  // Como Form de antd: cada campo se valida al cambiar, y todos al enviar.
  function cambiar(campo: keyof CredencialesLogin, valor: string): void {
    setValores((v) => ({ ...v, [campo]: valor }));
    setErrores((e) => ({ ...e, [campo]: validarCampo(campo, valor) }));
  }
  function enviar(e: FormEvent<HTMLFormElement>): void {
    e.preventDefault();
    const nuevos: ErroresLogin = {
      username: validarCampo('username', valores.username),
      password: validarCampo('password', valores.password),
    };
    setErrores(nuevos);
    if (!nuevos.username && !nuevos.password) entrar(valores);
  }
  const aria = (campo: keyof CredencialesLogin) =>
    errores[campo] ? { 'aria-invalid': true, 'aria-describedby': `${campo}_help`, status: 'error' as const } : {};

  // Validando el token, o ya con sesión: se espera la redirección.
  if ((tokenUnico || conSesion) && !errorToken) return <Cargando />;

  if (tokenCodigo) {
    return (
      <Flex justify="center" style={{ paddingTop: 24 }}>
        <Recuadro>
          <Titulo>Código de verificación</Titulo>
          <p style={{ marginTop: 0 }}>
            Escriba el código de 6 dígitos de su aplicación de autenticación o uno de sus códigos de recuperación.
          </p>
          <form onSubmit={enviarCodigo} noValidate autoComplete="off">
            <Campo id="codigo" etiqueta="Código de verificación" error={errorCodigo}>
              <Input
                id="codigo"
                size="large"
                prefix={<SafetyOutlined />}
                autoComplete="one-time-code"
                autoFocus
                maxLength={32}
                value={codigo}
                onChange={(e) => {
                  setCodigo(e.target.value);
                  if (errorCodigo) setErrorCodigo(undefined);
                }}
                {...(errorCodigo
                  ? { 'aria-invalid': true, 'aria-describedby': 'codigo_help', status: 'error' as const }
                  : {})}
              />
            </Campo>
            <Button type="primary" htmlType="submit" size="large" block loading={loginCodigo.isPending}>
              Verificar
            </Button>
          </form>
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button type="link" onClick={() => setTokenCodigo(null)}>
              Volver
            </Button>
          </Flex>
        </Recuadro>
      </Flex>
    );
  }

  return (
    <Flex justify="center" style={{ paddingTop: 24 }}>
      <Recuadro>
        <Titulo>Inicio de sesión</Titulo>
        {estado.expirada && !errorToken ? (
          <Suspense fallback={<p role="status">{AVISO_SESION_TERMINADA}</p>}>
            <Alert type="info" showIcon title={AVISO_SESION_TERMINADA} style={{ marginBottom: 16 }} />
          </Suspense>
        ) : null}
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
            <Password
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
