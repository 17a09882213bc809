// Dominio Imágenes (SPEC 7): POST /api/archivos/limpiar-foto, /limpiar-imagen, y las páginas
// fotografiadas de un documento: /pagina-foto y /pdf-de-fotos. Mismo prefijo que
// el dominio Archivos (otro plugin, rutas distintas). Sus operaciones de la tabla de rutas; lo demás en servicio.ts.
import { actorDe } from '../auth/guards.js';
import { LIMITE_CUERPO_ARCHIVO } from '../http/subidas.js';
import { limpiarYGuardar, pdfDeFotos } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasImagenes = (app: AppTypebox) => {
  definir(app, 'imagenes', 'limpiarFoto', { bodyLimit: LIMITE_CUERPO_ARCHIVO }, async (request) =>
    limpiarYGuardar(app.db, actorDe(request), request.body, 'foto', app.config.cuotaArchivosBytes),
  );

  definir(app, 'imagenes', 'limpiarImagen', { bodyLimit: LIMITE_CUERPO_ARCHIVO }, async (request) =>
    limpiarYGuardar(app.db, actorDe(request), request.body, 'firma', app.config.cuotaArchivosBytes),
  );

  definir(app, 'imagenes', 'paginaFoto', { bodyLimit: LIMITE_CUERPO_ARCHIVO }, async (request) =>
    limpiarYGuardar(app.db, actorDe(request), request.body, 'pagina', app.config.cuotaArchivosBytes),
  );

  definir(app, 'imagenes', 'pdfDeFotos', async (request) =>
    pdfDeFotos(app.db, actorDe(request), request.body, app.config.cuotaArchivosBytes),
  );
};

export default pluginDeRutas(rutasImagenes);
