import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@fondo/runtime';
import { Cargando, RequiereSesion } from '@fondo/ui';
import { islaAntd } from './isla-antd';

// Cada página de la shell se carga a demanda (/about así lo pide SPEC 2.1): /login no trae las
// pantallas de claves ni la ayuda, y una ruta de un remoto no trae el login. Cada una trae el antd de la
// shell con su ConfigProvider (islaAntd): el marco no lo trae.
const PaginaLogin = islaAntd(async () => ({ default: (await import('../login/pagina-login')).PaginaLogin }));
// sin antd (solo Cargando): sale sin esperar al antd de la shell
const PaginaLogout = lazy(() => import('../logout/pagina-logout').then((m) => ({ default: m.PaginaLogout })));
const PaginaReestablecerClave = islaAntd(async () => ({
  default: (await import('../claves/pagina-reestablecer-clave')).PaginaReestablecerClave,
}));
const PaginaCambiarClave = islaAntd(async () => ({
  default: (await import('../claves/pagina-cambiar-clave')).PaginaCambiarClave,
}));
const PaginaDosFactores = islaAntd(async () => ({
  default: (await import('../dos-factores/pagina-dos-factores')).PaginaDosFactores,
}));
const PaginaAyuda = islaAntd(async () => ({ default: (await import('../ayuda/pagina-ayuda')).PaginaAyuda }));
// Pública (issue 18): a ella llevan el QR y el enlace de los certificados (urlVerificacion del contrato;
// el patrón va escrito aquí para no traer el contrato al primer paquete de /login).
const PaginaVerificar = islaAntd(async () => ({
  default: (await import('../verificar/pagina-verificar')).PaginaVerificar,
}));
const PaginaAbout = islaAntd(() => import('../about/pagina-about'));
const PaginaNoEncontrada = islaAntd(() => import('../no-encontrada/pagina-no-encontrada'));

/** La página de login, antes del primer dibujo en sus rutas (bootstrap.tsx): sale sin el fallback de Suspense. */
export const precargarPaginaDeLogin = (): Promise<void> => PaginaLogin.precargar();

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
