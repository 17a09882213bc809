// Dominio Mensajes (Contáctenos) (SPEC 2.18, 7; DESIGN 4 y 6): las rutas exactas de SPEC 7.
// Sus operaciones de la tabla de rutas; las reglas en servicio.ts e importar.ts, el SQL en consultas.ts.
import { actorDe } from '../auth/guards.js';
import { importarDelBuzon } from './importar.js';
import { eliminar, escribir, hiloPara, listar } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasMensajes = (app: AppTypebox) => {
  definir(app, 'mensajes', 'listar', async (request) => listar(app.db, actorDe(request), request.query));

  definir(app, 'mensajes', 'importar', async (request) =>
    importarDelBuzon(app.db, {
      actor: actorDe(request),
      ip: request.ip,
      ahora: app.reloj,
      imapUrl: app.config.imapUrl,
      imapBuzon: app.config.imapBuzon,
      authservIds: app.config.imapAuthservIds,
      log: request.log,
    }),
  );

  definir(app, 'mensajes', 'hilo', async (request) => hiloPara(app.db, actorDe(request), request.params.id));

  definir(app, 'mensajes', 'escribir', async (request) =>
    escribir(app.db, request.body, {
      actor: actorDe(request),
      ahora: app.reloj(),
      portalUrl: app.config.portalUrl,
      fondoNombre: app.config.fondoNombre,
      fondoCorreo: app.config.fondoCorreo,
      mailFrom: app.config.mailFrom,
    }),
  );

  definir(app, 'mensajes', 'eliminar', async (request) =>
    eliminar(app.db, request.params.id, { actor: actorDe(request), ip: request.ip, ahora: app.reloj() }),
  );
};

export default pluginDeRutas(rutasMensajes);
