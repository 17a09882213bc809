// Solo para pruebas: las rutas de Actualización montadas como lo hace el shell (@fondo/ui/pruebas).
import { crearRenderizarRuta } from '@fondo/ui/pruebas';
import RutasActualizacion from '../routes';

export { conSesion, sinSesion } from '@fondo/ui/pruebas';

export const renderizarRuta = crearRenderizarRuta(RutasActualizacion, {
  '/login': 'Pantalla de login',
  '/cambiar-clave': 'Pantalla de cambiar clave',
  '/ahorro': 'Pantalla de ahorro',
});
