// Más de 300 líneas: cada regla del guardado de la ficha (SPEC 2.12, 4, 5) con su caso, sobre la misma app.
// Actualización de datos por la API (SPEC 2.12, 4, 5, 7): lectura sin secretos con 6 familiares,
// requeridos y formato con etiquetas en español, bloqueos y solo lectura del afiliado, asignación
// masiva, borradores, creación con id 0, transacción, imágenes y el PDF.
import { eq, sql } from 'drizzle-orm';
import {
  CAMPOS_AFILIADO_NO_REQUERIDOS,
  CAMPOS_AFILIADO_REQUERIDOS,
  CAMPOS_BLOQUEADOS,
  ETIQUETAS_AFILIADO,
  MENSAJE_CAMPOS_BLOQUEADOS,
  MENSAJE_CAMPOS_INVALIDOS,
  MENSAJE_AUTORIZACION_REQUERIDA,
  MENSAJE_CAMPOS_REQUERIDOS,
  MENSAJE_SOLO_LECTURA,
  textoAutorizacionDatos,
  type CamposAfiliado,
  type CuerpoActualizacion,
  type RespuestaAfiliado,
  type RespuestaGuardarAfiliado,
  type ErrorApi,
  type Archivo,
} from '@fondo/contrato';
import { afiliado, archivo, auditoria, familiar, trabajo } from '../db/schema.js';
import { crearArchivo, PNG_MINIMO as PNG_PRUEBA } from '../../test/ayudantes-solicitudes.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { fichaCompleta, miembroConFicha, type MiembroConFicha } from '../../test/ayudantes-ficha.js';
import { textoDelPdf } from '../../test/pdf.js';
import {
  MENSAJE_BLOQUEO_CAMBIO_IDENTIDAD,
  MENSAJE_BORRADOR_SOLO_ADMIN,
  mensajeCorreoDeOtro,
  mensajeImagenSinLimpiar,
} from './servicio.js';

let p: AppDePrueba;
let admin: FilaAfiliado;
let tokenAdmin: string;

beforeAll(async () => {
  p = await crearAppDePrueba();
  admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
  tokenAdmin = await tokenDirecto(p.app, admin.id_afiliado);
});
afterAll(async () => {
  await p?.cerrar();
});

type Miembro = MiembroConFicha;
const nuevoMiembro = (): Promise<Miembro> => miembroConFicha(p);

const FAMILIARES: CuerpoActualizacion['familiares'] = [
  { nombre: 'Luis Ruiz Peña', parentesco: 'Cónyuge', ocupacion: 'Ingeniero', fecha_nacimiento: '1984-07-01' },
  { nombre: 'Sara Ruiz', parentesco: 'Hija', ocupacion: 'Estudiante', fecha_nacimiento: '2015-09-30' },
];

/** POST de la ficha; con la autorización de datos marcada salvo que el cuerpo diga otra cosa. */
const enviar = (token: string, id: string | number, cuerpo: unknown) =>
  pedir(p.app, 'POST', `/api/afiliados/${id}`, token, { autorizacion_datos: true, ...(cuerpo as object) });
const filaDe = async (id: number) => (await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, id)))[0]!;
const familiaresDe = (id: number) =>
  p.db.select().from(familiar).where(eq(familiar.id_afiliado, id)).orderBy(familiar.id_familiar);

describe('GET /api/afiliados/{id}', () => {
  test('la ficha propia sin secretos y siempre 6 familiares', async () => {
    const m = await nuevoMiembro();
    await p.db.insert(familiar).values({ id_afiliado: m.fila.id_afiliado, nombre: 'Pedro', parentesco: 'Hijo' });
    const r = await pedir(p.app, 'GET', '/api/afiliados/me', m.token);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaAfiliado>();
    expect(cuerpo.afiliado).toMatchObject({
      id_afiliado: m.fila.id_afiliado,
      documento: m.fila.documento,
      salario: 4_000_000,
      ahorro_programado: 0,
      afiliacion: '2015-03-16',
      ultima_actualizacion: null,
    });
    expect(cuerpo.familiares).toHaveLength(6);
    expect(cuerpo.familiares[0]).toMatchObject({ nombre: 'Pedro', parentesco: 'Hijo' });
    expect(cuerpo.familiares[5]).toMatchObject({ id_familiar: null, nombre: null });
    for (const secreto of ['password', 'guid', 'reestablecer_password', 'reestablecer_password_solicitud']) {
      expect(cuerpo.afiliado).not.toHaveProperty(secreto);
    }
    expect(r.body).not.toContain('$argon2');
  });

  test('superadmin: la de otro afiliado y, con id 0, una ficha vacía; el afiliado con id 0 u otro: 403', async () => {
    const m = await nuevoMiembro();
    const otro = await nuevoMiembro();
    const deOtro = await pedir(p.app, 'GET', `/api/afiliados/${m.fila.id_afiliado}`, tokenAdmin);
    expect(deOtro.json<RespuestaAfiliado>().afiliado.id_afiliado).toBe(m.fila.id_afiliado);
    const vacia = await pedir(p.app, 'GET', '/api/afiliados/0', tokenAdmin);
    expect(vacia.statusCode).toBe(200);
    expect(vacia.json<RespuestaAfiliado>()).toMatchObject({ afiliado: { id_afiliado: 0, nombres: '' } });
    expect(vacia.json<RespuestaAfiliado>().familiares).toHaveLength(6);
    expect((await pedir(p.app, 'GET', '/api/afiliados/0', m.token)).statusCode).toBe(403);
    expect((await pedir(p.app, 'GET', `/api/afiliados/${otro.fila.id_afiliado}`, m.token)).statusCode).toBe(403);
    expect((await pedir(p.app, 'GET', '/api/afiliados/999999', tokenAdmin)).statusCode).toBe(404);
  });
});

