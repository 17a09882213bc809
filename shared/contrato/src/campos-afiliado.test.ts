import type { Afiliado } from './esquemas/afiliados';
import { CAMPOS_FECHA, ETIQUETAS_AFILIADO } from './actualizacion';
import { afiliadoVacio, CAMPOS_DINERO, CAMPOS_EDITABLES, camposDeClase, COLUMNAS_AFILIADO } from './campos-afiliado';

test('la ficha vacía: todos los campos de Afiliado, sin secretos; textos NOT NULL en blanco, marcas en false', () => {
  const vacio = afiliadoVacio();
  const secretos = camposDeClase('secreto');
  expect([...secretos].sort()).toEqual([
    'guid',
    'password',
    'reestablecer_password',
    'reestablecer_password_solicitud',
  ]);
  expect(Object.keys(vacio)).toEqual(COLUMNAS_AFILIADO.filter((c) => !(secretos as string[]).includes(c)));
  const distintos: Partial<Afiliado> = {
    id_afiliado: 0,
    nombres: '',
    apellidos: '',
    documento: '',
    cambio_password: false,
    superadmin: false,
  };
  expect(vacio).toMatchObject(distintos);
  for (const [campo, v] of Object.entries(vacio))
    if (!(campo in distintos)) expect({ campo, v }).toEqual({ campo, v: null });
  // una ficha nueva cada vez
  expect(afiliadoVacio()).not.toBe(vacio);
});

test('dinero, fechas, etiquetas y editables salen de la misma tabla, en su orden', () => {
  expect(CAMPOS_DINERO).toEqual(['salario', 'ahorro_permanente', 'ahorro_programado', 'cuota_afiliacion']);
  expect(CAMPOS_FECHA).toEqual(['documento_expedicion', 'fecha_nacimiento', 'afiliacion', 'ingreso', 'retiro']);
  // sin etiqueta: la autorización de datos (tiene su casilla) y superadmin
  expect(COLUMNAS_AFILIADO.filter((c) => !(c in ETIQUETAS_AFILIADO))).toEqual(['autorizacion_datos', 'superadmin']);
  expect(Object.keys(ETIQUETAS_AFILIADO)).toHaveLength(45);
  expect(ETIQUETAS_AFILIADO.firma).toBe('Firma y huella');
  expect(CAMPOS_EDITABLES).toHaveLength(37);
  expect(CAMPOS_EDITABLES).not.toContain('id_afiliado');
  expect(CAMPOS_EDITABLES).toEqual(expect.arrayContaining(['foto', 'firma', 'vehiculo', 'cuota_afiliacion']));
});
