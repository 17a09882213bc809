// Los campos del afiliado (SPEC 3), escritos una sola vez: en el orden de la tabla afiliado, con su clase
// y su etiqueta. Las etiquetas, la ficha vacía, los campos de dinero y de fecha y los editables salen de aquí.
import type { Afiliado, CamposAfiliado } from './esquemas/afiliados';

/**
 * Cómo se guarda y se edita un campo: texto (también las opciones), entero, dinero (numeric: texto en la
 * fila, número en la API), fecha ('YYYY-MM-DD'), archivo (id de la foto o de la firma), vehiculo (cuatro
 * partes en un texto), id, instante (ISO 8601), marca (booleano) y secreto (nunca sale de la API).
 */
export type ClaseCampo =
  'id' | 'texto' | 'entero' | 'dinero' | 'fecha' | 'archivo' | 'vehiculo' | 'instante' | 'marca' | 'secreto';

interface DefinicionCampo {
  clase: ClaseCampo;
  /** sin etiqueta, la actualización no lo muestra ni lo valida */
  etiqueta?: string;
  /** en la ficha vacía, si no es el de su clase (texto NOT NULL) */
  vacio?: '';
}

const CAMPOS_DEL_AFILIADO = {
  id_afiliado: { clase: 'id', etiqueta: 'Id del afiliado' },
  nombres: { clase: 'texto', etiqueta: 'Nombres', vacio: '' },
  apellidos: { clase: 'texto', etiqueta: 'Apellidos', vacio: '' },
  foto: { clase: 'archivo', etiqueta: 'Foto' },
  documento: { clase: 'texto', etiqueta: 'Documento', vacio: '' },
  documento_tipo: { clase: 'texto', etiqueta: 'Tipo de documento' },
  documento_lugar: { clase: 'texto', etiqueta: 'Lugar de expedición del documento' },
  documento_expedicion: { clase: 'fecha', etiqueta: 'Fecha de expedición del documento' },
  email: { clase: 'texto', etiqueta: 'Correo electrónico' },
  tipo_afiliado: { clase: 'texto', etiqueta: 'Tipo de afiliado' },
  telefono: { clase: 'texto', etiqueta: 'Teléfono celular' },
  telefono_fijo: { clase: 'texto', etiqueta: 'Teléfono fijo' },
  direccion: { clase: 'texto', etiqueta: 'Dirección' },
  fecha_nacimiento: { clase: 'fecha', etiqueta: 'Fecha de nacimiento' },
  lugar_nacimiento: { clase: 'texto', etiqueta: 'Lugar de nacimiento' },
  genero: { clase: 'texto', etiqueta: 'Género' },
  estado_civil: { clase: 'texto', etiqueta: 'Estado civil' },
  hijos: { clase: 'entero', etiqueta: 'Número de hijos' },
  nivel_estudios: { clase: 'texto', etiqueta: 'Nivel de estudios' },
  area_estudio: { clase: 'texto', etiqueta: 'Área de estudio' },
  afiliacion: { clase: 'fecha', etiqueta: 'Fecha de afiliación' },
  ingreso: { clase: 'fecha', etiqueta: 'Fecha de ingreso' },
  cargo: { clase: 'texto', etiqueta: 'Cargo' },
  lugar_trabajo: { clase: 'texto', etiqueta: 'Lugar de trabajo' },
  tipo_contrato: { clase: 'texto', etiqueta: 'Tipo de contrato' },
  salario: { clase: 'dinero', etiqueta: 'Salario' },
  ahorro_permanente: { clase: 'dinero', etiqueta: 'Ahorro permanente' },
  ahorro_programado: { clase: 'dinero', etiqueta: 'Ahorro programado' },
  tipo_vivienda: { clase: 'texto', etiqueta: 'Tipo de vivienda' },
  vehiculo: { clase: 'vehiculo', etiqueta: 'Vehículo' },
  otro: { clase: 'texto', etiqueta: 'Otro' },
  autorizado_nombre: { clase: 'texto', etiqueta: 'Nombre del autorizado' },
  autorizado_documento: { clase: 'texto', etiqueta: 'Documento del autorizado' },
  autorizado_direccion: { clase: 'texto', etiqueta: 'Dirección del autorizado' },
  autorizado_telefono: { clase: 'texto', etiqueta: 'Teléfono del autorizado' },
  firma: { clase: 'archivo', etiqueta: 'Firma y huella' },
  retiro: { clase: 'fecha', etiqueta: 'Fecha de retiro' },
  ultima_actualizacion: { clase: 'instante', etiqueta: 'Última actualización' },
  autorizacion_datos: { clase: 'instante' },
  ultimo_login: { clase: 'instante', etiqueta: 'Último ingreso' },
  cuota_afiliacion: { clase: 'dinero', etiqueta: 'Cuota de afiliación' },
  password: { clase: 'secreto', etiqueta: 'Clave' },
  guid: { clase: 'secreto', etiqueta: 'Identificador' },
  reestablecer_password: { clase: 'secreto', etiqueta: 'Token de restablecimiento de clave' },
  reestablecer_password_solicitud: { clase: 'secreto', etiqueta: 'Fecha de solicitud de restablecimiento' },
  cambio_password: { clase: 'marca', etiqueta: 'Cambio de clave pendiente' },
  superadmin: { clase: 'marca' },
} as const satisfies Record<string, DefinicionCampo>;