describe('POST /api/afiliados/{id}: envío final del afiliado', () => {
  test('completo: guarda ficha y familiares, marca la fecha y devuelve lo de la sesión; después, solo lectura', async () => {
    p.reloj.fijar(new Date('2026-11-22T15:30:00Z'));
    try {
      const m = await nuevoMiembro();
      const r = await enviar(m.token, 'me', {
        afiliado: fichaCompleta(m, { vehiculo: 'Mazda\t3\t2020\tABC123' }),
        familiares: FAMILIARES,
      });
      expect(r.statusCode).toBe(200);
      const cuerpo = r.json<RespuestaGuardarAfiliado>();
      expect(cuerpo.mensaje).toBe('Datos guardados exitosamente');
      expect(cuerpo.sesion).toEqual({
        usuario: {
          id_afiliado: m.fila.id_afiliado,
          nombres: m.fila.nombres,
          apellidos: m.fila.apellidos,
          foto: m.foto,
          ultima_actualizacion: '2026-11-22T15:30:00.000Z',
        },
        actualizacion_datos: 'ok',
      });
      expect(cuerpo.familiares.map((f) => f.nombre)).toEqual(['Luis Ruiz Peña', 'Sara Ruiz', null, null, null, null]);
      const fila = await filaDe(m.fila.id_afiliado);
      expect(fila).toMatchObject({
        telefono_fijo: '6017654321',
        hijos: 2,
        vehiculo: 'Mazda\t3\t2020\tABC123',
        salario: '4000000.00',
      });
      expect(new Date(fila.ultima_actualizacion!).toISOString()).toBe('2026-11-22T15:30:00.000Z');
      expect(await familiaresDe(m.fila.id_afiliado)).toHaveLength(2);

      // Solo lectura: ni cambiar el salario ni nada más (SPEC 4, 6).
      const otraVez = await enviar(m.token, 'me', {
        afiliado: fichaCompleta(m, { salario: 9_000_000 }),
        familiares: [],
      });
      expect({ status: otraVez.statusCode, body: otraVez.json<ErrorApi>() }).toEqual({
        status: 403,
        body: { error: MENSAJE_SOLO_LECTURA },
      });
      const igual = await enviar(m.token, 'me', { afiliado: fichaCompleta(m), familiares: [] });
      expect(igual.statusCode).toBe(403);
      expect((await filaDe(m.fila.id_afiliado)).salario).toBe('4000000.00');
      expect(await familiaresDe(m.fila.id_afiliado)).toHaveLength(2);
    } finally {
      p.reloj.real();
    }
  });

  test('otro afiliado por id: 403; su propio id numérico: permitido', async () => {
    const m = await nuevoMiembro();
    const otro = await nuevoMiembro();
    const ajeno = await enviar(m.token, otro.fila.id_afiliado, { afiliado: fichaCompleta(otro), familiares: [] });
    expect(ajeno.statusCode).toBe(403);
    const propio = await enviar(m.token, m.fila.id_afiliado, { afiliado: fichaCompleta(m), familiares: [] });
    expect(propio.statusCode).toBe(200);
  });

  test.each(CAMPOS_AFILIADO_REQUERIDOS)('requerido %s: vacío -> 400 con su etiqueta en la lista', async (campo) => {
    const m = await nuevoMiembro();
    const ficha = { ...fichaCompleta(m), [campo]: ['hijos', 'foto', 'firma'].includes(campo) ? null : '' };
    // Los bloqueados ya importados: el afiliado no los puede vaciar (403, abajo); el envío final del
    // superadmin también los exige.
    const bloqueado = (CAMPOS_BLOQUEADOS as readonly string[]).includes(campo);
    const r = await enviar(bloqueado ? tokenAdmin : m.token, bloqueado ? m.fila.id_afiliado : 'me', {
      afiliado: ficha,
      familiares: [],
    });
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 400,
      body: { error: `${MENSAJE_CAMPOS_REQUERIDOS} ${ETIQUETAS_AFILIADO[campo]}` },
    });
    expect((await filaDe(m.fila.id_afiliado)).ultima_actualizacion).toBeNull();
  });

  test('el afiliado no puede vaciar un campo bloqueado ya importado: 403', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', { afiliado: fichaCompleta(m, { salario: null }), familiares: [] });
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 403,
      body: { error: `${MENSAJE_CAMPOS_BLOQUEADOS} Salario` },
    });
  });

  test('null en número de hijos, foto o firma sigue siendo vacío (no 0)', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', { afiliado: fichaCompleta(m, { hijos: null }), familiares: [] });
    expect(r.json()).toEqual({ error: `${MENSAJE_CAMPOS_REQUERIDOS} Número de hijos` });
    const cero = await enviar(m.token, 'me', { afiliado: fichaCompleta(m, { hijos: 0 }), familiares: [] });
    expect(cero.statusCode).toBe(200);
    expect((await filaDe(m.fila.id_afiliado)).hijos).toBe(0);
  });

  test('los exceptuados de SPEC 5 pueden ir vacíos: vehículo, otro, retiro, cuota de afiliación (y los demás ni se envían)', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, { vehiculo: null, otro: '', retiro: null, cuota_afiliacion: null }),
      familiares: [],
    });
    expect(r.statusCode).toBe(200);
    expect(CAMPOS_AFILIADO_NO_REQUERIDOS).toEqual(
      expect.arrayContaining(['vehiculo', 'otro', 'retiro', 'cuota_afiliacion']),
    );
  });

  test('varios vacíos: una sola respuesta con todos, en el orden del formulario', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, { email: ' ', telefono_fijo: null, firma: null, vehiculo: 'Mazda\t\t2020\t' }),
      familiares: [{ nombre: 'Sara Ruiz', parentesco: 'Hija', ocupacion: null, fecha_nacimiento: null }],
    });
    expect(r.json()).toEqual({
      error:
        `${MENSAJE_CAMPOS_REQUERIDOS} Correo electrónico, Teléfono fijo, Firma y huella, Vehículo incompleto, ` +
        'Familiar 1: Ocupación, Familiar 1: Fecha de nacimiento',
    });
  });

  test('formato: letras en campos de solo dígitos, fechas, correo y opciones -> 400 con todas las etiquetas', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, {
        documento: '52-123-456',
        salario: '4000000a',
        ahorro_permanente: '2e5',
        ahorro_programado: '-1',
        fecha_nacimiento: '1986-02-30',
        ingreso: '20/01/2014',
        email: 'ana@',
        genero: 'Otro',
        tipo_vivienda: 'Casa',
      }),
      familiares: [{ nombre: 'Sara', parentesco: 'Hija', ocupacion: 'Estudiante', fecha_nacimiento: 'ayer' }],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      error:
        `${MENSAJE_CAMPOS_INVALIDOS} Documento (solo dígitos), Correo electrónico (no es un correo válido), ` +
        'Fecha de nacimiento (fecha no válida), Género (opción no válida), Fecha de ingreso (fecha no válida), ' +
        'Salario (solo dígitos), Ahorro permanente (solo dígitos), Ahorro programado (solo dígitos), ' +
        'Tipo de vivienda (opción no válida), Familiar 1: Fecha de nacimiento (fecha no válida)',
    });
    expect((await filaDe(m.fila.id_afiliado)).documento).toBe(m.fila.documento);
  });

  test('bloqueados (ya importados): cambiar salario, ahorros, tipo o fecha de afiliación -> 403 con la lista, nada guardado', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, {
        salario: '9000000',
        ahorro_permanente: 900_000,
        ahorro_programado: '50000',
        tipo_afiliado: 'Administrativo',
        afiliacion: '2010-01-01',
      }),
      familiares: FAMILIARES,
    });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      error: `${MENSAJE_CAMPOS_BLOQUEADOS} Tipo de afiliado, Fecha de afiliación, Salario, Ahorro permanente, Ahorro programado`,
    });
    expect(await filaDe(m.fila.id_afiliado)).toMatchObject({
      salario: '4000000.00',
      ahorro_permanente: '200000.00',
      tipo_afiliado: 'Docente',
      afiliacion: '2015-03-16',
      ultima_actualizacion: null,
    });
    expect(await familiaresDe(m.fila.id_afiliado)).toHaveLength(0);
  });

  test('bloqueados sin valor todavía: el afiliado sí los llena la primera vez', async () => {
    const { afiliado: fila } = await crearAfiliado(p.db, { documento_tipo: 'CC' });
    const m: Miembro = {
      fila,
      token: await tokenDirecto(p.app, fila.id_afiliado),
      foto: await crearArchivo(p.db, fila.id_afiliado, 'jpg', 'archivo.jpg', 'foto'),
      firma: await crearArchivo(p.db, fila.id_afiliado, 'png', 'archivo.png', 'firma'),
    };
    const r = await enviar(m.token, 'me', { afiliado: fichaCompleta(m, { salario: '3500000' }), familiares: [] });
    expect(r.statusCode).toBe(200);
    expect((await filaDe(fila.id_afiliado)).salario).toBe('3500000.00');
  });

  test('cuota de afiliación y retiro los pone el fondo: lo que envía el afiliado se ignora', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, { cuota_afiliacion: 0, retiro: '2026-01-01' }),
      familiares: [],
    });
    expect(r.statusCode).toBe(200);
    expect(await filaDe(m.fila.id_afiliado)).toMatchObject({ cuota_afiliacion: '30000.00', retiro: null });
  });

  test('borrador de un afiliado: 403', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 'me', { afiliado: fichaCompleta(m), familiares: [], borrador: true });
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 403,
      body: { error: MENSAJE_BORRADOR_SOLO_ADMIN },
    });
  });
});

