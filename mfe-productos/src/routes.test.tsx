import { screen, waitFor } from '@testing-library/react';
import { diferenciasConManifiesto } from '@fondo/ui';
import { conSesion, renderizarRuta, sinSesion } from './componentes/entorno-prueba';
import { PAGINAS_PRODUCTOS } from './routes';

test('las páginas de Productos son exactamente las rutas que el manifiesto del portal le asigna', () => {
  expect(diferenciasConManifiesto('mfe_productos', PAGINAS_PRODUCTOS)).toEqual([]);
});

test('una subruta desconocida muestra la página 404 del portal, no un área en blanco', async () => {
  conSesion();
  renderizarRuta('/ahorro/otra');
  expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(document.title).toBe('Página no encontrada · Fondo'));
});

test('las guardas salen del manifiesto: sin sesión, /certificaciones lleva al login con regreso', async () => {
  sinSesion();
  renderizarRuta('/certificaciones');
  expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/login?redirect=certificaciones');
});
