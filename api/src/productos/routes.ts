// Dominio Productos (SPEC 2.4-2.6, 7): resumen, ahorro y crédito del afiliado.
// Sus operaciones de la tabla de rutas; las reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyRequest } from 'fastify';
import { afiliadoObjetivo } from '../auth/guards.js';
import { enviarJson } from '../http/json.js';
import { aportesDe, creditosDe, historialDe, resumenDe } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';
import { contentDisposition } from '../archivos/nombre.js';
import { planPagosDe, planPagosPdfDe, type PedidoPlan } from './plan-pagos.js';

/** El afiliado de la ruta (autorizado) y el crédito pedido. */
function pedidoPlan(request: FastifyRequest, params: { id: string; id_credito: number }): PedidoPlan {
  const idAfiliado = afiliadoObjetivo(request, params.id);
  return { idAfiliado, idCredito: params.id_credito, superadmin: request.actor?.superadmin === true };
}

const rutasProductos = (app: AppTypebox) => {
  definir(app, 'productos', 'resumen', async (request, reply) =>
    enviarJson(reply, await resumenDe(app.db, afiliadoObjetivo(request, request.params.id))),
  );

  definir(app, 'productos', 'aportes', async (request, reply) =>
    enviarJson(reply, await aportesDe(app.db, afiliadoObjetivo(request, request.params.id))),
  );

  definir(app, 'productos', 'historialAportes', async (request) =>
    historialDe(app.db, afiliadoObjetivo(request, request.params.id)),
  );

  definir(app, 'productos', 'creditos', async (request, reply) =>
    enviarJson(reply, await creditosDe(app.db, afiliadoObjetivo(request, request.params.id))),
  );

  // Plan de pagos de un crédito: el del afiliado, o de cualquiera para el superadmin.
  definir(app, 'productos', 'planPagos', async (request) => planPagosDe(app.db, pedidoPlan(request, request.params)));

  definir(app, 'productos', 'planPagosPdf', async (request, reply) => {
    const { pdf, nombre } = await planPagosPdfDe(app.db, pedidoPlan(request, request.params), {
      fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
      ahora: app.reloj(),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(nombre))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};

export default pluginDeRutas(rutasProductos);