describe('asignación masiva: estos campos nunca se asignan por esta vía', () => {
  const INTENTOS: Record<string, unknown> = {
    password: '$argon2id$v=19$m=19456,t=2,p=1$falso$falso',
    superadmin: true,
    guid: '00000000-0000-4000-8000-000000000000',
    reestablecer_password: 'abc',
    reestablecer_password_solicitud: '2026-11-22T10:00:00Z',
    ultimo_login: '2020-01-01T00:00:00Z',
    cambio_password: true,
    ultima_actualizacion: '2020-01-01T00:00:00Z',
    id_afiliado: 1,
    creado: '2000-01-01T00:00:00Z',
  };

  test.each(Object.keys(INTENTOS))('%s (afiliado, envío final): se ignora', async (campo) => {
    const m = await nuevoMiembro();
    const antes = await filaDe(m.fila.id_afiliado);
    const r = await enviar(m.token, 'me', {
      afiliado: { ...fichaCompleta(m), [campo]: INTENTOS[campo] },
      familiares: [],
    });
    expect(r.statusCode).toBe(200);
    const despues = await filaDe(m.fila.id_afiliado);
    if (campo === 'ultima_actualizacion') {
      // La pone el servidor con su reloj, nunca la del cuerpo.
      expect(new Date(despues.ultima_actualizacion!).getUTCFullYear()).toBeGreaterThanOrEqual(2026);
    } else if (campo === 'id_afiliado') {
      expect(despues.nombres).toBe(antes.nombres);
      expect((await filaDe(admin.id_afiliado)).documento).toBe(admin.documento);
    } else {
      expect((despues as Record<string, unknown>)[campo]).toEqual((antes as Record<string, unknown>)[campo]);
    }
  });

  test.each(Object.keys(INTENTOS))('%s (superadmin, borrador): se ignora', async (campo) => {
    const m = await nuevoMiembro();
    const antes = await filaDe(m.fila.id_afiliado);
    const r = await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: { ...fichaCompleta(m), [campo]: INTENTOS[campo] },
      familiares: [],
      borrador: true,
    });
    expect(r.statusCode).toBe(200);
    const despues = await filaDe(m.fila.id_afiliado);
    for (const c of [
      'password',
      'superadmin',
      'guid',
      'reestablecer_password',
      'reestablecer_password_solicitud',
      'ultimo_login',
      'cambio_password',
      'ultima_actualizacion',
      'id_afiliado',
      'creado',
    ] as const) {
      expect(despues[c]).toEqual(antes[c]);
    }
  });
});

