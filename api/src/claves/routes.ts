// Dominio claves (SPEC 7, Passwords): sus operaciones de la tabla de rutas; la lógica está en servicio.ts.
import { actorDe } from '../auth/guards.js';
import {
  MENSAJE_DOCUMENTO_VACIO,
  MENSAJE_TOKEN_INVALIDO,
  cambiarClave,
  reestablecerClave,
  solicitarReestablecer,
  verificarToken,
} from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasClaves = (app: AppTypebox) => {
  definir(
    app,
    'claves',
    'solicitarReestablecer',
    { config: { mensajeValidacion: MENSAJE_DOCUMENTO_VACIO } },
    async (request) => ({ mensaje: await solicitarReestablecer(app, request.body.documento, request.ip) }),
  );

  definir(
    app,
    'claves',
    'verificarToken',
    { config: { mensajeValidacion: MENSAJE_TOKEN_INVALIDO } },
    async (request) => ({ valido: true as const, nombres: await verificarToken(app, request.params.token) }),
  );

  definir(app, 'claves', 'reestablecer', async (request) =>
    reestablecerClave(app, request.params.token, request.body.password ?? '', request.ip),
  );

  definir(app, 'claves', 'cambiar', async (request) => ({
    mensaje: await cambiarClave(
      app,
      actorDe(request),
      request.body.password ?? '',
      request.body.new_password ?? '',
      request.ip,
    ),
  }));
};

export default pluginDeRutas(rutasClaves);
