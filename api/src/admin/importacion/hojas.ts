// Qué hoja del libro es cuál: por su nombre primero, sin importar mayúsculas,
// tildes ni espacios ('CRÉDITOS ' es Créditos); 'Instrucciones' y las hojas 'Ejemplo…' de las
// plantillas no se importan; cualquier otra hoja que no se reconozca se nombra en el resultado.
import { claveNombre, type TipoImportacion } from '@fondo/contrato';
import type { HojaLibro } from './lector.js';

/** Nombre de la hoja de datos de cada tipo (y de la de créditos). */
export const NOMBRE_HOJA: Record<TipoImportacion | 'creditos', string> = {
  afiliados: 'Afiliados',
  afiliacion: 'Afiliación',
  aportes: 'Aportes',
  creditos: 'Créditos',
};

const esEjemplo = (h: HojaLibro) => claveNombre(h.nombre).startsWith('ejemplo');
const esInstrucciones = (h: HojaLibro) => claveNombre(h.nombre).startsWith('instruccion');
const es = (h: HojaLibro, nombre: string) => claveNombre(h.nombre) === claveNombre(nombre);

export interface HojasElegidas {
  datos: HojaLibro | null;
  /** solo en aportes */
  creditos: HojaLibro | null;
  /** hojas que no se importan */
  ignoradas: HojaLibro[];
  /** avisos: hojas no reconocidas, hoja de datos ausente */
  avisos: string[];
}

/**
 * La hoja de datos es la que se llama como el tipo; si ninguna, la primera que no sea de instrucciones,
 * de ejemplo ni (en aportes) Créditos. En aportes, Créditos por su nombre (un libro solo con Créditos
 * reemplaza solo los créditos del corte).
 */
export function elegirHojas(hojas: readonly HojaLibro[], tipo: TipoImportacion): HojasElegidas {
  // Las dos hojas de la exportación de afiliados: cada una se importa con su tipo, nunca con el otro.
  const otroTipo = tipo === 'afiliados' ? 'afiliacion' : tipo === 'afiliacion' ? 'afiliados' : null;
  const deOtroTipo = (h: HojaLibro) => otroTipo !== null && es(h, NOMBRE_HOJA[otroTipo]);
  const creditos = tipo === 'aportes' ? (hojas.find((h) => es(h, NOMBRE_HOJA.creditos)) ?? null) : null;
  const candidata = (h: HojaLibro) => !esEjemplo(h) && !esInstrucciones(h) && h !== creditos && !deOtroTipo(h);
  const datos = hojas.find((h) => es(h, NOMBRE_HOJA[tipo])) ?? hojas.find(candidata) ?? null;
  const ignoradas = hojas.filter((h) => h !== datos && h !== creditos);
  const avisos: string[] = [];
  if (!datos && !creditos) avisos.push(`El libro no tiene la hoja «${NOMBRE_HOJA[tipo]}»: no se importó nada.`);
  for (const h of ignoradas.filter(deOtroTipo))
    avisos.push(
      `La hoja «${h.nombre}» no se importó: se importa con el tipo de archivo «${otroTipo === 'afiliacion' ? 'Afiliación' : 'Afiliados'}».`,
    );
  const esperadas = tipo === 'aportes' ? '«Aportes» y «Créditos»' : `«${NOMBRE_HOJA[tipo]}»`;
  for (const h of ignoradas.filter(candidata))
    avisos.push(
      `La hoja «${h.nombre}» no se reconoce y no se importó (se importa${tipo === 'aportes' ? 'n' : ''} ${esperadas}).`,
    );
  return { datos, creditos, ignoradas, avisos };
}
