// Solo para pruebas: las rutas de Mensajes montadas como lo hace el shell (@fondo/ui/pruebas).
import { crearRenderizarRuta } from '@fondo/ui/pruebas';
import RutasMensajes from '../routes';

export { conSesion, sinSesion } from '@fondo/ui/pruebas';

export const renderizarRuta = crearRenderizarRuta(RutasMensajes, {
  '/login': 'Pantalla de login',
  '/cambiar-clave': 'Pantalla de cambiar clave',
  '/actualizacion/:id': 'Pantalla de actualización',
});
