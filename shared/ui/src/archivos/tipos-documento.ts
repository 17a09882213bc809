// Qué se acepta en un documento desde la cámara (fotos JPG/PNG, HEIC/HEIF del iPhone o WebP, que la API
// convierte, o un PDF) y si el puntero es un dedo
// (entonces se ofrece 'Tomar foto'). Solo por comodidad: quien decide es el servidor, por los bytes.
import { useSyncExternalStore } from 'react';

const TIPOS_FOTO = ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'];
const EXTENSIONES_FOTO = ['jpg', 'jpeg', 'png', 'heic', 'heif', 'webp'];
/** `accept` de 'Agregar página': fotos o un PDF. */
export const ACEPTA_DOCUMENTO = `${TIPOS_FOTO.join(',')},${EXTENSIONES_FOTO.map((e) => `.${e}`).join(',')},application/pdf,.pdf`;
/** `accept` de 'Tomar foto' (con capture="environment": la cámara trasera del teléfono). */
export const ACEPTA_FOTO = TIPOS_FOTO.join(',');
/** Lo que se puede elegir, para los mensajes. */
export const NOMBRES_DOCUMENTO = 'una foto JPG, PNG, HEIC o WebP, o un PDF';

type Clase = 'foto' | 'pdf' | null;

/** Por el tipo que da el navegador o, si no lo da, por la extensión. */
export function claseDe(f: File): Clase {
  if (TIPOS_FOTO.includes(f.type.toLowerCase())) return 'foto';
  if (f.type === 'application/pdf') return 'pdf';
  const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
  if (EXTENSIONES_FOTO.includes(ext)) return 'foto';
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
