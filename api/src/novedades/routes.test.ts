// Novedades del afiliado: una solicitud revisada y un hilo respondido por el fondo salen hasta que el
// afiliado los abre; vuelven a salir si el fondo los cambia otra vez; lo ajeno, lo propio, lo viejo, el
// superadmin y la sesión suplantada no cuentan.
import type { RespuestaNovedades } from '@fondo/contrato';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { crearHilo } from '../../test/ayudantes-mensajes.js';
import { crearSolicitud, crearTipoCredito } from '../../test/ayudantes-solicitudes.js';

let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let admin: FilaAfiliado;
let tokenMiembro: string;
let tokenOtro: string;
let tokenAdmin: string;
let tipo: number;
const AHORA = new Date('2026-11-22T15:30:00.000Z');
const MINUTO = 60_000;

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  prueba.reloj.fijar(AHORA);
  miembro = (await crearAfiliado(prueba.db, { nombres: 'María', apellidos: 'Núñez' })).afiliado;
  otro = (await crearAfiliado(prueba.db, { nombres: 'Pedro', apellidos: 'Gómez' })).afiliado;
  admin = (await crearAfiliado(prueba.db, { nombres: 'Ana', apellidos: 'Fondo', superadmin: true })).afiliado;
  tipo = await crearTipoCredito(prueba.db, { nombre: 'Libre Inversión' });
});

// Sesiones nuevas en cada prueba: una prueba mueve el reloj meses (los tokens vencen a las 12 h).
beforeEach(async () => {
  tokenMiembro = await tokenDirecto(prueba.app, miembro.id_afiliado);
  tokenOtro = await tokenDirecto(prueba.app, otro.id_afiliado);
  tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
});

afterAll(() => prueba.cerrar());

async function novedades(token: string): Promise<RespuestaNovedades['novedades']> {
  const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/novedades', token);
  expect(r.statusCode).toBe(200);
  expect(r.headers['cache-control']).toBe('no-store');
  return r.json<RespuestaNovedades>().novedades;
}

async function revisar(id: number, estado: string, observaciones = 'Revisada'): Promise<void> {
  const r = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
    id_solicitud: id,
    estado,
    observaciones,
  });
  expect(r.statusCode).toBe(200);
}

test('una solicitud revisada por el fondo es novedad hasta que el afiliado la abre, y vuelve si la revisan otra vez', async () => {
  const id = await crearSolicitud(prueba.db, miembro.id_afiliado, tipo, { valor: '14500000.00' });
  expect(await novedades(tokenMiembro)).toEqual([]);
  prueba.reloj.mover(MINUTO);
  await revisar(id, 'APROBADA');
  expect(await novedades(tokenMiembro)).toEqual([
    {
      tipo: 'solicitud',
      id,
      fecha: new Date(AHORA.getTime() + MINUTO).toISOString(),
      titulo: 'Libre Inversión',
      estado: 'APROBADA',
      valor: 14_500_000,
    },
  ]);
  // lo de un afiliado no es novedad de otro
  expect(await novedades(tokenOtro)).toEqual([]);

  prueba.reloj.mover(MINUTO);
  const vista = await pedir(prueba.app, 'POST', `/api/solicitudes-credito/${id}/vista`, tokenMiembro);
  expect(vista.statusCode).toBe(200);
  expect(vista.json()).toEqual({ mensaje: 'Visto' });
  expect(await novedades(tokenMiembro)).toEqual([]);
  // abrirla otra vez no cambia nada
  expect((await pedir(prueba.app, 'POST', `/api/solicitudes-credito/${id}/vista`, tokenMiembro)).statusCode).toBe(200);

  prueba.reloj.mover(MINUTO);
  await revisar(id, 'NO APROBADA', 'Sin capacidad de pago');
  expect(await novedades(tokenMiembro)).toMatchObject([{ tipo: 'solicitud', id, estado: 'NO APROBADA' }]);
  await pedir(prueba.app, 'POST', `/api/solicitudes-credito/${id}/vista`, tokenMiembro);
});