describe('superadmin', () => {
  test('borrador: sin requeridos, no marca la fecha; nombres, apellidos y documento sí se piden', async () => {
    const m = await nuevoMiembro();
    const incompleta = { ...fichaCompleta(m), email: null, telefono: null, firma: null, apellidos: 'Ruiz Borrador' };
    const r = await enviar(tokenAdmin, m.fila.id_afiliado, { afiliado: incompleta, familiares: [], borrador: true });
    expect(r.statusCode).toBe(200);
    expect(r.json<RespuestaGuardarAfiliado>()).toMatchObject({ mensaje: 'Borrador guardado', sesion: null });
    expect(await filaDe(m.fila.id_afiliado)).toMatchObject({
      apellidos: 'Ruiz Borrador',
      email: null,
      ultima_actualizacion: null,
    });
    const sinNombre = await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: { ...incompleta, nombres: ' ' },
      familiares: [],
      borrador: true,
    });
    expect(sinNombre.json()).toEqual({ error: `${MENSAJE_CAMPOS_REQUERIDOS} Nombres` });
  });

  test('edita a un afiliado ya actualizado, también los campos bloqueados, y el envío final exige los requeridos', async () => {
    const m = await nuevoMiembro();
    expect((await enviar(m.token, 'me', { afiliado: fichaCompleta(m), familiares: [] })).statusCode).toBe(200);
    const incompleto = await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: fichaCompleta(m, { cargo: null }),
      familiares: [],
    });
    expect(incompleto.json()).toEqual({ error: `${MENSAJE_CAMPOS_REQUERIDOS} Cargo` });
    const r = await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: fichaCompleta(m, { salario: 5_000_000, tipo_afiliado: 'Administrativo', cuota_afiliacion: 20_000 }),
      familiares: FAMILIARES,
    });
    expect(r.statusCode).toBe(200);
    expect(await filaDe(m.fila.id_afiliado)).toMatchObject({
      salario: '5000000.00',
      tipo_afiliado: 'Administrativo',
      cuota_afiliacion: '20000.00',
    });
  });

  test('id 0 crea un afiliado (debe cambiar la clave, sin clave); documento repetido: 409 en español', async () => {
    const m = await nuevoMiembro();
    const fotoAdmin = await crearArchivo(p.db, admin.id_afiliado, 'jpg', 'archivo.jpg', 'foto');
    const nueva = fichaCompleta(m, {
      nombres: 'Marta',
      apellidos: 'Nueva Díaz',
      documento: '52999888',
      email: 'marta.nueva@correo.prueba',
      foto: fotoAdmin,
      firma: null,
    });
    const r = await enviar(tokenAdmin, 0, { afiliado: nueva, familiares: FAMILIARES, borrador: true });
    expect(r.statusCode).toBe(200);
    const id = r.json<RespuestaGuardarAfiliado>().afiliado.id_afiliado;
    expect(id).toBeGreaterThan(0);
    expect(await filaDe(id)).toMatchObject({
      nombres: 'Marta',
      documento: '52999888',
      password: null,
      cambio_password: true,
      superadmin: false,
      ultima_actualizacion: null,
    });
    expect(await familiaresDe(id)).toHaveLength(2);
    // La foto que subió el superadmin pasa a ser del afiliado (así la puede leer).
    expect((await p.db.select().from(archivo).where(eq(archivo.id_archivo, fotoAdmin)))[0]?.id_afiliado).toBe(id);

    const repetido = await enviar(tokenAdmin, 0, {
      afiliado: { ...nueva, foto: null },
      familiares: [],
      borrador: true,
    });
    expect({ status: repetido.statusCode, body: repetido.json<ErrorApi>() }).toEqual({
      status: 409,
      body: { error: 'Ya existe un afiliado con el documento 52999888' },
    });
    const ajeno = await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: fichaCompleta(m, { documento: '52999888' }),
      familiares: [],
    });
    expect(ajeno.statusCode).toBe(409);
  });

  test('el afiliado no crea con id 0: 403', async () => {
    const m = await nuevoMiembro();
    const r = await enviar(m.token, 0, { afiliado: fichaCompleta(m, { documento: '52000111' }), familiares: [] });
    expect(r.statusCode).toBe(403);
  });
});

