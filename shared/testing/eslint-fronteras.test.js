// La regla de fronteras rechaza lo que debe rechazar (y deja pasar lo demás).
import path from 'node:path';
import { RuleTester } from 'eslint';
import fronteras from './eslint-fronteras.js';

const RAIZ = path.resolve(import.meta.dirname, '..', '..');
const en = (rel) => path.join(RAIZ, rel);
const probador = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

describe('fronteras de importación', () => {
  probador.run('importaciones', fronteras.rules.importaciones, {
    valid: [
      { code: "import { x } from '../../api/productos';", filename: en('mfe-productos/src/features/ahorro/pagina.tsx') },
      { code: "import { x } from './reglas';", filename: en('mfe-productos/src/features/ahorro/pagina.tsx') },
      { code: "import { x } from '@fondo/contrato';", filename: en('api/src/productos/routes.ts') },
      { code: "import { x } from '../db/client.js';", filename: en('api/src/productos/routes.ts') },
      { code: "import { x } from '../api/dist/app.js';", filename: en('bench/servidor.ts') },
    ],
    invalid: [
      { code: "import { x } from '../credito/pagina';", filename: en('mfe-productos/src/features/ahorro/pagina.tsx'), errors: [{ messageId: 'entreFeatures' }] },
      { code: "import { x } from '../../../../shell/src/app/marco';", filename: en('mfe-productos/src/features/ahorro/pagina.tsx'), errors: [{ messageId: 'entreUnidades' }] },
      { code: "import { x } from '../../../shared/ui/src/piezas';", filename: en('mfe-productos/src/routes/x.tsx'), errors: [{ messageId: 'entreUnidades' }] },
      { code: "export * from '../../runtime/src/index';", filename: en('shared/ui/src/x.ts'), errors: [{ messageId: 'entreUnidades' }] },
      { code: "const m = import('../../../mfe-productos/src/routes');", filename: en('shell/src/app/x.ts'), errors: [{ messageId: 'entreUnidades' }] },
    ],
  });
});
