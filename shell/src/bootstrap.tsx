import { createRoot } from 'react-dom/client';
import { usarPrecargas } from '@fondo/runtime';
import { Aplicacion } from './app/aplicacion';
import { precargarPaginaDeLogin } from './app/rutas-shell';
import { tomarPrecarga } from './remotos/precarga';
import { esRutaDeLogin } from './login/rutas-login';
import { compartirSesionEntrePestanas } from './sesion/pestanas';
import './estilos.css';

// Los GET que la shell pidió por adelantado (remotos/precarga.ts) los recibe el cliente de la API.
usarPrecargas(tomarPrecarga);
const raiz = document.getElementById('raiz');
// Primero la sesión de otra pestaña abierta del portal, si la hay; luego el portal. En el login no se
// espera a otra pestaña (eran 200 ms sin dibujar nada si no hay otra): si presta su sesión después, la
// página de login lleva al destino como con cualquier sesión abierta. Sí a su página, que index.ts ya
// pidió: dibujada con el marco, sin pasar por el fallback de Suspense (que React retiene 300 ms).
const enLogin = esRutaDeLogin(window.location.pathname);
void Promise.all([
  compartirSesionEntrePestanas({ espera: enLogin ? 0 : undefined }),
  enLogin ? precargarPaginaDeLogin().catch(() => undefined) : undefined,
]).then(() => {
  if (raiz) createRoot(raiz).render(<Aplicacion />);
});
