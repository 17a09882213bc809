// Importación de afiliados, aportes y créditos desde .xlsx (SPEC 2.14): los parámetros del
// multipart, el libro en una transacción (o su vista previa) y el texto del área de resultados.
import { FILA_INICIAL_IMPORTACION, TIPOS_IMPORTACION } from '@fondo/contrato/esquemas';
import type { RespuestaImportacion, TipoImportacion } from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { olvidarSesionesDe } from '../auth/cache-sesiones.js';
import type { Db } from '../db/client.js';
import { solicitudInvalida } from '../errors.js';
import { fechaCorte } from './importacion/aportes.js';
import { importarLibro, type Avance, type Importado } from './importacion/index.js';
import type { Contexto } from './servicio.js';

export const MENSAJE_TIPO_IMPORTACION = `El tipo de importación debe ser ${TIPOS_IMPORTACION.join(', ')}`;
export const MENSAJE_FILA_INICIAL = 'La fila inicial debe ser un número entero mayor o igual a 1';
export const MENSAJE_VISTA_PREVIA = 'vista_previa debe ser 1, true, si o 0, false, no';

/** Tipo, fila y vista previa de la importación (campos de texto del multipart): 400 si no son válidos. */
export function parametrosImportacion(campos: Record<string, string>): {
  tipo: TipoImportacion;
  fila: number;
  vistaPrevia: boolean;
} {
  const tipo = (campos.tipo ?? '').trim() as TipoImportacion;
  if (!TIPOS_IMPORTACION.includes(tipo)) throw solicitudInvalida(MENSAJE_TIPO_IMPORTACION);
  const previa = (campos.vista_previa ?? '').trim().toLowerCase();
  if (!['', '1', 'true', 'si', 'sí', '0', 'false', 'no'].includes(previa))
    throw solicitudInvalida(MENSAJE_VISTA_PREVIA);
  const vistaPrevia = ['1', 'true', 'si', 'sí'].includes(previa);
  const textoFila = (campos.fila ?? '').trim();
  if (textoFila === '') return { tipo, fila: FILA_INICIAL_IMPORTACION[tipo], vistaPrevia };
  if (!/^\d{1,7}$/.test(textoFila) || Number(textoFila) < 1) throw solicitudInvalida(MENSAJE_FILA_INICIAL);
  return { tipo, fila: Number(textoFila), vistaPrevia };
}

/** '1 aporte' / '3 aportes': nunca '1 aportes'. */
const cuenta = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** El texto del área de resultados: conteos, el corte, avisos y cada fila rechazada. */
export function mensajeImportacion(r: Importado): string {
  const filas = (aportes: number, creditos: number) =>
    `${cuenta(aportes, 'aporte', 'aportes')} y ${cuenta(creditos, 'crédito', 'créditos')}`;
  const corte = r.reemplazo
    ? r.vista_previa
      ? ` Corte ${fechaCorte(r.reemplazo.corte)}: ${r.reemplazo.existe ? `hoy tiene ${filas(r.reemplazo.aportes_antes, r.reemplazo.creditos_antes)}; quedaría con` : 'corte nuevo, con'} ${filas(r.reemplazo.aportes_despues, r.reemplazo.creditos_despues)}.`
      : r.escrito && r.corte
        ? ` Corte ${fechaCorte(r.corte.corte)}${r.reemplazados ? ` (reemplazó ${cuenta(r.reemplazados, 'fila anterior', 'filas anteriores')})` : ''}.`
        : ''
    : '';
  const conteo = r.vista_previa
    ? `Vista previa: no se ha escrito nada. Filas leídas: ${r.filas}. Se crearían: ${r.creados}. Se actualizarían: ${r.actualizados}. Rechazadas: ${r.rechazados}.`
    : `Filas leídas: ${r.filas}. Creados: ${r.creados}. Actualizados: ${r.actualizados}. Rechazados: ${r.rechazados}.`;
  const lineas = [
    ...(!r.vista_previa && !r.escrito && r.bloqueo ? [`No se importó nada: ${r.bloqueo}.`] : []),
    ...(r.vista_previa && r.bloqueo ? [`No hay nada que importar: ${r.bloqueo}.`] : []),
    conteo + corte,
    ...r.avisos,
    ...r.errores.map((e) => `${e.hoja}, fila ${e.fila}${e.columna ? `, columna ${e.columna}` : ''}: ${e.error}`),
    ...(r.rechazados > r.errores.length
      ? [`... y ${cuenta(r.rechazados - r.errores.length, 'fila rechazada más', 'filas rechazadas más')}`]
      : []),
  ];
  return lineas.join('\n');
}

/** Importa el libro (una transacción) o, con vistaPrevia, dice qué haría; la auditoría va en la misma transacción. */
export async function importar(
  db: Db,
  bytes: Buffer,
  p: { tipo: TipoImportacion; fila: number; vistaPrevia: boolean },
  ctx: Contexto & { avance?: Avance },
): Promise<RespuestaImportacion> {
  const r = await importarLibro(db, {
    ...p,
    bytes,
    avance: ctx.avance,
    auditar: (tx, datos) =>
      registrarAuditoria(tx, {
        accion: 'importacion',
        id_actor: ctx.actor.id_afiliado,
        detalle: { ...datos, fila_inicial: p.fila },
        ip: ctx.ip,
        fecha: ctx.ahora,
      }),
  });
  for (const id of r.retiroCambiado) olvidarSesionesDe(id);
  const { retiroCambiado: _r, bloqueo: _b, ...resultado } = r;
  return { ...resultado, mensaje: mensajeImportacion(r) };
}
