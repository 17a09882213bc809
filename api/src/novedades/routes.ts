// Dominio Novedades: lo que cambió para el afiliado y aún no vio (Inicio y la lista de
// sus solicitudes), y marcar como vista una solicitud o un hilo al abrirlo. Reglas en servicio.ts.
import { actorDe } from '../auth/guards.js';
import { novedadesDe, verHilo, verSolicitud } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasNovedades = (app: AppTypebox) => {
  definir(app, 'novedades', 'listar', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return novedadesDe(app.db, actorDe(request), app.reloj());
  });

  definir(app, 'novedades', 'verSolicitud', async (request) =>
    verSolicitud(app.db, actorDe(request), request.params.id, app.reloj()),
  );

  definir(app, 'novedades', 'verHilo', async (request) =>
    verHilo(app.db, actorDe(request), request.params.id, app.reloj()),
  );
};

export default pluginDeRutas(rutasNovedades);
