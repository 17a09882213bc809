// Dominio Manuales (SPEC 6): el manual del administrador solo para superadmin. No está entre los
// archivos públicos del shell (shell/public); se lee de api/assets/manuales. El de usuario sigue público.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RAIZ_REPO } from '../config.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

export const RUTA_MANUAL_ADMINISTRADOR = join(RAIZ_REPO, 'api', 'assets', 'manuales', 'manual-administrador.pdf');

const rutasManuales = (app: AppTypebox) => {
  definir(app, 'manuales', 'administrador', async (_request, reply) => {
    const pdf = await readFile(RUTA_MANUAL_ADMINISTRADOR);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="manual-administrador.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default pluginDeRutas(rutasManuales);
