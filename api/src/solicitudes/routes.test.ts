// Más de 300 líneas: radicar, listar, revisar, borrar y la plantilla, sobre las mismas subidas reales.
// Solicitudes de crédito por la API: radicar (con subidas reales), requeridos y reglas, archivos
// ajenos o de otra clase, listas con filtros, revisión con correo al afiliado, borrado y la plantilla PDF.
import { expect } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { RespuestaSolicitudes, SolicitudCredito, ErrorApi, RespuestaMensaje } from '@fondo/contrato';
import { auditoria, solicitudCredito, trabajo } from '../db/schema.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { textoDelPdf } from '../../test/pdf.js';
import {
  archivosDeSolicitud,
  crearArchivo,
  crearSolicitud,
  crearTipoCredito,
  cuerpoSolicitud,
  PDF_MINIMO,
  PNG_MINIMO,
} from '../../test/ayudantes-solicitudes.js';
import { dataUrl } from '../demo/muestras.js';

let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let admin: FilaAfiliado;
let tokenMiembro: string;
let tokenOtro: string;
let tokenAdmin: string;
let tipo: number;
let inactivo: number;
let conTope: number;
let semestral: number;
const AHORA = new Date('2026-11-22T15:30:00.000Z');

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  prueba.reloj.fijar(AHORA);
  miembro = (
    await crearAfiliado(prueba.db, {
      nombres: 'María José',
      apellidos: 'Núñez Peña',
      documento: '52123456',
      documento_tipo: 'CC',
      email: 'maria@correo.prueba',
    })
  ).afiliado;
  otro = (await crearAfiliado(prueba.db, { nombres: 'Pedro', apellidos: 'Gómez Ruiz' })).afiliado;
  admin = (await crearAfiliado(prueba.db, { nombres: 'Ana', apellidos: 'Revisora', superadmin: true })).afiliado;
  tokenMiembro = await tokenDirecto(prueba.app, miembro.id_afiliado);
  tokenOtro = await tokenDirecto(prueba.app, otro.id_afiliado);
  tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
  tipo = await crearTipoCredito(prueba.db, { nombre: 'Libre Inversión', plazo_minimo: 6, plazo_maximo: 36 });
  inactivo = await crearTipoCredito(prueba.db, { nombre: 'Vivienda', activo: false });
  conTope = await crearTipoCredito(prueba.db, { nombre: 'Con tope', valor_maximo: '20000000.00' });
  semestral = await crearTipoCredito(prueba.db, {
    nombre: 'Crédito de Prima',
    periodicidad: 'semestral',
    plazo_minimo: 1,
    plazo_maximo: 6,
  });
});
afterAll(async () => {
  await prueba.cerrar();
});

const solicitudesGuardadas = async () => (await prueba.db.select({ n: count() }).from(solicitudCredito))[0]!.n;
const radicar = (cuerpo: unknown, token = tokenMiembro) =>
  pedir(prueba.app, 'POST', '/api/afiliados/me/solicitar-credito', token, cuerpo as object);
const subir = async (bytes: Buffer, name: string, token = tokenMiembro) =>
  (await pedir(prueba.app, 'POST', '/api/archivos', token, { file: dataUrl(bytes), name })).json<{
    id_archivo: number;
  }>().id_archivo;

