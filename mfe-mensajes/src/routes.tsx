// Módulo expuesto './routes': las páginas de Mensajes (Contáctenos). Rutas y guardas salen del
// manifiesto del portal; RutasRemotas pone la raíz de antd del portal y la página 404 al final.
// Cada página se descarga al abrirla; su chunk se llama como dice chunkDePagina (manifiesto del portal),
// así el mf-manifest.json lista sus archivos y la shell los pide junto con el remoto (el editor de texto va con la del hilo, no en la entrada).
import { paginaADemanda, rutasDelRemoto } from '@fondo/ui';

const PaginaMensajes = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-mensajes" */ './features/mensajes/pagina-mensajes').then((m) => m.PaginaMensajes),
);
const PaginaHilo = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-mensaje" */ './features/hilo/pagina-hilo').then((m) => m.PaginaHilo),
);

/** Patrón del manifiesto -> página. */
export const PAGINAS_MENSAJES = {
  '/mensajes': <PaginaMensajes />,
  '/mensaje/:id': <PaginaHilo />,
};

/** Descarga todas las páginas (las pruebas montan las rutas sin esperar la carga). */
export async function precargarPaginas(): Promise<void> {
  await Promise.all([PaginaMensajes, PaginaHilo].map((p) => p.precargar()));
}

/** Las rutas del remoto; la shell descarga la página abierta antes de dibujarlas (precargarRuta). */
export default rutasDelRemoto('mfe_mensajes', PAGINAS_MENSAJES);
