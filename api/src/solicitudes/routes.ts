// Dominio Solicitudes de crédito (SPEC 2.10, 2.11, 6, 7): las rutas exactas de SPEC 7 y la
// plantilla PDF. Sus operaciones de la tabla de rutas; las reglas en servicio.ts, el SQL en consultas.ts.
import { actorDe } from '../auth/guards.js';
import { eliminar, listar, plantilla, radicar, revisar, solicitudPara } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';
import { historialPara, posicionDe } from './posicion.js';

const rutasSolicitudes = (app: AppTypebox) => {
  const correos = () => ({
    portalUrl: app.config.portalUrl,
    fondoNombre: app.config.fondoNombre,
    fondoCorreo: app.config.fondoCorreo,
  });
  definir(app, 'solicitudes', 'listarMias', async (request) => listar(app.db, actorDe(request), request.query, true));

  definir(app, 'solicitudes', 'listarTodas', async (request) => listar(app.db, actorDe(request), request.query, false));

  definir(app, 'solicitudes', 'plantilla', async (request, reply) => {
    const pdf = await plantilla(app.db, actorDe(request), request.query, {
      ahora: app.reloj(),
      fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="carta-solicitud-credito-y-pagare.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  definir(app, 'solicitudes', 'obtener', async (request) => solicitudPara(app.db, actorDe(request), request.params.id));

  definir(app, 'solicitudes', 'eliminar', async (request) =>
    eliminar(app.db, request.params.id, { actor: actorDe(request), ip: request.ip, ahora: app.reloj() }),
  );

  definir(app, 'solicitudes', 'revisar', async (request) =>
    revisar(app.db, request.body, {
      actor: actorDe(request),
      ahora: app.reloj(),
      ip: request.ip,
      ...correos(),
    }),
  );

  definir(app, 'solicitudes', 'radicar', async (request) =>
    radicar(app.db, actorDe(request), request.body, app.reloj(), correos()),
  );

  definir(app, 'solicitudes', 'historial', async (request) =>
    historialPara(app.db, actorDe(request), request.params.id),
  );

  definir(app, 'solicitudes', 'posicion', async (request) => posicionDe(app.db, actorDe(request), request.params.id));
};

export default pluginDeRutas(rutasSolicitudes);
