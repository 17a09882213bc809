// Consultas del dominio Solicitudes (TanStack Query): claves y hooks; las mutaciones invalidan lo que cambian.
// Los errores siguen la política única del cliente de consultas (diálogo 'Error' de SPEC 8).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoRevisionSolicitud, CuerpoSolicitudCredito } from '@fondo/contrato';
import { useTiposCredito as useTiposCreditoCompartido } from '@fondo/ui';
import {
  eliminarSolicitud,
  obtenerHistorial,
  obtenerPosicion,
  obtenerCupo,
  obtenerSolicitud,
  obtenerSolicitudes,
  obtenerTiposCredito,
  radicarSolicitud,
  revisarSolicitud,
  type FiltroSolicitudes,
} from './solicitudes';
import { firmaElectronicaActiva } from './firmas';

/** Claves de la caché: todo lo de Solicitudes bajo ['solicitudes']. */
export const clavesSolicitudes = {
  todo: ['solicitudes'] as const,
  listas: ['solicitudes', 'lista'] as const,
  lista: (admin: boolean, f: FiltroSolicitudes) => ['solicitudes', 'lista', admin ? 'admin' : 'user', f] as const,
  una: (id: number) => ['solicitudes', 'una', id] as const,
  /** posición del afiliado e historial de una solicitud (cambian al revisarla) */
  revision: (id: number) => ['solicitudes', 'revision', id] as const,
  posicion: (id: number) => ['solicitudes', 'revision', id, 'posicion'] as const,
  historial: (id: number) => ['solicitudes', 'revision', id, 'historial'] as const,
  cupo: ['solicitudes', 'cupo'] as const,
};

/** ¿El fondo recibe firmas electrónicas? (GET /api/configuracion; no cambia mientras el portal está abierto) */
export function useFirmaElectronica() {
  return useQuery({
    queryKey: ['configuracion', 'firma_electronica'],
    queryFn: firmaElectronicaActiva,
    staleTime: Infinity,
  });
}

export function useTiposCredito() {
  return useTiposCreditoCompartido(obtenerTiposCredito);
}

/** El cupo de crédito de quien llama; solo se pide cuando el tipo elegido tiene regla de cupo. */
export function useCupo(activo: boolean) {
  return useQuery({ queryKey: clavesSolicitudes.cupo, queryFn: obtenerCupo, enabled: activo });
}

export function useSolicitudes(admin: boolean, f: FiltroSolicitudes) {
  return useQuery({
    queryKey: clavesSolicitudes.lista(admin, f),
    queryFn: () => obtenerSolicitudes(admin, f),
    placeholderData: keepPreviousData,
  });
}

export function useSolicitud(id: number | null) {
  return useQuery({
    queryKey: clavesSolicitudes.una(id ?? 0),
    queryFn: () => obtenerSolicitud(id!),
    enabled: id !== null,
  });
}

/** Solo el superadmin (la API responde 403 a un afiliado). */
export function usePosicion(id: number, habilitada: boolean) {
  return useQuery({
    queryKey: clavesSolicitudes.posicion(id),
    queryFn: () => obtenerPosicion(id),
    enabled: habilitada,
  });
}

export function useHistorial(id: number, habilitada: boolean) {
  return useQuery({
    queryKey: clavesSolicitudes.historial(id),
    queryFn: () => obtenerHistorial(id),
    enabled: habilitada,
  });
}

export function useRadicarSolicitud() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoSolicitudCredito) => radicarSolicitud(cuerpo),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesSolicitudes.listas }),
  });
}

export function useRevisarSolicitud() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoRevisionSolicitud) => revisarSolicitud(cuerpo),
    onSuccess: (s) => {
      cliente.setQueryData(clavesSolicitudes.una(s.id_solicitud), s);
      return Promise.all([
        cliente.invalidateQueries({ queryKey: clavesSolicitudes.listas }),
        cliente.invalidateQueries({ queryKey: clavesSolicitudes.revision(s.id_solicitud) }),
      ]);
    },
  });
}

export function useEliminarSolicitud() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => eliminarSolicitud(id),
    onSuccess: (_r, id) => {
      cliente.removeQueries({ queryKey: clavesSolicitudes.una(id) });
      return cliente.invalidateQueries({ queryKey: clavesSolicitudes.listas });
    },
  });
}
