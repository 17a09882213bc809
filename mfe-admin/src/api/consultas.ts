// Consultas del dominio Administración (TanStack Query): claves y hooks; las mutaciones invalidan lo que
// cambian. Los errores siguen la política del cliente de consultas (diálogo 'Error' de SPEC 8), salvo la
// importación, que muestra el suyo en el área de resultados.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoAfiliadoAdmin, CuerpoTipoCredito } from '@fondo/contrato';
import {
  eliminarAfiliado,
  eliminarTipoCredito,
  guardarAfiliado,
  guardarTipoCredito,
  importar,
  obtenerAfiliados,
  obtenerAportesCorte,
  obtenerAuditoria,
  obtenerCortes,
  obtenerCreditosCorte,
  obtenerResumen,
  obtenerTiposCredito,
  type AvanceImportacion,
  type FiltroAfiliados,
  type FiltroAuditoria,
  type FiltroCorte,
} from './admin';
import type { ColumnaAportesCorte, ColumnaCreditosCorte, TipoImportacion } from '@fondo/contrato';

/** Claves de la caché: lo de administración bajo ['admin']; tipos de crédito como en los otros remotos. */
export const clavesAdmin = {
  todo: ['admin'] as const,
  afiliados: ['admin', 'afiliados'] as const,
  listaAfiliados: (f: FiltroAfiliados) => ['admin', 'afiliados', f] as const,
  cortes: ['admin', 'cortes'] as const,
  aportes: (id: number, f: FiltroCorte<ColumnaAportesCorte>) => ['admin', 'cortes', id, 'aportes', f] as const,
  creditos: (id: number, f: FiltroCorte<ColumnaCreditosCorte>) => ['admin', 'cortes', id, 'creditos', f] as const,
  resumen: ['admin', 'resumen'] as const,
  auditoria: (f: FiltroAuditoria) => ['admin', 'auditoria', f] as const,
  tipos: ['tipos-credito'] as const,
};

export function useAfiliados(f: FiltroAfiliados) {
  return useQuery({ queryKey: clavesAdmin.listaAfiliados(f), queryFn: () => obtenerAfiliados(f), placeholderData: keepPreviousData });
}

export function useGuardarAfiliado() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoAfiliadoAdmin) => guardarAfiliado(cuerpo),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesAdmin.todo }),
  });
}

/** SPEC 8: si el servidor responde un error, se muestra y la lista no se recarga. */
export function useEliminarAfiliado() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => eliminarAfiliado(id),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesAdmin.todo }),
  });
}

/** La importación muestra su propio error (sinDialogo); al terminar, lo de administración se recarga. */
export function useImportar() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (p: { archivo: File; tipo: TipoImportacion; fila: number; alAvanzar: (a: AvanceImportacion) => void }) =>
      importar(p.archivo, p.archivo.name, p.tipo, p.fila, p.alAvanzar),
    meta: { sinDialogo: true },
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesAdmin.todo }),
  });
}

export function useCortes() {
  return useQuery({ queryKey: clavesAdmin.cortes, queryFn: obtenerCortes });
}

export function useAportesCorte(id: number | null, f: FiltroCorte<ColumnaAportesCorte>) {
  return useQuery({
    queryKey: clavesAdmin.aportes(id ?? 0, f),
    queryFn: () => obtenerAportesCorte(id!, f),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreditosCorte(id: number | null, f: FiltroCorte<ColumnaCreditosCorte>) {
  return useQuery({
    queryKey: clavesAdmin.creditos(id ?? 0, f),
    queryFn: () => obtenerCreditosCorte(id!, f),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useResumen() {
  return useQuery({ queryKey: clavesAdmin.resumen, queryFn: obtenerResumen });
}

export function useAuditoria(f: FiltroAuditoria) {
  return useQuery({ queryKey: clavesAdmin.auditoria(f), queryFn: () => obtenerAuditoria(f), placeholderData: keepPreviousData });
}

export function useTiposCredito() {
  return useQuery({ queryKey: clavesAdmin.tipos, queryFn: obtenerTiposCredito });
}

export function useGuardarTipoCredito() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoTipoCredito) => guardarTipoCredito(cuerpo),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesAdmin.tipos }),
  });
}

/** SPEC 8: un error del servidor se muestra y la lista no se recarga. */
export function useEliminarTipoCredito() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => eliminarTipoCredito(id),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesAdmin.tipos }),
  });
}
