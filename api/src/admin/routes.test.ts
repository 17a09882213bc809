// Más de 300 líneas: una prueba por ruta de administración sobre la misma app de prueba.
// Administración: afiliados, importación y exportación .xlsx, cortes, impersonación,
// bienvenida, tablero y auditoría. La autorización de cada ruta está en la matriz (test/matriz-rutas.ts).
import { expect } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  CLAVE_PRUEBA,
  crearAfiliado,
  crearAppDePrueba,
  iniciarSesion,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
  superadminConToken,
} from '../../test/ayudantes.js';
import type {
  Corte,
  ErrorApi,
  RespuestaAfiliadoAdmin,
  RespuestaAfiliadosAdmin,
  RespuestaAuditoria,
  RespuestaCreditosCorte,
  RespuestaLogin,
  RespuestaMensaje,
  RespuestaUrlToken,
  ResumenAdmin,
  UsuarioSesion,
} from '@fondo/contrato';
import { importar, leerLibro, libro } from '../../test/ayudantes-admin.js';
import { crearSolicitud, crearTipoCredito } from '../../test/ayudantes-solicitudes.js';
import { afiliado, aporte, auditoria, corte, credito, tipoAporte } from '../db/schema.js';
import { ENCABEZADOS } from './plantillas.js';
import { MENSAJE_CON_MOVIMIENTOS } from './servicio.js';

let p: AppDePrueba;
let admin: FilaAfiliado;
let token: string;
const fecha = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  p = await crearAppDePrueba();
  ({ admin, token } = await superadminConToken(p, { nombres: 'Admin', apellidos: 'Fondo' }));
});
afterAll(async () => {
  await p.cerrar();
});

const auditorias = (accion: string) => p.db.select().from(auditoria).where(eq(auditoria.accion, accion));

describe('GET /api/admin/afiliados', () => {
  beforeAll(async () => {
    await crearAfiliado(p.db, { nombres: 'José Ángel', apellidos: 'Pérez Núñez', documento: '7100001' });
    await crearAfiliado(p.db, {
      nombres: 'Maria',
      apellidos: 'Perez Rojas',
      documento: '7100002',
      ultima_actualizacion: '2026-01-01T00:00:00Z',
    });
    await crearAfiliado(p.db, { nombres: 'Luis', apellidos: 'Zapata', documento: '7100003' });
  });

  test('filtro de texto sin tildes ni mayúsculas, sobre apellidos, nombres y documento; total', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=PEREZ&orden=nombres', token);
    expect(r.statusCode).toBe(200);
    expect(r.json<RespuestaAfiliadosAdmin>().total).toBe(2);
    expect(r.json<RespuestaAfiliadosAdmin>().filas.map((f) => f.nombres)).toEqual(['José Ángel', 'Maria']);
    const acentos = await pedir(p.app, 'GET', `/api/admin/afiliados?texto=${encodeURIComponent('núñez jose')}`, token);
    expect(acentos.json<RespuestaAfiliadosAdmin>().filas.map((f) => f.documento)).toEqual(['7100001']);
    const doc = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=7100003', token);
    expect(doc.json()).toMatchObject({
      total: 1,
      filas: [{ apellidos: 'Zapata', ultima_actualizacion: null, superadmin: false }],
    });
  });

  test('actualizacion, página, tamaño y orden descendente', async () => {
    const act = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=7100&actualizacion=actualizados', token);
    expect(act.json()).toMatchObject({
      total: 1,
      filas: [{ documento: '7100002', ultima_actualizacion: '2026-01-01T00:00:00.000Z' }],
    });
    const sin = await pedir(
      p.app,
      'GET',
      '/api/admin/afiliados?texto=7100&actualizacion=sin_actualizar&orden=-documento',
      token,
    );
    expect(sin.json<RespuestaAfiliadosAdmin>().filas.map((f) => f.documento)).toEqual(['7100003', '7100001']);
    const pag = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=7100&tamano=1&pagina=2&orden=documento', token);
    expect(pag.json()).toMatchObject({ total: 3, filas: [{ documento: '7100002' }] });
    expect((await pedir(p.app, 'GET', '/api/admin/afiliados?orden=password', token)).statusCode).toBe(400);
  });
});

