// Servicio de novedades: lo nuevo para el afiliado en Inicio hasta que lo abre. Solo
// el dueño marca lo suyo como visto; un superadmin que abre lo de otro, o una sesión abierta como el
// afiliado (impersonación), no lo marcan (la novedad sigue esperando al afiliado).
import { DIAS_NOVEDADES, MAXIMO_NOVEDADES, type RespuestaMensaje, type RespuestaNovedades } from '@fondo/contrato';
import type { Actor } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { noEncontrado, prohibido } from '../errors.js';
import { MENSAJE_NO_ENCONTRADO, cabeceraMensaje } from '../mensajes/servicio.js';
import { MENSAJE_SOLICITUD_NO_ENCONTRADA, cabeceraSolicitud } from '../solicitudes/servicio.js';
import { listarNovedades, marcarVista } from './consultas.js';

export const MENSAJE_VISTA = 'Visto';
const DIA_MS = 24 * 60 * 60 * 1000;

export async function novedadesDe(db: Db, actor: Actor, ahora: Date): Promise<RespuestaNovedades> {
  const desde = new Date(ahora.getTime() - DIAS_NOVEDADES * DIA_MS);
  return { novedades: await listarNovedades(db, actor.id_afiliado, desde, MAXIMO_NOVEDADES) };
}

/** ¿Anota quien llama la vista de algo de `dueno`? 403 si es de otro y no es superadmin. */
function anota(actor: Actor, dueno: number): boolean {
  if (dueno !== actor.id_afiliado) {
    if (!actor.superadmin) throw prohibido();
    return false;
  }
  return !actor.impersonate;
}

/** POST /api/solicitudes-credito/{id}/vista: 404 si no existe, 403 si es de otro afiliado. */
export async function verSolicitud(db: Db, actor: Actor, id: number, ahora: Date): Promise<RespuestaMensaje> {
  const s = await cabeceraSolicitud(db, id);
  if (!s) throw noEncontrado(MENSAJE_SOLICITUD_NO_ENCONTRADA);
  if (anota(actor, s.id_afiliado)) await marcarVista(db, actor.id_afiliado, { id_solicitud: id }, ahora);
  return { mensaje: MENSAJE_VISTA };
}

/** POST /api/mensajes/{id}/vista (cualquier mensaje del hilo): 404 si no existe, 403 si es ajeno. */
export async function verHilo(db: Db, actor: Actor, id: number, ahora: Date): Promise<RespuestaMensaje> {
  const c = await cabeceraMensaje(db, id);
  if (!c) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
  if (anota(actor, c.id_afiliado)) await marcarVista(db, actor.id_afiliado, { id_mensaje: c.id_hilo }, ahora);
  return { mensaje: MENSAJE_VISTA };
}
