// @fondo/ui/pruebas: solo para pruebas de los remotos (montar rutas con sesión, piezas de antd).
export { crearRenderizarRuta, USUARIO, conSesion, sinSesion } from './entorno-remoto';
export { elegir, dialogo } from './antd';
export { simularAncho, simularPantalla } from './pantalla';