describe('POST y DELETE /api/admin/afiliados', () => {
  const nuevo = {
    id_afiliado: 0,
    nombres: 'Carla',
    apellidos: 'Mejía',
    documento: '7200001',
    documento_tipo: 'CC',
    email: 'carla@correo.co',
  };

  test('crea, edita, rechaza lo incompleto y el documento repetido (409)', async () => {
    const r = await pedir(p.app, 'POST', '/api/admin/afiliados', token, nuevo);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      mensaje: 'Afiliado guardado correctamente',
      afiliado: { nombres: 'Carla', documento: '7200001' },
    });
    const id = r.json<RespuestaAfiliadoAdmin>().afiliado.id_afiliado;
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, id));
    expect(fila).toMatchObject({ password: null, cambio_password: true, email: 'carla@correo.co' });

    const editado = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      ...nuevo,
      id_afiliado: id,
      nombres: 'Carla Inés',
    });
    expect(editado.json<RespuestaAfiliadoAdmin>().afiliado).toMatchObject({ id_afiliado: id, nombres: 'Carla Inés' });

    const repetido = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      ...nuevo,
      documento: admin.documento,
    });
    expect({ s: repetido.statusCode, b: repetido.json<ErrorApi>() }).toEqual({
      s: 409,
      b: { error: `Ya existe un afiliado con el documento ${admin.documento}` },
    });
    const incompleto = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      ...nuevo,
      documento: '7200002',
      email: ' ',
      nombres: '',
    });
    expect({ s: incompleto.statusCode, b: incompleto.json<ErrorApi>() }).toEqual({
      s: 400,
      b: { error: 'Complete los campos requeridos: Nombres, Correo electrónico' },
    });
    const malTipo = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      ...nuevo,
      documento: '7200002',
      documento_tipo: 'XX',
    });
    expect(malTipo.statusCode).toBe(400);
    const malDoc = await pedir(p.app, 'POST', '/api/admin/afiliados', token, { ...nuevo, documento: '72-00' });
    expect(malDoc.json()).toEqual({ error: 'El documento debe tener solo dígitos' });
    const noExiste = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      ...nuevo,
      id_afiliado: 999999,
      documento: '7200003',
    });
    expect(noExiste.statusCode).toBe(404);
    expect((await auditorias('afiliado_creado')).some((a) => a.id_afiliado === id)).toBe(true);
  });

  test('borra un afiliado sin movimientos (sus sesiones se cierran al instante); 409 con movimientos; no a sí mismo', async () => {
    const { afiliado: borrable } = await crearAfiliado(p.db);
    const suToken = await tokenDirecto(p.app, borrable.id_afiliado);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', suToken)).statusCode).toBe(200);
    const r = await pedir(p.app, 'DELETE', `/api/admin/afiliados/${borrable.id_afiliado}`, token);
    expect({ s: r.statusCode, b: r.json<RespuestaMensaje>() }).toEqual({
      s: 200,
      b: { mensaje: 'Afiliado eliminado correctamente' },
    });
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', suToken)).statusCode).toBe(401);
    const [a] = (await auditorias('afiliado_eliminado')).filter((x) => x.detalle?.id_afiliado === borrable.id_afiliado);
    expect(a).toMatchObject({ id_actor: admin.id_afiliado, detalle: { documento: borrable.documento } });
    expect((await pedir(p.app, 'DELETE', `/api/admin/afiliados/${borrable.id_afiliado}`, token)).statusCode).toBe(404);

    const { afiliado: conSolicitud } = await crearAfiliado(p.db);
    await crearSolicitud(p.db, conSolicitud.id_afiliado, await crearTipoCredito(p.db));
    const c = await pedir(p.app, 'DELETE', `/api/admin/afiliados/${conSolicitud.id_afiliado}`, token);
    expect({ s: c.statusCode, b: c.json<ErrorApi>() }).toEqual({ s: 409, b: { error: MENSAJE_CON_MOVIMIENTOS } });
    expect(MENSAJE_CON_MOVIMIENTOS).toMatch(/retiro/);
    const yo = await pedir(p.app, 'DELETE', `/api/admin/afiliados/${admin.id_afiliado}`, token);
    expect({ s: yo.statusCode, b: yo.json<ErrorApi>() }).toEqual({
      s: 400,
      b: { error: 'No puede eliminar su propia cuenta' },
    });
  });
});

