// Arranque independiente (solo desarrollo): el arnés del portal con su router, login y tema.
import { createRoot } from 'react-dom/client';
import { ArnesRemoto } from '@fondo/ui/arnes';
import RutasAdmin from './routes';

document.body.style.margin = '0';
const raiz = document.getElementById('raiz');
if (raiz) createRoot(raiz).render(<ArnesRemoto remoto="mfe_admin" Rutas={RutasAdmin} />);
