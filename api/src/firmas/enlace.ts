// El enlace del codeudor (firma.ts del contrato): 32 bytes al azar de los que solo se guarda el SHA-256, vale 72
// horas y uno nuevo reemplaza al anterior. Sale al firmar el afiliado (servicio.ts) y cuando el afiliado o el fondo
// lo envían de nuevo porque venció o no llegó.
import { randomBytes } from 'node:crypto';
import {
  correoEnmascarado,
  HORAS_ENLACE_CODEUDOR,
  MENSAJE_CODEUDOR_YA_RESPONDIO,
  MENSAJE_SIN_ENLACE_CODEUDOR,
  type CodigoFirmaEnviado,
  type SolicitudCredito,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Actor } from '../auth/guards.js';
import { encolarCorreo } from '../correo-saliente/salida.js';
import type { Db } from '../db/client.js';
import { conflicto, solicitudInvalida } from '../errors.js';
import { solicitudPara } from '../solicitudes/servicio.js';
import { insertarEnlace } from './consultas.js';
import { correoEnlaceCodeudor } from './correos.js';
import { exigirActiva, sha256, type ContextoFirma } from './documento.js';

/** Un enlace nuevo para el codeudor (el anterior deja de servir), por correo y en la auditoría. Su vencimiento. */
export async function enviarEnlace(
  tx: Db,
  s: SolicitudCredito,
  correo: string,
  idActor: number,
  ctx: ContextoFirma,
): Promise<Date> {
  const token = randomBytes(32).toString('base64url');
  const vence = new Date(ctx.ahora.getTime() + HORAS_ENLACE_CODEUDOR * 3_600_000);
  await insertarEnlace(tx, {
    token_hash: sha256(token),
    id_solicitud: s.id_solicitud,
    creado: ctx.ahora,
    vence,
  });
  await encolarCorreo(tx, correoEnlaceCodeudor(s, correo, token, ctx));
  await registrarAuditoria(tx, {
    accion: 'codeudor_enlace_enviado',
    id_actor: idActor,
    id_afiliado: s.id_afiliado,
    detalle: { id_solicitud: s.id_solicitud, correo: correoEnmascarado(correo) },
    ip: ctx.ip,
    fecha: ctx.ahora,
  });
  return vence;
}

/**
 * El afiliado (o el fondo) envía de nuevo el enlace al codeudor que aún no responde (venció o no le llegó): el
 * anterior deja de servir. 409 si el codeudor ya respondió; 400 si la solicitud no espera a un codeudor.
 */
export async function reenviarEnlace(
  db: Db,
  actor: Actor,
  idSolicitud: number,
  ctx: ContextoFirma,
): Promise<CodigoFirmaEnviado> {
  exigirActiva(ctx);
  const s = await solicitudPara(db, actor, idSolicitud);
  if (!s.firma_electronica || !s.codeudor || !s.codeudor_email) throw solicitudInvalida(MENSAJE_SIN_ENLACE_CODEUDOR);
  if (s.codeudor_estado !== 'pendiente') throw conflicto(MENSAJE_CODEUDOR_YA_RESPONDIO);
  const correo = s.codeudor_email;
  const vence = await db.transaction((tx) => enviarEnlace(tx, s, correo, actor.id_afiliado, ctx));
  return { correo: correoEnmascarado(correo), vence: vence.toISOString() };
}
