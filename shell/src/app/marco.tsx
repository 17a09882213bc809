import { Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { configurarApi, Navigate, registrarPedirCodigo, useLocation, useNavigate, useSesion } from '@fondo/runtime';
import { Barra } from '../barra/barra';
import { AreaRemota } from '../remotos/area-remota';
import { remotoDeRuta } from '../remotos/tabla';
import { useRutaActual } from '../sesion/ruta-actual';
import { irAlLogoutPorVencimiento } from '../sesion/vencimiento';
import { VigiliaSesion } from '../sesion/vigilia-sesion';
import { RutasShell } from './rutas-shell';

// Solo en una pestaña abierta como otro afiliado: no va en el paquete de las demás.
const AvisoImpersonacion = lazy(() => import('../impersonacion/aviso-impersonacion'));
// Solo cuando una acción sensible pide de nuevo el código (issue 15).
const DialogoVerificacion = lazy(() => import('../dos-factores/dialogo-verificacion'));

/** Rutas que puede abrir un superadmin que aún debe inscribir su segundo factor. */
const DURANTE_INSCRIPCION = new Set(['/dos-factores', '/logout', '/ayuda']);

/** Página: barra, contenido (remoto o ruta propia) y pie. */
export function Marco(): ReactElement {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // la ruta de ahora, para el 'Token expirado' de una llamada cualquiera
  const ruta = useRutaActual();
  const entrada = remotoDeRuta(pathname);
  const { token } = theme.useToken();
  const usuario = useSesion((s) => s.usuario);
  const conSesion = useSesion((s) => Boolean(s.access_token));
  const comoAfiliado = conSesion && usuario?.impersonate === true;

  // SPEC 8: 'Token expirado' en cualquier llamada lleva a /logout sin recargar la página (issue 14: diciendo
  // desde dónde, para volver allí tras entrar de nuevo, con lo escrito guardado).
  useEffect(
    () => configurarApi({ alExpirarSesion: () => irAlLogoutPorVencimiento(navigate, ruta.current) }),
    [navigate, ruta],
  );

  // Verificación reciente: el cliente de la API espera la respuesta de este diálogo.
  const [pregunta, setPregunta] = useState<{ responder: (ok: boolean) => void } | null>(null);
  useEffect(() => registrarPedirCodigo(() => new Promise<boolean>((responder) => setPregunta({ responder }))), []);

  // REQUIERE_2FA: sin segundo factor, solo la inscripción (la API rechaza todo lo demás).
  const debeInscribir = conSesion && usuario?.segundo_factor === 'inscribir' && !DURANTE_INSCRIPCION.has(pathname);

  return (
    <Layout className="marco">
      <Barra />
      {conSesion ? <VigiliaSesion /> : null}
      {comoAfiliado && usuario ? (
        <Suspense fallback={null}>
          <AvisoImpersonacion nombre={`${usuario.nombres} ${usuario.apellidos}`} />
        </Suspense>
      ) : null}
      <Layout.Content className="contenido">
        {/* Un remoto se monta fuera de <Routes> (ver remotos/tabla.ts); la clave lo conserva entre sus rutas. */}
        {debeInscribir ? (
          <Navigate to="/dos-factores" replace />
        ) : entrada ? (
          <AreaRemota key={entrada.remoto} entrada={entrada} />
        ) : (
          <RutasShell />
        )}
      </Layout.Content>
      {pregunta ? (
        <Suspense fallback={null}>
          <DialogoVerificacion
            alTerminar={(ok) => {
              pregunta.responder(ok);
              setPregunta(null);
            }}
          />
        </Suspense>
      ) : null}
      <Layout.Footer className="pie">
        {/* Como Typography.Text type="secondary", sin traer Typography (y su editor) a cada página. */}
        <span style={{ color: token.colorTextDescription }}>Fondo de ahorro y crédito del personal escolar</span>
      </Layout.Footer>
    </Layout>
  );
}
