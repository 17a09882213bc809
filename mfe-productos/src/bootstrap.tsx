// Arranque independiente (solo desarrollo): el arnés con su propio router, login y tema.
import { createRoot } from 'react-dom/client';
import { Arnes } from './standalone/arnes';

document.body.style.margin = '0';
const raiz = document.getElementById('raiz');
if (raiz) createRoot(raiz).render(<Arnes />);
