// Dominio Archivos (SPEC 7, DESIGN 4): subir un archivo como data URL y leerlo por su id.
// Sus operaciones de la tabla de rutas; las reglas en servicio.ts, el SQL en consultas.ts.
import { actorDe } from '../auth/guards.js';
import { LIMITE_CUERPO_ARCHIVO } from '../http/subidas.js';
import { contentDisposition } from './nombre.js';
import { archivoParaLeer, subirArchivo } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasArchivos = (app: AppTypebox) => {
  definir(app, 'archivos', 'subir', { bodyLimit: LIMITE_CUERPO_ARCHIVO }, async (request) =>
    subirArchivo(app.db, actorDe(request), request.body, app.config.cuotaArchivosBytes),
  );

  definir(app, 'archivos', 'leer', async (request, reply) => {
    const a = await archivoParaLeer(app.db, request.params.id_archivo, actorDe(request), {
      ip: request.ip,
      ahora: app.reloj(),
    });
    return reply
      .type(a.tipoMime)
      .header('content-disposition', contentDisposition(a.nombre))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(a.contenido);
  });
};

export default pluginDeRutas(rutasArchivos);
