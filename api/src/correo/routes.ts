// Dominio Correo: el buzón de salida para el superadmin: la lista de correos
// (pendientes, fallidos con su último error, enviados), su resumen para el tablero y reintentar.
// Sus operaciones de la tabla de rutas; las reglas en servicio.ts, el SQL en consultas.ts.
import { actorDe } from '../auth/guards.js';
import { listarCorreos, reintentarCorreo, reintentarFallidos, resumenCorreos } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasCorreo = (app: AppTypebox) => {
  const contexto = (request: Parameters<typeof actorDe>[0]) => ({
    actor: actorDe(request),
    ip: request.ip,
    ahora: app.reloj(),
  });

  definir(app, 'correo', 'listar', async (request) => listarCorreos(app.db, request.query));

  definir(app, 'correo', 'resumen', async () => resumenCorreos(app.db, app.reloj()));

  definir(app, 'correo', 'reintentar', async (request) => {
    const r = await reintentarCorreo(app.db, request.params.id, contexto(request));
    app.cola.despertar();
    return r;
  });

  definir(app, 'correo', 'reintentarFallidos', async (request) => {
    const r = await reintentarFallidos(app.db, contexto(request));
    app.cola.despertar();
    return r;
  });
};

export default pluginDeRutas(rutasCorreo);
