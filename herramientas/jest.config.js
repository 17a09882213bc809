// Pruebas de las herramientas del repositorio (la regla de ESLint; node, ESM).
export default {
  displayName: 'herramientas',
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  testMatch: ['<rootDir>/*.test.js'],
  transform: {},
};
