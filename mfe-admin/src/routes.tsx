// Módulo expuesto './routes': las páginas de Administración (solo superadmin). Rutas y guardas salen del
// manifiesto del portal; RutasRemotas pone la raíz de antd del portal y la página 404 al final.
// Cada página se descarga al abrirla; su chunk se llama como dice chunkDePagina (manifiesto del portal),
// así el mf-manifest.json lista sus archivos y la shell los pide junto con el remoto.
import { paginaADemanda, rutasDelRemoto } from '@fondo/ui';

const PaginaInicio = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-admin" */ './features/inicio/pagina-inicio').then((m) => m.PaginaInicio),
);
const PaginaAfiliados = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-admin-afiliados" */ './features/afiliados/pagina-afiliados').then(
    (m) => m.PaginaAfiliados,
  ),
);
const PaginaAportes = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-admin-aportes" */ './features/cortes/pagina-corte').then((m) => m.PaginaAportes),
);
const PaginaCreditos = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-admin-creditos" */ './features/cortes/pagina-corte').then(
    (m) => m.PaginaCreditos,
  ),
);
const PaginaTiposCredito = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-admin-tipos-credito" */ './features/tipos-credito/pagina-tipos-credito').then(
    (m) => m.PaginaTiposCredito,
  ),
);
const PaginaAuditoria = paginaADemanda(() =>
  import(/* webpackChunkName: "pagina-admin-auditoria" */ './features/auditoria/pagina-auditoria').then(
    (m) => m.PaginaAuditoria,
  ),
);
const PaginaCorreos = paginaADemanda(() => import('./features/correos/pagina-correos').then((m) => m.PaginaCorreos));
const PaginaRondas = paginaADemanda(() => import('./features/rondas/pagina-rondas').then((m) => m.PaginaRondas));

/** Patrón del manifiesto -> página. */
export const PAGINAS_ADMIN = {
  '/admin': <PaginaInicio />,
  '/admin/afiliados': <PaginaAfiliados />,
  '/admin/aportes': <PaginaAportes />,
  '/admin/creditos': <PaginaCreditos />,
  '/admin/tipos-credito': <PaginaTiposCredito />,
  '/admin/auditoria': <PaginaAuditoria />,
  '/admin/correos': <PaginaCorreos />,
  '/admin/rondas': <PaginaRondas />,
};

/** Descarga todas las páginas (las pruebas montan las rutas sin esperar la carga). */
export async function precargarPaginas(): Promise<void> {
  await Promise.all(
    [
      PaginaInicio,
      PaginaAfiliados,
      PaginaAportes,
      PaginaCreditos,
      PaginaTiposCredito,
      PaginaAuditoria,
      PaginaCorreos,
      PaginaRondas,
    ].map((p) => p.precargar()),
  );
}

/** Las rutas del remoto; la shell descarga la página abierta antes de dibujarlas (precargarRuta). */
export default rutasDelRemoto('mfe_admin', PAGINAS_ADMIN);
