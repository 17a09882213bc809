import { useSyncExternalStore } from 'react';

/**
 * Los avisos pasajeros de la página (message y notification de App.useApp() de antd), de la raíz de la
 * shell. Un remoto trae su propio antd, pero sus avisos se muestran con los de la shell: los dibuja
 * la raíz, así sobreviven a la navegación a otro remoto ('Debe actualizar sus datos…' y luego
 * /actualizacion) y llevan el tema y el es_ES del portal. La forma es la API de antd 6
 * (MessageInstance, NotificationInstance); el runtime no depende de antd, por eso va como objeto.
 */
export interface AvisosPortal<M extends object = object, N extends object = object> {
  readonly message: M;
  readonly notification: N;
}

let actual: AvisosPortal | null = null;
const oyentes = new Set<() => void>();

/**
 * La raíz (ProveedoresFondo) registra sus avisos; devuelve cómo quitarlos. `enSilencio`: solo si aún no
 * hay, sin avisar a nadie (la raíz lo llama al dibujarse, para que un remoto montado en ese mismo
 * render ya los encuentre; el registro que avisa va en su efecto).
 */
export function registrarAvisosPortal(avisos: AvisosPortal, enSilencio = false): () => void {
  if (enSilencio) {
    actual ??= avisos;
    return () => undefined;
  }
  actual = avisos;
  oyentes.forEach((o) => o());
  return () => {
    if (actual !== avisos) return;
    actual = null;
    oyentes.forEach((o) => o());
  };
}

function suscribir(oyente: () => void): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

const leer = (): AvisosPortal | null => actual;

/** Los avisos de la raíz del portal, o null si todavía no hay raíz. */
export function useAvisosPortal(): AvisosPortal | null {
  return useSyncExternalStore(suscribir, leer, leer);
}
