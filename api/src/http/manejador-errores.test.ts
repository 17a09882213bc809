import { expect } from '@jest/globals';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ErrorApi } from '@fondo/contrato';
import { conflicto, noEncontrado } from '../errors.js';
import { mensajeValidacion } from './manejador-errores.js';
import { pluginDeRutas } from './ruta.js';
import { crearAppDePrueba, type AppDePrueba } from '../../test/ayudantes.js';

// Rutas de la prueba, bajo /api/prueba/ (fuera de la tabla de rutas del contrato).
const rutas = pluginDeRutas((api) => {
  api.post(
    '/prueba/eco',
    {
      config: { acceso: 'publico' },
      bodyLimit: 1024,
      schema: {
        body: Type.Object({
          nombre: Type.String({ minLength: 1, maxLength: 10 }),
          edad: Type.Optional(Type.Integer({ minimum: 0 })),
          tipo: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
          datos: Type.Optional(Type.Object({ fecha: Type.String({ format: 'date' }) })),
        }),
      },
    },
    (request) => request.body,
  );
  api.get(
    '/prueba/eco',
    {
      config: { acceso: 'publico' },
      schema: { querystring: Type.Object({ pagina: Type.Integer({ minimum: 1 }) }) },
    },
    (request) => request.query,
  );
  api.get('/prueba/falla/interna', { config: { acceso: 'publico' } }, () => {
    throw new Error('detalle interno que no debe salir: /etc/secreto');
  });
  api.get('/prueba/falla/api', { config: { acceso: 'publico' } }, () => {
    throw noEncontrado('Tipo de crédito no encontrado');
  });
  api.get('/prueba/falla/conflicto', { config: { acceso: 'publico' } }, () => {
    throw conflicto('Ya existe');
  });
  api.get('/prueba/falla/dato', { config: { acceso: 'publico' } }, async () => {
    await api.db.execute(sql`select 'no-es-numero'::integer`);
    return {};
  });
});

let p: AppDePrueba;
beforeAll(async () => {
  p = await crearAppDePrueba({
    registrar: (app: FastifyInstance) => {
      void app.register(rutas, { prefix: '/api' });
    },
  });
});
afterAll(async () => {
  await p.cerrar();
});

const eco = (payload: unknown, tipo = 'application/json') =>
  p.app.inject({
    method: 'POST',
    url: '/api/prueba/eco',
    headers: { 'content-type': tipo },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('validación TypeBox -> 400 en español nombrando el campo', () => {
  test.each([
    [{}, "El campo 'nombre' es obligatorio"],
    [{ nombre: '' }, "El campo 'nombre' no puede estar vacío"],
    [{ nombre: 'x'.repeat(11) }, "El campo 'nombre' admite máximo 10 caracteres"],
    [{ nombre: 'a', edad: 'diez' }, "El campo 'edad' debe ser un número entero"],
    [{ nombre: 'a', edad: -1 }, "El campo 'edad' debe ser mayor o igual a 0"],
    [{ nombre: 'a', datos: { fecha: 'ayer' } }, "El campo 'datos.fecha' no tiene un formato válido"],
    [{ nombre: 'a', datos: {} }, "El campo 'datos.fecha' es obligatorio"],
    [[1, 2], 'El cuerpo de la solicitud debe ser un objeto'],
  ])('%j -> %s', async (cuerpo, mensaje) => {
    const r = await eco(cuerpo);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: mensaje });
  });

  test('un valor fuera de una unión nombra el campo', async () => {
    const r = await eco({ nombre: 'a', tipo: 'z' });
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorApi>().error).toMatch(/^El campo 'tipo'/);
  });

  test('la consulta también', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/api/prueba/eco?pagina=0' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: "El campo 'pagina' debe ser mayor o igual a 1" });
    const r2 = await p.app.inject({ method: 'GET', url: '/api/prueba/eco?pagina=3' });
    expect(r2.json()).toEqual({ pagina: 3 });
  });

  test('mensajeValidacion sin errores ni campo', () => {
    expect(mensajeValidacion([])).toBe('La solicitud no es válida');
    expect(mensajeValidacion([{ instancePath: '', keyword: 'anyOf' }], 'params')).toBe('La ruta no es válida');
  });
});

describe('errores del cuerpo y del protocolo', () => {
  test('JSON mal formado -> 400', async () => {
    const r = await eco('{"nombre": ');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'El cuerpo de la solicitud no es JSON válido' });
  });

  test('tipo de contenido no soportado -> 415', async () => {
    const r = await eco('<nombre>a</nombre>', 'application/xml');
    expect(r.statusCode).toBe(415);
    expect(r.json()).toEqual({ error: 'Tipo de contenido no soportado' });
  });

  test('cuerpo por encima del límite -> 413', async () => {
    const r = await eco({ nombre: 'x'.repeat(5000) });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ error: 'El contenido enviado es demasiado grande' });
  });

  test('JSON vacío -> 400', async () => {
    const r = await eco('');
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorApi>().error).toEqual(expect.any(String));
  });

  test('formulario urlencoded se lee como objeto', async () => {
    const r = await eco('nombre=Ana&edad=30', 'application/x-www-form-urlencoded');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ nombre: 'Ana', edad: 30 });
  });

  test('URL mal codificada -> 400', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/api/afiliados/verificar-token/%E0%A4%A' });
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorApi>().error).toEqual(expect.any(String));
  });
});

