// Dominio Administración (SPEC 2.13, 2.14, 6, 7 Admin): afiliados, importación y exportación
// .xlsx, plantillas, cortes con aportes y créditos, bienvenida, abrir la aplicación como afiliado,
// tablero y auditoría. Todo solo superadmin. Sus operaciones de la tabla de rutas; reglas en servicio*.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorDe } from '../auth/guards.js';
import { exigirSiCambiaCorreo, requiereVerificacionReciente } from '../dos-factores/verificacion.js';
import { leerArchivoUnico, registrarMultipart } from '../http/subidas.js';
import { plantillaImportacion } from './plantillas.js';
import {
  aportesDeCorte,
  bienvenida,
  creditosDeCorte,
  eliminarAfiliado,
  gruposRepetidos,
  guardarAfiliado,
  listarAfiliados,
  listarAuditoria,
  listarCortes,
  resumen,
  urlImpersonacion,
} from './servicio.js';
import {
  auditarExportacion,
  exportarAfiliados,
  exportarVistaCorte,
  nombreArchivoCorte,
} from './servicio-exportacion.js';
import { importar, parametrosImportacion } from './servicio-importacion.js';
import { definir } from '../http/ruta.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const adjunto = (nombre: string) => `attachment; filename="${nombre}"`;

const rutasAdmin: FastifyPluginAsyncTypebox = async (app) => {
  const contexto = (request: Parameters<typeof actorDe>[0]) => ({
    actor: actorDe(request),
    ip: request.ip,
    ahora: app.reloj(),
    fondo: app.config.fondoNombre,
  });

  definir(app, 'admin', 'listarAfiliados', async (request) => listarAfiliados(app.db, request.query));

  definir(app, 'admin', 'guardarAfiliado', async (request) => {
    // Cambiar el correo de un afiliado pide un código reciente (acción sensible).
    await exigirSiCambiaCorreo(request, request.body.id_afiliado, request.body.email);
    return guardarAfiliado(app.db, request.body, contexto(request));
  });

  definir(app, 'admin', 'eliminarAfiliado', { preHandler: requiereVerificacionReciente }, async (request) =>
    eliminarAfiliado(app.db, request.params.id, contexto(request)),
  );

  definir(app, 'admin', 'descargarAfiliados', { preHandler: requiereVerificacionReciente }, async (request, reply) => {
    const ctx = contexto(request);
    request.log.info({ id_actor: ctx.actor.id_afiliado }, 'Exportación de afiliados');
    await auditarExportacion(app.db, ctx, 'exportacion_afiliados', {});
    return reply
      .type(XLSX)
      .header('content-disposition', adjunto('afiliados.xlsx'))
      .header('cache-control', 'no-store')
      .send(exportarAfiliados(app));
  });

  // Solo este plugin (encapsulado) registra multipart: sus hooks no corren en las demás rutas.
  await app.register(async (sub) => {
    await registrarMultipart(sub);
    definir(sub, 'admin', 'importar', async (request) => {
      const archivo = await leerArchivoUnico(request);
      const parametros = parametrosImportacion(archivo.campos);
      request.log.info(
        { tipo: parametros.tipo, vista_previa: parametros.vistaPrevia, bytes: archivo.bytes.length },
        'Importación recibida',
      );
      return importar(app.db, archivo.bytes, parametros, {
        ...contexto(request),
        avance: (texto) => request.log.info(texto),
      });
    });
  });

  definir(app, 'admin', 'plantilla', async (request, reply) =>
    reply
      .type(XLSX)
      .header('content-disposition', adjunto(`plantilla-${request.params.tipo}.xlsx`))
      .send(await plantillaImportacion(request.params.tipo)),
  );

  definir(app, 'admin', 'cortes', async () => listarCortes(app.db));

  definir(app, 'admin', 'aportesCorte', async (request) => aportesDeCorte(app.db, request.params.id, request.query));

  definir(app, 'admin', 'descargarAportesCorte', async (request, reply) => {
    const { flujo, corte } = await exportarVistaCorte(
      app,
      'aportes',
      request.params.id,
      request.query.texto,
      contexto(request),
    );
    return reply
      .type(XLSX)
      .header('content-disposition', adjunto(nombreArchivoCorte('aportes', corte)))
      .send(flujo);
  });

  definir(app, 'admin', 'creditosCorte', async (request) => creditosDeCorte(app.db, request.params.id, request.query));

  definir(app, 'admin', 'descargarCreditosCorte', async (request, reply) => {
    const { flujo, corte } = await exportarVistaCorte(
      app,
      'creditos',
      request.params.id,
      request.query.texto,
      contexto(request),
    );
    return reply
      .type(XLSX)
      .header('content-disposition', adjunto(nombreArchivoCorte('creditos', corte)))
      .send(flujo);
  });

  definir(app, 'admin', 'urlToken', async (request) => urlImpersonacion(app, request.params.id, contexto(request)));

  definir(app, 'admin', 'enviarBienvenida', async (request) => bienvenida(app, request.params.id, contexto(request)));

  definir(app, 'admin', 'resumen', async () => resumen(app.db, app.reloj()));

  definir(app, 'admin', 'documentosRepetidos', async () => gruposRepetidos(app.db));

  definir(app, 'admin', 'auditoria', async (request) => listarAuditoria(app.db, request.query));
};

export default rutasAdmin;
