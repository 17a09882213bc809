// Consultas y mutaciones del segundo factor: generar el QR, confirmar con el primer código, verificar de
// nuevo, y los códigos de recuperación (cuántos quedan, generar nuevos).
import { cliente, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { RespuestaMensaje } from '@fondo/contrato';

/** POST /api/dos-factores/inscripcion: secreto nuevo (el QR se muestra esta vez). */
export function useInscripcion() {
  return useMutation({
    mutationFn: () => cliente.dosFactores.inscribir(),
  });
}

/** POST /api/dos-factores/confirmar: el error se muestra bajo el campo del código. */
export function useConfirmarInscripcion() {
  return useMutation({
    mutationFn: (codigo: string) => cliente.dosFactores.confirmar({ cuerpo: { codigo: codigo.trim() } }),
    meta: { sinDialogo: true },
  });
}

/** POST /api/dos-factores/verificar (verificación reciente); el error se muestra en el diálogo del código. */
export function verificarCodigo(codigo: string): Promise<RespuestaMensaje> {
  return cliente.dosFactores.verificar({ cuerpo: { codigo: codigo.trim() } });
}

const CLAVE_CODIGOS = ['dos-factores', 'codigos'] as const;

/** GET /api/dos-factores/codigos: cuántos códigos de recuperación quedan; la página dice si falla. */
export function useCodigos() {
  return useQuery({
    queryKey: CLAVE_CODIGOS,
    queryFn: () => cliente.dosFactores.codigos(),
    staleTime: 0,
    meta: { sinDialogo: true },
  });
}

/**
 * POST /api/dos-factores/codigos: diez códigos nuevos. Si el último código de la sesión es viejo, el cliente
 * de la API pide el código y repite; un error va al diálogo 'Error'.
 */
export function useRegenerarCodigos() {
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: () => cliente.dosFactores.regenerarCodigos(),
    onSuccess: () => consultas.invalidateQueries({ queryKey: CLAVE_CODIGOS }),
  });
}
