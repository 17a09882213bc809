// ESLint (configuración plana): typescript-eslint, reglas de hooks de React y fronteras de importación.
// Corre en `npm test` (npm run lint) sobre todo el monorepo.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fronteras from './herramientas/eslint-fronteras.js';

/** Las apps no se importan entre sí: un remoto solo se carga en tiempo de ejecución (Module Federation). */
const paquetesDeApps = {
  regex: '^@fondo/(shell|mfe-[a-z-]+|api|e2e)(/|$)',
  message: 'Las apps no se importan entre sí: comparta por @fondo/contrato, @fondo/runtime o @fondo/ui.',
};
/** El contrato y la API no dependen de React ni del navegador. */
const sinReact = {
  regex: '^(react|react-dom|antd|@ant-design/.*|react-router-dom|@tanstack/react-query|@fondo/(ui|runtime))(/|$)',
  message: 'El contrato y la API no dependen de React ni de paquetes del navegador.',
};
/**
 * Un solo router y un solo contexto de consultas, servidos por el singleton @fondo/runtime (no se
 * comparten enteros por Module Federation): las apps los importan de allí. Permitido en shared/runtime.
 */
const routerYConsultas = {
  regex: '^(react-router-dom|react-router|@tanstack/react-query)(/|$)',
  message: "Importe el router y las consultas de '@fondo/runtime' (un solo router y un solo contexto en la página).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'api/data/**',
      'e2e/screenshots/**',
      'e2e/informe/**',
      'e2e/resultados/**',
      '.ci/**',
      'shell/public/**',
      'mfe-*/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      // Reglas con tipos: cada archivo con el tsconfig más cercano que lo incluye.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { fronteras },
    rules: {
      'fronteras/importaciones': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Ningún catch vacío; fuera de las pantallas basta un comentario que diga por qué.
      'no-empty': ['error', { allowEmptyCatch: false }],
      'no-restricted-imports': ['error', { patterns: [paquetesDeApps] }],
      // test() y describe() de node:test devuelven una promesa que el propio corredor espera.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite', 'before', 'after'] },
          ],
        },
      ],
    },
  },
  {
    // JavaScript suelto (configuraciones, guiones) y declaraciones sueltas: sin tsconfig, sin reglas con tipos.
    files: ['**/*.{js,cjs,mjs}', '**/*.d.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/ui/**/*.{ts,tsx}', 'shared/runtime/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      // Las apps web, con el programa conjunto de tsconfig.web.json (el de `npm run typecheck`): @fondo/ui,
      // @fondo/runtime y los tipos de antd y React se analizan una vez y no una por paquete.
      parserOptions: { projectService: false, project: ['./tsconfig.web.json'], tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // En las pantallas, un catch no se queda solo con un comentario: el error de una mutación ya lo
      // muestra la política de consultas (trasMutacion); lo demás se atiende, se informa o se devuelve.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CatchClause > BlockStatement[body.length=0]',
          message: 'catch sin código: atienda el error, infórmelo o devuelva algo (un comentario solo no basta).',
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [paquetesDeApps, routerYConsultas] }],
      // Nombrar App de antd mete sus avisos y modales (~15 KiB comprimidos) en el chunk de la página.
      'no-restricted-properties': [
        'error',
        { object: 'App', property: 'useApp', message: "Use useAppFondo() de '@fondo/ui' (el mismo contexto)." },
      ],
    },
  },
  {
    files: ['shared/contrato/**/*.ts', 'api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [paquetesDeApps, sinReact] }] },
  },
  {
    // El e2e usa los ayudantes de prueba de la API (api/test/: el Dovecot desechable, las cargas XSS); nada más de ella.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...paquetesDeApps, regex: '^@fondo/(shell|mfe-[a-z-]+|api(?!/test/)|e2e)(/|$)' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'shared/testing/**', 'herramientas/**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
    // expect(objeto.metodo).toHaveBeenCalled() pasa un método sin su objeto a propósito.
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
);
