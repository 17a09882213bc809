import { screen } from '@testing-library/react';
import { diferenciasConManifiesto } from '@fondo/ui';
import { simular, usarServidor } from '@fondo/testing/red';
import { comoSuperadmin, conSesion, renderizarRuta, sinSesion } from './componentes/entorno-prueba';
import { PAGINAS_ADMIN } from './routes';

// La red simulada: GET /api/admin/resumen, /api/admin/documentos-repetidos y /api/admin/correos/resumen.
usarServidor();

test('las páginas de Administración son exactamente las rutas que el manifiesto del portal le asigna', () => {
  expect(diferenciasConManifiesto('mfe_admin', PAGINAS_ADMIN)).toEqual([]);
});

test('una subruta desconocida muestra la página 404 del portal', async () => {
  comoSuperadmin();
  renderizarRuta('/admin/no-existe');
  expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
});

test('sin sesión, /admin/afiliados lleva al login con regreso', async () => {
  sinSesion();
  renderizarRuta('/admin/afiliados');
  expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/login?redirect=');
});

test('un afiliado no entra a la administración: va a /inicio', async () => {
  for (const ruta of Object.keys(PAGINAS_ADMIN)) {
    conSesion();
    const { unmount } = renderizarRuta(ruta);
    expect(await screen.findByText('Pantalla de inicio')).toBeInTheDocument();
    unmount();
  }
});

test('el superadmin ve el panel en /admin', async () => {
  simular('admin', 'resumen', {
    solicitudes_pendientes: 0,
    mensajes_abiertos: 0,
    sin_actualizar: 0,
    ultima_importacion: null,
  });
  simular('admin', 'documentosRepetidos', { grupos: [] });
  simular('correo', 'resumen', { pendientes: 0, fallidos: 0, enviados_24h: 0, pendiente_mas_antiguo: null });
  comoSuperadmin();
  renderizarRuta('/admin');
  expect(await screen.findByRole('heading', { name: 'Administración' })).toBeInTheDocument();
});
