// @fondo/ui/novedades: las novedades del afiliado, una sola consulta para todas las
// apps (Inicio, la lista de solicitudes, el hilo): lo que el fondo cambió en lo suyo y aún no abrió.
// Abrir la solicitud o el hilo lo marca como visto.
import { useEffect } from 'react';
import type { Novedad, RespuestaMensaje, TipoNovedad } from '@fondo/contrato';
import { cliente as clienteApi, useMutation, useQuery, useQueryClient, useSesion } from '@fondo/runtime';

/** Clave de la caché: la misma en todos los remotos (comparten el cliente de consultas de la shell). */
export const clavesNovedades = { todo: ['novedades'] as const };

/** GET /api/afiliados/me/novedades */
export async function obtenerNovedades(): Promise<Novedad[]> {
  return (await clienteApi.novedades.listar()).novedades;
}

const VISTA = { solicitud: clienteApi.novedades.verSolicitud, mensaje: clienteApi.novedades.verHilo };

/** POST /api/solicitudes-credito/{id}/vista o /api/mensajes/{id}/vista */
export async function marcarVista(tipo: TipoNovedad, id: number): Promise<RespuestaMensaje> {
  return VISTA[tipo]({ params: { id } });
}

/**
 * Las novedades de quien tiene la sesión (vacío mientras cargan). Sin el diálogo 'Error': si fallan, la
 * pantalla sigue sin ellas.
 */
export function useNovedades(activo = true): Novedad[] {
  const conSesion = useSesion((s) => Boolean(s.access_token));
  const { data } = useQuery({
    queryKey: clavesNovedades.todo,
    queryFn: obtenerNovedades,
    enabled: activo && conSesion,
    meta: { sinDialogo: true },
  });
  return data ?? [];
}

/** Los ids con novedad de un tipo (p. ej. las solicitudes que cambiaron desde la última visita). */
export function useIdsConNovedad(tipo: TipoNovedad, activo = true): Set<number> {
  const novedades = useNovedades(activo);
  return new Set(novedades.filter((n) => n.tipo === tipo).map((n) => n.id));
}

/**
 * El afiliado abrió su solicitud o su hilo: se marca visto (una vez por apertura) y se recargan las
 * novedades. `esDueno`: solo el dueño marca lo suyo; una sesión abierta como el afiliado no lo marca.
 */
export function useMarcarVista(tipo: TipoNovedad, id: number | null, esDueno: boolean): void {
  const cliente = useQueryClient();
  const impersonando = useSesion((s) => s.usuario?.impersonate === true);
  const { mutate } = useMutation({
    mutationFn: (n: number) => marcarVista(tipo, n),
    meta: { sinDialogo: true },
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesNovedades.todo }),
  });
  const marcar = id !== null && esDueno && !impersonando;
  useEffect(() => {
    if (marcar) mutate(id);
  }, [marcar, id, mutate]);
}
