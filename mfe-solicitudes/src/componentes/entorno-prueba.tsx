// Solo para pruebas: las rutas de Solicitudes montadas como lo hace el shell (@fondo/ui/pruebas).
import { crearRenderizarRuta } from '@fondo/ui/pruebas';
import RutasSolicitudes from '../routes';

export { conSesion, sinSesion } from '@fondo/ui/pruebas';

export const renderizarRuta = crearRenderizarRuta(RutasSolicitudes, {
  '/login': 'Pantalla de login',
  '/cambiar-clave': 'Pantalla de cambiar clave',
  '/actualizacion/:id': 'Pantalla de actualización',
});
