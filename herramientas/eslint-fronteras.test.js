// La regla de fronteras rechaza lo que debe rechazar (y deja pasar lo demás).
import path from 'node:path';
import { RuleTester } from 'eslint';
import fronteras from './eslint-fronteras.js';

const RAIZ = path.resolve(import.meta.dirname, '..');
const en = (rel) => path.join(RAIZ, rel);
const probador = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

describe('fronteras de importación', () => {
  probador.run('importaciones', fronteras.rules.importaciones, {
    valid: [
      {
        code: "import { x } from '../../api/productos';",
        filename: en('mfe-productos/src/features/ahorro/pagina.tsx'),
      },
      { code: "import { x } from './reglas';", filename: en('mfe-productos/src/features/ahorro/pagina.tsx') },
      { code: "import { x } from '@fondo/contrato';", filename: en('api/src/productos/routes.ts') },
      { code: "import { x } from '../db/client.js';", filename: en('api/src/productos/routes.ts') },
      { code: "import { x } from '../api/dist/app.js';", filename: en('bench/servidor.ts') },
      { code: "import { x } from '../archivos/servicio.js';", filename: en('api/src/imagenes/servicio.ts') },
      { code: "import { x } from '../auth/guards.js';", filename: en('api/src/mensajes/routes.ts') },
      { code: "import { x } from './consultas.js';", filename: en('api/src/mensajes/servicio.ts') },
      { code: "import { x } from '../../http/listas.js';", filename: en('api/src/admin/importacion/lector.ts') },
      { code: "import { x } from '../cola/consultas.js';", filename: en('api/src/correo/servicio.ts') },
      { code: "import { x } from '../admin/consultas.js';", filename: en('api/src/http/listas-dominios.test.ts') },
      { code: "import { x } from '../mensajes/consultas.js';", filename: en('api/src/novedades/servicio.test.ts') },
      { code: "import { x } from './admin/routes.js';", filename: en('api/src/app.ts') },
      { code: "import { sql } from 'drizzle-orm';", filename: en('api/src/admin/consultas-cortes.ts') },
      { code: "import { afiliado } from '../db/schema.js';", filename: en('api/src/auth/consultas.ts') },
      { code: "import { sql } from 'drizzle-orm';", filename: en('api/src/admin/importacion/escritor.ts') },
      { code: "import { sql } from 'drizzle-orm';", filename: en('api/src/demo/sembrar.ts') },
      { code: "import { sql } from 'drizzle-orm';", filename: en('api/src/http/listas.ts') },
      { code: "import { sql } from 'drizzle-orm';", filename: en('api/src/admin/routes.test.ts') },
    ],
    invalid: [
      {
        code: "import { x } from '../credito/pagina';",
        filename: en('mfe-productos/src/features/ahorro/pagina.tsx'),
        errors: [{ messageId: 'entreFeatures' }],
      },
      {
        code: "import { x } from '../../../../shell/src/app/marco';",
        filename: en('mfe-productos/src/features/ahorro/pagina.tsx'),
        errors: [{ messageId: 'entreUnidades' }],
      },
      {
        code: "import { x } from '../../../shared/ui/src/piezas';",
        filename: en('mfe-productos/src/routes/x.tsx'),
        errors: [{ messageId: 'entreUnidades' }],
      },
      {
        code: "export * from '../../runtime/src/index';",
        filename: en('shared/ui/src/x.ts'),
        errors: [{ messageId: 'entreUnidades' }],
      },
      {
        code: "const m = import('../../../mfe-productos/src/routes');",
        filename: en('shell/src/app/x.ts'),
        errors: [{ messageId: 'entreUnidades' }],
      },
      {
        code: "import { x } from '../archivos/consultas.js';",
        filename: en('api/src/imagenes/servicio.ts'),
        errors: [{ messageId: 'entreDominios' }],
      },
      {
        code: "import { x } from '../../archivos/consultas.js';",
        filename: en('api/src/admin/importacion/escritor.ts'),
        errors: [{ messageId: 'entreDominios' }],
      },
      {
        code: "export { x } from '../tipos-credito/consultas';",
        filename: en('api/src/solicitudes/servicio.ts'),
        errors: [{ messageId: 'entreDominios' }],
      },
      {
        code: "import { x } from '../admin/consultas-cortes.js';",
        filename: en('api/src/novedades/servicio.ts'),
        errors: [{ messageId: 'entreDominios' }],
      },
      {
        code: "import { eq } from 'drizzle-orm';",
        filename: en('api/src/auth/routes.ts'),
        errors: [{ messageId: 'sqlFueraDeConsultas' }],
      },
      {
        code: "import { afiliado } from '../db/schema.js';",
        filename: en('api/src/dos-factores/servicio.ts'),
        errors: [{ messageId: 'sqlFueraDeConsultas' }],
      },
      {
        code: "import { x } from '../admin/routes.js';",
        filename: en('api/src/demo/generar.ts'),
        errors: [{ messageId: 'entreDominios' }],
      },
    ],
  });
});
