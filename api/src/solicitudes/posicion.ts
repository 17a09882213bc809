// Revisión de una solicitud: la posición del afiliado para el superadmin (la ruta lo
// exige) y el historial de estados, que también ve el afiliado dueño (sin el nombre de quien revisó:
// SPEC 6). Las reglas de la cuota frente al salario son las del contrato (posicion.ts).
import {
  aportesVisibles,
  cuotaDeLaSolicitud,
  cuotaSobreSalario,
  MAXIMO_SOLICITUDES_ANTERIORES,
  type CambioEstadoSolicitud,
  type PosicionAfiliado,
  type RespuestaHistorialSolicitud,
} from '@fondo/contrato';
import type { Actor } from '../auth/guards.js';
import { cupoEnTipo } from '../cupo/servicio.js';
import type { Db } from '../db/client.js';
import { noEncontrado, prohibido } from '../errors.js';
import {
  ahorroPorTipo,
  creditosVigentes,
  datosSolicitudPosicion,
  historialDeSolicitud,
  solicitudesAnteriores,
  ultimoCorteDe,
  type FilaCambioEstado,
} from './consultas-posicion.js';
import { tipoPorId } from '../tipos-credito/servicio.js';
import { cabeceraSolicitud } from './consultas.js';

const MENSAJE_NO_ENCONTRADA = 'Solicitud de crédito no encontrada';

/** Para el dueño, solo su propio nombre (la radicación); el del personal que revisó, solo para el superadmin. */
function cambioPara(f: FilaCambioEstado, actor: Actor, idDueno: number): CambioEstadoSolicitud {
  const { id_usuario, nombre_usuario, ...resto } = f;
  const visible = actor.superadmin || (id_usuario !== null && id_usuario === idDueno);
  return { ...resto, quien: visible ? nombre_usuario : null };
}

/** Historial de estados: 404 si no existe; 403 si es de otro afiliado y quien pide no es superadmin. */
export async function historialPara(db: Db, actor: Actor, id: number): Promise<RespuestaHistorialSolicitud> {
  const cabecera = await cabeceraSolicitud(db, id);
  if (!cabecera) throw noEncontrado(MENSAJE_NO_ENCONTRADA);
  if (!actor.superadmin && cabecera.id_afiliado !== actor.id_afiliado) throw prohibido();
  const filas = await historialDeSolicitud(db, id);
  return { historial: filas.map((f) => cambioPara(f, actor, cabecera.id_afiliado)) };
}

/**
 * La posición del afiliado que pide la solicitud `id`: lo de su último corte (ahorro por tipo sin la
 * Revalorizacion en 0, créditos con saldo), salario y cuota frente a él, solicitudes anteriores e historial.
 * 404 si no existe. Solo superadmin (la ruta lo exige).
 */
export async function posicionDe(db: Db, actor: Actor, id: number): Promise<PosicionAfiliado> {
  const s = await datosSolicitudPosicion(db, id);
  if (!s) throw noEncontrado(MENSAJE_NO_ENCONTRADA);
  const corte = (await ultimoCorteDe(db, s.id_afiliado)) ?? null;
  const ahorros = corte ? await ahorroPorTipo(db, s.id_afiliado, corte.id_corte) : [];
  const creditos = corte ? await creditosVigentes(db, s.id_afiliado, corte.id_corte) : [];
  const anteriores = await solicitudesAnteriores(db, s, MAXIMO_SOLICITUDES_ANTERIORES);
  const historial = await historialDeSolicitud(db, id);
  const salario = s.salario === null ? null : Number(s.salario);
  const cuota = cuotaDeLaSolicitud(
    { valor: Number(s.valor), cuotas: s.cuotas },
    { tasa: Number(s.tasa), periodicidad: s.periodicidad },
  );
  return {
    id_solicitud: s.id_solicitud,
    id_afiliado: s.id_afiliado,
    afiliado_nombre: s.afiliado_nombre,
    corte,
    ahorros: aportesVisibles(ahorros.map((a, orden) => ({ ...a, tipo_aporte: { nombre: a.tipo, orden } }))).map(
      ({ id_tipo_aporte, tipo, total, cuota: c }) => ({
        id_tipo_aporte,
        tipo,
        total: Number(total),
        cuota: Number(c),
      }),
    ),
    ahorro_total: Number(ahorros[0]?.total_general ?? 0),
    creditos: creditos.map((r) => ({
      id_credito: r.id_credito,
      id_tipo_credito: r.id_tipo_credito,
      tipo: r.tipo,
      numero: r.numero,
      saldo: Number(r.saldo),
      valor_cuota: Number(r.valor_cuota),
      cuotas: r.cuotas,
      cuotas_pendientes: r.cuotas_pendientes,
      periodicidad: r.periodicidad,
    })),
    saldo_creditos: Number(creditos[0]?.saldo_total ?? 0),
    cuota_salario: cuotaSobreSalario({
      salario,
      cuota_solicitud: cuota,
      periodicidad_solicitud: s.periodicidad,
      cuotas_vigentes: Number(creditos[0]?.cuotas_mensuales ?? 0),
    }),
    // El cupo de hoy en el tipo de la solicitud; null si el tipo no tiene regla.
    cupo: await cupoEnTipo(db, s.id_afiliado, await tipoPorId(db, s.id_tipo_credito)),
    solicitudes_anteriores: anteriores.map(({ total: _total, valor, ...o }) => ({ ...o, valor: Number(valor) })),
    solicitudes_anteriores_total: anteriores[0]?.total ?? 0,
    historial: historial.map((f) => cambioPara(f, actor, s.id_afiliado)),
  };
}
