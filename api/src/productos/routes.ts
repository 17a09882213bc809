// Dominio Productos (SPEC 2.4-2.7, 7): resumen, ahorro, crédito y certificados del afiliado,
// y la verificación pública de un certificado emitido.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { HistorialAportes } from '@fondo/shared/types';
import { afiliadoObjetivo } from '../auth/guards.js';
import { noEncontrado } from '../errors.js';
import { errores } from '../http/esquemas.js';
import { buscarEmision } from '../certificados/consultas.js';
import { MENSAJE_AFILIADO_NO_ENCONTRADO, emitirCertificado } from '../certificados/emitir.js';
import { contentDisposition, esTipoCertificado, nombreArchivo, normalizarCodigo } from '../certificados/etiquetas.js';
import { documentoEnmascarado } from '../certificados/formato.js';
import {
  aportesDelCorte, certificadosDisponibles, creditosDelCorte, historialAportes, resumen, tiposAporte, tiposCredito, ultimoCorte,
} from './consultas.js';
import {
  CertificadosEsquema, ConsultaCertificado, HistorialAportesEsquema, ParamsAfiliado, ParamsVerificacion, PdfEsquema,
  RespuestaAportesEsquema, RespuestaCreditosEsquema, ResumenEsquema, VerificacionEsquema, type Verificacion,
} from './esquemas.js';

export const MENSAJE_CODIGO_NO_ENCONTRADO = 'Código de verificación no encontrado';

const rutasProductos: FastifyPluginAsyncTypebox = async (app) => {
  const sesion = { acceso: 'sesion' as const };

  app.get('/afiliados/:id/resumen', {
    config: sesion,
    schema: {
      summary: 'Totales de ahorro y crédito del último corte del afiliado',
      tags: ['productos'],
      params: ParamsAfiliado,
      response: { 200: ResumenEsquema, ...errores },
    },
  }, async (request) => {
    const id = afiliadoObjetivo(request, request.params.id);
    const r = await resumen(app.db, id);
    if (!r) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    return r;
  });

  app.get('/afiliados/:id/aportes', {
    config: sesion,
    schema: {
      summary: 'Aportes del último corte del afiliado, con sus tipos',
      tags: ['productos'],
      params: ParamsAfiliado,
      response: { 200: RespuestaAportesEsquema, ...errores },
    },
  }, async (request) => {
    const id = afiliadoObjetivo(request, request.params.id);
    const corte = await ultimoCorte(app.db, id);
    if (corte === undefined) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    const tipos = await tiposAporte(app.db);
    return { aportes: corte ? await aportesDelCorte(app.db, id, corte.id_corte) : [], corte, tipos };
  });

  app.get('/afiliados/:id/aportes/historial', {
    config: sesion,
    schema: {
      summary: 'Totales por tipo de aporte en los cortes de los últimos 24 meses (gráfico)',
      tags: ['productos'],
      params: ParamsAfiliado,
      response: { 200: HistorialAportesEsquema, ...errores },
    },
  }, async (request): Promise<HistorialAportes> => {
    const id = afiliadoObjetivo(request, request.params.id);
    const corte = await ultimoCorte(app.db, id);
    if (corte === undefined) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    if (corte === null) return { tipos: [], cortes: [], series: [] };
    return historialAportes(app.db, id, corte);
  });

  app.get('/afiliados/:id/creditos', {
    config: sesion,
    schema: {
      summary: 'Créditos del último corte del afiliado, con los tipos de crédito',
      tags: ['productos'],
      params: ParamsAfiliado,
      response: { 200: RespuestaCreditosEsquema, ...errores },
    },
  }, async (request) => {
    const id = afiliadoObjetivo(request, request.params.id);
    const corte = await ultimoCorte(app.db, id);
    if (corte === undefined) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    const tipos = await tiposCredito(app.db);
    return { creditos: corte ? await creditosDelCorte(app.db, id, corte.id_corte) : [], tipos, corte };
  });

  app.get('/afiliados/:id/certificados', {
    config: sesion,
    schema: {
      summary: 'Certificados que el afiliado puede descargar',
      tags: ['productos'],
      params: ParamsAfiliado,
      response: { 200: CertificadosEsquema, ...errores },
    },
  }, async (request) => {
    const id = afiliadoObjetivo(request, request.params.id);
    const lista = await certificadosDisponibles(app.db, id);
    if (!lista) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    return lista;
  });

  app.get('/afiliados/:id/certificado', {
    config: sesion,
    schema: {
      summary: 'Descarga un certificado en PDF (queda registrado con un código de verificación)',
      description: 'tipo_certificado: saldos | tributario | afiliacion. id_corte: obligatorio salvo en afiliacion.',
      tags: ['productos'],
      params: ParamsAfiliado,
      querystring: ConsultaCertificado,
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
      tags: ['productos'],
      security: [],
      params: ParamsVerificacion,
      response: { 200: VerificacionEsquema, ...errores },
    },
  }, async (request): Promise<Verificacion> => {
    const codigo = normalizarCodigo(request.params.codigo);
    const emision = codigo ? await buscarEmision(app.db, codigo) : null;
    if (!emision || !esTipoCertificado(emision.tipo)) throw noEncontrado(MENSAJE_CODIGO_NO_ENCONTRADO);
    return {
      valido: true,
      etiqueta: emision.etiqueta,
      tipo_certificado: emision.tipo,
      corte: emision.corte,
      afiliado: { nombres: emision.nombres, apellidos: emision.apellidos, documento: documentoEnmascarado(emision.documento) },
      emitido: emision.emitido,
    };
  });
};

export default rutasProductos;
