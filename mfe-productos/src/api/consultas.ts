// Consultas del dominio Productos (TanStack Query): claves y hooks de cada pantalla.
import { useQuery } from '@fondo/runtime';
import {
  obtenerAportes,
  obtenerCertificados,
  obtenerCreditos,
  obtenerHistorialAportes,
  obtenerPlanPagos,
  obtenerResumen,
  type IdAfiliado,
} from './productos';

/** Claves de la caché: todo lo de Productos bajo ['productos', id]. */
export const clavesProductos = {
  todo: ['productos'] as const,
  afiliado: (id: IdAfiliado) => ['productos', id] as const,
  resumen: (id: IdAfiliado) => ['productos', id, 'resumen'] as const,
  aportes: (id: IdAfiliado) => ['productos', id, 'aportes'] as const,
  historial: (id: IdAfiliado) => ['productos', id, 'aportes', 'historial'] as const,
  creditos: (id: IdAfiliado) => ['productos', id, 'creditos'] as const,
  planPagos: (id: IdAfiliado, idCredito: number) => ['productos', id, 'creditos', idCredito, 'plan-pagos'] as const,
  certificados: (id: IdAfiliado) => ['productos', id, 'certificados'] as const,
};

/** Registra la falla y la deja pasar (SPEC 8: la de los ahorros solo se registra). */
function registrando<T>(texto: string, p: Promise<T>): Promise<T> {
  return p.catch((e: unknown) => {
    console.error(texto, e);
    throw e;
  });
}

export function useResumen(id: IdAfiliado) {
  return useQuery({ queryKey: clavesProductos.resumen(id), queryFn: () => obtenerResumen(id) });
}

/** Los ahorros: una falla solo se registra, sin diálogo (SPEC 8). */
export function useAportes(id: IdAfiliado) {
  return useQuery({
    queryKey: clavesProductos.aportes(id),
    queryFn: () => registrando('No se pudieron cargar los ahorros', obtenerAportes(id)),
    meta: { sinDialogo: true },
  });
}

/** La evolución de los ahorros: como los ahorros, una falla solo se registra. */
export function useHistorial(id: IdAfiliado) {
  return useQuery({
    queryKey: clavesProductos.historial(id),
    queryFn: () => registrando('No se pudo cargar el historial de ahorros', obtenerHistorialAportes(id)),
    meta: { sinDialogo: true },
  });
}

export function useCreditos(id: IdAfiliado) {
  return useQuery({ queryKey: clavesProductos.creditos(id), queryFn: () => obtenerCreditos(id) });
}

/** El plan de pagos de un crédito, solo mientras está abierto (enabled). */
export function usePlanPagos(id: IdAfiliado, idCredito: number, abierto: boolean) {
  return useQuery({
    queryKey: clavesProductos.planPagos(id, idCredito),
    queryFn: () => obtenerPlanPagos(id, idCredito),
    enabled: abierto,
  });
}

export function useCertificados(id: IdAfiliado) {
  return useQuery({ queryKey: clavesProductos.certificados(id), queryFn: () => obtenerCertificados(id) });
}
