// Qué se acepta en un documento desde la cámara (fotos JPG/PNG o un PDF) y si el puntero es un dedo
// (entonces se ofrece 'Tomar foto'). Solo por comodidad: quien decide es el servidor, por los bytes.
import { useSyncExternalStore } from 'react';

const TIPOS_FOTO = ['image/jpeg', 'image/png'];
/** `accept` de 'Agregar página': fotos JPG/PNG o un PDF. */
export const ACEPTA_DOCUMENTO = 'image/jpeg,image/png,.jpg,.jpeg,.png,application/pdf,.pdf';
/** `accept` de 'Tomar foto' (con capture="environment": la cámara trasera del teléfono). */
export const ACEPTA_FOTO = 'image/jpeg,image/png';

type Clase = 'foto' | 'pdf' | null;

/** Por el tipo que da el navegador o, si no lo da, por la extensión. */
export function claseDe(f: File): Clase {
  if (TIPOS_FOTO.includes(f.type)) return 'foto';
  if (f.type === 'application/pdf') return 'pdf';
  const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
  if (['jpg', 'jpeg', 'png'].includes(ext)) return 'foto';
  return ext === 'pdf' ? 'pdf' : null;
}

// ¿Puntero grueso (dedo)? Entonces se ofrece 'Tomar foto' con la cámara.
const CONSULTA_TACTIL = '(pointer: coarse)';
const medios = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(CONSULTA_TACTIL) : null;
function suscribir(avisar: () => void): () => void {
  const m = medios();
  m?.addEventListener('change', avisar);
  return () => m?.removeEventListener('change', avisar);
}
const esTactil = () => medios()?.matches === true;

/** true con un puntero grueso (teléfono, tableta); sigue los cambios del medio. */
export function useTactil(): boolean {
  return useSyncExternalStore(suscribir, esTactil, () => false);
}
