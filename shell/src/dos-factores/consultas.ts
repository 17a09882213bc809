// Mutaciones del segundo factor: generar el QR, confirmar con el primer código, verificar de nuevo.
import { cliente, useMutation } from '@fondo/runtime';
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
