import type { Afiliado } from './esquemas/afiliados';
import {
  CAMPOS_AFILIADO_NO_REQUERIDOS,
  CAMPOS_AFILIADO_REQUERIDOS,
  ETIQUETAS_AFILIADO,
  MENSAJE_CAMPOS_REQUERIDOS,
  mensajeCamposFaltantes,
  camposInvalidosActualizacion,
  correoValido,
  fechaValida,
  mensajeCamposInvalidos,
  soloDigitos,
  CAMPOS_BLOQUEADOS,
  OPCIONES_AFILIADO,
  SALARIO_MINIMO,
  cuotaAfiliacionAnual,
  ahorroPermanenteEnRango,
} from './actualizacion';
import { CAMPOS_EDITABLES } from './campos-afiliado';
import { SECCIONES_ACTUALIZACION, camposFaltantesActualizacion } from './secciones-actualizacion';

/** Afiliado con todos los campos requeridos llenos. */
const completo: Partial<Record<keyof Afiliado, unknown>> = {
  id_afiliado: 7,
  nombres: 'Ana',
  apellidos: 'Ruiz',
  foto: 3,
  documento: '52123456',
  documento_tipo: 'CC',
  documento_lugar: 'Bogotá',
  documento_expedicion: '2005-01-10',
  email: 'ana@correo.co',
  tipo_afiliado: 'Docente',
  telefono: '3001234567',
  telefono_fijo: '6011234567',
  direccion: 'Calle 1 # 2-3',
  fecha_nacimiento: '1985-05-05',
  lugar_nacimiento: 'Tunja',
  genero: 'Femenino',
  estado_civil: 'Casado',
  hijos: 0,
  nivel_estudios: 'Maestría',
  area_estudio: 'Inglés',
  afiliacion: '2015-03-16',
  ingreso: '2014-01-20',
  cargo: 'Docente',
  lugar_trabajo: 'Sede 170',
  tipo_contrato: 'Indefinido',
  salario: 4_000_000,
  ahorro_permanente: 200_000,
  ahorro_programado: 0,
  tipo_vivienda: 'Propia',
  autorizado_nombre: 'Luis Ruiz',
  autorizado_documento: '79111222',
  autorizado_direccion: 'Calle 1 # 2-3',
  autorizado_telefono: '3007654321',
  firma: 9,
  // no requeridos, vacíos
  vehiculo: null,
  otro: null,
  retiro: null,
  cuota_afiliacion: null,
  ultima_actualizacion: null,
  ultimo_login: null,
};

test('SPEC 5: excepciones y etiqueta en español para cada campo del afiliado', () => {
  expect([...CAMPOS_AFILIADO_NO_REQUERIDOS].sort()).toEqual([
    'cambio_password',
    'cuota_afiliacion',
    'guid',
    'id_afiliado',
    'otro',
    'password',
    'reestablecer_password',
    'reestablecer_password_solicitud',
    'retiro',
    'ultima_actualizacion',
    'ultimo_login',
    'vehiculo',
  ]);
  expect(CAMPOS_AFILIADO_REQUERIDOS).toContain('foto');
  expect(CAMPOS_AFILIADO_REQUERIDOS).toContain('firma');
  expect(CAMPOS_AFILIADO_REQUERIDOS).toHaveLength(Object.keys(ETIQUETAS_AFILIADO).length - 12);
  for (const etiqueta of Object.values(ETIQUETAS_AFILIADO)) expect(etiqueta).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
});

test('completo: nada falta (0 hijos y ahorro programado 0 no son vacíos)', () => {
  expect(camposFaltantesActualizacion(completo)).toEqual([]);
});

test('lista las etiquetas de lo vacío, en el orden del formulario', () => {
  const faltan = camposFaltantesActualizacion({ ...completo, email: '  ', salario: null, foto: undefined });
  expect(faltan).toEqual(['Foto', 'Correo electrónico', 'Salario']);
  expect(mensajeCamposFaltantes(faltan)).toBe(`${MENSAJE_CAMPOS_REQUERIDOS} Foto, Correo electrónico, Salario`);
  expect(MENSAJE_CAMPOS_REQUERIDOS).toBe('Por favor, complete todos los campos requeridos en los datos del afiliado:');
});

test('vehículo: ninguna parte o las cuatro; si no, Vehículo incompleto', () => {
  expect(camposFaltantesActualizacion({ ...completo, vehiculo: 'Mazda\t3\t2020\tABC123' })).toEqual([]);
  expect(camposFaltantesActualizacion({ ...completo, vehiculo: '\t\t\t' })).toEqual([]);
  expect(camposFaltantesActualizacion({ ...completo, vehiculo: 'Mazda\t\t2020\tABC123' })).toEqual([
    'Vehículo incompleto',
  ]);
  expect(camposFaltantesActualizacion({ ...completo, vehiculo: 'Mazda' })).toEqual(['Vehículo incompleto']);
});

test('cada familiar con nombre debe tener todos sus campos; las filas sin nombre no cuentan', () => {
  const familiares = [
    { nombre: 'Pedro', parentesco: 'Hijo', ocupacion: 'Estudiante', fecha_nacimiento: '2010-02-02' },
    { nombre: null, parentesco: null, ocupacion: null, fecha_nacimiento: null },
    { nombre: 'Rosa', parentesco: 'Madre', ocupacion: '', fecha_nacimiento: null },
  ];
  expect(camposFaltantesActualizacion(completo, familiares)).toEqual([
    'Familiar 3: Ocupación',
    'Familiar 3: Fecha de nacimiento',
  ]);
});

