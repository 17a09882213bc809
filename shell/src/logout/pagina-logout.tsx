import { useEffect, useRef, type ReactElement } from 'react';
import { useSesion, useNavigate } from '@fondo/runtime';
import { Cargando } from '@fondo/ui';
import { useCargarConfiguracion } from '../configuracion/configuracion';
import { irAExterno } from '../navegacion/externa';
import { useCerrarSesionServidor } from './consultas';

/** SPEC 2.8: cierra la sesión (también en el servidor) y lleva al sitio del colegio; sin sesión, a /login. */
export function PaginaLogout(): ReactElement {
  const navigate = useNavigate();
  const cargarConfiguracion = useCargarConfiguracion();
  const { mutateAsync: cerrarEnServidor } = useCerrarSesionServidor();
  const hecho = useRef(false);

  // Salir es una acción al entrar a la ruta: una sola vez.
  useEffect(() => {
    if (hecho.current) return;
    hecho.current = true;
    const { access_token: token, cerrar } = useSesion.getState();
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    // Primero se borra la sesión local (y con ella la caché de consultas): un 'Token expirado' de
    // esta llamada ya no vuelve a /logout.
    cerrar();
    void (async () => {
      await cerrarEnServidor(token).catch(() => undefined);
      const { sitio_colegio } = await cargarConfiguracion();
      irAExterno(sitio_colegio);
    })();
  }, [navigate, cargarConfiguracion, cerrarEnServidor]);

  return <Cargando />;
}
