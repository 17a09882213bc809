// Módulo expuesto './routes': las páginas de Solicitudes de crédito. Rutas y guardas (sesión, SPEC 5)
// salen del manifiesto del portal; RutasRemotas pone la raíz de antd del portal y la página 404 al final.
// Cada página se descarga al abrirla; su chunk se llama como dice chunkDePagina (manifiesto del portal),
// así el mf-manifest.json lista sus archivos y la shell los pide junto con el remoto.
import { paginaADemanda, rutasDelRemoto } from '@fondo/ui';

const PaginaSimulador = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-simulador" */ './features/simulador/pagina-simulador').then(
    (m) => m.PaginaSimulador,
  ),
);
const PaginaSolicitud = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-solicitud-credito" */ './features/solicitud/pagina-solicitud').then(
    (m) => m.PaginaSolicitud,
  ),
);
const PaginaSolicitudes = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-solicitudes-credito" */ './features/solicitudes/pagina-solicitudes').then(
    (m) => m.PaginaSolicitudes,
  ),
);

const PaginaCodeudor = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-codeudor" */ './features/codeudor/pagina-codeudor').then((m) => m.PaginaCodeudor),
);

/** Patrón del manifiesto -> página. */
export const PAGINAS_SOLICITUDES = {
  '/solicitudes-credito/:mode': <PaginaSolicitudes />,
  '/solicitud-credito/:id?': <PaginaSolicitud />,
  '/simulador': <PaginaSimulador />,
  '/codeudor/:token': <PaginaCodeudor />,
};

/** Descarga todas las páginas (las pruebas montan las rutas sin esperar la carga). */
export async function precargarPaginas(): Promise<void> {
  await Promise.all([PaginaSimulador, PaginaSolicitud, PaginaSolicitudes, PaginaCodeudor].map((p) => p.precargar()));
}

/** Las rutas del remoto; la shell descarga la página abierta antes de dibujarlas (precargarRuta). */
export default rutasDelRemoto('mfe_solicitudes', PAGINAS_SOLICITUDES);
