// Dominio Cupo de crédito: el cupo de quien llama por tipo de crédito y la marca de los tipos de
// aporte que cuentan (superadmin). Sus operaciones de la tabla de rutas; reglas en servicio.ts, SQL en consultas.ts.
import { actorDe } from '../auth/guards.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';
import { cupoDe, marcarAportes, tiposAporte } from './servicio.js';

const rutasCupo = (app: AppTypebox) => {
  definir(app, 'cupo', 'mio', async (request) => cupoDe(app.db, actorDe(request).id_afiliado));

  definir(app, 'cupo', 'tiposAporte', async () => tiposAporte(app.db));

  definir(app, 'cupo', 'marcarAportes', async (request) =>
    marcarAportes(app.db, request.body.ids, { actor: actorDe(request), ip: request.ip, ahora: app.reloj() }),
  );
};

export default pluginDeRutas(rutasCupo);
