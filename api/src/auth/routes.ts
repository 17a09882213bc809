// Dominio auth: login, login por token de impersonación, logout, usuario de la sesión y claves.
import { actorDe } from './guards.js';
import {
  MENSAJE_OBLIGATORIOS,
  MENSAJE_TOKEN_LOGIN,
  entrarConToken,
  iniciarSesion,
  salir,
  usuarioDeLaSesion,
} from './servicio.js';
import { renovarSesion } from './sesiones.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasSesion = (app: AppTypebox) => {
  definir(app, 'sesion', 'login', { config: { mensajeValidacion: MENSAJE_OBLIGATORIOS } }, async (request) =>
    iniciarSesion({ db: app.db, config: app.config, ip: request.ip, ahora: app.reloj() }, request.body),
  );

  definir(app, 'sesion', 'loginToken', { config: { mensajeValidacion: MENSAJE_TOKEN_LOGIN } }, async (request) =>
    entrarConToken({ db: app.db, config: app.config, ip: request.ip, ahora: app.reloj() }, request.body),
  );

  definir(app, 'sesion', 'logout', { config: { duranteInscripcion: true } }, async (request) => {
    await salir(app.db, actorDe(request), request.ip, app.reloj());
    request.actor = null; // sesión cerrada: sin token renovado
    return { mensaje: 'Sesión cerrada' };
  });

  definir(app, 'sesion', 'renovar', async (request) => {
    const actor = actorDe(request);
    const ahora = app.reloj();
    const r = await renovarSesion(app.db, app.config, actor, ahora);
    // el token nuevo va en el cuerpo: la cabecera `token` no firma otro
    request.iatToken = Math.floor(ahora.getTime() / 1000);
    return r;
  });

  definir(app, 'sesion', 'usuario', { config: { duranteInscripcion: true } }, async (request) =>
    usuarioDeLaSesion(app.db, app.config, actorDe(request), () => app.reloj()),
  );
};

export default pluginDeRutas(rutasSesion);
