import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Route, Routes } from '@fondo/runtime';
import { remotoPorNombre, type RutaRemota } from '@fondo/portal/manifiesto';
import { RequiereActualizacion, RequiereSesion, RequiereSuperadmin } from '../guardas/guardas';
import { Cargando } from '../piezas';
import { RaizRemota } from '../raiz-remota';

// La 404 (Result de antd, con sus ilustraciones) solo se descarga si se pide una subruta desconocida.
const PaginaNoEncontrada = lazy(() => import('../no-encontrada').then((m) => ({ default: m.PaginaNoEncontrada })));

/** La guarda que el manifiesto pide para una ruta: sesión o superadmin, y la regla de SPEC 5 si aplica. */
export function ConGuarda({ ruta, children }: { ruta: RutaRemota; children: ReactNode }): ReactElement {
  const contenido = ruta.actualizacion ? (
    <RequiereActualizacion exento={ruta.actualizacion}>{children}</RequiereActualizacion>
  ) : (
    children
  );
  return ruta.acceso === 'superadmin' ? (
    <RequiereSuperadmin>{contenido}</RequiereSuperadmin>
  ) : (
    <RequiereSesion>{contenido}</RequiereSesion>
  );
}

/** Diferencias entre las páginas de un remoto y su manifiesto (vacío si coinciden): para sus pruebas. */
export function diferenciasConManifiesto(remoto: string, paginas: Record<string, ReactNode>): string[] {
  const r = remotoPorNombre(remoto);
  if (!r) return [`el remoto ${remoto} no está en el manifiesto del portal`];
  const patrones = r.rutas.map((x) => x.patron);
  return [
    ...patrones.filter((p) => !(p in paginas)).map((p) => `falta la página de ${p}`),
    ...Object.keys(paginas)
      .filter((p) => !patrones.includes(p))
      .map((p) => `${p} no está en el manifiesto`),
  ];
}

/**
 * El módulo './routes' de un remoto: las rutas que el manifiesto le asigna, cada una con su guarda,
 * dentro de la raíz de antd del remoto (RaizRemota: tema, es_ES, App.useApp(); el antd del remoto es
 * suyo) y con la página 404 del portal al final (una subruta desconocida nunca deja el área en blanco).
 * `paginas`: patrón del manifiesto -> página (mejor con React.lazy: cada ruta descarga solo lo suyo).
 */
export function RutasRemotas({
  remoto,
  paginas,
}: {
  remoto: string;
  paginas: Record<string, ReactNode>;
}): ReactElement {
  const r = remotoPorNombre(remoto);
  if (!r) throw new Error(`El remoto ${remoto} no está en el manifiesto del portal`);
  return (
    <RaizRemota>
      <Routes>
        {r.rutas.map((ruta) =>
          ruta.patron in paginas ? (
            <Route
              key={ruta.patron}
              // relativas a '/': la shell monta el remoto fuera de sus <Routes>
              path={ruta.patron.replace(/^\/+/, '')}
              element={
                <ConGuarda ruta={ruta}>
                  {/* una página cargada a demanda (lazy) muestra el indicador mientras llega */}
                  <Suspense fallback={<Cargando />}>{paginas[ruta.patron]}</Suspense>
                </ConGuarda>
              }
            />
          ) : null,
        )}
        <Route
          path="*"
          element={
            <Suspense fallback={<Cargando />}>
              <PaginaNoEncontrada />
            </Suspense>
          }
        />
      </Routes>
    </RaizRemota>
  );
}
