import { createRoot } from 'react-dom/client';
import { usarPrecargas } from '@fondo/runtime';
import { Aplicacion } from './app/aplicacion';
import { tomarPrecarga } from './remotos/precarga';
import { compartirSesionEntrePestanas } from './sesion/pestanas';
import './estilos.css';

// Los GET que la shell pidió por adelantado (remotos/precarga.ts) los recibe el cliente de la API.
usarPrecargas(tomarPrecarga);
const raiz = document.getElementById('raiz');
// Primero la sesión de otra pestaña abierta del portal, si la hay; luego el portal.
void compartirSesionEntrePestanas().then(() => {
  if (raiz) createRoot(raiz).render(<Aplicacion />);
});
