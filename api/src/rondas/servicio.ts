// Rondas de actualización de datos. El superadmin abre una ronda para todos o un
// filtro de la lista de afiliados, con fecha límite; sus afiliados (fijados al abrirla) pueden enviar el
// formulario otra vez, pre-llenado, con los campos bloqueados de SPEC 4 bloqueados (lo exige
// actualizacion/servicio.ts), y la regla de actualizar datos de SPEC 5 les pide hacerlo mientras la
// ronda esté abierta y no lo hayan enviado. Una sola ronda abierta a la vez.
import {
  MENSAJE_RONDA_ABIERTA,
  MENSAJE_RONDA_CERRADA,
  MENSAJE_RONDA_CERRADA_OK,
  MENSAJE_RONDA_FECHA,
  MENSAJE_RONDA_NO_ENCONTRADA,
  MENSAJE_RONDA_NOMBRE,
  MENSAJE_RONDA_SIN_AFILIADOS,
  diaValido,
  mensajeRecordatorio,
  mensajeRondaAbierta,
  turnoInvitacion,
  type CuerpoAbrirRonda,
  type FiltroAfiliados,
  type RespuestaRecordatorio,
  type RespuestaRonda,
  type Ronda,
  type RondaPendiente,
} from '@fondo/contrato';
import { condicionesFiltro } from '../admin/servicio.js';
import { auditarAccion, type ContextoAccion } from '../auditoria/auditoria.js';
import type { Config } from '../config.js';
import { encolarCorreos } from '../correo-saliente/salida.js';
import type { Db } from '../db/client.js';
import { conflicto, noEncontrado, solicitudInvalida } from '../errors.js';
import { hoy } from '../fechas.js';
import { correoRecordatorioRonda } from './correos.js';
import {
  cerrarRonda as cerrarEnBase,
  idRondaAbierta,
  insertarRonda,
  leerRondas,
  marcarEnviado,
  marcarRecordados,
  pendientesDeRonda,
  rondaPendiente,
} from './consultas.js';

type Ejecutor = Pick<Db, 'execute'>;
type ConfigRondas = Pick<Config, 'portalUrl' | 'fondoNombre' | 'invitacionesPorMinuto'>;

