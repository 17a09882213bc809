// Regla de campos requeridos de la actualización de datos (SPEC 5), la misma en el formulario y en la API.
// Además, las reglas de formato (solo dígitos, fechas, correo, opciones de SPEC 3) y los campos
// bloqueados para el afiliado, que la API aplica y el formulario puede mostrar antes de enviar.
import { camposDeClase, ETIQUETAS_AFILIADO, type CampoDeClase } from './campos-afiliado';
import { documentoValido } from './normalizar';
import { OPCIONES_AFILIADO } from './opciones-afiliado';
import type { Afiliado, Familiar } from './esquemas/afiliados';

export const MENSAJE_CAMPOS_REQUERIDOS = 'Por favor, complete todos los campos requeridos en los datos del afiliado:';
export const MENSAJE_VEHICULO_INCOMPLETO = 'Vehículo incompleto';

export { ETIQUETAS_AFILIADO };
/** Un campo del afiliado con etiqueta en español (SPEC 3). */
export type CampoAfiliado = keyof typeof ETIQUETAS_AFILIADO;

/** SPEC 5: campos que no se exigen al enviar la actualización. */
export const CAMPOS_AFILIADO_NO_REQUERIDOS: readonly CampoAfiliado[] = [
  'cuota_afiliacion',
  'vehiculo',
  'otro',
  'retiro',
  'password',
  'guid',
  'id_afiliado',
  'reestablecer_password',
  'reestablecer_password_solicitud',
  'ultima_actualizacion',
  'ultimo_login',
  'cambio_password',
];

/** Los demás: todos requeridos, en el orden del formulario. */
export const CAMPOS_AFILIADO_REQUERIDOS = (Object.keys(ETIQUETAS_AFILIADO) as CampoAfiliado[]).filter(
  (c) => !CAMPOS_AFILIADO_NO_REQUERIDOS.includes(c),
);

/** Partes del vehículo, guardadas en un solo texto separadas por tabuladores. */
export const PARTES_VEHICULO = ['Marca', 'Línea', 'Modelo', 'Placa'] as const;

export const ETIQUETAS_FAMILIAR = {
  nombre: 'Nombre',
  parentesco: 'Parentesco',
  ocupacion: 'Ocupación',
  fecha_nacimiento: 'Fecha de nacimiento',
} as const satisfies Partial<Record<keyof Familiar, string>>;

