// Dominio Actualización de datos (SPEC 2.12, 4, 5, 7): la ficha del afiliado con su grupo familiar,
// guardarla (envío final o borrador) y el formulario lleno en PDF. Sus operaciones de la tabla de rutas; las
// reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyRequest } from 'fastify';
import { actorDe, afiliadoObjetivo } from '../auth/guards.js';
import { contentDisposition } from '../archivos/nombre.js';
import { prohibido } from '../errors.js';
import { autorizacionDatos, fichaConRonda, formularioPdf, guardarFicha } from './servicio.js';
import { exigirSiCambiaCorreo } from '../dos-factores/verificacion.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

/** ':id' con 0 = afiliado nuevo, solo para superadmin; lo demás como en todo /afiliados/{id}. */
function objetivoOCero(request: FastifyRequest, id: string): number {
  if (id !== '0') return afiliadoObjetivo(request, id);
  if (!actorDe(request).superadmin) throw prohibido();
  return 0;
}

const rutasActualizacion = (app: AppTypebox) => {
  definir(app, 'actualizacion', 'ficha', async (request) =>
    fichaConRonda(app.db, objetivoOCero(request, request.params.id)),
  );

  definir(app, 'actualizacion', 'guardar', async (request) => {
    const id = objetivoOCero(request, request.params.id);
    // Cambiar el correo de otro afiliado pide un código reciente (acción sensible).
    await exigirSiCambiaCorreo(request, id, request.body.afiliado.email);
    return guardarFicha(app.db, id, request.body, {
      actor: actorDe(request),
      ahora: app.reloj(),
      ip: request.ip,
      fondo: app.config.fondoNombre,
    });
  });

  definir(app, 'actualizacion', 'formularioPdf', async (request, reply) => {
    const { pdf, nombre } = await formularioPdf(app.db, afiliadoObjetivo(request, request.params.id), {
      ahora: app.reloj(),
      fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
      actor: actorDe(request),
      ip: request.ip,
      autorizacion: autorizacionDatos(app.config).texto,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(nombre))
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  definir(app, 'actualizacion', 'autorizacionDatos', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return autorizacionDatos(app.config);
  });
};

export default pluginDeRutas(rutasActualizacion);
