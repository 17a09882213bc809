// Normalización de la ficha: del cuerpo (ya validado en formato) a lo que se escribe, y la comparación
// de los campos bloqueados.
import {
  type CAMPOS_BLOQUEADOS,
  fechaValida,
  normalizarDocumento,
  partesVehiculo,
  vacio,
  type CamposAfiliado,
  type FamiliarEntrada,
} from '@fondo/contrato';
import { type ValoresFamiliar, type ValoresFicha } from './consultas.js';

function texto(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const t = String(v).trim();
  return t === '' ? null : t;
}

const fecha = (v: string | null): string | null => (vacio(v) ? null : fechaValida(v!));

/** Dígitos sin ceros a la izquierda ('0150' -> '150'), como texto para numeric. */
function digitos(v: number | string | null): string | null {
  const t = texto(v);
  return t === null ? null : t.replace(/^0+(?=\d)/, '');
}

/** Las cuatro partes separadas por tabuladores, o null si no hay ninguna. */
function vehiculo(v: string | null): string | null {
  const partes = partesVehiculo(v);
  return partes.every((p) => p === '') ? null : partes.join('\t');
}

export function valoresDe(a: CamposAfiliado): ValoresFicha {
  return {
    nombres: texto(a.nombres) ?? '',
    apellidos: texto(a.apellidos) ?? '',
    foto: a.foto,
    documento: normalizarDocumento(a.documento) ?? texto(a.documento) ?? '',
    documento_tipo: texto(a.documento_tipo),
    documento_lugar: texto(a.documento_lugar),
    documento_expedicion: fecha(a.documento_expedicion),
    email: texto(a.email)?.toLowerCase() ?? null,
    tipo_afiliado: texto(a.tipo_afiliado),
    telefono: texto(a.telefono),
    telefono_fijo: texto(a.telefono_fijo),
    direccion: texto(a.direccion),
    fecha_nacimiento: fecha(a.fecha_nacimiento),
    lugar_nacimiento: texto(a.lugar_nacimiento),
    genero: texto(a.genero),
    estado_civil: texto(a.estado_civil),
    hijos: a.hijos,
    nivel_estudios: texto(a.nivel_estudios),
    area_estudio: texto(a.area_estudio),
    afiliacion: fecha(a.afiliacion),
    ingreso: fecha(a.ingreso),
    cargo: texto(a.cargo),
    lugar_trabajo: texto(a.lugar_trabajo),
    tipo_contrato: texto(a.tipo_contrato),
    salario: digitos(a.salario),
    ahorro_permanente: digitos(a.ahorro_permanente),
    ahorro_programado: digitos(a.ahorro_programado),
    tipo_vivienda: texto(a.tipo_vivienda),
    vehiculo: vehiculo(a.vehiculo),
    otro: texto(a.otro),
    autorizado_nombre: texto(a.autorizado_nombre),
    autorizado_documento: texto(a.autorizado_documento),
    autorizado_direccion: texto(a.autorizado_direccion),
    autorizado_telefono: texto(a.autorizado_telefono),
    firma: a.firma,
    retiro: fecha(a.retiro),
    cuota_afiliacion: a.cuota_afiliacion === null ? null : a.cuota_afiliacion.toFixed(2),
  };
}

/** Las filas con algo escrito, en el orden del formulario. */
export function familiaresDe(filas: readonly FamiliarEntrada[]): ValoresFamiliar[] {
  return filas
    .map((f) => ({
      nombre: texto(f.nombre),
      parentesco: texto(f.parentesco),
      ocupacion: texto(f.ocupacion),
      fecha_nacimiento: fecha(f.fecha_nacimiento),
    }))
    .filter((f) => Object.values(f).some((v) => v !== null));
}

/** Mismo valor para un campo bloqueado: dinero por su valor numérico, lo demás como texto. */
export function mismoValor(
  campo: (typeof CAMPOS_BLOQUEADOS)[number],
  antes: string | null,
  ahora: string | null,
): boolean {
  if (antes === null || ahora === null) return antes === ahora;
  if (campo === 'tipo_afiliado' || campo === 'afiliacion') return antes.trim() === ahora.trim();
  return Number(antes) === Number(ahora);
}