type Tabla = typeof CAMPOS_DEL_AFILIADO;
/** Una columna del afiliado (también los secretos). */
export type CampoDelAfiliado = keyof Tabla;
export type CampoDeClase<C extends ClaseCampo> = {
  [K in CampoDelAfiliado]: Tabla[K]['clase'] extends C ? K : never;
}[CampoDelAfiliado];

/** Todas las columnas, en orden. */
export const COLUMNAS_AFILIADO = Object.keys(CAMPOS_DEL_AFILIADO) as CampoDelAfiliado[];

/** Los campos de esas clases, en el orden de la tabla. */
export function camposDeClase<C extends ClaseCampo>(...clases: readonly C[]): CampoDeClase<C>[] {
  const de = clases as readonly ClaseCampo[];
  return COLUMNAS_AFILIADO.filter((c) => de.includes(CAMPOS_DEL_AFILIADO[c].clase)) as CampoDeClase<C>[];
}

type ConEtiqueta = { [K in CampoDelAfiliado]: Tabla[K] extends { etiqueta: string } ? K : never }[CampoDelAfiliado];
/** Etiqueta en español de cada campo que la tiene. */
export const ETIQUETAS_AFILIADO = Object.fromEntries(
  Object.entries(CAMPOS_DEL_AFILIADO).flatMap(([c, d]: [string, DefinicionCampo]) =>
    d.etiqueta === undefined ? [] : [[c, d.etiqueta]],
  ),
) as { readonly [K in ConEtiqueta]: Tabla[K] extends { etiqueta: infer E } ? E : never };

/** Dinero: numeric(16,2), texto en la fila y número en la API. */
export const CAMPOS_DINERO: readonly CampoDeClase<'dinero'>[] = camposDeClase('dinero');

/** Lo que el formulario de actualización edita: los campos de CamposAfiliado. */
const CLASES_EDITABLES = ['texto', 'entero', 'dinero', 'fecha', 'archivo', 'vehiculo'] as const;
export type CampoEditable = CampoDeClase<(typeof CLASES_EDITABLES)[number]>;
export const CAMPOS_EDITABLES: readonly CampoEditable[] = camposDeClase(...CLASES_EDITABLES);

/** Los campos de Afiliado (la ficha que devuelve la API): todos menos los secretos. */
type CampoDeFicha = Exclude<CampoDelAfiliado, CampoDeClase<'secreto'>>;
const CAMPOS_DE_FICHA = COLUMNAS_AFILIADO.filter((c) => CAMPOS_DEL_AFILIADO[c].clase !== 'secreto') as CampoDeFicha[];

// Comprobación de tipos: la tabla no puede separarse de los esquemas Afiliado y CamposAfiliado.
type Iguales<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _fichaCompleta: Iguales<CampoDeFicha, keyof Afiliado> = true;
const _editablesCompletos: Iguales<CampoEditable, keyof CamposAfiliado> = true;

const VACIO_DE_CLASE = { id: 0, marca: false } as const;
type VacioDe<D> = D extends { vacio: infer V }
  ? V
  : D extends { clase: infer C extends keyof typeof VACIO_DE_CLASE }
    ? (typeof VACIO_DE_CLASE)[C]
    : null;
type FichaVacia = { -readonly [K in CampoDeFicha]: VacioDe<Tabla[K]> };

/** Afiliado vacío (id 0) para crear uno: '' en los textos NOT NULL, false en las marcas y null lo demás. */
export function afiliadoVacio(): Afiliado {
  const vacios: Partial<Record<ClaseCampo, 0 | false>> = VACIO_DE_CLASE;
  const ficha = Object.fromEntries(
    CAMPOS_DE_FICHA.map((c) => {
      const d: DefinicionCampo = CAMPOS_DEL_AFILIADO[c];
      return [c, d.vacio ?? vacios[d.clase] ?? null];
    }),
  ) as FichaVacia;
  return ficha;
}
