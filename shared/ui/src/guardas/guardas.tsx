import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { esSuperadmin, haySesion, useSesion, Navigate, useLocation, useNavigate } from '@fondo/runtime';
import { Cargando } from '../piezas';
import { useAppFondo } from '../usar-app';

export const MENSAJE_ACTUALIZAR = 'Debe actualizar sus datos para poder usar este módulo';
export const MENSAJE_SOLO_ADMINISTRADORES =
  'Esa página es solo para los administradores del fondo. Lo llevamos a Mis Productos.';

/** Ruta de login que vuelve a la página actual (redirect relativo, sin '/' inicial). */
function useLoginConRegreso(): string {
  const { pathname, search } = useLocation();
  const destino = `${pathname.replace(/^\/+/, '')}${search}`;
  return destino ? `/login?redirect=${encodeURIComponent(destino)}` : '/login';
}

/** Sin sesión → /login?redirect=<ruta actual>. */
export function RequiereSesion({ children }: { children: ReactNode }): ReactElement {
  const token = useSesion((s) => s.access_token);
  const login = useLoginConRegreso();
  if (!haySesion({ access_token: token })) return <Navigate to={login} replace />;
  return <>{children}</>;
}

/** Sin sesión → login; sesión sin rol superadmin → /inicio, diciendo por qué (no en silencio). */
export function RequiereSuperadmin({ children }: { children: ReactNode }): ReactElement {
  const token = useSesion((s) => s.access_token);
  const roles = useSesion((s) => s.roles);
  const usuario = useSesion((s) => s.usuario);
  const login = useLoginConRegreso();
  const { message } = useAppFondo();
  const navigate = useNavigate();
  const avisado = useRef(false);
  const sesion = haySesion({ access_token: token });
  const prohibido = sesion && !esSuperadmin({ roles, usuario });

  useEffect(() => {
    if (!prohibido || avisado.current) return;
    avisado.current = true;
    void message.warning(MENSAJE_SOLO_ADMINISTRADORES);
    void navigate('/inicio', { replace: true });
  }, [prohibido, message, navigate]);

  if (!sesion) return <Navigate to={login} replace />;
  if (prohibido) return <Cargando />;
  return <>{children}</>;
}

/**
 * SPEC 5: si actualizacion_datos está vacío y el usuario no está exento, avisa
 * 'Debe actualizar sus datos para poder usar este módulo' y lleva a /actualizacion/{id_afiliado}?desde=<ruta>:
 * el formulario dice por qué está ahí y, enviado, ofrece volver al módulo.
 */
export function RequiereActualizacion({
  children,
  exento,
}: {
  children: ReactNode;
  exento: 'superadmin' | 'superadmin-o-impersonando';
}): ReactElement {
  const token = useSesion((s) => s.access_token);
  const roles = useSesion((s) => s.roles);
  const usuario = useSesion((s) => s.usuario);
  const actualizado = useSesion((s) => s.actualizacion_datos);
  const login = useLoginConRegreso();
  const { message } = useAppFondo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const avisado = useRef(false);

  const sesion = haySesion({ access_token: token }) && usuario !== null;
  const libre =
    esSuperadmin({ roles, usuario }) || (exento === 'superadmin-o-impersonando' && usuario?.impersonate === true);
  const debeActualizar = sesion && actualizado !== 'ok' && !libre;

  useEffect(() => {
    if (!debeActualizar || avisado.current || !usuario) return;
    avisado.current = true;
    void message.warning(MENSAJE_ACTUALIZAR);
    void navigate(`/actualizacion/${usuario.id_afiliado}?desde=${encodeURIComponent(pathname)}`, { replace: true });
  }, [debeActualizar, usuario, message, navigate, pathname]);

  if (!sesion) return <Navigate to={login} replace />;
  if (debeActualizar) return <Cargando />;
  return <>{children}</>;
}
