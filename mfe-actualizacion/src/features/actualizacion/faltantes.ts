// Lo que falta para el envío final, en el formulario: la regla es la del contrato (faltantesActualizacion,
// la misma de la API); aquí solo se lleva cada faltante a su campo, a su pestaña y a su conteo.
import {
  CAMPOS_AFILIADO_REQUERIDOS,
  ETIQUETAS_FAMILIAR,
  FILAS_FAMILIARES,
  PARTES_VEHICULO,
  SECCIONES_ACTUALIZACION,
  partesVehiculo,
  type ClaveSeccion,
  type Faltante,
} from '@fondo/contrato';

export const MENSAJE_CAMPO_REQUERIDO = 'Este campo es requerido';

type Nombre = (string | number)[];

/** El campo del formulario de un faltante (foto y firma no son Form.Item: la pantalla las marca aparte). */
function nombresDe(f: Faltante, vehiculo: readonly string[]): Nombre[] {
  switch (f.tipo) {
    case 'afiliado':
      return [['afiliado', f.campo]];
    case 'vehiculo':
      return PARTES_VEHICULO.map((_, i): Nombre => ['vehiculo', i]).filter((_, i) => !vehiculo[i]);
    case 'familiar':
      return [['familiares', f.fila, f.campo]];
    case 'autorizacion':
      return [['autorizacion_datos']];
  }
}

/** Todos los campos que la regla puede marcar (para limpiar los que ya se llenaron). */
const MARCABLES: Nombre[] = [
  ...CAMPOS_AFILIADO_REQUERIDOS.map((c): Nombre => ['afiliado', c]),
  ...PARTES_VEHICULO.map((_, i): Nombre => ['vehiculo', i]),
  ...Array.from({ length: FILAS_FAMILIARES }, (_, i) =>
    Object.keys(ETIQUETAS_FAMILIAR).map((c): Nombre => ['familiares', i, c]),
  ).flat(),
  ['autorizacion_datos'],
];

/** Los errores de cada campo marcable: el mensaje si falta, [] si no (para form.setFields). */
export function erroresDeCampos(
  faltan: readonly Faltante[],
  vehiculo: string | null,
  mensajeAutorizacion: string,
): { name: Nombre; errors: string[] }[] {
  const partes = partesVehiculo(vehiculo);
  const mensajes = new Map<string, string>();
  for (const f of faltan) {
    const mensaje =
      f.tipo === 'vehiculo' ? f.etiqueta : f.tipo === 'autorizacion' ? mensajeAutorizacion : MENSAJE_CAMPO_REQUERIDO;
    for (const n of nombresDe(f, partes)) mensajes.set(JSON.stringify(n), mensaje);
  }
  return MARCABLES.map((name) => {
    const m = mensajes.get(JSON.stringify(name));
    return { name, errors: m ? [m] : [] };
  });
}

/** Cuántos faltan en cada pestaña ('foto': la del encabezado). */
export function conteoPorSeccion(faltan: readonly Faltante[]): Map<ClaveSeccion | 'foto', number> {
  const conteo = new Map<ClaveSeccion | 'foto', number>();
  for (const f of faltan) {
    const clave = f.seccion ?? 'foto';
    conteo.set(clave, (conteo.get(clave) ?? 0) + 1);
  }
  return conteo;
}

/** La primera pestaña con algo por completar, en el orden del formulario (null: solo la foto, o nada). */
export function primeraSeccionConFaltantes(faltan: readonly Faltante[]): ClaveSeccion | null {
  return SECCIONES_ACTUALIZACION.find((s) => faltan.some((f) => f.seccion === s.clave))?.clave ?? null;
}
