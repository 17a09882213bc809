// Módulo expuesto './routes': la actualización de datos. Ruta y guarda (sesión) salen del manifiesto
// del portal; RutasRemotas pone la raíz de antd del portal y la página 404 al final.
import { paginaADemanda, rutasDelRemoto } from '@fondo/ui';

const PaginaActualizacion = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-actualizacion" */ './features/actualizacion/pagina-actualizacion').then(
    (m) => m.PaginaActualizacion,
  ),
);

/** Patrón del manifiesto -> página. */
export const PAGINAS_ACTUALIZACION = {
  '/actualizacion/:id?': <PaginaActualizacion />,
};

/** Descarga la página (las pruebas montan las rutas sin esperar la carga). */
export async function precargarPaginas(): Promise<void> {
  await PaginaActualizacion.precargar();
}

/** Las rutas del remoto; la shell descarga la página abierta antes de dibujarlas (precargarRuta). */
export default rutasDelRemoto('mfe_actualizacion', PAGINAS_ACTUALIZACION);
