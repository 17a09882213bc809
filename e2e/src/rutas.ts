// Las rutas del portal que recorren las pruebas de navegador: las de cada remoto salen del manifiesto del portal
// (una pantalla nueva entra sola en el recorrido), las de la shell están aquí.
import { REMOTOS, type Acceso } from '@fondo/portal/manifiesto';

/** Rutas propias de la shell, sin sesión y con ella (no están en el manifiesto de remotos). */
export const SHELL_SIN_SESION = [
  '/login',
  '/reestablecer-clave?token=no-vale',
  '/ayuda',
  '/about',
  '/verificar',
  '/verificar/CODIGO-QUE-NO-EXISTE',
  '/ruta-que-no-existe',
];
export const SHELL_CON_SESION = ['/cambiar-clave', '/ayuda', '/about', '/ruta-que-no-existe'];

/** Valores de ejemplo para los parámetros de los patrones del manifiesto (':id?' se omite). */
const EJEMPLOS: Record<string, string> = { mode: 'user', id: 'nuevo' };

function rutaDe(patron: string): string {
  return patron.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, p: string) => EJEMPLOS[p] ?? '1') || '/';
}

/** Cada remoto (su carpeta) con las rutas que ve un rol: sus patrones y sus entradas de menú. */
export function rutasPorRemoto(rol: Acceso): { carpeta: string; rutas: string[] }[] {
  const puede = (a: Acceso) => a !== 'superadmin' || rol === 'superadmin';
  return REMOTOS.map((r) => ({
    carpeta: r.carpeta,
    rutas: [
      ...new Set([
        ...r.rutas.filter((x) => puede(x.acceso)).map((x) => rutaDe(x.patron)),
        ...r.menu.filter((m) => puede(m.rol)).map((m) => m.ruta),
      ]),
    ],
  })).filter((r) => r.rutas.length > 0);
}

/** Las rutas públicas de los remotos (un enlace que da acceso, como el del codeudor), con un parámetro que no vale. */
export function rutasPublicasDeRemotos(): string[] {
  return REMOTOS.flatMap((r) => r.rutas.filter((x) => x.acceso === 'publico').map((x) => rutaDe(x.patron)));
}

/** Las rutas de los remotos que ve un rol, sin repetir. */
export function rutasDeRemotos(rol: Acceso): string[] {
  return [...new Set(rutasPorRemoto(rol).flatMap((r) => r.rutas))];
}
