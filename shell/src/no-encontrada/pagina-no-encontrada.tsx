// Rutas desconocidas: la página 404 del portal (@fondo/ui), la misma que muestran los remotos.
export { PaginaNoEncontrada as default } from '@fondo/ui';