describe('GET /api/admin/afiliados/descargar', () => {
  test('un .xlsx con cada campo salvo secretos; textos que parecen fórmulas escapados', async () => {
    const { afiliado: raro } = await crearAfiliado(p.db, {
      nombres: '=HYPERLINK("http://x")',
      apellidos: '+Suma',
      direccion: '@cmd',
      telefono: '-3',
      otro: '\tx',
      cargo: '\rcr',
      salario: '3500000.50',
      afiliacion: '2024-02-01',
      reestablecer_password: 'secreto-hash',
      documento: '7300001',
    });
    const r = await pedir(p.app, 'GET', '/api/admin/afiliados/descargar', token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const hojas = await leerLibro(r.rawPayload);
    expect([...hojas.keys()]).toEqual(['Afiliados', 'Afiliación', 'Instrucciones']);
    const filas = hojas.get('Afiliados')!;
    const encabezados = filas[0] as string[];
    // La hoja Afiliados empieza como la plantilla de afiliados; la de afiliación trae lo demás.
    expect(encabezados.slice(0, 9)).toEqual([...ENCABEZADOS.afiliados]);
    const afiliacion = hojas.get('Afiliación')!;
    expect(afiliacion[2]!.slice(0, 9)).toEqual([...ENCABEZADOS.afiliacion]);
    const todos = [...encabezados, ...(afiliacion[2] as string[]).slice(1, 9)];
    expect(todos).toEqual(
      expect.arrayContaining([
        'Id del afiliado',
        'Nombres',
        'Apellidos',
        'Documento',
        'Correo electrónico',
        'Fecha de afiliación',
        'Salario',
        'Vehículo',
        'Última actualización (hora de Colombia)',
        'Último ingreso (hora de Colombia)',
        'Cuota de afiliación',
        'Cambio de clave pendiente',
        'Firma y huella',
        'Foto',
        'Fecha de la autorización de tratamiento de datos (hora de Colombia)',
      ]),
    );
    expect(todos).toHaveLength(43);
    for (const secreto of [
      'Clave',
      'Identificador',
      'Token de restablecimiento de clave',
      'Fecha de solicitud de restablecimiento',
    ]) {
      expect(todos).not.toContain(secreto);
    }
    expect(r.rawPayload.toString('latin1')).not.toContain('secreto-hash');
    const total = (await p.db.select().from(afiliado)).length;
    expect(filas.length - 1).toBe(total);
    const col = (n: string) => encabezados.indexOf(n);
    const fila = filas.find((f) => f[col('Documento')] === '7300001')!;
    expect(fila[col('Nombres')]).toBe(`'=HYPERLINK("http://x")`);
    expect(fila[col('Apellidos')]).toBe(`'+Suma`);
    expect(fila[col('Dirección')]).toBe(`'@cmd`);
    expect(fila[col('Teléfono')]).toBe(`'-3`);
    expect(fila[col('Otro')]).toBe(`'\tx`);
    // El XML del libro guarda el retorno como salto de línea: lo que importa es el apóstrofo delante.
    const filaAfiliacion = afiliacion.find((f) => f?.[0] === '7300001')!;
    expect(filaAfiliacion[7]).toMatch(/^'[\r\n]cr$/);
    expect(filaAfiliacion[1]).toBe(3500000.5);
    expect(fila[col('Fecha de afiliación')]).toEqual(fecha('2024-02-01'));
    expect(fila[col('Id del afiliado')]).toBe(raro.id_afiliado);
  });
});

describe('cortes, aportes y créditos', () => {
  let idCorte: number;
  beforeAll(async () => {
    const a = (await crearAfiliado(p.db, { nombres: 'Óscar', apellidos: 'Cortés', documento: '9100001' })).afiliado;
    const b = (await crearAfiliado(p.db, { nombres: 'Pedro', apellidos: 'Páez', documento: '9100002' })).afiliado;
    await p.db.insert(corte).values({ corte: '2020-01-31' });
    idCorte = (await p.db.insert(corte).values({ corte: '2030-12-31' }).returning())[0]!.id_corte;
    const [t1] = await p.db.insert(tipoAporte).values({ nombre: 'Ahorro de prueba corte' }).returning();
    const tc = await crearTipoCredito(p.db, { nombre: 'Crédito corte' });
    await p.db.insert(aporte).values([
      { id_corte: idCorte, id_afiliado: a.id_afiliado, id_tipo_aporte: t1!.id_tipo_aporte, total: '100.10' },
      { id_corte: idCorte, id_afiliado: b.id_afiliado, id_tipo_aporte: t1!.id_tipo_aporte, total: '200.20' },
    ]);
    await p.db.insert(credito).values([
      {
        id_corte: idCorte,
        id_afiliado: a.id_afiliado,
        id_tipo_credito: tc,
        numero: '1',
        saldo: '10',
        valor_credito: '100',
        valor_cuota: '5',
        cuotas: 20,
        tasa: '0.01',
        estado_credito: 'Vigente',
      },
      {
        id_corte: idCorte,
        id_afiliado: b.id_afiliado,
        id_tipo_credito: tc,
        numero: '2',
        saldo: '20',
        valor_credito: '200',
        valor_cuota: '7',
        cuotas: 20,
        tasa: '0.01',
        estado_credito: 'Vigente',
      },
    ]);
  });

  test('GET /api/admin/cortes: el más reciente primero', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/cortes', token);
    expect(r.json<Corte[]>()[0]).toEqual({ id_corte: idCorte, corte: '2030-12-31' });
    expect(r.json<Corte[]>().at(-1)?.corte).toBe('2020-01-31');
  });

  test('aportes: filas, filtro de texto y total del filtro (no de la página)', async () => {
    const r = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/aportes?tamano=1&orden=-total`, token);
    expect(r.json()).toEqual({
      filas: [
        {
          id_aporte: expect.any(Number),
          nombre: 'Pedro Páez',
          documento: '9100002',
          tipo: 'Ahorro de prueba corte',
          total: 200.2,
        },
      ],
      total: 2,
      totales: { total: 300.3 },
    });
    const f = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/aportes?texto=cortes`, token);
    expect(f.json()).toMatchObject({ total: 1, totales: { total: 100.1 }, filas: [{ nombre: 'Óscar Cortés' }] });
    expect((await pedir(p.app, 'GET', '/api/admin/cortes/999999/aportes', token)).statusCode).toBe(404);
  });

  test('créditos: valor, saldo y totales; descarga .xlsx de la vista con fila de totales', async () => {
    const r = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/creditos?orden=saldo`, token);
    expect(r.json()).toMatchObject({ total: 2, totales: { total: 12, valor_credito: 300, saldo: 30 } });
    expect(r.json<RespuestaCreditosCorte>().filas[0]).toMatchObject({
      nombre: 'Óscar Cortés',
      valor_credito: 100,
      saldo: 10,
      total: 5,
      tipo: 'Crédito corte',
    });
    const x = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/creditos/descargar?texto=paez`, token);
    expect(x.statusCode).toBe(200);
    // La hoja de la plantilla: título, la fecha del corte en B2, totales en la fila 3, encabezados en la 4.
    expect(x.headers['content-disposition']).toBe('attachment; filename="creditos-corte-2030-12-31.xlsx"');
    const filas = (await leerLibro(x.rawPayload)).get('Créditos')!;
    expect(filas[0]).toEqual(['Créditos del corte 31/12/2030 (solo las filas con «paez»)']);
    expect(filas[1]).toEqual(['Corte', fecha('2030-12-31')]);
    expect(filas[2]).toEqual(['Totales', undefined, undefined, undefined, 200, 20, 7]);
    expect(filas[3]).toEqual([...ENCABEZADOS.creditos]);
    expect(filas.slice(4)).toEqual([
      [
        '9100002',
        'Pedro Páez',
        'Crédito corte',
        '2',
        200,
        20,
        7,
        20,
        0,
        0,
        undefined,
        undefined,
        undefined,
        0.01,
        'Vigente',
        'NO',
        'NO',
      ],
    ]);
    const a = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/aportes/descargar`, token);
    expect(a.headers['content-disposition']).toBe('attachment; filename="aportes-corte-2030-12-31.xlsx"');
    const aportes = (await leerLibro(a.rawPayload)).get('Aportes')!;
    expect(aportes[2]).toEqual(['Totales', undefined, undefined, 300.3, 0]);
    expect(aportes.slice(4)).toEqual([
      ['9100001', 'Óscar Cortés', 'Ahorro de prueba corte', 100.1, 0],
      ['9100002', 'Pedro Páez', 'Ahorro de prueba corte', 200.2, 0],
    ]);
    expect((await pedir(p.app, 'GET', '/api/admin/cortes/999999/creditos/descargar', token)).statusCode).toBe(404);
  });
});

describe('abrir la aplicación como afiliado', () => {
  test('token de un solo uso, sesión impersonate, auditoría de inicio y fin', async () => {
    const { afiliado: m } = await crearAfiliado(p.db);
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/url-token`, token);
    expect(r.statusCode).toBe(200);
    const url = new URL(r.json<RespuestaUrlToken>().url);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.prueba/login');
    const t = url.searchParams.get('token')!;
    const login = await pedir(p.app, 'POST', '/api/login-token', null, { token: t });
    expect(login.statusCode).toBe(200);
    expect(login.json<RespuestaLogin>().usuario).toMatchObject({ id_afiliado: m.id_afiliado, impersonate: true });
    const otraVez = await pedir(p.app, 'POST', '/api/login-token', null, { token: t });
    expect({ s: otraVez.statusCode, b: otraVez.json<ErrorApi>() }).toEqual({
      s: 401,
      b: { error: 'Error al validar el token' },
    });
    // La sesión del administrador sigue abierta.
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', token)).json<UsuarioSesion>().id_afiliado).toBe(
      admin.id_afiliado,
    );

    const deM = async (accion: string) => (await auditorias(accion)).filter((a) => a.id_afiliado === m.id_afiliado);
    expect(await deM('impersonacion_token')).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
    expect(await deM('impersonacion')).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
    expect((await pedir(p.app, 'POST', '/api/logout', login.json<RespuestaLogin>().access_token)).statusCode).toBe(200);
    expect(await deM('fin_impersonacion')).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
    expect(await deM('logout')).toEqual([]);
  });

  test('vence a los 2 minutos (reloj de la app); 404 si no existe; no a sí mismo', async () => {
    const { afiliado: m } = await crearAfiliado(p.db);
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/url-token`, token);
    const t = new URL(r.json<RespuestaUrlToken>().url).searchParams.get('token')!;
    p.reloj.mover(2 * 60 * 1000);
    try {
      expect((await pedir(p.app, 'POST', '/api/login-token', null, { token: t })).statusCode).toBe(401);
    } finally {
      p.reloj.real();
    }
    const r2 = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/url-token`, token);
    const t2 = new URL(r2.json<RespuestaUrlToken>().url).searchParams.get('token')!;
    p.reloj.mover(2 * 60 * 1000 - 1000);
    try {
      expect((await pedir(p.app, 'POST', '/api/login-token', null, { token: t2 })).statusCode).toBe(200);
    } finally {
      p.reloj.real();
    }
    expect((await pedir(p.app, 'GET', '/api/afiliados/999999/url-token', token)).statusCode).toBe(404);
    expect((await pedir(p.app, 'GET', `/api/afiliados/${admin.id_afiliado}/url-token`, token)).statusCode).toBe(400);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/url-token', token)).statusCode).toBe(400);
  });
});

