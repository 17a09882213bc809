// 'Invitar a todos': la bienvenida de siempre (claves/servicio.ts, encolarBienvenida:
// token de 72 h, auditoría y correo) a cada afiliado sin clave, o a los del filtro de la lista de
// afiliados, con un turno por correo en la cola (INVITACIONES_POR_MINUTO): la cola los entrega a ese
// ritmo, con sus reintentos. Los que no tienen correo se cuentan y no se encolan. Todo el lote en una
// transacción (pocas sentencias: por bloques de 1.000): o quedan todas las bienvenidas en la cola, o ninguna.
import {
  MENSAJE_SIN_INVITADOS,
  mensajeInvitacion,
  turnoInvitacion,
  type CuerpoInvitar,
  type LoteInvitacion,
  type RespuestaInvitar,
} from '@fondo/contrato';
import { condicionesFiltro } from '../admin/servicio.js';
import { auditarAccion, type ContextoAccion } from '../auditoria/auditoria.js';
import type { Actor } from '../auth/guards.js';
import { encolarBienvenidas } from '../claves/servicio.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { solicitudInvalida } from '../errors.js';
import { hoy } from '../fechas.js';
import { filtroLimpio } from '../rondas/servicio.js';
import {
  afiliadosSinClave,
  guardarInvitaciones,
  insertarLote,
  leerLotes,
  type FilaLote,
  type Invitado,
} from './consultas.js';

type ConfigInvitar = Pick<Config, 'portalUrl' | 'fondoNombre' | 'invitacionesPorMinuto'>;

/** La fila del lote con el instante en que podrá salir su última bienvenida. */
function lote(f: FilaLote): LoteInvitacion {
  const { encoladas, ...resto } = f;
  return {
    ...resto,
    termina: encoladas > 0 ? turnoInvitacion(new Date(f.creado), encoladas - 1, f.por_minuto).toISOString() : null,
  };
}

export async function listarLotes(db: Pick<Db, 'execute'>): Promise<{ lotes: LoteInvitacion[] }> {
  return { lotes: (await leerLotes(db)).map(lote) };
}

/** POST /api/admin/invitaciones */
export async function invitar(
  db: Db,
  cuerpo: CuerpoInvitar,
  ctx: ContextoAccion & { actor: Actor; config: ConfigInvitar },
): Promise<RespuestaInvitar> {
  const filtro = filtroLimpio(cuerpo.filtro);
  const porMinuto = ctx.config.invitacionesPorMinuto;
  const { idLote, enCola, sinCorreo } = await db.transaction(async (tx) => {
    const invitados = await afiliadosSinClave(tx, condicionesFiltro(filtro), hoy(ctx.ahora));
    if (invitados.length === 0) throw solicitudInvalida(MENSAJE_SIN_INVITADOS);
    const id = await insertarLote(tx, {
      id_actor: ctx.actor.id_afiliado,
      filtro,
      por_minuto: porMinuto,
      ahora: ctx.ahora,
    });
    const conCorreo = invitados.filter((a): a is Invitado & { email: string } => a.email !== null);
    const ids = await encolarBienvenidas(tx, conCorreo, {
      actor: ctx.actor,
      ip: ctx.ip,
      ahora: ctx.ahora,
      config: ctx.config,
      enviarDesde: (i) => turnoInvitacion(ctx.ahora, i, porMinuto),
      detalle: { id_lote: id },
    });
    const trabajoDe = new Map(conCorreo.map((a, i) => [a.id_afiliado, ids[i]!]));
    const filas = invitados.map((a) => ({
      id_afiliado: a.id_afiliado,
      id_trabajo: trabajoDe.get(a.id_afiliado) ?? null,
    }));
    const turno = conCorreo.length;
    await guardarInvitaciones(tx, id, filas);
    await auditarAccion(tx, ctx, {
      accion: 'invitacion_masiva',
      detalle: { id_lote: id, filtro, total: invitados.length, en_cola: turno, sin_correo: invitados.length - turno },
    });
    return { idLote: id, enCola: turno, sinCorreo: invitados.length - turno };
  });
  const [fila] = await leerLotes(db, idLote);
  return {
    mensaje: mensajeInvitacion(enCola, sinCorreo, Math.ceil(enCola / porMinuto)),
    lote: lote(fila!),
  };
}
