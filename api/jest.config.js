// Jest en ESM (node --experimental-vm-modules) con @swc/jest emitiendo módulos ES.
// Dos proyectos, uno por motor: la suite entera en PostgreSQL (PRUEBAS_PG, el motor de producción) y, en
// PGlite (el de `npm start`), las pruebas de lo propio del motor (MOTOR_PGLITE). `npm test -w @fondo/api`
// corre los dos; la raíz los corre junto a los demás paquetes en una sola corrida de jest.

/**
 * Las pruebas del comportamiento propio de PGlite: apertura, candado y plantilla, migraciones sobre datos, una
 * sola conexión (cola, salud, lecturas de otro proceso, importación que cae), la siembra demo de `npm start`.
 * Las que abren PGlite por su cuenta (config.test.ts, el candado de db/client.test.ts) lo hacen en ambos proyectos.
 */
export const MOTOR_PGLITE = [
  'src/db/client.test.ts',
  'src/db/consulta-preparada.test.ts',
  'src/cola/cola.test.ts',
  'src/salud/salud.test.ts',
  'src/productos/lecturas-guardadas.test.ts',
  'src/admin/importacion-caida.test.ts',
  'src/solicitudes/migracion-historial.test.ts',
  'src/demo/sembrar.test.ts',
];

/** @type {import('jest').Config} */
const base = {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    // El contrato en fuente (sin compilar): sus importaciones relativas llevan '.ts'.
    '^@fondo/contrato$': '<rootDir>/../shared/contrato/src/index.ts',
    '^@fondo/contrato/esquemas$': '<rootDir>/../shared/contrato/src/esquemas.ts',
    '^@fondo/contrato/pruebas$': '<rootDir>/../shared/contrato/src/pruebas/casos-clave.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

/** Proyectos de jest de la API: `postgres` (todo) y `pglite` (MOTOR_PGLITE). */
export const proyectosApi = [
  { ...base, displayName: 'api-postgres', setupFiles: ['<rootDir>/test/motor-postgres.ts'] },
  {
    ...base,
    displayName: 'api-pglite',
    testMatch: MOTOR_PGLITE.map((f) => `<rootDir>/${f}`),
    setupFiles: ['<rootDir>/test/motor-pglite.ts'],
  },
];

/** @type {import('jest').Config} */
export default {
  projects: proyectosApi,
  // Solo ataja cuelgues: en una máquina compartida y cargada, crear una base PGlite puede tardar.
  testTimeout: 120000,
  // Dos procesos: en 2 núcleos jest usaría uno solo; las pruebas esperan a la base buena parte del tiempo.
  maxWorkers: 2,
};
