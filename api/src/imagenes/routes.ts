// Dominio Imágenes (SPEC 7): POST /api/archivos/limpiar-foto y /limpiar-imagen. Mismo prefijo que
// el dominio Archivos (otro plugin, rutas distintas). Solo esquemas y acceso; lo demás en servicio.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArchivoEsquema, CuerpoLimpiarImagenEsquema, errores } from '@fondo/contrato/esquemas';
import { actorDe } from '../auth/guards.js';
import { LIMITE_CUERPO_ARCHIVO } from '../http/subidas.js';
import { limpiarYGuardar } from './servicio.js';

const tags = ['archivos'];
const errores413 = '413 si pasa de 10 MB o de 40 megapíxeles (bomba de descompresión), 415 si no es JPG/PNG por sus bytes, '
  + '400 si no se puede leer. Solo se guarda la imagen limpia, como archivo de quien llama.';

const rutasImagenes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/archivos/limpiar-foto', {
    config: { acceso: 'sesion' },
    bodyLimit: LIMITE_CUERPO_ARCHIVO,
    schema: {
      summary: 'Limpia y guarda la foto del afiliado (data URL JPG/PNG)',
      description: 'Endereza según el EXIF, recorta un cuadrado centrado en el sujeto, 512 x 512, sin metadatos '
        + `(GPS incluido), JPEG. Devuelve id_archivo y nombre. ${errores413}`,
      tags,
      body: CuerpoLimpiarImagenEsquema,
      response: { 200: ArchivoEsquema, ...errores },
    },
  }, async (request) => limpiarYGuardar(app.db, actorDe(request).id_afiliado, request.body, 'foto'));

  app.post('/archivos/limpiar-imagen', {
    config: { acceso: 'sesion' },
    bodyLimit: LIMITE_CUERPO_ARCHIVO,
    schema: {
      summary: 'Limpia y guarda la imagen de firma y huella (data URL JPG/PNG)',
      description: 'En grises, el papel se vuelve transparente y la tinta queda opaca, márgenes recortados, PNG. '
        + `Devuelve id_archivo y nombre. ${errores413}`,
      tags,
      body: CuerpoLimpiarImagenEsquema,
      response: { 200: ArchivoEsquema, ...errores },
    },
  }, async (request) => limpiarYGuardar(app.db, actorDe(request).id_afiliado, request.body, 'firma'));
};

export default rutasImagenes;
