import { createRoot } from 'react-dom/client';
import { usarPrecargas } from '@fondo/runtime';
import { rutaDelManifiesto } from '@fondo/portal/manifiesto';
import { Aplicacion } from './app/aplicacion';
import { precargarPaginaDeLaShell } from './app/rutas-shell';
import { tomarPrecarga } from './remotos/precarga';
import { esRutaDeLogin } from './login/rutas-login';
import { compartirSesionEntrePestanas } from './sesion/pestanas';
import './estilos.css';

// Los GET que la shell pidió por adelantado (remotos/precarga.ts) los recibe el cliente de la API.
usarPrecargas(tomarPrecarga);
const raiz = document.getElementById('raiz');
// Primero la sesión de otra pestaña abierta del portal, si la hay; luego el portal. En el login no se
// espera a otra pestaña (eran 200 ms sin dibujar nada si no hay otra): si presta su sesión después, la
// página de login lleva al destino como con cualquier sesión abierta. En una ruta de la shell, su página
// (la de login, index.ts ya la pidió) se trae antes: sale con el marco, sin el `Cargando` de su Suspense.
const ruta = window.location.pathname;
void Promise.all([
  compartirSesionEntrePestanas({ espera: esRutaDeLogin(ruta) ? 0 : undefined }),
  rutaDelManifiesto(ruta) ? undefined : precargarPaginaDeLaShell(ruta).catch(() => undefined),
]).then(() => {
  if (raiz) createRoot(raiz).render(<Aplicacion />);
});
