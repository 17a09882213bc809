// Solo para pruebas: las rutas de Productos montadas como lo hace el shell (@fondo/ui/pruebas).
import { crearRenderizarRuta } from '@fondo/ui/pruebas';
import RutasProductos from '../routes';

export { conSesion, sinSesion } from '@fondo/ui/pruebas';

export const renderizarRuta = crearRenderizarRuta(RutasProductos, {
  '/login': 'Pantalla de login',
  '/cambiar-clave': 'Pantalla de cambiar clave',
  '/actualizacion': 'Pantalla de actualización',
  '/actualizacion/:id': 'Pantalla de actualización',
});
