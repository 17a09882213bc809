// Dominio Firma electrónica (firma.ts del contrato): el documento para leer y firmar, el código por correo y
// la firma del afiliado; el enlace del codeudor (público: el token es la capacidad) y la comprobación pública
// de un archivo firmado. Sus operaciones de la tabla de rutas; las reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorDe } from '../auth/guards.js';
import { LIMITE_CUERPO_ARCHIVO } from '../http/subidas.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';
import {
  aceptarCodeudor,
  pdfParaCodeudor,
  pedirCodigoCodeudor,
  rechazarCodeudor,
  solicitudParaCodeudor,
  subirCedula,
} from './codeudor.js';
import { firmar, pdfDelDocumento, pedirCodigo, prepararDocumento, type ContextoFirma } from './servicio.js';
import { reenviarEnlace } from './enlace.js';
import { comprobarArchivo } from './verificacion.js';

const rutasFirmas = (app: AppTypebox) => {
  const ctx = (request: FastifyRequest): ContextoFirma => ({
    activa: app.config.firmaElectronica,
    portalUrl: app.config.portalUrl,
    fondoNombre: app.config.fondoNombre,
    fondoCorreo: app.config.fondoCorreo,
    fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
    cuotaArchivosBytes: app.config.cuotaArchivosBytes,
    ahora: app.reloj(),
    ip: request.ip,
    dispositivo: String(request.headers['user-agent'] ?? ''),
  });
  const pdf = (reply: FastifyReply, bytes: Buffer) =>
    reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="carta-solicitud-credito-y-pagare.pdf"')
      .header('cache-control', 'private, no-store')
      .send(bytes);

  definir(app, 'firmas', 'documento', async (request) =>
    prepararDocumento(app.db, actorDe(request), request.body, ctx(request)),
  );
  definir(app, 'firmas', 'verDocumento', async (request, reply) =>
    pdf(reply, await pdfDelDocumento(app.db, actorDe(request), request.params.id)),
  );
  definir(app, 'firmas', 'pedirCodigo', async (request) =>
    pedirCodigo(app.db, actorDe(request), request.params.id, request.body, ctx(request)),
  );
  definir(app, 'firmas', 'firmar', async (request) =>
    firmar(app.db, actorDe(request), request.params.id, request.body, ctx(request)),
  );
  definir(app, 'firmas', 'reenviarEnlace', async (request) =>
    reenviarEnlace(app.db, actorDe(request), request.params.id, ctx(request)),
  );
  definir(app, 'firmas', 'comprobar', async (request) =>
    comprobarArchivo(app.db, request.params.codigo, request.body.sha256),
  );

  definir(app, 'firmas', 'codeudor', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return solicitudParaCodeudor(app.db, request.params.token, ctx(request));
  });
  definir(app, 'firmas', 'codeudorDocumento', async (request, reply) =>
    pdf(reply, await pdfParaCodeudor(app.db, request.params.token, ctx(request))),
  );
  definir(app, 'firmas', 'codeudorCedula', { bodyLimit: LIMITE_CUERPO_ARCHIVO }, async (request) =>
    subirCedula(app.db, request.params.token, request.body, ctx(request)),
  );
  definir(app, 'firmas', 'codeudorCodigo', async (request) =>
    pedirCodigoCodeudor(app.db, request.params.token, request.body, ctx(request)),
  );
  definir(app, 'firmas', 'codeudorAceptar', async (request) =>
    aceptarCodeudor(app.db, request.params.token, request.body, ctx(request)),
  );
  definir(app, 'firmas', 'codeudorRechazar', async (request) =>
    rechazarCodeudor(app.db, request.params.token, request.body, ctx(request)),
  );
};

export default pluginDeRutas(rutasFirmas);
