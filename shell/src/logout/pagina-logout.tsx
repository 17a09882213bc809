import { useEffect, useRef, type ReactElement } from 'react';
import { useSesion, useLocation, useNavigate } from '@fondo/runtime';
import { borrarBorradores, Cargando } from '@fondo/ui';
import { useCargarConfiguracion } from '../configuracion/configuracion';
import { irAExterno } from '../navegacion/externa';
import { esEstadoLogout, loginDeVuelta } from '../sesion/vencimiento';
import { useCerrarSesionServidor } from './consultas';

/**
 * SPEC 2.8: cierra la sesión (también en el servidor) y lleva al sitio del colegio; sin sesión, a /login.
 * 'Salir' borra los borradores de la pestaña (computadores compartidos). Si la sesión venció,
 * los borradores quedan y se va a /login con el redirect de vuelta a la ruta en que estaba la persona.
 */
export function PaginaLogout(): ReactElement {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const vencimiento = esEstadoLogout(state) ? state : null;
  const cargarConfiguracion = useCargarConfiguracion();
  const { mutateAsync: cerrarEnServidor } = useCerrarSesionServidor();
  const hecho = useRef(false);

  // Salir es una acción al entrar a la ruta: una sola vez.
  useEffect(() => {
    if (hecho.current) return;
    hecho.current = true;
    const { access_token: token, cerrar } = useSesion.getState();
    if (!vencimiento) borrarBorradores();
    if (!token) {
      void navigate(vencimiento ? loginDeVuelta(vencimiento.desde) : '/login', { replace: true });
      return;
    }
    // Primero se borra la sesión local (y con ella la caché de consultas): un 'Token expirado' de
    // esta llamada ya no vuelve a /logout.
    cerrar();
    if (vencimiento) {
      void cerrarEnServidor(token).catch(() => undefined);
      void navigate(loginDeVuelta(vencimiento.desde), { replace: true, state: { expirada: true } });
      return;
    }
    void (async () => {
      await cerrarEnServidor(token).catch(() => undefined);
      const { sitio_colegio } = await cargarConfiguracion();
      irAExterno(sitio_colegio);
    })();
    // Solo al entrar a la ruta.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, cargarConfiguracion, cerrarEnServidor]);

  return <Cargando />;
}
