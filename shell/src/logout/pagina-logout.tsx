import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { Cargando, api, useSesion } from '@fondo/shared';
import { cargarConfiguracion } from '../configuracion/configuracion';
import { irAExterno } from '../navegacion/externa';

/** SPEC 2.8: cierra la sesión (también en el servidor) y lleva al sitio del colegio; sin sesión, a /login. */
export function PaginaLogout(): ReactElement {
  const navigate = useNavigate();
  const hecho = useRef(false);

  useEffect(() => {
    if (hecho.current) return;
    hecho.current = true;
    const { access_token: token, cerrar } = useSesion.getState();
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    // Primero se borra la sesión local: un 'Token expirado' de esta llamada ya no vuelve a /logout.
    cerrar();
    void (async () => {
      await api.post('logout', { headers: { Authorization: `bearer ${token}` } }).catch(() => undefined);
      const { sitio_colegio } = await cargarConfiguracion();
      irAExterno(sitio_colegio);
    })();
  }, [navigate]);

  return <Cargando />;
}
