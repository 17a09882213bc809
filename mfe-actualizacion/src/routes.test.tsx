import { screen } from '@testing-library/react';
import { diferenciasConManifiesto } from '@fondo/ui';
import { conSesion, renderizarRuta, sinSesion } from './componentes/entorno-prueba';
import { PAGINAS_ACTUALIZACION } from './routes';

test('las páginas de Actualización son exactamente las rutas que el manifiesto del portal le asigna', () => {
  expect(diferenciasConManifiesto('mfe_actualizacion', PAGINAS_ACTUALIZACION)).toEqual([]);
});

test('una subruta desconocida muestra la página 404 del portal', async () => {
  conSesion();
  renderizarRuta('/actualizacion/7/otra');
  expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
});

test('sin sesión, /actualizacion lleva al login con regreso', async () => {
  sinSesion();
  renderizarRuta('/actualizacion/7');
  expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/login?redirect=actualizacion');
});
