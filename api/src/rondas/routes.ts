// Dominio Rondas de actualización de datos: solo superadmin. Reglas en servicio.ts.
import { actorDe } from '../auth/guards.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';
import { abrirRonda, cerrarRonda, listarRondas, recordarRonda } from './servicio.js';

const rutasRondas = (app: AppTypebox) => {
  const contexto = (request: Parameters<typeof actorDe>[0]) => ({
    actor: actorDe(request),
    ip: request.ip,
    ahora: app.reloj(),
  });

  definir(app, 'rondas', 'listar', async () => listarRondas(app.db));

  definir(app, 'rondas', 'abrir', async (request) => abrirRonda(app.db, request.body, contexto(request)));

  definir(app, 'rondas', 'cerrar', async (request) => cerrarRonda(app.db, request.params.id, contexto(request)));

  definir(app, 'rondas', 'recordar', async (request) =>
    recordarRonda(app.db, request.params.id, { ...contexto(request), config: app.config }),
  );
};

export default pluginDeRutas(rutasRondas);