describe('foto y firma', () => {
  test('de otro afiliado: 403; un PDF: 400; inexistente: 400; nada guardado', async () => {
    const m = await nuevoMiembro();
    const otro = await nuevoMiembro();
    const pdf = await crearArchivo(p.db, m.fila.id_afiliado, 'pdf');
    const casos: [Partial<CamposAfiliado>, number, string][] = [
      [{ foto: otro.foto }, 403, "El archivo de 'Foto' no pertenece a este afiliado"],
      [{ firma: pdf }, 400, "El archivo de 'Firma y huella' debe ser una imagen JPG o PNG"],
      [{ foto: 2_000_000 }, 400, "El archivo de 'Foto' no existe"],
    ];
    for (const [cambio, status, error] of casos) {
      const r = await enviar(m.token, 'me', { afiliado: fichaCompleta(m, cambio), familiares: [] });
      expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status, body: { error } });
    }
    expect((await filaDe(m.fila.id_afiliado)).ultima_actualizacion).toBeNull();
  });

  test('la foto que sube el superadmin para un afiliado queda del afiliado, que la puede leer', async () => {
    const m = await nuevoMiembro();
    const fotoAdmin = await crearArchivo(p.db, admin.id_afiliado, 'jpg', 'archivo.jpg', 'foto');
    const r = await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: fichaCompleta(m, { foto: fotoAdmin }),
      familiares: [],
      borrador: true,
    });
    expect(r.statusCode).toBe(200);
    expect((await pedir(p.app, 'GET', `/api/archivos/${fotoAdmin}`, m.token)).statusCode).toBe(200);
  });
});