test('un hilo respondido por el fondo es novedad hasta que el afiliado lo abre; su propia respuesta no lo es', async () => {
  const hilo = await crearHilo(prueba.db, miembro.id_afiliado, { asunto: 'Certificado tributario' });
  expect(await novedades(tokenMiembro)).toEqual([]);
  prueba.reloj.mover(MINUTO);
  const respuesta = await pedir(prueba.app, 'POST', '/api/mensajes', tokenAdmin, {
    id_mensaje_padre: hilo,
    texto: '<p>Ya está disponible.</p>',
  });
  expect(respuesta.statusCode).toBe(200);
  expect(await novedades(tokenMiembro)).toEqual([
    {
      tipo: 'mensaje',
      id: hilo,
      fecha: prueba.reloj().toISOString(),
      titulo: 'Certificado tributario',
      estado: null,
      valor: null,
    },
  ]);
  // abrir cualquier mensaje del hilo lo marca entero
  const idRespuesta = respuesta.json<{ respuestas: { id_mensaje: number }[] }>().respuestas[0]!.id_mensaje;
  prueba.reloj.mover(MINUTO);
  expect((await pedir(prueba.app, 'POST', `/api/mensajes/${idRespuesta}/vista`, tokenMiembro)).statusCode).toBe(200);
  expect(await novedades(tokenMiembro)).toEqual([]);

  prueba.reloj.mover(MINUTO);
  await pedir(prueba.app, 'POST', '/api/mensajes', tokenMiembro, { id_mensaje_padre: hilo, texto: '<p>Gracias</p>' });
  expect(await novedades(tokenMiembro)).toEqual([]);
});

test('la más reciente primero; las de hace más de 90 días no salen', async () => {
  const vieja = await crearSolicitud(prueba.db, miembro.id_afiliado, tipo);
  prueba.reloj.mover(MINUTO);
  await revisar(vieja, 'APROBADA');
  prueba.reloj.mover(MINUTO);
  const hilo = await crearHilo(prueba.db, miembro.id_afiliado, { asunto: 'Otra consulta' });
  await pedir(prueba.app, 'POST', '/api/mensajes', tokenAdmin, { id_mensaje_padre: hilo, texto: '<p>Respuesta</p>' });
  expect((await novedades(tokenMiembro)).map((n) => [n.tipo, n.id])).toEqual([
    ['mensaje', hilo],
    ['solicitud', vieja],
  ]);
  prueba.reloj.mover(90 * 24 * 60 * MINUTO);
  const despues = await tokenDirecto(prueba.app, miembro.id_afiliado);
  expect((await novedades(despues)).map((n) => n.id)).toEqual([hilo]);
  prueba.reloj.mover(2 * MINUTO);
  expect(await novedades(despues)).toEqual([]);
});

test('solo el dueño marca lo suyo: otro afiliado 403, lo que no existe 404; el superadmin y la sesión suplantada no lo marcan', async () => {
  const id = await crearSolicitud(prueba.db, miembro.id_afiliado, tipo);
  const hilo = await crearHilo(prueba.db, miembro.id_afiliado);
  prueba.reloj.mover(MINUTO);
  await revisar(id, 'APROBADA');
  await pedir(prueba.app, 'POST', '/api/mensajes', tokenAdmin, { id_mensaje_padre: hilo, texto: '<p>Listo</p>' });
  prueba.reloj.mover(MINUTO);

  for (const url of [`/api/solicitudes-credito/${id}/vista`, `/api/mensajes/${hilo}/vista`]) {
    const ajena = await pedir(prueba.app, 'POST', url, tokenOtro);
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json()).toEqual({ error: 'No tiene permiso para realizar esta acción' });
    expect((await pedir(prueba.app, 'POST', url, tokenAdmin)).statusCode).toBe(200);
  }
  const suplantado = await tokenDirecto(prueba.app, miembro.id_afiliado, otro.id_afiliado);
  expect((await pedir(prueba.app, 'POST', `/api/solicitudes-credito/${id}/vista`, suplantado)).statusCode).toBe(200);
  expect((await novedades(tokenMiembro)).map((n) => n.id).sort()).toEqual([id, hilo].sort());

  const noExiste = await pedir(prueba.app, 'POST', '/api/solicitudes-credito/999999/vista', tokenMiembro);
  expect(noExiste.statusCode).toBe(404);
  expect(noExiste.json()).toEqual({ error: 'Solicitud de crédito no encontrada' });
  expect((await pedir(prueba.app, 'POST', '/api/mensajes/999999/vista', tokenMiembro)).statusCode).toBe(404);
  const malo = await pedir(prueba.app, 'POST', '/api/solicitudes-credito/abc/vista', tokenMiembro);
  expect(malo.statusCode).toBe(400);
  expect(malo.json()).toHaveProperty('error');
  expect((await pedir(prueba.app, 'GET', '/api/afiliados/me/novedades')).statusCode).toBe(401);
});
