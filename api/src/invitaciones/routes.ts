// Dominio Invitaciones: 'Invitar a todos' y su avance; solo superadmin.
import { actorDe } from '../auth/guards.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';
import { invitar, listarLotes } from './servicio.js';

const rutasInvitaciones = (app: AppTypebox) => {
  definir(app, 'invitaciones', 'listar', async () => listarLotes(app.db));

  definir(app, 'invitaciones', 'invitar', async (request) => {
    const respuesta = await invitar(app.db, request.body, {
      actor: actorDe(request),
      ip: request.ip,
      ahora: app.reloj(),
      config: app.config,
    });
    app.cola.despertar();
    return respuesta;
  });
};

export default pluginDeRutas(rutasInvitaciones);
