// Dominio Certificados (SPEC 2.7, 7; DESIGN 6): lista y descarga de los certificados del afiliado,
// y la verificación pública de un certificado emitido. Solo esquemas y acceso; las reglas en servicio.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CertificadosEsquema, ConsultaCertificadoEsquema, ParamsAfiliadoEsquema, ParamsVerificacionEsquema, PdfEsquema,
  VerificacionEsquema, errores,
} from '@fondo/contrato/esquemas';
import { afiliadoObjetivo } from '../auth/guards.js';
import { contentDisposition, nombreArchivo } from './etiquetas.js';
import { certificadosDisponibles, emitirCertificado, verificarCertificado } from './servicio.js';

const rutasCertificados: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/afiliados/:id/certificados', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Certificados que el afiliado puede descargar',
      tags: ['certificados'],
      params: ParamsAfiliadoEsquema,
      response: { 200: CertificadosEsquema, ...errores },
    },
  }, async (request) => certificadosDisponibles(app.db, afiliadoObjetivo(request, request.params.id)));

  app.get('/afiliados/:id/certificado', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Descarga un certificado en PDF (queda registrado con un código de verificación)',
      description: 'tipo_certificado: saldos | tributario | afiliacion. id_corte: obligatorio salvo en afiliacion.',
      tags: ['certificados'],
      params: ParamsAfiliadoEsquema,
      querystring: ConsultaCertificadoEsquema,
      produces: ['application/pdf'],
      response: { 200: PdfEsquema, ...errores },
    },
  }, async (request, reply) => {
    const id = afiliadoObjetivo(request, request.params.id);
    const { pdf, etiqueta } = await emitirCertificado(app.db, {
      idAfiliado: id,
      tipo: request.query.tipo_certificado,
      idCorte: request.query.id_corte,
      ahora: app.reloj(),
      fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
      portalUrl: app.config.portalUrl,
      generarPdf: app.generadorPdf.generar,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(nombreArchivo(etiqueta)))
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.get('/certificados/verificar/:codigo', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Verificación pública de un certificado por su código (bancos, entidades)',
      tags: ['certificados'],
      security: [],
      params: ParamsVerificacionEsquema,
      response: { 200: VerificacionEsquema, ...errores },
    },
  }, async (request) => verificarCertificado(app.db, request.params.codigo));
};

export default rutasCertificados;
