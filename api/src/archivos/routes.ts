// Dominio Archivos (SPEC 7, DESIGN 4): subir un archivo como data URL y leerlo por su id.
// Solo esquemas y acceso; las reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ArchivoEsquema, BinarioEsquema, CuerpoArchivoEsquema, ParamsArchivoEsquema, errores,
} from '@fondo/contrato/esquemas';
import { actorDe } from '../auth/guards.js';
import { LIMITE_CUERPO_ARCHIVO } from '../http/subidas.js';
import { contentDisposition } from './nombre.js';
import { archivoParaLeer, subirArchivo } from './servicio.js';

const rutasArchivos: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/archivos', {
    config: { acceso: 'sesion' },
    bodyLimit: LIMITE_CUERPO_ARCHIVO,
    schema: {
      summary: 'Sube un archivo (data URL en base64, máximo 10 MB)',
      description: 'La clase la deciden los bytes (PDF, JPG, PNG, Word, Excel, PowerPoint, ZIP); con `uso` '
        + "('pdf' | 'imagen' | 'adjunto') se rechaza con 415 lo que ese uso no admite. El nombre guardado lo pone el servidor. "
        + '413 pasado el límite, 415 tipo no permitido, 400 vacío o mal codificado; en ningún caso se guarda nada.',
      tags: ['archivos'],
      body: CuerpoArchivoEsquema,
      response: { 200: ArchivoEsquema, ...errores },
    },
  }, async (request) => subirArchivo(app.db, actorDe(request).id_afiliado, request.body));

  app.get('/archivos/:id_archivo', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Descarga un archivo con su tipo real',
      description: 'Lo leen quien lo subió, los superadmin y la gente de la solicitud a la que pertenece; los demás, 403.',
      tags: ['archivos'],
      params: ParamsArchivoEsquema,
      response: { 200: BinarioEsquema, ...errores },
    },
  }, async (request, reply) => {
    const a = await archivoParaLeer(app.db, request.params.id_archivo, actorDe(request));
    return reply
      .type(a.tipoMime)
      .header('content-disposition', contentDisposition(a.nombre))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(a.contenido);
  });
};

export default rutasArchivos;
