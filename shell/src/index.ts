import { rutaDelManifiesto } from '@fondo/portal/manifiesto';
import { esRutaDeLogin } from './login/rutas-login';
import { precargarRuta } from './remotos/precarga';

/** Lo más que el arranque espera a la precarga: si el manifiesto del remoto tarda, la shell arranca igual. */
const ESPERA_MAXIMA_MS = 1500;

const ruta = window.location.pathname;
// Lo de la página que se abre (remoto, sus chunks, sus datos) se pide ya, en paralelo con el arranque.
const precarga = precargarRuta(ruta);
// En una ruta de la shell, su antd (el marco no lo trae: islaAntd) y la página de entrada también.
if (!rutaDelManifiesto(ruta)) {
  void import('./app/proveedor-antd').catch(() => undefined);
  if (esRutaDeLogin(ruta)) void import('./login/pagina-login').catch(() => undefined);
}
// Frontera asíncrona: los módulos compartidos se negocian antes de arrancar. El arranque (React, la
// barra) ocupa el hilo principal en un teléfono y dejaría esperando la respuesta del manifiesto del
// remoto: empieza cuando la precarga ya pidió lo del remoto, que baja mientras la shell se dibuja (en una
// ruta de la shell, enseguida). Los chunks del arranque ya vienen precargados por el index.html.
void Promise.race([precarga, new Promise((listo) => setTimeout(listo, ESPERA_MAXIMA_MS))]).then(
  () => import(/* webpackChunkName: "arranque" */ './bootstrap'),
);