const esRepetido = (e: unknown) =>
  (e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

/** Solo los filtros conocidos, sin vacíos (se guardan con la ronda). */
function filtroLimpio(f: FiltroAfiliados | undefined): FiltroAfiliados {
  const texto = f?.texto?.trim();
  return {
    ...(texto ? { texto } : {}),
    ...(f?.actualizacion && f.actualizacion !== 'todos' ? { actualizacion: f.actualizacion } : {}),
  };
}

export { filtroLimpio };

export async function listarRondas(db: Ejecutor): Promise<{ rondas: Ronda[] }> {
  return { rondas: await leerRondas(db) };
}

async function ronda(db: Ejecutor, id: number): Promise<Ronda> {
  const [r] = await leerRondas(db, id);
  if (!r) throw noEncontrado(MENSAJE_RONDA_NO_ENCONTRADA);
  return r;
}

/** POST /api/admin/rondas */
export async function abrirRonda(db: Db, cuerpo: CuerpoAbrirRonda, ctx: ContextoAccion): Promise<RespuestaRonda> {
  const nombre = cuerpo.nombre.trim();
  if (!nombre) throw solicitudInvalida(MENSAJE_RONDA_NOMBRE);
  const dia = hoy(ctx.ahora);
  if (!diaValido(cuerpo.fecha_limite) || cuerpo.fecha_limite < dia) throw solicitudInvalida(MENSAJE_RONDA_FECHA);
  const filtro = filtroLimpio(cuerpo.filtro);
  let creada: { id_ronda: number; total: number };
  try {
    creada = await db.transaction(async (tx) => {
      if ((await idRondaAbierta(tx)) !== undefined) throw conflicto(MENSAJE_RONDA_ABIERTA);
      const r = await insertarRonda(
        tx,
        {
          nombre,
          fecha_limite: cuerpo.fecha_limite,
          filtro,
          abierta_por: ctx.actor.id_afiliado,
          ahora: ctx.ahora,
          hoy: dia,
        },
        condicionesFiltro(filtro),
      );
      // Sin afiliados no hay ronda (se deshace la transacción).
      if (r.total === 0) throw solicitudInvalida(MENSAJE_RONDA_SIN_AFILIADOS);
      await auditarAccion(tx, ctx, {
        accion: 'ronda_abierta',
        detalle: { id_ronda: r.id_ronda, nombre, fecha_limite: cuerpo.fecha_limite, filtro, afiliados: r.total },
      });
      return r;
    });
  } catch (error) {
    // Dos aperturas a la vez sin ronda abierta: el índice único deja pasar una.
    if (esRepetido(error)) throw conflicto(MENSAJE_RONDA_ABIERTA);
    throw error;
  }
  return { mensaje: mensajeRondaAbierta(creada.total), ronda: await ronda(db, creada.id_ronda) };
}

/** POST /api/admin/rondas/{id}/cerrar */
export async function cerrarRonda(db: Db, id: number, ctx: ContextoAccion): Promise<RespuestaRonda> {
  await ronda(db, id);
  await db.transaction(async (tx) => {
    if (!(await cerrarEnBase(tx, id, ctx.ahora))) throw conflicto(MENSAJE_RONDA_CERRADA);
    await auditarAccion(tx, ctx, { accion: 'ronda_cerrada', detalle: { id_ronda: id } });
  });
  return { mensaje: MENSAJE_RONDA_CERRADA_OK, ronda: await ronda(db, id) };
}

/**
 * POST /api/admin/rondas/{id}/recordatorio: un correo a cada pendiente con correo, por la cola y al
 * ritmo de INVITACIONES_POR_MINUTO; los pendientes sin correo se cuentan.
 */
export async function recordarRonda(
  db: Db,
  id: number,
  ctx: ContextoAccion & { config: ConfigRondas },
): Promise<RespuestaRecordatorio> {
  const r = await ronda(db, id);
  if (!r.abierta) throw conflicto(MENSAJE_RONDA_CERRADA);
  const { encolados, sinCorreo } = await db.transaction(async (tx) => {
    const pendientes = await pendientesDeRonda(tx, id);
    const conCorreo = pendientes.filter((p): p is typeof p & { email: string } => p.email !== null);
    const enlace = `${ctx.config.portalUrl}/actualizacion`;
    await encolarCorreos(
      tx,
      conCorreo.map((p, i) => ({
        mensaje: correoRecordatorioRonda({
          para: p.email,
          nombres: p.nombres,
          ronda: r.nombre,
          fechaLimite: r.fecha_limite,
          enlace,
          fondo: ctx.config.fondoNombre,
        }),
        enviarDesde: turnoInvitacion(ctx.ahora, i, ctx.config.invitacionesPorMinuto),
      })),
    );
    await marcarRecordados(
      tx,
      id,
      conCorreo.map((p) => p.id_afiliado),
      ctx.ahora,
    );
    const sin = pendientes.length - conCorreo.length;
    await auditarAccion(tx, ctx, {
      accion: 'ronda_recordatorio',
      detalle: { id_ronda: id, encolados: conCorreo.length, sin_correo: sin },
    });
    return { encolados: conCorreo.length, sinCorreo: sin };
  });
  return { mensaje: mensajeRecordatorio(encolados, sinCorreo), encolados, sin_correo: sinCorreo };
}

/** La ronda abierta en que el afiliado aún no envió el formulario (ficha, sesión y guardado), o null. */
export function rondaPendienteDe(db: Ejecutor, idAfiliado: number): Promise<RondaPendiente | null> {
  return rondaPendiente(db, idAfiliado);
}

/** Un envío final del formulario del afiliado: enviado en su ronda abierta. Con la transacción del guardado. */
export function marcarEnviadoEnRonda(tx: Ejecutor, idAfiliado: number, ahora: Date): Promise<void> {
  return marcarEnviado(tx, idAfiliado, ahora);
}
