import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route, Routes } from '@fondo/runtime';
import { coincide, remotoPorNombre, type RutaRemota } from '@fondo/portal/manifiesto';
import { RequiereActualizacion, RequiereSesion, RequiereSuperadmin } from '../guardas/guardas';
import { Cargando } from '../piezas';
import { RaizRemota } from '../raiz-remota';
import type { PaginaADemanda } from '../a-demanda';

// La 404 (Result de antd, con sus ilustraciones) solo se descarga si se pide una subruta desconocida.
const PaginaNoEncontrada = lazy(() => import('../no-encontrada').then((m) => ({ default: m.PaginaNoEncontrada })));

/** La guarda que el manifiesto pide para una ruta: sesión o superadmin, y la regla de SPEC 5 si aplica. */
export function ConGuarda({ ruta, children }: { ruta: RutaRemota; children: ReactNode }): ReactElement {
  if (ruta.acceso === 'publico') return <>{children}</>;
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

/** El componente del módulo './routes' de un remoto, con lo que la shell usa para dibujarlo de una vez. */
export type RutasDeRemoto = ComponentType & {
  /** Descarga la página que sirve `pathname` si es de carga a demanda (paginaADemanda). Nunca falla. */
  precargarRuta(pathname: string): Promise<void>;
};

/**
 * El componente './routes' de un remoto: RutasRemotas con sus páginas, y precargarRuta, que la shell llama
 * antes de dibujarlo (remotos/cargador.ts). Así la página abierta no pasa por el indicador de carga dentro
 * del remoto: React, al cambiar un indicador por su contenido, espera 300 ms desde que lo mostró (en el
 * teléfono eran 200 ms sin hacer nada antes de dibujar la página).
 */
export function rutasDelRemoto(remoto: string, paginas: Record<string, ReactNode>): RutasDeRemoto {
  const Rutas = (): ReactElement => <RutasRemotas remoto={remoto} paginas={paginas} />;
  Rutas.displayName = `Rutas(${remoto})`;
  const precargarRuta = async (pathname: string): Promise<void> => {
    const ruta = remotoPorNombre(remoto)?.rutas.find((x) => coincide(x.patron, pathname));
    const pagina = ruta ? paginas[ruta.patron] : undefined;
    const tipo: unknown = isValidElement(pagina) ? pagina.type : undefined;
    const precargar = (tipo as Partial<Pick<PaginaADemanda<object>, 'precargar'>> | undefined)?.precargar;
    // un fallo (red): la página lo muestra al dibujarse, como siempre
    if (typeof precargar === 'function') await precargar().catch(() => undefined);
  };
  return Object.assign(Rutas, { precargarRuta });
}
