// Dominio Tipos de crédito (SPEC 2.9, 3, 7): lista y detalle para cualquier sesión (las pantallas
// filtran por activo o simulador); crear, actualizar y borrar solo superadmin.
// Sus operaciones de la tabla de rutas; las reglas en servicio.ts, el SQL en consultas.ts.
import { actorDe } from '../auth/guards.js';
import { eliminarTipo, guardarTipo, listarTipos, tipoPorId } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasTiposCredito = (app: AppTypebox) => {
  definir(app, 'tiposCredito', 'listar', async () => listarTipos(app.db));

  definir(app, 'tiposCredito', 'obtener', async (request) => tipoPorId(app.db, request.params.id));

  definir(app, 'tiposCredito', 'guardar', async (request) =>
    guardarTipo(app.db, request.body, { idActor: actorDe(request).id_afiliado, ip: request.ip }),
  );

  definir(app, 'tiposCredito', 'eliminar', async (request) =>
    eliminarTipo(app.db, request.params.id, { idActor: actorDe(request).id_afiliado, ip: request.ip }),
  );
};

export default pluginDeRutas(rutasTiposCredito);