test('transacción: si falla una fila del grupo familiar, la ficha queda como estaba', async () => {
  const m = await nuevoMiembro();
  await p.db.execute(
    sql`alter table familiar add constraint familiar_prueba_falla check (nombre is distinct from 'FALLA')`,
  );
  try {
    const r = await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: fichaCompleta(m, { apellidos: 'Cambiado', salario: 1 }),
      familiares: [
        FAMILIARES[0]!,
        { nombre: 'FALLA', parentesco: 'Hijo', ocupacion: 'Ninguna', fecha_nacimiento: '2020-01-01' },
      ],
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(await filaDe(m.fila.id_afiliado)).toMatchObject({
      apellidos: m.fila.apellidos,
      salario: '4000000.00',
      ultima_actualizacion: null,
    });
    expect(await familiaresDe(m.fila.id_afiliado)).toHaveLength(0);
  } finally {
    await p.db.execute(sql`alter table familiar drop constraint familiar_prueba_falla`);
  }
});

test('cuerpos mal formados: 400 en español, nunca 500', async () => {
  const m = await nuevoMiembro();
  const casos: unknown[] = [
    {},
    { afiliado: null, familiares: [] },
    { afiliado: fichaCompleta(m), familiares: 'no' },
    { afiliado: fichaCompleta(m), familiares: Array.from({ length: 7 }, () => FAMILIARES[0]) },
    { afiliado: { ...fichaCompleta(m), hijos: -1 }, familiares: [] },
    { afiliado: { ...fichaCompleta(m), foto: 'x' }, familiares: [] },
    { afiliado: fichaCompleta(m, { salario: '99999999999999999' }), familiares: [] },
  ];
  for (const cuerpo of casos) {
    const r = await enviar(m.token, 'me', cuerpo);
    expect(r.statusCode).toBe(400);
    expect(typeof r.json<{ error: string }>().error).toBe('string');
  }
});

