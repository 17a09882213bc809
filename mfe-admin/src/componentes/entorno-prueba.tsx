// Solo para pruebas: las rutas de Administración montadas como lo hace el shell (@fondo/ui/pruebas).
import { conSesion, crearRenderizarRuta } from '@fondo/ui/pruebas';
import RutasAdmin from '../routes';

export { conSesion, sinSesion } from '@fondo/ui/pruebas';

export const renderizarRuta = crearRenderizarRuta(RutasAdmin, {
  '/login': 'Pantalla de login',
  '/inicio': 'Pantalla de inicio',
  '/cambiar-clave': 'Pantalla de cambiar clave',
  '/actualizacion/:id': 'Pantalla de actualización',
  '/solicitudes-credito/:mode': 'Pantalla de solicitudes',
  '/mensajes': 'Pantalla de mensajes',
});

/** Una sesión de superadmin. */
export function comoSuperadmin(): void {
  conSesion({ usuario: { superadmin: true, id_afiliado: 1, nombres: 'Admin', apellidos: 'Fondo' } });
}
