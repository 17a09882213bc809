import { matchPath } from 'react-router-dom';

/**
 * Tabla de rutas de SPEC 2.1: qué remoto sirve cada ruta.
 *
 * Montaje: la shell busca la ruta actual en esta tabla y, si es de un remoto, monta su
 * componente './routes' FUERA de las <Routes> de la shell. Así las <Routes> del remoto parten
 * de '/' y declaran sus rutas completas en relativo ('inicio', 'solicitudes-credito/:modo', ...),
 * y el remoto sigue montado mientras se navega entre sus rutas.
 */
export interface EntradaRemoto {
  /** Nombre de Module Federation (clave en remotes.json). */
  remoto: string;
  /** Área funcional, para el aviso de módulo no disponible. */
  titulo: string;
  rutas: string[];
}

export const TABLA_REMOTOS: EntradaRemoto[] = [
  { remoto: 'mfe_productos', titulo: 'Productos', rutas: ['/inicio', '/ahorro', '/credito', '/certificaciones'] },
  {
    remoto: 'mfe_solicitudes',
    titulo: 'Solicitudes de crédito',
    rutas: ['/solicitudes-credito/*', '/solicitud-credito/*', '/simulador'],
  },
  { remoto: 'mfe_actualizacion', titulo: 'Actualización de datos', rutas: ['/actualizacion/*'] },
  { remoto: 'mfe_mensajes', titulo: 'Mensajes', rutas: ['/mensajes', '/mensaje/*'] },
  { remoto: 'mfe_admin', titulo: 'Administración', rutas: ['/admin/*'] },
];

/** El remoto que sirve una ruta, o null si la sirve la shell. */
export function remotoDeRuta(pathname: string): EntradaRemoto | null {
  return TABLA_REMOTOS.find((e) => e.rutas.some((r) => matchPath({ path: r, end: true }, pathname))) ?? null;
}
