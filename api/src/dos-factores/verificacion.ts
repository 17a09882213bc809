// Verificación reciente: las acciones sensibles de un superadmin con segundo factor
// piden de nuevo el código si el último de su sesión tiene más de 10 minutos (VERIFICACION_RECIENTE_SEG). Una guarda para todas:
// `exigirVerificacionReciente` dentro de un handler (cuando depende de los datos, p. ej. un cambio de
// correo) o `requiereVerificacionReciente` como preHandler, que `definir` pone en cada operación que la
// tabla de rutas marca `verificacion: true` (exportaciones en bloque, abrir como afiliado, códigos...).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CODIGO_VERIFICACION_REQUERIDA, MENSAJE_VERIFICACION_REQUERIDA } from '@fondo/contrato';
import { ErrorApi } from '../errors.js';
import { actorDe } from '../auth/guards.js';
import { correoDe, verificacionDeSesion } from './servicio.js';

/** 403 { codigo: 'verificacion_requerida' } si el superadmin tiene factor y su último código es viejo. */
export async function exigirVerificacionReciente(request: FastifyRequest): Promise<void> {
  const actor = actorDe(request);
  if (!actor.superadmin || actor.impersonate) return;
  const estado = await verificacionDeSesion(request.server.db, actor.id_sesion);
  if (!estado?.conFactor) return; // sin factor inscrito (REQUIERE_2FA apagado): como siempre
  const ahora = request.server.reloj().getTime();
  const ultima = estado.verificada ? new Date(estado.verificada).getTime() : null;
  const vigencia = request.server.config.verificacionRecienteMs;
  if (ultima !== null && ahora - ultima < vigencia && ultima <= ahora) return;
  throw new ErrorApi(403, MENSAJE_VERIFICACION_REQUERIDA, CODIGO_VERIFICACION_REQUERIDA);
}

export const requiereVerificacionReciente: preHandlerAsyncHookHandler = async function (request) {
  await exigirVerificacionReciente(request);
};

/**
 * Un superadmin que cambia el correo de otro afiliado (modal de administración o su ficha): verificación
 * reciente. Un afiliado nuevo (id 0), el propio correo o el mismo correo no la piden.
 */
export async function exigirSiCambiaCorreo(
  request: FastifyRequest,
  idAfiliado: number,
  correoNuevo: string | null | undefined,
): Promise<void> {
  const actor = actorDe(request);
  if (!actor.superadmin || idAfiliado === 0 || idAfiliado === actor.id_afiliado) return;
  const fila = await correoDe(request.server.db, idAfiliado);
  if (!fila) return; // la ruta responde su 404
  const normal = (c: string | null | undefined) => (c ?? '').trim().toLowerCase();
  if (normal(fila.email) !== normal(correoNuevo)) await exigirVerificacionReciente(request);
}
