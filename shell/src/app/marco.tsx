import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { islaAntd } from './isla-antd';
import { configurarApi, Navigate, registrarPedirCodigo, useLocation, useNavigate, useSesion } from '@fondo/runtime';
import { Barra } from '../barra/barra';
import { AreaRemota } from '../remotos/area-remota';
import { remotoDeRuta } from '../remotos/tabla';
import { useRutaActual } from '../sesion/ruta-actual';
import { irAlLogoutPorVencimiento } from '../sesion/vencimiento';
import { VigiliaSesion } from '../sesion/vigilia-sesion';
import { RutasShell } from './rutas-shell';

// Solo en una pestaña abierta como otro afiliado: no va en el paquete de las demás.
const AvisoImpersonacion = islaAntd(() => import('../impersonacion/aviso-impersonacion'));
// Solo cuando una acción sensible pide de nuevo el código.
const DialogoVerificacion = islaAntd(() => import('../dos-factores/dialogo-verificacion'));

/** Rutas que puede abrir un superadmin que aún debe inscribir su segundo factor. */
const DURANTE_INSCRIPCION = new Set(['/dos-factores', '/logout', '/ayuda']);

/** Página: barra, contenido (remoto o ruta propia) y pie. */
export function Marco(): ReactElement {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // la ruta de ahora, para el 'Token expirado' de una llamada cualquiera
  const ruta = useRutaActual();
  const entrada = remotoDeRuta(pathname);
  const usuario = useSesion((s) => s.usuario);
  const conSesion = useSesion((s) => Boolean(s.access_token));
  const comoAfiliado = conSesion && usuario?.impersonate === true;

  // SPEC 8: 'Token expirado' en cualquier llamada lleva a /logout sin recargar la página (diciendo
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
    // Sin antd (primera carga más liviana): el aspecto de Layout, Content y Footer lo da estilos.css.
    // Un div y no un section: dentro de un section, header y footer no son los puntos de referencia banner y
    // contentinfo (axe 'region').
    <div className="marco">
      <Barra />
      {conSesion ? <VigiliaSesion /> : null}
      {comoAfiliado && usuario ? (
        <Suspense fallback={null}>
          <AvisoImpersonacion nombre={`${usuario.nombres} ${usuario.apellidos}`} />
        </Suspense>
      ) : null}
      <main className="contenido">
        {/* Un remoto se monta fuera de <Routes> (ver remotos/tabla.ts); la clave lo conserva entre sus rutas. */}
        {debeInscribir ? (
          <Navigate to="/dos-factores" replace />
        ) : entrada ? (
          <AreaRemota key={entrada.remoto} entrada={entrada} />
        ) : (
          <RutasShell />
        )}
      </main>
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
      <footer className="pie">
        <span>Fondo de ahorro y crédito del personal escolar</span>
      </footer>
    </div>
  );
}
