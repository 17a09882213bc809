import { createRoot } from 'react-dom/client';
import { Aplicacion } from './app/aplicacion';
import './estilos.css';

const raiz = document.getElementById('raiz');
if (raiz) createRoot(raiz).render(<Aplicacion />);
