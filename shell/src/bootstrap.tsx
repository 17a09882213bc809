import { createRoot } from 'react-dom/client';
import { Aplicacion } from './app/aplicacion';
import { compartirSesionEntrePestanas } from './sesion/pestanas';
import './estilos.css';

const raiz = document.getElementById('raiz');
// Primero la sesión de otra pestaña abierta del portal, si la hay; luego el portal.
void compartirSesionEntrePestanas().then(() => {
  if (raiz) createRoot(raiz).render(<Aplicacion />);
});
