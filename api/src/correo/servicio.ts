// Servicio del buzón de salida: resumen para el tablero y reintentos del superadmin (con auditoría).
import {
  MENSAJE_CORREO_EN_COLA,
  MENSAJE_CORREO_NO_ENCONTRADO,
  MENSAJE_CORREO_YA_ENVIADO,
  mensajeReintentados,
  type ResumenCorreos,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Actor } from '../auth/guards.js';
import { estadoCola, reprogramar } from '../cola/consultas.js';
import type { Db } from '../db/client.js';
import { conflicto, noEncontrado } from '../errors.js';
import { estadoTrabajo, listarCorreos } from './consultas.js';
import { TIPO_CORREO } from '../correo-saliente/salida.js';

// La lista del buzón no tiene reglas propias.
export { listarCorreos };

export const MENSAJE_CORREO_ENVIANDOSE = 'Ese correo se está enviando en este momento';

interface Contexto {
  actor: Actor;
  ip: string;
  ahora: Date;
}

export async function resumenCorreos(db: Db, ahora: Date): Promise<ResumenCorreos> {
  const correo = (await estadoCola(db, ahora)).find((e) => e.tipo === TIPO_CORREO);
  return {
    pendientes: (correo?.pendientes ?? 0) + (correo?.en_curso ?? 0),
    fallidos: correo?.fallidos ?? 0,
    enviados_24h: correo?.hechos_24h ?? 0,
    pendiente_mas_antiguo: correo?.pendiente_mas_antiguo ?? null,
  };
}

/** Un correo pendiente o fallido, para ya y con todos sus intentos. */
export async function reintentarCorreo(db: Db, id: number, ctx: Contexto): Promise<{ mensaje: string }> {
  return db.transaction(async (tx) => {
    const t = await estadoTrabajo(tx, id);
    if (!t || t.tipo !== TIPO_CORREO) throw noEncontrado(MENSAJE_CORREO_NO_ENCONTRADO);
    const [listo] = await reprogramar(tx, TIPO_CORREO, ctx.ahora, [id]);
    if (listo === undefined)
      throw conflicto(t.estado === 'en_curso' ? MENSAJE_CORREO_ENVIANDOSE : MENSAJE_CORREO_YA_ENVIADO);
    await registrarAuditoria(tx, {
      accion: 'correo_reintentado',
      id_actor: ctx.actor.id_afiliado,
      detalle: { id_correo: id, para: t.para, estado_anterior: t.estado },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
    return { mensaje: MENSAJE_CORREO_EN_COLA };
  });
}

/** Todos los correos fallidos, otra vez en cola. */
export async function reintentarFallidos(db: Db, ctx: Contexto): Promise<{ mensaje: string }> {
  return db.transaction(async (tx) => {
    const ids = await reprogramar(tx, TIPO_CORREO, ctx.ahora);
    if (ids.length > 0) {
      await registrarAuditoria(tx, {
        accion: 'correo_reintentado',
        id_actor: ctx.actor.id_afiliado,
        detalle: { correos: ids.length },
        ip: ctx.ip,
        fecha: ctx.ahora,
      });
    }
    return { mensaje: mensajeReintentados(ids.length) };
  });
}
