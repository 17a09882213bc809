// El módulo que envió al afiliado a actualizar sus datos (SPEC 5: Ahorro, Crédito, Certificaciones,
// Solicitudes, Simulador): la guarda lo pasa en ?desde=/ruta. Solo rutas internas del portal.
import { REMOTOS } from '@fondo/portal/manifiesto';

export interface Origen {
  ruta: string;
  /** el nombre del módulo en el menú ('Ahorro'); 'el módulo' si la ruta no está en el menú */
  nombre: string;
}

/** '?desde=' -> el módulo de origen, o null si falta o no es una ruta interna ('/x', no '//x' ni 'http:'). */
export function origenDe(desde: string | null): Origen | null {
  if (!desde || !/^\/(?![/\\])[\w\-/]*$/.test(desde) || desde.startsWith('/actualizacion')) return null;
  const entrada = REMOTOS.flatMap((r) => r.menu).find((m) => m.ruta === desde);
  return { ruta: desde, nombre: entrada?.etiqueta ?? 'el módulo' };
}