describe('GET /api/afiliados/{id}/actualizacion (PDF)', () => {
  test('el formulario lleno con los datos del afiliado, su familia y el nombre del archivo', async () => {
    const m = await nuevoMiembro();
    expect(
      (
        await enviar(m.token, 'me', {
          afiliado: fichaCompleta(m, {
            nombres: 'Ana María',
            apellidos: 'Ruiz Ñáñez',
            vehiculo: 'Mazda\t3\t2020\tABC123',
          }),
          familiares: FAMILIARES,
        })
      ).statusCode,
    ).toBe(200);
    const r = await pedir(p.app, 'GET', '/api/afiliados/me/actualizacion', m.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain('filename="Actualizacion de datos - Ana Maria Ruiz Nanez.pdf"');
    expect(r.headers['content-disposition']).toContain(
      "filename*=UTF-8''Actualizacion%20de%20datos%20-%20Ana%20Mar%C3%ADa",
    );
    const texto = await textoDelPdf(r.rawPayload);
    for (const esperado of [
      p.config.fondoNombre,
      'FORMULARIO DE ACTUALIZACIÓN DE DATOS',
      'Ana María Ruiz Ñáñez',
      'AFILIACIÓN',
      'DATOS PERSONALES',
      'DATOS LABORALES',
      'DATOS ECONÓMICOS',
      'GRUPO FAMILIAR',
      'AUTORIZACIONES',
      'FIRMA Y HUELLA',
      'Luis Ruiz Peña',
      'Cónyuge',
      'Sara Ruiz',
      '30/09/2015',
      '$4,000,000.00',
      m.fila.email!,
      'Docente de matemáticas',
      'Mazda',
      'ABC123',
      'Fecha de actualización',
      'Calle 170 # 8-20',
    ]) {
      expect(texto).toContain(esperado);
    }
  });

  test('otro afiliado: 403; superadmin: cualquiera', async () => {
    const m = await nuevoMiembro();
    const otro = await nuevoMiembro();
    expect(
      (await pedir(p.app, 'GET', `/api/afiliados/${otro.fila.id_afiliado}/actualizacion`, m.token)).statusCode,
    ).toBe(403);
    const r = await pedir(p.app, 'GET', `/api/afiliados/${otro.fila.id_afiliado}/actualizacion`, tokenAdmin);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('la ficha no es un oráculo ni toma correos ajenos; foto y firma solo limpias', () => {
  test('foto o firma subidas por POST /api/archivos (sin limpiar): 400 en español, nada guardado', async () => {
    const m = await nuevoMiembro();
    const cruda = await crearArchivo(p.db, m.fila.id_afiliado, 'png', 'enorme.png');
    const fotoComoFirma = m.foto; // limpiada como foto, no como firma
    for (const [cambio, etiqueta] of [
      [{ foto: cruda }, 'Foto'],
      [{ firma: cruda }, 'Firma y huella'],
      [{ firma: fotoComoFirma }, 'Firma y huella'],
    ] as const) {
      const r = await enviar(m.token, 'me', { afiliado: fichaCompleta(m, cambio), familiares: [] });
      expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
        s: 400,
        b: { error: mensajeImagenSinLimpiar(etiqueta) },
      });
    }
    expect((await filaDe(m.fila.id_afiliado)).ultima_actualizacion).toBeNull();
    // La que guardó la ruta de limpieza sí sirve.
    const limpia = await pedir(p.app, 'POST', '/api/archivos/limpiar-foto', m.token, {
      file: `data:image/png;base64,${PNG_PRUEBA.toString('base64')}`,
      name: 'yo.png',
    });
    expect(limpia.statusCode).toBe(200);
    const ok = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, { foto: limpia.json<Archivo>().id_archivo }),
      familiares: [],
    });
    expect(ok.statusCode).toBe(200);
  });

  test('el documento de otro solo se comprueba si cambia, y con límite: 5 intentos por hora, luego 429', async () => {
    const m = await nuevoMiembro();
    const ajeno = (await crearAfiliado(p.db)).afiliado;
    // Sin cambiar su documento (ficha incompleta): 400 de requeridos, nunca 409.
    const incompleta = await enviar(m.token, 'me', { afiliado: fichaCompleta(m, { cargo: null }), familiares: [] });
    expect(incompleta.statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      const r = await enviar(m.token, 'me', {
        afiliado: fichaCompleta(m, { documento: ajeno.documento }),
        familiares: [],
      });
      expect(r.statusCode).toBe(409);
    }
    const sexto = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, { documento: '52999000' }),
      familiares: [],
    });
    expect({ s: sexto.statusCode, b: sexto.json<ErrorApi>() }).toEqual({
      s: 429,
      b: { error: MENSAJE_BLOQUEO_CAMBIO_IDENTIDAD },
    });
    // Su propio documento (sin cambio) no cuenta: guarda.
    expect((await enviar(m.token, 'me', { afiliado: fichaCompleta(m), familiares: [] })).statusCode).toBe(200);
  });

  test('el correo de otro afiliado en la propia ficha: 409; cambiar el propio avisa a la dirección anterior', async () => {
    const m = await nuevoMiembro();
    const ajeno = (await crearAfiliado(p.db, { email: 'ajeno@correo.prueba' })).afiliado;
    const r = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, { email: ' AJENO@correo.prueba' }),
      familiares: [],
    });
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
      s: 409,
      b: { error: mensajeCorreoDeOtro('ajeno@correo.prueba') },
    });
    expect((await filaDe(m.fila.id_afiliado)).email).toBe(m.fila.email);
    expect(ajeno.email).toBe('ajeno@correo.prueba');
    const ok = await enviar(m.token, 'me', {
      afiliado: fichaCompleta(m, { email: 'nuevo@correo.prueba' }),
      familiares: [],
    });
    expect(ok.statusCode).toBe(200);
    const avisos = (await p.db.select().from(trabajo).where(eq(trabajo.tipo, 'correo'))).filter(
      (t) => (t.datos as { motivo?: string; para?: string }).para === m.fila.email,
    );
    expect(avisos.map((t) => (t.datos as { motivo: string }).motivo)).toEqual(['cambio_correo']);
    const aud = (await p.db.select().from(auditoria).where(eq(auditoria.accion, 'cambio_correo'))).filter(
      (a) => a.id_afiliado === m.fila.id_afiliado,
    );
    expect(aud).toEqual([expect.objectContaining({ id_actor: m.fila.id_afiliado })]);
  });
});

