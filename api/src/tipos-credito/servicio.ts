// Servicio de tipos de crédito (SPEC 2.9, 3, 7): crear (id 0) o actualizar, y borrar solo lo que
// nadie usa (409). Los campos omitidos al actualizar quedan como estaban.
import { reglaCupoDe, tieneReglaCupo, type CuerpoTipoCredito, type ReglaCupo, type TipoCredito } from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Db } from '../db/client.js';
import { conflicto, noEncontrado, solicitudInvalida } from '../errors.js';
import {
  actualizarTipo,
  borrarTipo,
  buscarTipo,
  crearTipo,
  listarTipos,
  usosDelTipo,
  type CamposTipo,
} from './consultas.js';

export const MENSAJE_TIPO_NO_ENCONTRADO = 'Tipo de crédito no encontrado';
export const MENSAJE_NOMBRE_REQUERIDO = 'El nombre del tipo de crédito es obligatorio';
export const MENSAJE_PLAZOS = 'El plazo mínimo no puede ser mayor que el plazo máximo';
export const MENSAJE_TIPO_ELIMINADO = 'Tipo de Crédito eliminado';

export { buscarTipo, listarTipos };

export async function tipoPorId(db: Db, id: number): Promise<TipoCredito> {
  const t = await buscarTipo(db, id);
  if (!t) throw noEncontrado(MENSAJE_TIPO_NO_ENCONTRADO);
  return t;
}

interface Contexto {
  idActor: number;
  ip: string;
}

/** Crea (id_tipo_credito 0) o actualiza; devuelve el tipo guardado. */
export async function guardarTipo(db: Db, cuerpo: CuerpoTipoCredito, ctx: Contexto): Promise<TipoCredito> {
  const nombre = cuerpo.nombre.trim();
  if (!nombre) throw solicitudInvalida(MENSAJE_NOMBRE_REQUERIDO);
  const campos: Partial<CamposTipo> = { nombre, tasa: String(cuerpo.tasa) };
  if (cuerpo.descripcion !== undefined) campos.descripcion = cuerpo.descripcion?.trim() || null;
  if (cuerpo.activo !== undefined) campos.activo = cuerpo.activo;
  if (cuerpo.simulador !== undefined) campos.simulador = cuerpo.simulador;
  if (cuerpo.plazo_minimo !== undefined) campos.plazo_minimo = cuerpo.plazo_minimo;
  if (cuerpo.plazo_maximo !== undefined) campos.plazo_maximo = cuerpo.plazo_maximo;
  if (cuerpo.periodicidad !== undefined) campos.periodicidad = cuerpo.periodicidad;
  if (cuerpo.valor_maximo !== undefined)
    campos.valor_maximo = cuerpo.valor_maximo === null ? null : cuerpo.valor_maximo.toFixed(2);
  // Cupo de crédito: el esquema ya limita los rangos; se guardan con la escala de sus columnas.
  if (cuerpo.veces_ahorro !== undefined)
    campos.veces_ahorro = cuerpo.veces_ahorro === null ? null : cuerpo.veces_ahorro.toFixed(2);
  if (cuerpo.porcentaje_salario !== undefined)
    campos.porcentaje_salario = cuerpo.porcentaje_salario === null ? null : cuerpo.porcentaje_salario.toFixed(4);
  if (cuerpo.cupo_por !== undefined) campos.cupo_por = cuerpo.cupo_por;

  return db.transaction(async (tx) => {
    const antes = cuerpo.id_tipo_credito === 0 ? null : await buscarTipo(tx, cuerpo.id_tipo_credito);
    if (cuerpo.id_tipo_credito !== 0 && !antes) throw noEncontrado(MENSAJE_TIPO_NO_ENCONTRADO);
    const minimo = campos.plazo_minimo !== undefined ? campos.plazo_minimo : (antes?.plazo_minimo ?? null);
    const maximo = campos.plazo_maximo !== undefined ? campos.plazo_maximo : (antes?.plazo_maximo ?? null);
    if (minimo != null && maximo != null && minimo > maximo) throw solicitudInvalida(MENSAJE_PLAZOS);

    const guardado = antes
      ? await actualizarTipo(tx, antes.id_tipo_credito, campos)
      : await crearTipo(tx, { activo: true, ...campos, nombre, tasa: String(cuerpo.tasa) });
    if (!guardado) throw noEncontrado(MENSAJE_TIPO_NO_ENCONTRADO);
    await registrarAuditoria(tx, {
      accion: antes ? 'tipo_credito_actualizado' : 'tipo_credito_creado',
      id_actor: ctx.idActor,
      detalle: { id_tipo_credito: guardado.id_tipo_credito, nombre: guardado.nombre, ...cambiosCupo(antes, guardado) },
      ip: ctx.ip,
    });
    return guardado;
  });
}

/** 404 si no existe; 409 si lo usan solicitudes o créditos. */
export async function eliminarTipo(db: Db, id: number, ctx: Contexto): Promise<{ mensaje: string }> {
  return db.transaction(async (tx) => {
    const tipo = await buscarTipo(tx, id);
    if (!tipo) throw noEncontrado(MENSAJE_TIPO_NO_ENCONTRADO);
    const usos = await usosDelTipo(tx, id);
    if (usos.solicitudes > 0 || usos.creditos > 0) throw conflicto(mensajeEnUso(tipo.nombre, usos));
    await borrarTipo(tx, id);
    await registrarAuditoria(tx, {
      accion: 'tipo_credito_eliminado',
      id_actor: ctx.idActor,
      detalle: { id_tipo_credito: id, nombre: tipo.nombre },
      ip: ctx.ip,
    });
    return { mensaje: MENSAJE_TIPO_ELIMINADO };
  });
}

/** La regla de cupo en la auditoría cuando el tipo nace con ella o cambia. */
function cambiosCupo(antes: TipoCredito | null | undefined, despues: TipoCredito): { cupo?: ReglaCupo } {
  const regla = reglaCupoDe(despues);
  const igual = !!antes && JSON.stringify(reglaCupoDe(antes)) === JSON.stringify(regla);
  return igual || (!antes && !tieneReglaCupo(regla)) ? {} : { cupo: regla };
}

const cuenta = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

export function mensajeEnUso(nombre: string, usos: { solicitudes: number; creditos: number }): string {
  const partes = [
    usos.solicitudes > 0 ? cuenta(usos.solicitudes, 'solicitud', 'solicitudes') : null,
    usos.creditos > 0 ? cuenta(usos.creditos, 'registro de créditos', 'registros de créditos') : null,
  ].filter((p) => p !== null);
  return `No se puede eliminar el tipo de crédito '${nombre}': lo usan ${partes.join(' y ')}. Puede desactivarlo.`;
}
