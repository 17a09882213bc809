import { api } from './cliente';

/** El texto decodificado de filename*; null si no se puede decodificar (entonces se usa filename). */
function decodificar(texto: string): string | null {
  try {
    return decodeURIComponent(texto);
  } catch {
    return null;
  }
}

/** Nombre de archivo de una cabecera Content-Disposition: primero filename*, luego filename. */
export function nombreDeDisposicion(cabecera: string | null): string | null {
  if (!cabecera) return null;
  const extendido = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(cabecera);
  if (extendido?.[2]) {
    const decodificado = decodificar(extendido[2].trim().replace(/^"|"$/g, ''));
    if (decodificado !== null) return decodificado;
  }
  const simple = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(cabecera);
  const nombre = simple?.[2] ?? simple?.[1]?.trim();
  return nombre ? nombre : null;
}

/** Guarda el cuerpo de una respuesta como archivo, con el nombre que da el servidor o `nombrePorDefecto`. */
export async function guardarBlob(respuesta: Response, nombrePorDefecto: string): Promise<void> {
  const nombre = nombreDeDisposicion(respuesta.headers.get('Content-Disposition')) ?? nombrePorDefecto;
  const datos = await respuesta.blob();
  const url = URL.createObjectURL(datos);
  try {
    const enlace = document.createElement('a');
    enlace.href = url;
    enlace.download = nombre;
    enlace.rel = 'noopener';
    document.body.appendChild(enlace);
    enlace.click();
    enlace.remove();
  } finally {
    // se libera después de que el navegador tome el archivo
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Descarga con la sesión (GET vía api) y guarda con el nombre que da el servidor. */
export async function descargarArchivo(ruta: string, nombrePorDefecto: string): Promise<void> {
  return guardarBlob(await api.get(ruta.replace(/^\/+/, '')), nombrePorDefecto);
}