describe('radicar', () => {
  test('con subidas reales: PENDIENTE, fecha del servidor, en la lista del afiliado; lee sus archivos', async () => {
    const archivos = {
      ultimo_desprendible: await subir(PDF_MINIMO, 'desprendible.pdf'),
      firma: await subir(PNG_MINIMO, 'firma.png'),
      carta_pagare: await subir(PDF_MINIMO, 'carta.pdf'),
    };
    const codeudor_cedula = await subir(PDF_MINIMO, 'cedula codeudor.pdf');
    const r = await radicar({
      ...cuerpoSolicitud(tipo, archivos, {
        codeudor: true,
        codeudor_nombre: ' Luis Peña ',
        codeudor_documento: '79111222',
        codeudor_cedula,
      }),
      id_afiliado: miembro.id_afiliado,
      // Lo que el servidor decide no se toma del cuerpo.
      estado: 'APROBADA',
      fecha: '2020-01-01',
    });
    expect(r.statusCode).toBe(200);
    const s = r.json<SolicitudCredito>();
    expect(s).toEqual({
      id_solicitud: expect.any(Number),
      id_afiliado: miembro.id_afiliado,
      id_tipo_credito: tipo,
      tipo_credito_nombre: 'Libre Inversión',
      valor: 5_000_000,
      destino: 'Estudios de posgrado',
      cuotas: 24,
      desde_mes: 3,
      descuento_ahorro: false,
      descuento_prima: true,
      numero_cuenta: '0012345678',
      tipo_cuenta: 'Ahorros',
      banco: 'Banco de Bogotá',
      codeudor: true,
      codeudor_nombre: 'Luis Peña',
      codeudor_documento: '79111222',
      codeudor_cedula,
      ...archivos,
      estado: 'PENDIENTE',
      observaciones: null,
      revisado_por: null,
      fecha_revision: null,
      fecha: AHORA.toISOString(),
      afiliado_nombre: 'María José Núñez Peña',
      afiliado: { nombres: 'María José', apellidos: 'Núñez Peña' },
      // Tipo sin regla de cupo: como antes, sin cifras.
      cupo_disponible: null,
      cuota_maxima: null,
      ahorro_cupo: null,
      // Adjuntada en papel: sin firma electrónica ni respuesta del codeudor por su enlace.
      firma_electronica: false,
      codeudor_email: null,
      codeudor_estado: null,
      codeudor_fecha: null,
    });
    const lista = (
      await pedir(prueba.app, 'GET', '/api/afiliados/me/solicitudes-credito', tokenMiembro)
    ).json<RespuestaSolicitudes>();
    expect(lista.filas.map((f) => f.id_solicitud)).toContain(s.id_solicitud);
    // El superadmin lee los archivos de la solicitud; otro afiliado no.
    expect((await pedir(prueba.app, 'GET', `/api/archivos/${archivos.firma}`, tokenAdmin)).statusCode).toBe(200);
    expect((await pedir(prueba.app, 'GET', `/api/archivos/${archivos.firma}`, tokenOtro)).statusCode).toBe(403);
  });

  test('radicar deja en el buzón de salida el recibo al afiliado (con su número) y el aviso al fondo', async () => {
    await prueba.app.cola.procesar();
    const antes = leerBuzon().length;
    const archivos = {
      ultimo_desprendible: await subir(PDF_MINIMO, 'desprendible.pdf'),
      firma: await subir(PNG_MINIMO, 'firma.png'),
      carta_pagare: await subir(PDF_MINIMO, 'carta.pdf'),
    };
    const r = await radicar(cuerpoSolicitud(tipo, archivos));
    expect(r.statusCode).toBe(200);
    const { id_solicitud: id } = r.json<SolicitudCredito>();
    // En la cola, en la transacción de la solicitud; la cola los entrega.
    const enCola = await prueba.db.select().from(trabajo).where(eq(trabajo.tipo, 'correo'));
    expect(enCola.filter((t) => String(t.datos.asunto).includes(`No. ${id}`)).map((t) => t.datos.motivo)).toEqual([
      'solicitud_radicada',
      'solicitud_radicada_fondo',
    ]);
    await prueba.app.cola.procesar();
    const nuevos = leerBuzon().slice(antes);
    expect(nuevos).toHaveLength(2);
    const recibo = nuevos.find((c) => c.includes('To: maria@correo.prueba'))!;
    expect(recibo).toContain(`Subject: Solicitud de crédito No. ${id} radicada`);
    expect(recibo).toContain(`Recibimos su solicitud de crédito No. ${id} (Libre Inversión, $5,000,000.00 a 24 cuotas`);
    expect(recibo).toContain(`http://portal.prueba/solicitud-credito/${id}`);
    const aviso = nuevos.find((c) => c.includes('To: no-responder@fondo.local'))!;
    expect(aviso).toContain(`Subject: Nueva solicitud de crédito No. ${id} de María José Núñez Peña`);
    expect(aviso).toContain('María José Núñez Peña (documento 52123456) radicó la solicitud de crédito');
  });

  test('sin codeudor, los datos del codeudor no se guardan; un tipo semestral vale', async () => {
    const archivos = await archivosDeSolicitud(prueba.db, miembro.id_afiliado);
    const r = await radicar(
      cuerpoSolicitud(semestral, archivos, { cuotas: 4, codeudor: false, codeudor_nombre: 'Nadie' }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json<SolicitudCredito>()).toMatchObject({
      codeudor: false,
      codeudor_nombre: null,
      codeudor_cedula: null,
      cuotas: 4,
    });
  });

  describe('rechazos: 400/403 en español y nada guardado', () => {
    let archivos: Awaited<ReturnType<typeof archivosDeSolicitud>>;
    beforeAll(async () => {
      archivos = await archivosDeSolicitud(prueba.db, miembro.id_afiliado);
    });

    // Unos casos suben archivos antes (async); los demás arman el cuerpo sin esperar nada.
    const casos: [string, () => object | Promise<object>, number, string][] = [
      [
        'vacía: lista todos los requeridos',
        () => ({}),
        400,
        'Por favor, complete los campos requeridos de la solicitud: Tipo de crédito, Valor, Destino, Cuotas, Desde el mes, ' +
          'Número de cuenta, Tipo de cuenta, Banco, Último desprendible de pago, Firma y huella, Carta y pagaré firmados',
      ],
      [
        'con codeudor, sin sus datos',
        () => cuerpoSolicitud(tipo, archivos, { codeudor: true, destino: ' ' }),
        400,
        'Por favor, complete los campos requeridos de la solicitud: Destino, Nombre del codeudor, Documento del codeudor, ' +
          'Copia del documento del codeudor',
      ],
      [
        'cuotas fuera del plazo del tipo',
        () => cuerpoSolicitud(tipo, archivos, { cuotas: 48 }),
        400,
        'Por favor, complete los campos requeridos de la solicitud: Las cuotas deben estar entre 6 y 36',
      ],
      [
        'cuotas bajo el mínimo',
        () => cuerpoSolicitud(tipo, archivos, { cuotas: 3 }),
        400,
        'Por favor, complete los campos requeridos de la solicitud: Las cuotas deben estar entre 6 y 36',
      ],
      [
        'desde_mes 13 y valor 0',
        () => cuerpoSolicitud(tipo, archivos, { desde_mes: 13, valor: 0 }),
        400,
        'Por favor, complete los campos requeridos de la solicitud: El valor debe ser de al menos 1 peso, El mes de inicio debe estar entre 1 y 12',
      ],
      [
        'valor 0.001 (pasaba "> 0" y quedaba en 0,00)',
        () => cuerpoSolicitud(tipo, archivos, { valor: 0.001 }),
        400,
        'Por favor, complete los campos requeridos de la solicitud: El valor debe ser de al menos 1 peso',
      ],
      [
        'valor sobre el máximo del tipo',
        () => cuerpoSolicitud(conTope, archivos, { valor: 1e12 }),
        400,
        'Por favor, complete los campos requeridos de la solicitud: El valor máximo para este tipo de crédito es $20,000,000.00',
      ],
      ['tipo inactivo', () => cuerpoSolicitud(inactivo, archivos), 400, 'El tipo de crédito no está activo'],
      ['tipo que no existe', () => cuerpoSolicitud(999999, archivos), 400, 'El tipo de crédito no existe'],
      [
        'un archivo de otro afiliado',
        async () =>
          cuerpoSolicitud(tipo, { ...archivos, firma: await crearArchivo(prueba.db, otro.id_afiliado, 'png') }),
        403,
        "El archivo de 'Firma y huella' no fue subido por usted",
      ],
      [
        'un archivo que no existe',
        () => cuerpoSolicitud(tipo, { ...archivos, carta_pagare: 999999 }),
        400,
        "El archivo de 'Carta y pagaré firmados' no existe",
      ],
      [
        'un PNG renamed .pdf como desprendible',
        async () =>
          cuerpoSolicitud(tipo, { ...archivos, ultimo_desprendible: await subir(PNG_MINIMO, 'desprendible.pdf') }),
        400,
        "El archivo de 'Último desprendible de pago' debe ser PDF",
      ],
      [
        'un PDF como firma',
        async () => cuerpoSolicitud(tipo, { ...archivos, firma: await subir(PDF_MINIMO, 'firma.png') }),
        400,
        "El archivo de 'Firma y huella' debe ser JPG o PNG",
      ],
      [
        'la copia del documento del codeudor en JPG',
        async () =>
          cuerpoSolicitud(tipo, archivos, {
            codeudor: true,
            codeudor_nombre: 'Luis',
            codeudor_documento: '1',
            codeudor_cedula: await crearArchivo(prueba.db, miembro.id_afiliado, 'jpg'),
          }),
        400,
        "El archivo de 'Copia del documento del codeudor' debe ser PDF",
      ],
      [
        'a nombre de otro afiliado',
        () => ({ ...cuerpoSolicitud(tipo, archivos), id_afiliado: otro.id_afiliado }),
        403,
        'No tiene permiso para realizar esta acción',
      ],
      [
        'tipo de cuenta que no existe',
        () => cuerpoSolicitud(tipo, archivos, { tipo_cuenta: 'Nómina' as 'Ahorros' }),
        400,
        "El campo 'tipo_cuenta' debe ser uno de: Ahorros, Corriente",
      ],
    ];
    test.each(casos)('%s', async (_caso, cuerpo, status, error) => {
      const c = await cuerpo();
      const antes = await solicitudesGuardadas();
      const r = await radicar(c);
      expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status, body: { error } });
      expect(await solicitudesGuardadas()).toBe(antes);
    });
  });
});