/** Vacío: null, undefined o texto en blanco (0 y false no son vacíos). */
export function vacio(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** Las cuatro partes del vehículo ('' las que falten). */
export function partesVehiculo(vehiculo: string | null | undefined): string[] {
  const partes = (vehiculo ?? '').split('\t').map((p) => p.trim());
  return PARTES_VEHICULO.map((_, i) => partes[i] ?? '');
}

export type FamiliarParcial = Partial<Pick<Familiar, keyof typeof ETIQUETAS_FAMILIAR>>;

/** Texto del error: el mensaje de SPEC 5 seguido de la lista. */
export function mensajeCamposFaltantes(faltan: readonly string[]): string {
  return `${MENSAJE_CAMPOS_REQUERIDOS} ${faltan.join(', ')}`;
}

export { OPCIONES_AFILIADO };
export type CampoConOpciones = keyof typeof OPCIONES_AFILIADO;

/** SPEC 5: salario, documento, ahorro permanente y programado aceptan solo dígitos. */
export const CAMPOS_SOLO_DIGITOS = ['documento', 'salario', 'ahorro_permanente', 'ahorro_programado'] as const;

/** Dinero: hasta 14 dígitos enteros (numeric(16,2)). */
export const DIGITOS_MAXIMOS_DINERO = 14;

/** Campos de fecha del afiliado ('YYYY-MM-DD'). */
export const CAMPOS_FECHA: readonly CampoDeClase<'fecha'>[] = camposDeClase('fecha');

/** SPEC 4: bloqueados para quien no es superadmin cuando ya tienen valor. */
export const CAMPOS_BLOQUEADOS = [
  'tipo_afiliado',
  'afiliacion',
  'salario',
  'ahorro_permanente',
  'ahorro_programado',
] as const;
export type CampoBloqueado = (typeof CAMPOS_BLOQUEADOS)[number];

export const MENSAJE_CAMPOS_INVALIDOS = 'Los siguientes campos no son válidos:';
export const MENSAJE_CAMPOS_BLOQUEADOS = 'Estos campos solo los puede cambiar el fondo:';
export const MENSAJE_SOLO_LECTURA = 'Sus datos ya fueron actualizados; para cambiarlos comuníquese con el fondo';
export const MENSAJE_DATOS_GUARDADOS = 'Datos guardados exitosamente';
export const MENSAJE_BORRADOR_GUARDADO = 'Borrador guardado';

/** 'YYYY-MM-DD' de un texto de fecha; las fechas ISO con 'T' se recortan (SPEC 3). null si no es una fecha real. */
export function fechaValida(v: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v.trim());
  if (!m) return null;
  const [a, mes, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (a < 1900 || a > 2100 || mes < 1 || mes > 12 || d < 1) return null;
  const dias = new Date(Date.UTC(a, mes, 0)).getUTCDate();
  return d <= dias ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Correo con forma usuario@dominio.tld, sin espacios. */
export function correoValido(v: string): boolean {
  return v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v.trim());
}

/** Solo dígitos (número entero no negativo o texto de dígitos). */
export function soloDigitos(v: unknown): boolean {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0;
  return typeof v === 'string' && /^\d+$/.test(v.trim());
}

/**
 * Problemas de formato (con o sin borrador): solo dígitos, fechas reales, correo, opciones de SPEC 3
 * y fechas de los familiares. Devuelve 'Etiqueta (motivo)' en el orden del formulario; [] si nada.
 */
export function camposInvalidosActualizacion(
  afiliado: Partial<Record<keyof Afiliado, unknown>>,
  familiares: readonly FamiliarParcial[] = [],
): string[] {
  const a = afiliado as Record<string, unknown>;
  const malos: string[] = [];
  for (const campo of Object.keys(ETIQUETAS_AFILIADO) as CampoAfiliado[]) {
    const v = a[campo];
    if (vacio(v)) continue;
    const etiqueta = ETIQUETAS_AFILIADO[campo];
    if (
      campo === 'documento'
        ? !documentoValido(v)
        : (CAMPOS_SOLO_DIGITOS as readonly string[]).includes(campo) && !soloDigitos(v)
    ) {
      malos.push(`${etiqueta} (solo dígitos)`);
    } else if (
      campo !== 'documento' &&
      (CAMPOS_SOLO_DIGITOS as readonly string[]).includes(campo) &&
      String(v)
        .trim()
        .replace(/^0+(?=\d)/, '').length > DIGITOS_MAXIMOS_DINERO
    ) {
      malos.push(`${etiqueta} (valor demasiado grande)`);
    } else if ((CAMPOS_FECHA as readonly string[]).includes(campo) && (typeof v !== 'string' || !fechaValida(v))) {
      malos.push(`${etiqueta} (fecha no válida)`);
    } else if (campo === 'email' && (typeof v !== 'string' || !correoValido(v))) {
      malos.push(`${etiqueta} (no es un correo válido)`);
    } else if (
      campo in OPCIONES_AFILIADO &&
      !(OPCIONES_AFILIADO[campo as CampoConOpciones] as readonly unknown[]).includes(v)
    ) {
      malos.push(`${etiqueta} (opción no válida)`);
    }
  }
  familiares.forEach((f, i) => {
    const v = f.fecha_nacimiento;
    if (!vacio(v) && (typeof v !== 'string' || !fechaValida(v))) {
      malos.push(`Familiar ${i + 1}: ${ETIQUETAS_FAMILIAR.fecha_nacimiento} (fecha no válida)`);
    }
  });
  return malos;
}

/** Texto del 400 de formato: el mensaje seguido de la lista. */
export function mensajeCamposInvalidos(malos: readonly string[]): string {
  return `${MENSAJE_CAMPOS_INVALIDOS} ${malos.join(', ')}`;
}

// --- Autorización de tratamiento de datos personales (Ley 1581 de 2012) ---

export const ETIQUETA_AUTORIZACION_DATOS = 'Autorización de tratamiento de datos personales';
export const MENSAJE_AUTORIZACION_REQUERIDA =
  'Debe aceptar la autorización de tratamiento de datos personales (Ley 1581 de 2012) para enviar sus datos';

/** Texto por defecto (AUTORIZACION_DATOS_TEXTO lo reemplaza): lo que el afiliado autoriza al marcar la casilla. */
export function textoAutorizacionDatos(fondo: string): string {
  return (
    `En cumplimiento de la Ley 1581 de 2012 y sus decretos reglamentarios, autorizo de manera previa, expresa e ` +
    `informada a ${fondo} para recolectar, almacenar, usar y actualizar mis datos personales y los de mi grupo ` +
    'familiar con el fin de gestionar mi afiliación, mis ahorros y mis créditos, verificar la información ' +
    'suministrada y enviarme comunicaciones del fondo. Conozco mis derechos a conocer, actualizar, rectificar y ' +
    'suprimir mis datos y a revocar esta autorización, y que puedo ejercerlos escribiendo al fondo.'
  );
}

/**
 * Salario mínimo mensual del año vigente (Colombia, 2026), base de la cuota anual de afiliación (SPEC 9).
 * Se actualiza cada año aquí; el formulario de actualización lo usa para mostrar la cuota que aplica.
 */
export const SALARIO_MINIMO = 1_423_500;

/** SPEC 9: cuota anual de afiliación según el salario: 10.000 hasta 1 mínimo (y por debajo de 2), 20.000 desde 2, 30.000 desde 3. */
export function cuotaAfiliacionAnual(salario: number, salarioMinimo: number = SALARIO_MINIMO): number {
  if (salario >= 3 * salarioMinimo) return 30_000;
  if (salario >= 2 * salarioMinimo) return 20_000;
  return 10_000;
}

/** SPEC 9: el ahorro permanente va del 5% al 10% del salario. */
export const AHORRO_PERMANENTE_MINIMO = 0.05;
export const AHORRO_PERMANENTE_MAXIMO = 0.1;
export function ahorroPermanenteEnRango(ahorro: number, salario: number): boolean {
  return ahorro >= salario * AHORRO_PERMANENTE_MINIMO && ahorro <= salario * AHORRO_PERMANENTE_MAXIMO;
}
