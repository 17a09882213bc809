import { screen } from '@testing-library/react';
import { diferenciasConManifiesto } from '@fondo/ui';
import { simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { conSesion, renderizarRuta, sinSesion } from './componentes/entorno-prueba';
import { PAGINAS_MENSAJES } from './routes';

// La red simulada: la lista no se pide en una ruta desconocida.
usarServidor();
let listaMock: Simulada<'mensajes', 'listar'>;
beforeEach(() => {
  listaMock = simular('mensajes', 'listar', { filas: [], total: 0 });
});

test('las páginas de Mensajes son exactamente las rutas que el manifiesto del portal le asigna', () => {
  expect(diferenciasConManifiesto('mfe_mensajes', PAGINAS_MENSAJES)).toEqual([]);
});

test('sin sesión, /mensajes lleva al login con regreso', async () => {
  sinSesion();
  renderizarRuta('/mensajes');
  expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/login?redirect=mensajes');
});

test('una subruta desconocida y un id que no es número muestran la página 404 del portal', async () => {
  for (const ruta of ['/mensajes/otra', '/mensaje/abc', '/mensaje/1/x']) {
    conSesion();
    const { unmount } = renderizarRuta(ruta);
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
    unmount();
  }
  expect(listaMock).not.toHaveBeenCalled();
});
