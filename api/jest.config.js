// Jest en ESM (node --experimental-vm-modules) con @swc/jest emitiendo módulos ES.
/** @type {import('jest').Config} */
export default {
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
    // Ayudantes de prueba compartidos con el e2e y el benchmark (Dovecot, cargas XSS), también en fuente.
    '^@fondo/testing/(dovecot|cargas-xss)$': '<rootDir>/../shared/testing/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Solo ataja cuelgues: en una máquina compartida y cargada, crear una base PGlite puede tardar.
  testTimeout: 120000,
  // Dos procesos: en 2 núcleos jest usaría uno solo; las pruebas esperan a la base buena parte del tiempo.
  maxWorkers: 2,
};
