// Bitácora de auditoría: inicios y cierres de sesión, claves, impersonación.
import { auditoria } from '../db/schema.js';
import type { Db } from '../db/client.js';

export type AccionAuditoria =
  | 'login'
  | 'login_fallido'
  | 'logout'
  | 'cambio_clave'
  | 'solicitud_reestablecer_clave'
  | 'reestablecer_clave'
  | 'impersonacion_token'
  | 'impersonacion'
  | (string & {});

export interface EntradaAuditoria {
  accion: AccionAuditoria;
  /** quien actúa (null: anónimo) */
  id_actor?: number | null;
  /** afiliado afectado */
  id_afiliado?: number | null;
  detalle?: Record<string, unknown> | null;
  ip?: string | null;
  fecha?: Date;
}

export async function registrarAuditoria(db: Db, e: EntradaAuditoria): Promise<void> {
  await db.insert(auditoria).values({
    accion: e.accion,
    id_actor: e.id_actor ?? null,
    id_afiliado: e.id_afiliado ?? null,
    detalle: e.detalle ?? null,
    ip: e.ip ?? null,
    ...(e.fecha ? { fecha: e.fecha.toISOString() } : {}),
  });
}

/** Muchas entradas a la vez (envíos en bloque): una sentencia por cada 1.000. */
export async function registrarAuditorias(db: Db, entradas: EntradaAuditoria[]): Promise<void> {
  for (let i = 0; i < entradas.length; i += 1000) {
    await db.insert(auditoria).values(
      entradas.slice(i, i + 1000).map((e) => ({
        accion: e.accion,
        id_actor: e.id_actor ?? null,
        id_afiliado: e.id_afiliado ?? null,
        detalle: e.detalle ?? null,
        ip: e.ip ?? null,
        ...(e.fecha ? { fecha: e.fecha.toISOString() } : {}),
      })),
    );
  }
}

/** Quién actúa, desde dónde y cuándo: lo que una acción de la API deja en la auditoría. */
export interface ContextoAccion {
  actor: { id_afiliado: number };
  ip: string;
  ahora: Date;
}

/** Una acción de `ctx.actor` sobre un afiliado, con su detalle. */
export async function auditarAccion(
  db: Db,
  ctx: ContextoAccion,
  e: Pick<EntradaAuditoria, 'accion' | 'id_afiliado' | 'detalle'>,
): Promise<void> {
  await registrarAuditoria(db, { ...e, id_actor: ctx.actor.id_afiliado, ip: ctx.ip, fecha: ctx.ahora });
}
