// Consultas del dominio Administración (TanStack Query): claves y hooks; las mutaciones invalidan lo que
// cambian. Los errores siguen la política del cliente de consultas (diálogo 'Error' de SPEC 8), salvo la
// importación, que muestra el suyo en el área de resultados.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoAfiliadoAdmin, CuerpoTipoCredito } from '@fondo/contrato';
import { CLAVE_TIPOS_CREDITO, useTiposCredito as useTiposCreditoCompartido } from '@fondo/ui';
import {
  eliminarAfiliado,
  eliminarTipoCredito,
  guardarAfiliado,
  guardarTipoCredito,
  importar,
  marcarAportesCupo,
  obtenerAfiliados,
  obtenerAportesCorte,
  obtenerAuditoria,
  obtenerCortes,
  obtenerCreditosCorte,
  obtenerDocumentosRepetidos,
  obtenerResumen,
  obtenerTiposAporteCupo,
  obtenerTiposCredito,
  type AvanceImportacion,
  type FiltroAfiliados,
  type FiltroAuditoria,
  type FiltroCorte,
} from './admin';
import type { ColumnaAportesCorte, ColumnaCreditosCorte, TipoImportacion } from '@fondo/contrato';

/** Claves de la caché: lo de administración bajo ['admin']; los tipos de crédito, con la clave de @fondo/ui. */
export const clavesAdmin = {
  todo: ['admin'] as const,
  afiliados: ['admin', 'afiliados'] as const,
  listaAfiliados: (f: FiltroAfiliados) => ['admin', 'afiliados', f] as const,
  cortes: ['admin', 'cortes'] as const,
  aportes: (id: number, f: FiltroCorte<ColumnaAportesCorte>) => ['admin', 'cortes', id, 'aportes', f] as const,
  creditos: (id: number, f: FiltroCorte<ColumnaCreditosCorte>) => ['admin', 'cortes', id, 'creditos', f] as const,
  resumen: ['admin', 'resumen'] as const,
  documentosRepetidos: ['admin', 'documentos-repetidos'] as const,
  auditoria: (f: FiltroAuditoria) => ['admin', 'auditoria', f] as const,
  aportesCupo: ['admin', 'tipos-aporte', 'cupo'] as const,
};

export function useAfiliados(f: FiltroAfiliados) {
  return useQuery({
    queryKey: clavesAdmin.listaAfiliados(f),
    queryFn: () => obtenerAfiliados(f),
    placeholderData: keepPreviousData,
  });
}

export function useGuardarAfiliado() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoAfiliadoAdmin) => guardarAfiliado(cuerpo),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesAdmin.todo }),
    // El modal muestra sus errores: el correo de otro afiliado pide confirmación en vez del diálogo.
    meta: { sinDialogo: true },
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
    mutationFn: (p: {
      archivo: File;
      tipo: TipoImportacion;
      fila: number;
      alAvanzar: (a: AvanceImportacion) => void;
      vistaPrevia: boolean;
    }) => importar(p.archivo, p.archivo.name, p.tipo, p.fila, p.alAvanzar, p.vistaPrevia),
    meta: { sinDialogo: true },
    // La vista previa no cambia nada: solo lo escrito recarga lo de administración.
    onSuccess: (r) => (r.escrito ? cliente.invalidateQueries({ queryKey: clavesAdmin.todo }) : undefined),
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

export function useDocumentosRepetidos() {
  return useQuery({ queryKey: clavesAdmin.documentosRepetidos, queryFn: obtenerDocumentosRepetidos });
}

export function useAuditoria(f: FiltroAuditoria) {
  return useQuery({
    queryKey: clavesAdmin.auditoria(f),
    queryFn: () => obtenerAuditoria(f),
    placeholderData: keepPreviousData,
  });
}

export function useTiposCredito() {
  return useTiposCreditoCompartido(obtenerTiposCredito);
}

export function useGuardarTipoCredito() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoTipoCredito) => guardarTipoCredito(cuerpo),
    onSuccess: () => cliente.invalidateQueries({ queryKey: CLAVE_TIPOS_CREDITO }),
  });
}

/** SPEC 8: un error del servidor se muestra y la lista no se recarga. */
export function useEliminarTipoCredito() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => eliminarTipoCredito(id),
    onSuccess: () => cliente.invalidateQueries({ queryKey: CLAVE_TIPOS_CREDITO }),
  });
}

/** Tipos de aporte que cuentan para el cupo de crédito. */
export function useTiposAporteCupo() {
  return useQuery({ queryKey: clavesAdmin.aportesCupo, queryFn: obtenerTiposAporteCupo });
}

export function useMarcarAportesCupo() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => marcarAportesCupo(ids),
    onSuccess: (lista) => cliente.setQueryData(clavesAdmin.aportesCupo, lista),
  });
}
