// Valores del formulario <-> ficha de la API. En el formulario todo es texto (fechas 'YYYY-MM-DD', el
// vehículo en sus cuatro partes); la foto y la firma son ids de archivo que la pantalla lleva aparte.
import {
  camposDeClase,
  FILAS_FAMILIARES,
  PARTES_VEHICULO,
  partesVehiculo,
  type CampoDeClase,
  type CamposAfiliado,
  type CuerpoActualizacion,
  type Familiar,
  type RespuestaAfiliado,
} from '@fondo/contrato';

/** Campos que se editan como texto: los editables menos foto y firma (archivos) y vehículo, que van aparte. */
const CLASES_TEXTO = ['texto', 'entero', 'dinero', 'fecha'] as const;
export type CampoTexto = CampoDeClase<(typeof CLASES_TEXTO)[number]>;

export interface FilaFamiliar {
  id_familiar: number | null;
  nombre: string;
  parentesco: string;
  ocupacion: string;
  fecha_nacimiento: string | null;
}

export interface ValoresFormulario {
  afiliado: Partial<Record<CampoTexto, string | null>>;
  vehiculo: string[];
  familiares: FilaFamiliar[];
  /** la casilla de la autorización de tratamiento de datos (Ley 1581 de 2012) */
  autorizacion_datos: boolean;
}

const CAMPOS_TEXTO: readonly CampoTexto[] = camposDeClase(...CLASES_TEXTO);

/** Dinero de la API (número) como texto de dígitos; lo demás tal cual. */
function aTexto(v: RespuestaAfiliado['afiliado'][CampoTexto] | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return String(Math.round(v));
  return String(v);
}

function filaVacia(): FilaFamiliar {
  return { id_familiar: null, nombre: '', parentesco: '', ocupacion: '', fecha_nacimiento: null };
}

export function aFormulario(ficha: RespuestaAfiliado): ValoresFormulario {
  const a = ficha.afiliado;
  const afiliado: ValoresFormulario['afiliado'] = {};
  for (const c of CAMPOS_TEXTO) afiliado[c] = aTexto(a[c]);
  const familiares = ficha.familiares.slice(0, FILAS_FAMILIARES).map((f: Familiar): FilaFamiliar => ({
    id_familiar: f.id_familiar,
    nombre: f.nombre ?? '',
    parentesco: f.parentesco ?? '',
    ocupacion: f.ocupacion ?? '',
    fecha_nacimiento: f.fecha_nacimiento,
  }));
  while (familiares.length < FILAS_FAMILIARES) familiares.push(filaVacia());
  return {
    afiliado,
    vehiculo: partesVehiculo(ficha.afiliado.vehiculo),
    familiares,
    autorizacion_datos: Boolean(ficha.afiliado.autorizacion_datos),
  };
}

function limpio(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const t = v.trim();
  return t === '' ? null : t;
}

/** El cuerpo de POST /api/afiliados/{id}; las filas familiares sin nada no se envían. */
export function aCuerpo(
  v: ValoresFormulario,
  imagenes: { foto: number | null; firma: number | null },
  borrador = false,
): CuerpoActualizacion {
  const a = v.afiliado;
  const partes = PARTES_VEHICULO.map((_, i) => (v.vehiculo[i] ?? '').replaceAll('\t', ' ').trim());
  const hijos = limpio(a.hijos);
  const cuota = limpio(a.cuota_afiliacion);
  const afiliado: CamposAfiliado = {
    nombres: limpio(a.nombres) ?? '',
    apellidos: limpio(a.apellidos) ?? '',
    documento: limpio(a.documento) ?? '',
    documento_tipo: limpio(a.documento_tipo),
    documento_lugar: limpio(a.documento_lugar),
    documento_expedicion: limpio(a.documento_expedicion),
    email: limpio(a.email),
    tipo_afiliado: limpio(a.tipo_afiliado),
    telefono: limpio(a.telefono),
    telefono_fijo: limpio(a.telefono_fijo),
    direccion: limpio(a.direccion),
    fecha_nacimiento: limpio(a.fecha_nacimiento),
    lugar_nacimiento: limpio(a.lugar_nacimiento),
    genero: limpio(a.genero),
    estado_civil: limpio(a.estado_civil),
    hijos: hijos === null ? null : Number(hijos),
    nivel_estudios: limpio(a.nivel_estudios),
    area_estudio: limpio(a.area_estudio),
    afiliacion: limpio(a.afiliacion),
    ingreso: limpio(a.ingreso),
    cargo: limpio(a.cargo),
    lugar_trabajo: limpio(a.lugar_trabajo),
    tipo_contrato: limpio(a.tipo_contrato),
    salario: limpio(a.salario),
    ahorro_permanente: limpio(a.ahorro_permanente),
    ahorro_programado: limpio(a.ahorro_programado),
    tipo_vivienda: limpio(a.tipo_vivienda),
    vehiculo: partes.some((p) => p !== '') ? partes.join('\t') : null,
    otro: limpio(a.otro),
    autorizado_nombre: limpio(a.autorizado_nombre),
    autorizado_documento: limpio(a.autorizado_documento),
    autorizado_direccion: limpio(a.autorizado_direccion),
    autorizado_telefono: limpio(a.autorizado_telefono),
    foto: imagenes.foto,
    firma: imagenes.firma,
    retiro: limpio(a.retiro),
    cuota_afiliacion: cuota === null ? null : Number(cuota),
  };
  const familiares = v.familiares
    .map((f) => ({
      id_familiar: f.id_familiar,
      nombre: limpio(f.nombre),
      parentesco: limpio(f.parentesco),
      ocupacion: limpio(f.ocupacion),
      fecha_nacimiento: limpio(f.fecha_nacimiento),
    }))
    // la API reemplaza el grupo familiar entero: basta con las filas que tienen algo
    .filter((f) => f.nombre || f.parentesco || f.ocupacion || f.fecha_nacimiento);
  return {
    afiliado,
    familiares,
    autorizacion_datos: v.autorizacion_datos === true,
    ...(borrador ? { borrador: true } : {}),
  };
}
