import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@fondo/runtime';
import { Cargando, RequiereSesion } from '@fondo/ui';
import { coincide } from '@fondo/portal/manifiesto';
import { RUTAS_DE_LOGIN } from '../login/rutas-login';
import { islaAntd, type IslaAntd } from './isla-antd';

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
// Pública: a ella llevan el QR y el enlace de los certificados (urlVerificacion del contrato;
// el patrón va escrito aquí para no traer el contrato al primer paquete de /login).
const PaginaVerificar = islaAntd(async () => ({
  default: (await import('../verificar/pagina-verificar')).PaginaVerificar,
}));
const PaginaAbout = islaAntd(() => import('../about/pagina-about'));
const PaginaNoEncontrada = islaAntd(() => import('../no-encontrada/pagina-no-encontrada'));

const aDemanda = (pagina: ReactElement) => <Suspense fallback={<Cargando />}>{pagina}</Suspense>;

/** Las páginas de la shell, por patrón de ruta (como react-router); `sesion`: piden sesión. */
const PAGINAS: readonly { patron: string; Pagina: IslaAntd<object> | typeof PaginaLogout; sesion?: true }[] = [
  ...RUTAS_DE_LOGIN.map((patron) => ({ patron, Pagina: PaginaLogin })),
  { patron: '/logout', Pagina: PaginaLogout },
  { patron: '/reestablecer-clave', Pagina: PaginaReestablecerClave },
  { patron: '/cambiar-clave', Pagina: PaginaCambiarClave, sesion: true },
  { patron: '/dos-factores', Pagina: PaginaDosFactores, sesion: true },
  { patron: '/verificar', Pagina: PaginaVerificar },
  { patron: '/verificar/:codigo', Pagina: PaginaVerificar },
  { patron: '/ayuda', Pagina: PaginaAyuda },
  { patron: '/about', Pagina: PaginaAbout },
];

/**
 * Trae la página de la shell de `pathname` (la de 'no encontrada' si ninguna coincide) antes del primer
 * dibujo (bootstrap.tsx): sale con el marco, sin el `Cargando` de su Suspense, que React retiene 300 ms.
 */
export function precargarPaginaDeLaShell(pathname: string): Promise<void> {
  const pagina = PAGINAS.find((p) => coincide(p.patron, pathname))?.Pagina ?? PaginaNoEncontrada;
  // /logout no lleva antd: sale enseguida, como siempre
  return 'precargar' in pagina ? pagina.precargar() : Promise.resolve();
}

/** Rutas que sirve la propia shell. */
export function RutasShell(): ReactElement {
  return (
    <Routes>
      {PAGINAS.map(({ patron, Pagina, sesion }) => (
        <Route
          key={patron}
          path={patron}
          element={sesion ? <RequiereSesion>{aDemanda(<Pagina />)}</RequiereSesion> : aDemanda(<Pagina />)}
        />
      ))}
      <Route path="*" element={aDemanda(<PaginaNoEncontrada />)} />
    </Routes>
  );
}
