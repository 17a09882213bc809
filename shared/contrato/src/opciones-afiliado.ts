// Opciones de las listas del afiliado: en su propio módulo, para que el esquema del afiliado y las
// reglas de la actualización las importen sin depender uno del otro (sin ciclo de importación).

/** Opciones de las listas de SPEC 3 (tipo_afiliado: las del fondo). */
export const OPCIONES_AFILIADO = {
  documento_tipo: ['CC', 'PS', 'CE', 'PEP'],
  tipo_afiliado: ['Docente', 'Administrativo', 'Servicios Generales'],
  genero: ['Masculino', 'Femenino'],
  estado_civil: ['Soltero', 'Casado', 'Divorciado', 'Unión Libre', 'Viudo'],
  nivel_estudios: [
    'Primaria',
    'Bachillerato',
    'Técnico',
    'Tecnólogo',
    'Universitario',
    'Especialización',
    'Maestría',
    'Doctorado',
  ],
  lugar_trabajo: ['Sede 170', 'Sede Campestre'],
  tipo_contrato: ['Fijo', 'Indefinido'],
  tipo_vivienda: ['Propia', 'Arriendo', 'Familiar'],
} as const;