describe('GET /api/afiliados/{id}/enviar-bienvenida', () => {
  const salida = () => join(p.config.dataDir, 'outbox');
  const correos = () => {
    try {
      return readdirSync(salida()).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  const leer = (n: string) =>
    readFileSync(join(salida(), n), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');

  test('correo con enlace de un solo uso para asignar la clave, que funciona; auditoría', async () => {
    const { afiliado: m } = await crearAfiliado(p.db, {
      email: 'bienvenido@correo.prueba',
      password: null,
      cambio_password: true,
    });
    const antes = new Set(correos());
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/enviar-bienvenida`, token);
    expect(r.json()).toEqual({
      email: 'bienvenido@correo.prueba',
      mensaje: 'Mensaje enviado a bienvenido@correo.prueba',
    });
    await p.app.cola.procesar(); // la cola entrega lo que quedó en el buzón de salida
    const nuevos = correos().filter((c) => !antes.has(c));
    expect(nuevos).toHaveLength(1);
    const eml = leer(nuevos[0]!);
    expect(eml).toMatch(/^To: bienvenido@correo\.prueba$/m);
    expect(eml).toMatch(/bienvenida/i);
    const t = /reestablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(eml)![1]!;
    // Vale 72 horas: a las 71 todavía sirve.
    p.reloj.mover(71 * 60 * 60 * 1000);
    try {
      expect((await pedir(p.app, 'GET', `/api/afiliados/verificar-token/${t}`)).statusCode).toBe(200);
      const c = await pedir(p.app, 'POST', `/api/afiliados/reestablecer-clave/${t}`, null, { password: 'NuevaClave1' });
      expect(c.statusCode).toBe(200);
      expect(
        (await pedir(p.app, 'POST', `/api/afiliados/reestablecer-clave/${t}`, null, { password: 'OtraClave2' }))
          .statusCode,
      ).toBe(400);
    } finally {
      p.reloj.real();
    }
    await iniciarSesion(p.app, m.documento, 'NuevaClave1');
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, m.id_afiliado));
    expect(fila?.cambio_password).toBe(false);
    const aud = await p.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'bienvenida'), eq(auditoria.id_afiliado, m.id_afiliado)));
    expect(aud).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
  });

  test('el enlace vence a las 72 horas; sin correo -> 400; no existe -> 404', async () => {
    const { afiliado: m } = await crearAfiliado(p.db, { email: 'tarde@correo.prueba', password: null });
    const antes = new Set(correos());
    await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/enviar-bienvenida`, token);
    await p.app.cola.procesar();
    const t = /token=([A-Za-z0-9_-]+)/.exec(leer(correos().find((c) => !antes.has(c))!))![1]!;
    p.reloj.mover(72 * 60 * 60 * 1000);
    try {
      expect((await pedir(p.app, 'GET', `/api/afiliados/verificar-token/${t}`)).json()).toEqual({
        error: 'Token inválido',
      });
    } finally {
      p.reloj.real();
    }
    const { afiliado: sin } = await crearAfiliado(p.db, { email: null });
    const r = await pedir(p.app, 'GET', `/api/afiliados/${sin.id_afiliado}/enviar-bienvenida`, token);
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorApi>().error).toMatch(/no tiene correo/);
    expect((await pedir(p.app, 'GET', '/api/afiliados/999999/enviar-bienvenida', token)).statusCode).toBe(404);
    // El token de restablecimiento normal sigue valiendo 1 hora.
    await iniciarSesion(p.app, admin.documento, CLAVE_PRUEBA);
  });
});

describe('tablero y auditoría', () => {
  test('GET /api/admin/resumen', async () => {
    const importado = await importar(
      p.app,
      token,
      'afiliados',
      await libro([{ nombre: 'Afiliados', desde: 2, filas: [['8300001', 'CC', 'Nueva', 'Importada']] }]),
    );
    expect(importado.json()).toMatchObject({ escrito: true, creados: 1 });
    const r = await pedir(p.app, 'GET', '/api/admin/resumen', token);
    expect(r.statusCode).toBe(200);
    const sinActualizar = (await p.db.select().from(afiliado)).filter(
      (a) => a.ultima_actualizacion === null && !a.superadmin && a.retiro === null,
    ).length;
    expect(r.json()).toMatchObject({
      solicitudes_pendientes: expect.any(Number),
      mensajes_abiertos: 0,
      sin_actualizar: sinActualizar,
      ultima_importacion: { tipo: expect.any(String), actor: 'Admin Fondo' },
    });
    expect(r.json<ResumenAdmin>().solicitudes_pendientes).toBeGreaterThanOrEqual(1);
  });

  test('GET /api/admin/auditoria: filtro por acción y fechas; quién, qué, cuándo, a quién', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/auditoria?accion=impersonacion', token);
    expect(r.json<RespuestaAuditoria>().total).toBeGreaterThanOrEqual(2);
    expect(r.json<RespuestaAuditoria>().filas[0]).toMatchObject({
      accion: 'impersonacion',
      actor_nombre: 'Admin Fondo',
      afiliado_nombre: expect.any(String),
    });
    const futuro = await pedir(p.app, 'GET', '/api/admin/auditoria?desde=2099-01-01', token);
    expect(futuro.json()).toEqual({ filas: [], total: 0 });
    const hoy = new Date().toISOString().slice(0, 10);
    const rango = await pedir(p.app, 'GET', `/api/admin/auditoria?desde=2020-01-01&hasta=${hoy}&tamano=5`, token);
    expect(rango.json<RespuestaAuditoria>().filas).toHaveLength(5);
    expect((await pedir(p.app, 'GET', '/api/admin/auditoria?desde=ayer', token)).statusCode).toBe(400);
  });
});
