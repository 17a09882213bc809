import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@fondo/runtime';
import { Cargando, RequiereSesion } from '@fondo/ui';

// Cada página de la shell se carga a demanda (/about así lo pide SPEC 2.1): /login no trae las
// pantallas de claves ni la ayuda, y una ruta de un remoto no trae el login.
const PaginaLogin = lazy(() => import('../login/pagina-login').then((m) => ({ default: m.PaginaLogin })));
const PaginaLogout = lazy(() => import('../logout/pagina-logout').then((m) => ({ default: m.PaginaLogout })));
const PaginaReestablecerClave = lazy(() =>
  import('../claves/pagina-reestablecer-clave').then((m) => ({ default: m.PaginaReestablecerClave })),
);
const PaginaCambiarClave = lazy(() =>
  import('../claves/pagina-cambiar-clave').then((m) => ({ default: m.PaginaCambiarClave })),
);
const PaginaDosFactores = lazy(() =>
  import('../dos-factores/pagina-dos-factores').then((m) => ({ default: m.PaginaDosFactores })),
);
const PaginaAyuda = lazy(() => import('../ayuda/pagina-ayuda').then((m) => ({ default: m.PaginaAyuda })));
// Pública (issue 18): a ella llevan el QR y el enlace de los certificados (urlVerificacion del contrato;
// el patrón va escrito aquí para no traer el contrato al primer paquete de /login).
const PaginaVerificar = lazy(() =>
  import('../verificar/pagina-verificar').then((m) => ({ default: m.PaginaVerificar })),
);
const PaginaAbout = lazy(() => import('../about/pagina-about'));
const PaginaNoEncontrada = lazy(() => import('../no-encontrada/pagina-no-encontrada'));

const aDemanda = (pagina: ReactElement) => <Suspense fallback={<Cargando />}>{pagina}</Suspense>;

/** Rutas que sirve la propia shell. */
export function RutasShell(): ReactElement {
  return (
    <Routes>
      <Route path="/" element={aDemanda(<PaginaLogin />)} />
      <Route path="/login" element={aDemanda(<PaginaLogin />)} />
      <Route path="/logout" element={aDemanda(<PaginaLogout />)} />
      <Route path="/reestablecer-clave" element={aDemanda(<PaginaReestablecerClave />)} />
      <Route path="/cambiar-clave" element={<RequiereSesion>{aDemanda(<PaginaCambiarClave />)}</RequiereSesion>} />
      <Route path="/dos-factores" element={<RequiereSesion>{aDemanda(<PaginaDosFactores />)}</RequiereSesion>} />
      <Route path="/verificar" element={aDemanda(<PaginaVerificar />)} />
      <Route path="/verificar/:codigo" element={aDemanda(<PaginaVerificar />)} />
      <Route path="/ayuda" element={aDemanda(<PaginaAyuda />)} />
      <Route path="/about" element={aDemanda(<PaginaAbout />)} />
      <Route path="*" element={aDemanda(<PaginaNoEncontrada />)} />
    </Routes>
  );
}
