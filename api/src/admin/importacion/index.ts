// Motor de importación .xlsx (DESIGN 6): lee y valida el libro entero (lector en flujo,
// mapeo por tipo) y arma un plan; la vista previa lo devuelve sin escribir; si no, se escribe en UNA
// transacción (nada cambia si algo falla) salvo que no haya nada que escribir sin riesgo (ninguna fila
// válida, o un corte que quedaría sin aportes).
import type { RespuestaImportacion, TipoImportacion } from '@fondo/contrato';
import type { Db, Tx } from '../../db/client.js';
import { comprobarXlsx } from '../xlsx.js';
import { leerAfiliacion } from './afiliacion.js';
import { leerAfiliados } from './afiliados.js';
import { leerAportes } from './aportes.js';
import { Resultado } from './celdas.js';
import type { Avance } from './escritor.js';
import { elegirHojas } from './hojas.js';
import { LibroXlsx } from './lector.js';
import type { Plan } from './plan.js';

export type { Avance } from './escritor.js';
export { MENSAJE_SIN_CORTE } from './aportes.js';

export interface Importado extends Omit<RespuestaImportacion, 'mensaje'> {
  /** afiliados cuyas sesiones hay que olvidar (cambió su retiro) */
  retiroCambiado: number[];
  /** por qué no se escribió nada (null si se escribió o es la vista previa de algo escribible) */
  bloqueo: string | null;
}

export interface ContextoImportacion {
  tipo: TipoImportacion;
  fila: number;
  bytes: Buffer;
  vistaPrevia: boolean;
  /** escribe la fila de auditoría dentro de la misma transacción */
  auditar: (tx: Tx, r: Omit<Importado, 'errores' | 'retiroCambiado' | 'avisos' | 'hojas_ignoradas'>) => Promise<void>;
  avance?: Avance;
}

const MAPEOS: Record<TipoImportacion, typeof leerAportes> = {
  aportes: leerAportes,
  afiliados: leerAfiliados,
  afiliacion: leerAfiliacion,
};

/** Lee, valida y (salvo vista previa o bloqueo) escribe el libro. */
export async function importarLibro(db: Db, ctx: ContextoImportacion): Promise<Importado> {
  comprobarXlsx(ctx.bytes);
  const libro = await LibroXlsx.abrir(ctx.bytes);
  const r = new Resultado();
  let plan: Plan;
  const hojas = elegirHojas(libro.hojas, ctx.tipo);
  try {
    r.avisos.push(...hojas.avisos);
    plan = await MAPEOS[ctx.tipo](db, { libro, hojas, fila: ctx.fila, r });
  } finally {
    libro.cerrar();
  }
  const base = (escrito: boolean): Importado => ({
    tipo: ctx.tipo,
    vista_previa: ctx.vistaPrevia,
    escrito,
    motivo_sin_escribir: escrito ? null : plan.bloqueo,
    filas: r.filas,
    creados: plan.creados,
    actualizados: plan.actualizados,
    rechazados: r.rechazados,
    reemplazados: plan.reemplazados,
    corte: plan.corte,
    reemplazo: plan.reemplazo,
    hojas_ignoradas: hojas.ignoradas.map((h) => h.nombre),
    avisos: r.avisos,
    errores: r.errores,
    retiroCambiado: plan.retiroCambiado,
    bloqueo: plan.bloqueo,
  });
  if (ctx.vistaPrevia || plan.bloqueo) {
    const sinEscribir = base(false);
    if (!ctx.vistaPrevia)
      Object.assign(sinEscribir, { creados: 0, actualizados: 0, reemplazados: 0, retiroCambiado: [] });
    return sinEscribir;
  }
  return db.transaction(async (tx) => {
    const escrito = await plan.escribir(tx, ctx.avance);
    const resultado = base(true);
    if (escrito) Object.assign(resultado, escrito);
    const { errores: _e, retiroCambiado: _r, avisos: _a, hojas_ignoradas: _h, ...auditado } = resultado;
    await ctx.auditar(tx, auditado);
    return resultado;
  });
}
