import { precargarRuta } from './remotos/precarga';

// Lo de la página que se abre (remoto, sus chunks, sus datos) se pide ya, en paralelo con el arranque.
void precargarRuta(window.location.pathname);
// Frontera asíncrona: los módulos compartidos se negocian antes de arrancar.
void import(/* webpackChunkName: "arranque" */ './bootstrap');
