import { screen, waitFor } from '@testing-library/react';
import { diferenciasConManifiesto } from '@fondo/ui';
import { conSesion, renderizarRuta, sinSesion } from './componentes/entorno-prueba';
import { PAGINAS_SOLICITUDES } from './routes';

test('las páginas de Solicitudes son exactamente las rutas que el manifiesto del portal le asigna', () => {
  expect(diferenciasConManifiesto('mfe_solicitudes', PAGINAS_SOLICITUDES)).toEqual([]);
});

test('sin sesión, /simulador lleva al login con regreso', async () => {
  sinSesion();
  renderizarRuta('/simulador');
  expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/login?redirect=simulador');
});

test('SPEC 5: un afiliado sin datos actualizados va de /simulador y de la lista a la actualización', async () => {
  for (const ruta of ['/simulador', '/solicitudes-credito/user']) {
    conSesion({ actualizado: false });
    const { unmount } = renderizarRuta(ruta);
    await waitFor(() => expect(screen.getByLabelText('ubicación')).toHaveTextContent('/actualizacion/7'));
    unmount();
  }
});