describe('Autorización de tratamiento de datos (Ley 1581 de 2012)', () => {
  test('envío final sin la casilla (false u omitida): 400 en español y nada se escribe', async () => {
    const m = await nuevoMiembro();
    for (const autorizacion_datos of [false, undefined]) {
      const r = await pedir(p.app, 'POST', '/api/afiliados/me', m.token, {
        afiliado: fichaCompleta(m, { telefono: '3110000000' }),
        familiares: FAMILIARES,
        ...(autorizacion_datos === undefined ? {} : { autorizacion_datos }),
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: MENSAJE_AUTORIZACION_REQUERIDA });
    }
    const fila = await filaDe(m.fila.id_afiliado);
    expect(fila).toMatchObject({ ultima_actualizacion: null, autorizacion_datos: null });
    expect(fila.telefono).not.toBe('3110000000');
    expect(await familiaresDe(m.fila.id_afiliado)).toHaveLength(0);
    // también para un superadmin que envía por el afiliado
    const admin400 = await pedir(p.app, 'POST', `/api/afiliados/${m.fila.id_afiliado}`, tokenAdmin, {
      afiliado: fichaCompleta(m),
      familiares: [],
    });
    expect(admin400.statusCode).toBe(400);
    expect(admin400.json()).toEqual({ error: MENSAJE_AUTORIZACION_REQUERIDA });
  });

  test('con la casilla: se guarda la fecha y la ficha la devuelve', async () => {
    p.reloj.fijar(new Date('2026-11-23T14:05:00Z'));
    try {
      const m = await nuevoMiembro();
      const r = await enviar(m.token, 'me', { afiliado: fichaCompleta(m), familiares: [], autorizacion_datos: true });
      expect(r.statusCode).toBe(200);
      expect(r.json<RespuestaGuardarAfiliado>().afiliado.autorizacion_datos).toBe('2026-11-23T14:05:00.000Z');
      const fila = await filaDe(m.fila.id_afiliado);
      expect(new Date(fila.autorizacion_datos!).toISOString()).toBe('2026-11-23T14:05:00.000Z');
      const ficha = await pedir(p.app, 'GET', '/api/afiliados/me', m.token);
      expect(ficha.json<RespuestaAfiliado>().afiliado.autorizacion_datos).toBe('2026-11-23T14:05:00.000Z');
    } finally {
      p.reloj.real();
    }
  });

  test('borrador del superadmin: sin la casilla no hace falta y no queda autorización; marcada conserva la fecha', async () => {
    const m = await nuevoMiembro();
    p.reloj.fijar(new Date('2026-11-20T10:00:00Z'));
    try {
      const sin = await enviar(tokenAdmin, m.fila.id_afiliado, {
        afiliado: fichaCompleta(m),
        familiares: [],
        borrador: true,
        autorizacion_datos: false,
      });
      expect(sin.statusCode).toBe(200);
      expect((await filaDe(m.fila.id_afiliado)).autorizacion_datos).toBeNull();
      await enviar(tokenAdmin, m.fila.id_afiliado, { afiliado: fichaCompleta(m), familiares: [], borrador: true });
      p.reloj.fijar(new Date('2026-11-21T10:00:00Z'));
      const otra = await enviar(tokenAdmin, m.fila.id_afiliado, {
        afiliado: fichaCompleta(m),
        familiares: [],
        borrador: true,
      });
      expect(otra.json<RespuestaGuardarAfiliado>().afiliado.autorizacion_datos).toBe('2026-11-20T10:00:00.000Z');
    } finally {
      p.reloj.real();
    }
  });

  test('el PDF declara la autorización con su fecha solo si el afiliado la aceptó', async () => {
    const m = await nuevoMiembro();
    // borrador sin autorización: el PDF no la declara
    await enviar(tokenAdmin, m.fila.id_afiliado, {
      afiliado: fichaCompleta(m),
      familiares: [],
      borrador: true,
      autorizacion_datos: false,
    });
    const sin = await textoDelPdf((await pedir(p.app, 'GET', '/api/afiliados/me/actualizacion', m.token)).rawPayload);
    expect(sin).toContain('Declaro que la información suministrada es verdadera');
    expect(sin).not.toContain('Ley 1581');
    expect(sin).not.toContain('Autorización de tratamiento de datos personales');

    p.reloj.fijar(new Date('2026-11-24T16:00:00Z'));
    try {
      expect((await enviar(m.token, 'me', { afiliado: fichaCompleta(m), familiares: [] })).statusCode).toBe(200);
    } finally {
      p.reloj.real();
    }
    const con = await textoDelPdf((await pedir(p.app, 'GET', '/api/afiliados/me/actualizacion', m.token)).rawPayload);
    expect(con).toContain('Autorización de tratamiento de datos personales (Ley 1581 de 2012), aceptada el 24/11/2026');
    expect(con).toContain(textoAutorizacionDatos(p.config.fondoNombre).slice(0, 60));
  });
});

describe('GET /api/autorizacion-datos (pública)', () => {
  test('sin configuración: el texto del contrato con el nombre del fondo y sin política', async () => {
    const r = await pedir(p.app, 'GET', '/api/autorizacion-datos');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ texto: textoAutorizacionDatos(p.config.fondoNombre), politica_url: null });
    expect(r.json<{ texto: string }>().texto).toContain('Ley 1581 de 2012');
  });

  test('AUTORIZACION_DATOS_TEXTO y POLITICA_DATOS_URL: los del despliegue', async () => {
    const q = await crearAppDePrueba({
      entorno: {
        AUTORIZACION_DATOS_TEXTO: 'Autorizo al fondo a tratar mis datos según su política (Ley 1581 de 2012).',
        POLITICA_DATOS_URL: 'https://fondo.example.com/politica-datos',
      },
    });
    try {
      const r = await pedir(q.app, 'GET', '/api/autorizacion-datos');
      expect(r.json()).toEqual({
        texto: 'Autorizo al fondo a tratar mis datos según su política (Ley 1581 de 2012).',
        politica_url: 'https://fondo.example.com/politica-datos',
      });
    } finally {
      await q.cerrar();
    }
  });
});