test('fechas reales (las ISO con hora se recortan), correos y solo dígitos', () => {
  expect(fechaValida('2024-02-29')).toBe('2024-02-29');
  expect(fechaValida('2026-10-01T15:00:00.000Z')).toBe('2026-10-01');
  for (const mala of ['2023-02-29', '2024-13-01', '2024-00-10', '01/02/2024', '2024-1-1', '1850-01-01', 'ayer', '']) {
    expect(fechaValida(mala)).toBeNull();
  }
  expect(correoValido('ana.ruiz@example.com')).toBe(true);
  for (const malo of ['ana@', '@example.com', 'ana ruiz@example.com', 'ana@example', 'ana@@example.com'])
    expect(correoValido(malo)).toBe(false);
  expect([soloDigitos('0123'), soloDigitos(4_000_000), soloDigitos(' 15 ')]).toEqual([true, true, true]);
  expect([
    soloDigitos('12a'),
    soloDigitos('1.5'),
    soloDigitos(-1),
    soloDigitos(1.5),
    soloDigitos('2e5'),
    soloDigitos(''),
  ]).toEqual([false, false, false, false, false, false]);
});

test('formato: cada problema con su etiqueta y motivo, en el orden del formulario; lo vacío no es problema de formato', () => {
  expect(camposInvalidosActualizacion(completo)).toEqual([]);
  expect(camposInvalidosActualizacion({ ...completo, email: null, salario: '', genero: null })).toEqual([]);
  const malos = camposInvalidosActualizacion(
    {
      ...completo,
      documento: '52-123',
      salario: '4000000a',
      email: 'x@',
      estado_civil: 'casado',
      retiro: '2026-02-30',
      ahorro_permanente: '123456789012345',
    },
    [{ nombre: 'Pedro', parentesco: 'Hijo', ocupacion: 'Estudiante', fecha_nacimiento: '2010-02-31' }],
  );
  expect(malos).toEqual([
    'Documento (solo dígitos)',
    'Correo electrónico (no es un correo válido)',
    'Estado civil (opción no válida)',
    'Salario (solo dígitos)',
    'Ahorro permanente (valor demasiado grande)',
    'Fecha de retiro (fecha no válida)',
    'Familiar 1: Fecha de nacimiento (fecha no válida)',
  ]);
  expect(mensajeCamposInvalidos(['Salario (solo dígitos)'])).toBe(
    'Los siguientes campos no son válidos: Salario (solo dígitos)',
  );
});

test('opciones de SPEC 3, campos bloqueados de SPEC 4 y las 7 pestañas con todos los campos del formulario', () => {
  expect(OPCIONES_AFILIADO.lugar_trabajo).toEqual(['Sede 170', 'Sede Campestre']);
  expect(OPCIONES_AFILIADO.estado_civil).toContain('Unión Libre');
  expect([...CAMPOS_BLOQUEADOS].sort()).toEqual([
    'afiliacion',
    'ahorro_permanente',
    'ahorro_programado',
    'salario',
    'tipo_afiliado',
  ]);
  expect(SECCIONES_ACTUALIZACION.map((s) => s.titulo)).toEqual([
    'Afiliación',
    'Datos Personales',
    'Datos Laborales',
    'Datos Económicos',
    'Grupo familiar',
    'Autorizaciones',
    'Finalizar',
  ]);
  const enPestanas: readonly string[] = SECCIONES_ACTUALIZACION.flatMap((s) => s.campos);
  // Cada campo editable aparece en una sola pestaña (foto va en el encabezado) y no hay otros.
  for (const campo of CAMPOS_EDITABLES) {
    expect({ campo, veces: enPestanas.filter((c) => c === campo).length }).toEqual({
      campo,
      veces: campo === 'foto' ? 0 : 1,
    });
  }
  expect(enPestanas.filter((c) => !(CAMPOS_EDITABLES as readonly string[]).includes(c))).toEqual([]);
  expect(enPestanas).toHaveLength(CAMPOS_EDITABLES.length - 1);
  // Los requeridos son editables: todos tienen su lugar en el formulario.
  expect(CAMPOS_AFILIADO_REQUERIDOS.filter((c) => !(CAMPOS_EDITABLES as readonly string[]).includes(c))).toEqual([]);
});

test('SPEC 9: la cuota anual de afiliación según el salario y el rango del ahorro permanente', () => {
  expect(cuotaAfiliacionAnual(SALARIO_MINIMO)).toBe(10_000);
  expect(cuotaAfiliacionAnual(2 * SALARIO_MINIMO - 1)).toBe(10_000);
  expect(cuotaAfiliacionAnual(2 * SALARIO_MINIMO)).toBe(20_000);
  expect(cuotaAfiliacionAnual(3 * SALARIO_MINIMO)).toBe(30_000);
  expect(cuotaAfiliacionAnual(5_000_000, 1_000_000)).toBe(30_000);
  expect(ahorroPermanenteEnRango(50_000, 1_000_000)).toBe(true);
  expect(ahorroPermanenteEnRango(100_000, 1_000_000)).toBe(true);
  expect(ahorroPermanenteEnRango(49_999, 1_000_000)).toBe(false);
  expect(ahorroPermanenteEnRango(100_001, 1_000_000)).toBe(false);
});
