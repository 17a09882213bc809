// Dominio Certificados (SPEC 2.7, 7; DESIGN 6): lista y descarga de los certificados del afiliado,
// la verificación pública de un documento emitido y el estado de cuenta de un corte. Sus operaciones de la tabla de rutas; las reglas en servicio.ts.
import { afiliadoObjetivo } from '../auth/guards.js';
import { enviarJson } from '../http/json.js';
import { contentDisposition } from '../archivos/nombre.js';
import { nombreArchivo } from './etiquetas.js';
import { certificadosDisponiblesJson, emitirCertificado, verificarCertificado } from './servicio.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';
import { emitirEstadoCuenta } from './estado-cuenta.js';

const rutasCertificados = (app: AppTypebox) => {
  definir(app, 'certificados', 'listar', async (request, reply) =>
    enviarJson(reply, await certificadosDisponiblesJson(app.db, afiliadoObjetivo(request, request.params.id))),
  );

  definir(app, 'certificados', 'descargar', async (request, reply) => {
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

  definir(app, 'certificados', 'verificar', async (request) => verificarCertificado(app.db, request.params.codigo));

  // Estado de cuenta de un corte: del afiliado, o de cualquiera para el superadmin.
  definir(app, 'certificados', 'estadoCuenta', async (request, reply) => {
    const { pdf, etiqueta } = await emitirEstadoCuenta(app.db, {
      idAfiliado: afiliadoObjetivo(request, request.params.id),
      idCorte: request.params.id_corte,
      ahora: app.reloj(),
      fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
      portalUrl: app.config.portalUrl,
      generarPdf: app.generadorPdf.generarEstadoCuenta,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(nombreArchivo(etiqueta)))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};

export default pluginDeRutas(rutasCertificados);