describe('ver, listar, revisar y borrar', () => {
  let delMiembro: number;
  let delOtro: number;

  beforeAll(async () => {
    delMiembro = await crearSolicitud(prueba.db, miembro.id_afiliado, tipo, {
      fecha: '2026-10-01T10:00:00Z',
      valor: '1000000.00',
    });
    delOtro = await crearSolicitud(prueba.db, otro.id_afiliado, tipo, {
      fecha: '2026-10-02T10:00:00Z',
      estado: 'APROBADA',
      valor: '9000000.00',
    });
    await crearSolicitud(prueba.db, otro.id_afiliado, semestral, {
      fecha: '2026-10-03T10:00:00Z',
      estado: 'NO APROBADA',
    });
    const mayusculas = (await crearAfiliado(prueba.db, { nombres: 'ÉDGAR', apellidos: 'ÁLVAREZ ÑÚÑEZ' })).afiliado;
    await crearSolicitud(prueba.db, mayusculas.id_afiliado, tipo, { fecha: '2026-09-01T10:00:00Z' });
  });

  test('el afiliado ve la suya y no la de otro (403); inexistente 404', async () => {
    expect(
      (await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${delMiembro}`, tokenMiembro)).json<SolicitudCredito>()
        .id_afiliado,
    ).toBe(miembro.id_afiliado);
    const ajena = await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${delOtro}`, tokenMiembro);
    expect({ status: ajena.statusCode, body: ajena.json<ErrorApi>() }).toEqual({
      status: 403,
      body: { error: 'No tiene permiso para realizar esta acción' },
    });
    const no = await pedir(prueba.app, 'GET', '/api/solicitudes-credito/999999', tokenMiembro);
    expect({ status: no.statusCode, body: no.json<ErrorApi>() }).toEqual({
      status: 404,
      body: { error: 'Solicitud de crédito no encontrada' },
    });
    expect((await pedir(prueba.app, 'GET', '/api/solicitudes-credito/abc', tokenMiembro)).statusCode).toBe(400);
  });

  test('el afiliado no edita ni borra (403), ni siquiera la suya', async () => {
    const editar = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenMiembro, {
      id_solicitud: delMiembro,
      estado: 'APROBADA',
    });
    expect(editar.statusCode).toBe(403);
    expect((await pedir(prueba.app, 'DELETE', `/api/solicitudes-credito/${delMiembro}`, tokenMiembro)).statusCode).toBe(
      403,
    );
    expect(
      (await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${delMiembro}`, tokenMiembro)).json<SolicitudCredito>()
        .estado,
    ).toBe('PENDIENTE');
  });

  test('lista del afiliado: solo las suyas', async () => {
    const r = (
      await pedir(prueba.app, 'GET', '/api/afiliados/me/solicitudes-credito?estado=TODAS', tokenOtro)
    ).json<RespuestaSolicitudes>();
    expect(r.total).toBe(2);
    expect(new Set(r.filas.map((f) => f.id_afiliado))).toEqual(new Set([otro.id_afiliado]));
  });

  test('lista de administración: estado, nombre sin tildes ni mayúsculas, página, orden y total', async () => {
    const lista = async (q: string) =>
      (await pedir(prueba.app, 'GET', `/api/admin/solicitudes-credito?${q}`, tokenAdmin)).json<RespuestaSolicitudes>();
    const todas = await lista('');
    expect(todas.total).toBe(await solicitudesGuardadas());
    // Por defecto, las más recientes primero.
    expect(todas.filas.map((f) => f.fecha)).toEqual([...todas.filas.map((f) => f.fecha)].sort().reverse());
    expect((await lista('estado=APROBADA')).filas.map((f) => f.id_solicitud)).toEqual([delOtro]);
    expect((await lista('estado=NO%20APROBADA')).total).toBe(1);
    const nunez = await lista('texto=NUNEZ%20maria&estado=TODAS');
    expect(nunez.total).toBeGreaterThan(0);
    expect(new Set(nunez.filas.map((f) => f.afiliado_nombre))).toEqual(new Set(['María José Núñez Peña']));
    expect((await lista('texto=g%C3%B3mez')).total).toBe(2);
    expect((await lista('texto=alvarez%20edgar')).filas.map((f) => f.afiliado_nombre)).toEqual(['ÉDGAR ÁLVAREZ ÑÚÑEZ']);
    expect((await lista('texto=%C3%91u%C3%B1ez')).total).toBeGreaterThanOrEqual(2);
    expect((await lista('texto=100%25')).total).toBe(0);
    const pagina = await lista('tamano=1&pagina=2&orden=valor');
    expect(pagina.filas).toHaveLength(1);
    expect(pagina.total).toBe(todas.total);
    expect((await lista('orden=-valor&tamano=1')).filas[0]?.id_solicitud).toBe(delOtro);
    const despues = await lista('pagina=500');
    expect(despues).toEqual({ filas: [], total: todas.total });
    expect(
      (await pedir(prueba.app, 'GET', '/api/admin/solicitudes-credito?orden=password', tokenAdmin)).statusCode,
    ).toBe(400);
    expect(
      (await pedir(prueba.app, 'GET', '/api/admin/solicitudes-credito?estado=BORRADA', tokenAdmin)).statusCode,
    ).toBe(400);
  });

  test('revisar: revisor y fecha del servidor, auditoría, y correo al afiliado con estado, observaciones y enlace', async () => {
    prueba.reloj.fijar(new Date('2026-11-22T15:45:00.000Z'));
    const completa = (
      await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${delMiembro}`, tokenAdmin)
    ).json<SolicitudCredito>();
    // El cliente manda la solicitud entera (SPEC 7): solo cuentan estado y observaciones.
    const { afiliado: _a, ...sinObjetos } = completa;
    await prueba.app.cola.procesar(); // los recibos de las solicitudes radicadas antes
    const antes = leerBuzon().length;
    const r = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
      ...sinObjetos,
      valor: 1,
      estado: 'APROBADA',
      observaciones: 'Aprobada por el comité. Desembolso el viernes.',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json<SolicitudCredito>()).toMatchObject({
      estado: 'APROBADA',
      observaciones: 'Aprobada por el comité. Desembolso el viernes.',
      revisado_por: 'Ana Revisora',
      fecha_revision: '2026-11-22T15:45:00.000Z',
      valor: 1_000_000,
    });
    // El afiliado ve el estado, pero no quién revisó (SPEC 6).
    const vista = (
      await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${delMiembro}`, tokenMiembro)
    ).json<SolicitudCredito>();
    expect(vista).toMatchObject({ estado: 'APROBADA', revisado_por: null, fecha_revision: '2026-11-22T15:45:00.000Z' });
    const [a] = await prueba.db.select().from(auditoria).where(eq(auditoria.accion, 'revision_solicitud_credito'));
    expect(a).toMatchObject({ id_actor: admin.id_afiliado, id_afiliado: miembro.id_afiliado });
    expect(a?.detalle).toMatchObject({ id_solicitud: delMiembro, estado_anterior: 'PENDIENTE', estado: 'APROBADA' });

    await prueba.app.cola.procesar();
    const correos = leerBuzon().slice(antes);
    expect(correos).toHaveLength(1);
    const correo = correos[0]!;
    expect(correo).toContain('To: maria@correo.prueba');
    expect(correo).toContain(`Solicitud de crédito No. ${delMiembro}: APROBADA`);
    expect(correo).toContain('Estado: APROBADA');
    expect(correo).toContain('Observaciones: Aprobada por el comité. Desembolso el viernes.');
    expect(correo).toContain(`http://portal.prueba/solicitud-credito/${delMiembro}`);

    // Solo observaciones (mismo estado): se guarda, sin otro correo.
    await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
      id_solicitud: delMiembro,
      estado: 'APROBADA',
      observaciones: 'Otra nota',
    });
    await prueba.app.cola.procesar();
    expect(leerBuzon()).toHaveLength(antes + 1);
    prueba.reloj.fijar(AHORA);
  });

  test('revisar: inexistente 404, estado inválido 400', async () => {
    const r = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
      id_solicitud: 999999,
      estado: 'APROBADA',
    });
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 404,
      body: { error: 'Solicitud de crédito no encontrada' },
    });
    const e = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
      id_solicitud: delMiembro,
      estado: 'RECHAZADA',
    });
    expect(e.statusCode).toBe(400);
  });

  test('borrar: superadmin; después 404; borrar otra vez 404', async () => {
    const id = await crearSolicitud(prueba.db, otro.id_afiliado, tipo);
    const r = await pedir(prueba.app, 'DELETE', `/api/solicitudes-credito/${id}`, tokenAdmin);
    expect({ status: r.statusCode, body: r.json<RespuestaMensaje>() }).toEqual({
      status: 200,
      body: { mensaje: 'Solicitud eliminada' },
    });
    expect((await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${id}`, tokenAdmin)).statusCode).toBe(404);
    const otraVez = await pedir(prueba.app, 'DELETE', `/api/solicitudes-credito/${id}`, tokenAdmin);
    expect({ status: otraVez.statusCode, body: otraVez.json<ErrorApi>() }).toEqual({
      status: 404,
      body: { error: 'Solicitud de crédito no encontrada' },
    });
  });
});

describe('plantilla PDF', () => {
  test('carta y pagaré con el nombre y el documento de quien la pide', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/solicitudes-credito/plantilla', tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain('attachment');
    const t = await textoDelPdf(r.rawPayload);
    expect(t).toContain('CARTA DE SOLICITUD DE CRÉDITO');
    expect(t).toContain('PAGARÉ');
    expect(t).toContain('María José Núñez Peña');
    expect(t).toContain('C.C. 52.123.456');
    expect(t).toContain('22 de noviembre de 2026');
  });

  test('con tipo, valor y cuotas elegidos', async () => {
    const r = await pedir(
      prueba.app,
      'GET',
      `/api/solicitudes-credito/plantilla?id_tipo_credito=${semestral}&valor=2500000&cuotas=4`,
      tokenMiembro,
    );
    const t = await textoDelPdf(r.rawPayload);
    expect(t).toContain('Crédito de Prima');
    expect(t).toContain('$2,500,000.00 (dos millones quinientos mil pesos m/cte.)');
    expect(t).toContain('4 cuotas semestrales');
    expect(t).toContain('1.25 % mensual');
  });

  test('tipo inexistente 400; valor inválido 400', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/solicitudes-credito/plantilla?id_tipo_credito=999999', tokenMiembro);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 400,
      body: { error: 'El tipo de crédito no existe' },
    });
    expect(
      (await pedir(prueba.app, 'GET', '/api/solicitudes-credito/plantilla?valor=-5', tokenMiembro)).statusCode,
    ).toBe(400);
  });
});

/** quoted-printable -> texto (cuerpo; en encabezados, '_' es espacio). */
const desdeQp = (t: string, encabezado = false) =>
  Buffer.from(
    (encabezado ? t.replace(/_/g, ' ') : t).replace(/=([0-9A-F]{2})/gi, (_, h: string) =>
      String.fromCharCode(parseInt(h, 16)),
    ),
    'latin1',
  ).toString('utf8');

/** Correos del buzón de salida: encabezados desplegados y palabras codificadas decodificadas, cuerpo en texto. */
function leerBuzon(): string[] {
  const carpeta = prueba.app.correo.carpetaSalida!;
  let nombres: string[];
  try {
    nombres = readdirSync(carpeta)
      .filter((n) => n.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return nombres.map((n) => {
    const crudo = readFileSync(join(carpeta, n), 'utf8');
    const corte = crudo.search(/\r?\n\r?\n/);
    const encabezados = crudo
      .slice(0, corte)
      .replace(/\r?\n[ \t]+/g, ' ')
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => desdeQp(q, true));
    const cuerpo = desdeQp(crudo.slice(corte).replace(/=\r?\n/g, ''));
    return `${encabezados}\n${cuerpo}`;
  });
}

describe('entradas raras: nunca 500, siempre { error } en español', () => {
  const casos: [string, string, unknown][] = [
    ['POST', '/api/afiliados/me/solicitar-credito', '{no es json'],
    ['POST', '/api/afiliados/me/solicitar-credito', []],
    [
      'POST',
      '/api/afiliados/me/solicitar-credito',
      { valor: 1e300, cuotas: 1e12, desde_mes: 99999, id_tipo_credito: 99999999999 },
    ],
    ['POST', '/api/afiliados/me/solicitar-credito', { id_tipo_credito: 'uno', firma: -1, destino: 'x'.repeat(5000) }],
    ['POST', '/api/solicitudes-credito', { id_solicitud: 99999999999, estado: 'APROBADA' }],
    ['POST', '/api/solicitudes-credito', { id_solicitud: 1, estado: 'APROBADA', observaciones: 'x'.repeat(3000) }],
    ['GET', '/api/admin/solicitudes-credito?pagina=0&tamano=100000', undefined],
    ['GET', '/api/solicitudes-credito/99999999999', undefined],
    ['DELETE', '/api/solicitudes-credito/-1', undefined],
    ['GET', '/api/solicitudes-credito/plantilla?valor=1e300&cuotas=abc', undefined],
    ['POST', '/api/tipos-credito', { id_tipo_credito: 99999999999, nombre: 'x', tasa: 0.01 }],
    ['POST', '/api/tipos-credito', { id_tipo_credito: 0, nombre: 'x'.repeat(1000), tasa: 0.01, plazo_maximo: 1e9 }],
    ['DELETE', '/api/tipos-credito/0', undefined],
    ['POST', '/api/archivos', { file: 'data:;base64,====', name: 'x' }],
    ['POST', '/api/archivos', { file: 'data:application/pdf;base64,JVBERi0', name: '' }],
    ['GET', '/api/archivos/1.5', undefined],
  ];
  test.each(casos)('%s %s', async (metodo, url, cuerpo) => {
    const r = await prueba.app.inject({
      method: metodo as 'GET',
      url,
      headers: {
        authorization: `bearer ${tokenAdmin}`,
        ...(typeof cuerpo === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(cuerpo === undefined ? {} : { payload: cuerpo as string }),
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json<{ error: string }>().error).toMatch(/[a-záéíóúñ]/i);
  });

  test('el texto de búsqueda es solo texto: comodines y comillas no cambian la consulta', async () => {
    const q = encodeURIComponent("%_\\'; drop table afiliado; --");
    const r = await pedir(prueba.app, 'GET', `/api/admin/solicitudes-credito?texto=${q}`, tokenAdmin);
    expect(r.json()).toEqual({ filas: [], total: 0 });
  });

  test('las rutas están en la documentación OpenAPI', async () => {
    const doc = (await prueba.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/afiliados/me/solicitudes-credito',
        '/api/admin/solicitudes-credito',
        '/api/solicitudes-credito/{id}',
        '/api/solicitudes-credito',
        '/api/afiliados/me/solicitar-credito',
        '/api/solicitudes-credito/plantilla',
        '/api/tipos-credito',
        '/api/tipos-credito/{id}',
        '/api/archivos',
        '/api/archivos/{id_archivo}',
      ]),
    );
  });
});
