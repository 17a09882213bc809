// Dominio Manuales (SPEC 6): el manual del administrador solo para superadmin. No está entre los
// archivos públicos del shell (shell/public); se lee de api/assets/manuales. El de usuario sigue público.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PdfEsquema, errores } from '@fondo/contrato/esquemas';
import { RAIZ_REPO } from '../config.js';

export const RUTA_MANUAL_ADMINISTRADOR = join(RAIZ_REPO, 'api', 'assets', 'manuales', 'manual-administrador.pdf');

const rutasManuales: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/manuales/administrador', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Manual del administrador (PDF), solo para superadmin',
      tags: ['ayuda'],
      produces: ['application/pdf'],
      response: { 200: PdfEsquema, ...errores },
    },
  }, async (_request, reply) => {
    const pdf = await readFile(RUTA_MANUAL_ADMINISTRADOR);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="manual-administrador.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default rutasManuales;
