import { api } from './cliente';

/** Nombre de archivo de una cabecera Content-Disposition: primero filename*, luego filename. */
export function nombreDeDisposicion(cabecera: string | null): string | null {
  if (!cabecera) return null;
  const extendido = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(cabecera);
  if (extendido?.[2]) {
    try {
      return decodeURIComponent(extendido[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // si no se puede decodificar, se usa filename
    }
  }
  const simple = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(cabecera);
  const nombre = simple?.[2] ?? simple?.[1]?.trim();
  return nombre ? nombre : null;
}

/** Descarga con la sesión (GET vía api) y guarda con el nombre que da el servidor. */
export async function descargarArchivo(ruta: string, nombrePorDefecto: string): Promise<void> {
  const respuesta = await api.get(ruta.replace(/^\/+/, ''));
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
