// Genera en memoria, de forma determinista, los datos demo del fondo (sin tocar la base de datos).
// Dinero en centavos enteros mientras se calcula; se entrega como texto numeric 'pesos.centavos'.
// Las partes: reglas.ts (constantes, amortización), generar-afiliados.ts, generar-productos.ts (aportes y
// créditos) y generar-solicitudes.ts (solicitudes y mensajes); este archivo las llama en orden.
import { Azar } from './azar.js';
import { finDeMes } from './fechas.js';
import { generarAfiliados } from './generar-afiliados.js';
import { generarAportes, generarCreditos } from './generar-productos.js';
import { generarSolicitudesYMensajes } from './generar-solicitudes.js';
import { MES_ULTIMO_CORTE, SEMILLA_DEMO, TIPOS_APORTE, TIPOS_CREDITO, documentosDemo } from './reglas.js';
import type { ContextoDemo, DatosDemo } from './tipos.js';

export * from './reglas.js';
export type * from './tipos.js';

export function generarDatosDemo(opciones: { afiliados?: number; cortes?: number } = {}): DatosDemo {
  const totalAfiliados = Math.max(4, Math.floor(opciones.afiliados ?? 200));
  const totalCortes = Math.max(1, Math.floor(opciones.cortes ?? 24));
  const azar = new Azar(SEMILLA_DEMO);
  const documentos = documentosDemo(totalAfiliados);

  const mesPrimerCorte = MES_ULTIMO_CORTE - (totalCortes - 1);
  const cortes = Array.from({ length: totalCortes }, (_, c) => finDeMes(mesPrimerCorte + c));
  const contexto: ContextoDemo = { azar, totalAfiliados, totalCortes, documentos, mesPrimerCorte, cortes };

  // El orden importa: todas las partes toman números de la misma secuencia (datos deterministas).
  const { afiliados, perfiles, familiares } = generarAfiliados(contexto);
  const aportes = generarAportes(contexto, perfiles);
  const creditos = generarCreditos(contexto, afiliados, perfiles);
  const { solicitudes, mensajes } = generarSolicitudesYMensajes(contexto);

  return {
    afiliados,
    familiares,
    cortes,
    tiposAporte: TIPOS_APORTE,
    tiposCredito: TIPOS_CREDITO,
    aportes,
    creditos,
    solicitudes,
    mensajes,
  };
}
