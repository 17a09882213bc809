import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Cargando, RequiereSesion } from '@fondo/shared';
import { PaginaLogin } from '../login/pagina-login';
import { PaginaLogout } from '../logout/pagina-logout';
import { PaginaReestablecerClave } from '../claves/pagina-reestablecer-clave';
import { PaginaCambiarClave } from '../claves/pagina-cambiar-clave';
import { PaginaAyuda } from '../ayuda/pagina-ayuda';
import { PaginaNoEncontrada } from '../no-encontrada/pagina-no-encontrada';

// /about se carga a demanda (SPEC 2.1).
const PaginaAbout = lazy(() => import('../about/pagina-about'));

/** Rutas que sirve la propia shell. */
export function RutasShell(): ReactElement {
  return (
    <Routes>
      <Route path="/" element={<PaginaLogin />} />
      <Route path="/login" element={<PaginaLogin />} />
      <Route path="/logout" element={<PaginaLogout />} />
      <Route path="/reestablecer-clave" element={<PaginaReestablecerClave />} />
      <Route
        path="/cambiar-clave"
        element={
          <RequiereSesion>
            <PaginaCambiarClave />
          </RequiereSesion>
        }
      />
      <Route path="/ayuda" element={<PaginaAyuda />} />
      <Route
        path="/about"
        element={
          <Suspense fallback={<Cargando />}>
            <PaginaAbout />
          </Suspense>
        }
      />
      <Route path="*" element={<PaginaNoEncontrada />} />
    </Routes>
  );
}
