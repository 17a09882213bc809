// Módulo expuesto './routes': las páginas de Productos. Rutas y guardas (sesión, SPEC 5) salen del
// manifiesto del portal; RutasRemotas pone la raíz de antd del portal y la página 404 al final.
// Cada página se descarga al abrirla; su chunk se llama como dice chunkDePagina (manifiesto del portal),
// así el mf-manifest.json lista sus archivos y la shell los pide junto con el remoto: /inicio no trae lo de /ahorro ni /certificaciones.
import { paginaADemanda, rutasDelRemoto } from '@fondo/ui';

const PaginaInicio = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-inicio" */ './features/inicio/pagina-inicio').then((m) => m.PaginaInicio),
);
const PaginaAhorro = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-ahorro" */ './features/ahorro/pagina-ahorro').then((m) => m.PaginaAhorro),
);
const PaginaCredito = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-credito" */ './features/credito/pagina-credito').then((m) => m.PaginaCredito),
);
const PaginaCertificaciones = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-certificaciones" */ './features/certificaciones/pagina-certificaciones').then(
    (m) => m.PaginaCertificaciones,
  ),
);

/** Patrón del manifiesto -> página. */
export const PAGINAS_PRODUCTOS = {
  '/inicio': <PaginaInicio />,
  '/ahorro': <PaginaAhorro />,
  '/credito': <PaginaCredito />,
  '/certificaciones': <PaginaCertificaciones />,
};

/** Descarga todas las páginas (las pruebas montan las rutas sin esperar la carga). */
export async function precargarPaginas(): Promise<void> {
  await Promise.all([PaginaInicio, PaginaAhorro, PaginaCredito, PaginaCertificaciones].map((p) => p.precargar()));
}

/** Las rutas del remoto; la shell descarga la página abierta antes de dibujarlas (precargarRuta). */
export default rutasDelRemoto('mfe_productos', PAGINAS_PRODUCTOS);
