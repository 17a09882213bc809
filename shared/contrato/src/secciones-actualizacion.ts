// Las pestañas del formulario de actualización (SPEC 2.12), cada una por su clave estable, y lo que falta
// para el envío final (SPEC 5) con la pestaña donde se completa: la pantalla marca y el PDF ordena por ellas.
import {
  CAMPOS_AFILIADO_REQUERIDOS,
  ETIQUETA_AUTORIZACION_DATOS,
  ETIQUETAS_AFILIADO,
  ETIQUETAS_FAMILIAR,
  MENSAJE_VEHICULO_INCOMPLETO,
  partesVehiculo,
  vacio,
  type CampoAfiliado,
  type FamiliarParcial,
} from './actualizacion';
import type { Afiliado } from './esquemas/afiliados';

/** Clave estable de cada pestaña (la pantalla y el PDF eligen por clave, nunca por el título). */
export type ClaveSeccion =
  'afiliacion' | 'personales' | 'laborales' | 'economicos' | 'familiar' | 'autorizaciones' | 'finalizar';

export interface SeccionActualizacion {
  clave: ClaveSeccion;
  titulo: string;
  campos: readonly CampoAfiliado[];
}

/**
 * Las pestañas del formulario (SPEC 2.12) con sus campos en orden; el PDF del formulario sigue el
 * mismo orden. 'familiar' son las 6 filas; 'autorizaciones', el autorizado y la autorización de
 * tratamiento de datos; 'finalizar', la firma y huella.
 */
export const SECCIONES_ACTUALIZACION: readonly SeccionActualizacion[] = [
  {
    clave: 'afiliacion',
    titulo: 'Afiliación',
    campos: [
      'tipo_afiliado',
      'afiliacion',
      'salario',
      'ahorro_permanente',
      'ahorro_programado',
      'cuota_afiliacion',
      'retiro',
    ],
  },
  {
    clave: 'personales',
    titulo: 'Datos Personales',
    campos: [
      'nombres',
      'apellidos',
      'documento_tipo',
      'documento',
      'documento_lugar',
      'documento_expedicion',
      'fecha_nacimiento',
      'lugar_nacimiento',
      'genero',
      'estado_civil',
      'hijos',
      'email',
      'telefono',
      'telefono_fijo',
      'direccion',
      'nivel_estudios',
      'area_estudio',
    ],
  },
  { clave: 'laborales', titulo: 'Datos Laborales', campos: ['cargo', 'lugar_trabajo', 'tipo_contrato', 'ingreso'] },
  { clave: 'economicos', titulo: 'Datos Económicos', campos: ['tipo_vivienda', 'vehiculo', 'otro'] },
  { clave: 'familiar', titulo: 'Grupo familiar', campos: [] },
  {
    clave: 'autorizaciones',
    titulo: 'Autorizaciones',
    campos: ['autorizado_nombre', 'autorizado_documento', 'autorizado_direccion', 'autorizado_telefono'],
  },
  { clave: 'finalizar', titulo: 'Finalizar', campos: ['firma'] },
];

/** La pestaña donde está un campo del afiliado (null: la foto, que va en el encabezado). */
export function seccionDeCampo(campo: CampoAfiliado): ClaveSeccion | null {
  return SECCIONES_ACTUALIZACION.find((s) => s.campos.includes(campo))?.clave ?? null;
}

// --- Lo que falta para el envío final, con su lugar en el formulario ---

/** Un requisito incumplido de SPEC 5: su etiqueta (la de la lista del mensaje) y dónde está. */
export type Faltante = { etiqueta: string; seccion: ClaveSeccion | null } & (
  | { tipo: 'afiliado'; campo: CampoAfiliado }
  | { tipo: 'vehiculo' }
  | { tipo: 'familiar'; fila: number; campo: keyof typeof ETIQUETAS_FAMILIAR }
  | { tipo: 'autorizacion' }
);

/**
 * SPEC 5 (envío final): cada requisito incumplido con su pestaña, en el orden del formulario. Con
 * `autorizacion` (la casilla de la pestaña Autorizaciones) también exige la autorización de datos.
 */
export function faltantesActualizacion(
  afiliado: Partial<Record<keyof Afiliado, unknown>>,
  familiares: readonly FamiliarParcial[] = [],
  opciones: { autorizacion?: boolean } = {},
): Faltante[] {
  const faltan: Faltante[] = [];
  for (const campo of CAMPOS_AFILIADO_REQUERIDOS) {
    if (vacio((afiliado as Record<string, unknown>)[campo])) {
      faltan.push({ tipo: 'afiliado', campo, etiqueta: ETIQUETAS_AFILIADO[campo], seccion: seccionDeCampo(campo) });
    }
  }
  const vehiculo = partesVehiculo(typeof afiliado.vehiculo === 'string' ? afiliado.vehiculo : null);
  if (vehiculo.some((p) => p !== '') && vehiculo.some((p) => p === '')) {
    faltan.push({ tipo: 'vehiculo', etiqueta: MENSAJE_VEHICULO_INCOMPLETO, seccion: seccionDeCampo('vehiculo') });
  }
  familiares.forEach((f, i) => {
    if (vacio(f.nombre)) return;
    for (const [campo, etiqueta] of Object.entries(ETIQUETAS_FAMILIAR) as [keyof typeof ETIQUETAS_FAMILIAR, string][]) {
      if (vacio(f[campo])) {
        faltan.push({
          tipo: 'familiar',
          fila: i,
          campo,
          etiqueta: `Familiar ${i + 1}: ${etiqueta}`,
          seccion: 'familiar',
        });
      }
    }
  });
  if (opciones.autorizacion === false) {
    faltan.push({ tipo: 'autorizacion', etiqueta: ETIQUETA_AUTORIZACION_DATOS, seccion: 'autorizaciones' });
  }
  return faltan;
}

/**
 * SPEC 5 (envío final, no borrador): devuelve las etiquetas de lo que falta, en orden; [] si está completo.
 * Cada familiar con nombre debe tener todos sus campos ('Familiar 2: Parentesco'); si hay alguna parte del
 * vehículo deben estar las cuatro ('Vehículo incompleto'). Es faltantesActualizacion sin el lugar.
 */
export function camposFaltantesActualizacion(
  afiliado: Partial<Record<keyof Afiliado, unknown>>,
  familiares: readonly FamiliarParcial[] = [],
  opciones: { autorizacion?: boolean } = {},
): string[] {
  return faltantesActualizacion(afiliado, familiares, opciones).map((f) => f.etiqueta);
}
