// Módulo expuesto './routes': las páginas de Productos. Rutas y guardas (sesión, SPEC 5) salen del
// manifiesto del portal; RutasRemotas pone la raíz de antd del portal y la página 404 al final.
// Cada página se descarga al abrirla: /inicio no trae lo de /ahorro ni /certificaciones.
import type { ReactElement } from 'react';
import { paginaADemanda, RutasRemotas } from '@fondo/ui';

const PaginaInicio = paginaADemanda(() => import('./features/inicio/pagina-inicio').then((m) => m.PaginaInicio));
const PaginaAhorro = paginaADemanda(() => import('./features/ahorro/pagina-ahorro').then((m) => m.PaginaAhorro));
const PaginaCredito = paginaADemanda(() => import('./features/credito/pagina-credito').then((m) => m.PaginaCredito));
const PaginaCertificaciones = paginaADemanda(() =>
  import('./features/certificaciones/pagina-certificaciones').then((m) => m.PaginaCertificaciones),
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

export default function RutasProductos(): ReactElement {
  return <RutasRemotas remoto="mfe_productos" paginas={PAGINAS_PRODUCTOS} />;
}
