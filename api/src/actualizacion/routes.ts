// Dominio Actualización de datos (SPEC 2.12, 4, 5, 7): la ficha del afiliado con su grupo familiar,
// guardarla (envío final o borrador) y el formulario lleno en PDF. Solo esquemas y acceso; las
// reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CuerpoActualizacionEsquema, ParamsAfiliadoEsquema, PdfEsquema, RespuestaAfiliadoEsquema,
  RespuestaGuardarAfiliadoEsquema, errores,
} from '@fondo/contrato/esquemas';
import { actorDe, afiliadoObjetivo } from '../auth/guards.js';
import { contentDisposition } from '../certificados/etiquetas.js';
import { prohibido } from '../errors.js';
import { fichaDe, formularioPdf, guardarFicha } from './servicio.js';

const tags = ['actualización de datos'];

/** ':id' con 0 = afiliado nuevo, solo para superadmin; lo demás como en todo /afiliados/{id}. */
function objetivoOCero(request: FastifyRequest, id: string): number {
  if (id !== '0') return afiliadoObjetivo(request, id);
  if (!actorDe(request).superadmin) throw prohibido();
  return 0;
}

const rutasActualizacion: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/afiliados/:id', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Ficha del afiliado y su grupo familiar (siempre 6 filas)',
      description: "id: 'me', el propio o, para superadmin, cualquiera (0: ficha vacía para crear). Sin clave ni tokens.",
      tags,
      params: ParamsAfiliadoEsquema,
      response: { 200: RespuestaAfiliadoEsquema, ...errores },
    },
  }, async (request) => fichaDe(app.db, objetivoOCero(request, request.params.id)));

  app.post('/afiliados/:id', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Guarda la actualización de datos (envío final o borrador)',
      description: 'Envío final: todos los campos requeridos de SPEC 5 (400 con la lista), marca ultima_actualizacion. '
        + 'borrador (solo superadmin): sin la regla de requeridos ni la fecha. Afiliado: solo `me`, solo una vez '
        + '(después 403), sin cambiar tipo de afiliado, fecha de afiliación, salario ni ahorros ya fijados (403). '
        + 'id 0 crea un afiliado (superadmin; documento repetido 409). password, guid, superadmin, reestablecer_*, '
        + 'ultimo_login, cambio_password y ultima_actualizacion nunca se asignan por esta vía. `sesion` trae los '
        + 'campos del usuario de la sesión cuando quien guarda es el mismo afiliado.',
      tags,
      params: ParamsAfiliadoEsquema,
      body: CuerpoActualizacionEsquema,
      response: { 200: RespuestaGuardarAfiliadoEsquema, ...errores },
    },
  }, async (request) => guardarFicha(app.db, objetivoOCero(request, request.params.id), request.body, {
    actor: actorDe(request), ahora: app.reloj(), ip: request.ip,
  }));

  app.get('/afiliados/:id/actualizacion', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'El formulario de actualización de datos lleno, en PDF',
      tags,
      params: ParamsAfiliadoEsquema,
      produces: ['application/pdf'],
      response: { 200: PdfEsquema, ...errores },
    },
  }, async (request, reply) => {
    const { pdf, nombre } = await formularioPdf(app.db, afiliadoObjetivo(request, request.params.id), {
      ahora: app.reloj(), fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(nombre))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};

export default rutasActualizacion;