describe('errores de los handlers', () => {
  test('ErrorApi conserva status y texto', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/api/prueba/falla/api' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'Tipo de crédito no encontrado' });
    const r2 = await p.app.inject({ method: 'GET', url: '/api/prueba/falla/conflicto' });
    expect(r2.statusCode).toBe(409);
    expect(r2.json()).toEqual({ error: 'Ya existe' });
  });

  test('un error inesperado -> 500 genérico, sin detalle ni traza', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/api/prueba/falla/interna' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ error: 'Error interno del servidor' });
    expect(r.body).not.toContain('secreto');
    expect(r.body).not.toContain('at ');
  });

  test('un dato que PostgreSQL rechaza -> 400, no 500', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/api/prueba/falla/dato' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Los datos enviados no son válidos' });
  });

  test('método no registrado en /api -> 404 en español', async () => {
    const r = await p.app.inject({ method: 'PUT', url: '/api/login' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'Recurso no encontrado' });
  });
});

describe('documentación', () => {
  test('OpenAPI en /api/docs/json con las rutas de sesión', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/logout', '/api/afiliados/me/cambiar-clave']),
    );
  });

  test('la interfaz de Swagger se sirve en /api/docs', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('HTTP mal formado, por un socket crudo: { error } en español con su 4xx', () => {
  let puerto = 0;
  beforeAll(async () => {
    await p.app.listen({ port: 0, host: '127.0.0.1' });
    const direccion = p.app.server.address();
    puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  });

  /** Escribe `texto` tal cual y lee la respuesta completa (status y cuerpo JSON). */
  function crudo(texto: string): Promise<{ status: number; cuerpo: unknown; tipo: string }> {
    return new Promise((ok, falla) => {
      const socket = connect(puerto, '127.0.0.1');
      let recibido = Buffer.alloc(0);
      const intentar = () => {
        const fin = recibido.indexOf('\r\n\r\n');
        if (fin < 0) return false;
        const cabecera = recibido.subarray(0, fin).toString('latin1');
        const largo = Number(/\r\ncontent-length:\s*(\d+)/i.exec(cabecera)?.[1] ?? NaN);
        const cuerpo = recibido.subarray(fin + 4);
        if (!Number.isFinite(largo) || cuerpo.length < largo) return false;
        socket.destroy();
        ok({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(cabecera)?.[1]),
          cuerpo: JSON.parse(cuerpo.subarray(0, largo).toString('utf8')) as unknown,
          tipo: /\r\ncontent-type:\s*([^\r]+)/i.exec(cabecera)?.[1] ?? '',
        });
        return true;
      };
      socket.on('data', (d: Buffer) => {
        recibido = Buffer.concat([recibido, d]);
        intentar();
      });
      socket.on('error', () => {
        /* el servidor cierra después de responder */
      });
      socket.on('close', () => {
        if (!intentar()) falla(new Error(`Respuesta incompleta: ${recibido.toString('latin1')}`));
      });
      socket.write(texto);
    });
  }

  test('una petición normal por el mismo camino (control)', async () => {
    const r = await crudo('GET /api/prueba/falla/api HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(r).toMatchObject({ status: 404, cuerpo: { error: 'Tipo de crédito no encontrado' } });
  });

  test('cabeceras de 20 KB -> 431', async () => {
    const r = await crudo(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Relleno: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    expect(r.status).toBe(431);
    expect(r.cuerpo).toEqual({ error: 'Las cabeceras son demasiado grandes' });
    expect(r.tipo).toContain('application/json');
  });

  test('un espacio en la ruta -> 400', async () => {
    const r = await crudo('GET /api/a b HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(r.status).toBe(400);
    expect(r.cuerpo).toEqual({ error: expect.any(String) });
    expect((r.cuerpo as { error: string }).error).not.toMatch(/Bad Request|Client Error/);
  });

  test('Content-Length inválido -> 400', async () => {
    const r = await crudo(
      'POST /api/prueba/eco HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: doce\r\n\r\n{}',
    );
    expect(r.status).toBe(400);
    expect(r.cuerpo).toEqual({ error: 'La longitud del contenido no es válida' });
  });

  test('dos Content-Length distintos -> 400', async () => {
    const r = await crudo(
      'POST /api/prueba/eco HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    );
    expect(r.status).toBe(400);
    expect(r.cuerpo).toEqual({ error: expect.any(String) });
  });

  test('sin Host en HTTP/1.1 -> 400', async () => {
    const r = await crudo('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(r.status).toBe(400);
    expect(r.cuerpo).toEqual({ error: 'Falta la cabecera Host' });
  });

  test('HTTP/1.0 sin Host sigue sirviendo (no lo exige)', async () => {
    const r = await crudo('GET /api/prueba/falla/api HTTP/1.0\r\n\r\n');
    expect(r.status).toBe(404);
    expect(r.cuerpo).toEqual({ error: 'Tipo de crédito no encontrado' });
  });
});
