/** Las rutas que abren la página de login (rutas-shell.tsx): la primera que ve casi todo afiliado. */
export const RUTAS_DE_LOGIN = ['/', '/login'];

export function esRutaDeLogin(pathname: string): boolean {
  return RUTAS_DE_LOGIN.includes(pathname);
}
