// Llamadas de la API de Actualización de datos (SPEC 7): la ficha del afiliado, guardarla, el formulario
// en PDF (la foto y la firma van por @fondo/ui/archivos). Las fechas ISO se recortan al día (SPEC 3).
import { cliente } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type {
  AutorizacionDatos,
  CuerpoActualizacion,
  RespuestaAfiliado,
  RespuestaGuardarAfiliado,
} from '@fondo/contrato';

/** 'me' es el afiliado de la sesión; un número (0 = nuevo) solo lo acepta la API para superadmin. */
export type IdFicha = number | 'me';

export async function obtenerFicha(id: IdFicha): Promise<RespuestaAfiliado> {
  return recortarFecha(await cliente.actualizacion.ficha({ params: { id } }));
}

export async function guardarFicha(id: IdFicha, cuerpo: CuerpoActualizacion): Promise<RespuestaGuardarAfiliado> {
  return recortarFecha(await cliente.actualizacion.guardar({ params: { id }, cuerpo }));
}

/** El formulario lleno en PDF; el nombre lo da el servidor (el del afiliado). */
export function descargarFormulario(id: IdFicha): Promise<void> {
  return cliente.actualizacion.formularioPdf.descargar('Formulario de actualización.pdf', { params: { id } });
}

/** El texto de la autorización de tratamiento de datos y la política del fondo (ruta pública). */
export function obtenerAutorizacionDatos(): Promise<AutorizacionDatos> {
  return cliente.actualizacion.autorizacionDatos();
}
