// Llamadas de la API de Actualización de datos (SPEC 7): la ficha del afiliado, guardarla, el formulario
// en PDF (la foto y la firma van por @fondo/ui/archivos). Las fechas ISO se recortan al día (SPEC 3).
import { api, descargarArchivo } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type { CuerpoActualizacion, RespuestaAfiliado, RespuestaGuardarAfiliado } from '@fondo/contrato';

/** 'me' es el afiliado de la sesión; un número (0 = nuevo) solo lo acepta la API para superadmin. */
export type IdFicha = number | 'me';

export async function obtenerFicha(id: IdFicha): Promise<RespuestaAfiliado> {
  return recortarFecha(await api.get(`afiliados/${id}`).json<RespuestaAfiliado>());
}

export async function guardarFicha(id: IdFicha, cuerpo: CuerpoActualizacion): Promise<RespuestaGuardarAfiliado> {
  return recortarFecha(await api.post(`afiliados/${id}`, { json: cuerpo }).json<RespuestaGuardarAfiliado>());
}

/** El formulario lleno en PDF; el nombre lo da el servidor (el del afiliado). */
export function descargarFormulario(id: IdFicha): Promise<void> {
  return descargarArchivo(`afiliados/${id}/actualizacion`, 'Formulario de actualización.pdf');
}
