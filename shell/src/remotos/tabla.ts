/**
 * Tabla de rutas de SPEC 2.1 (del manifiesto del portal, shared/portal/manifiesto.js): qué remoto
 * sirve cada ruta.
 *
 * Montaje: la shell busca la ruta actual en esta tabla y, si es de un remoto, monta su
 * componente './routes' FUERA de las <Routes> de la shell. Así las <Routes> del remoto parten
 * de '/' y declaran sus rutas completas en relativo ('inicio', 'solicitudes-credito/:mode', ...),
 * y el remoto sigue montado mientras se navega entre sus rutas.
 */
export { remotoDeRuta, type EntradaRemoto } from '@fondo/ui';
