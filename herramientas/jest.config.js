// Pruebas de las herramientas de prueba y lint (node, ESM).
export default {
  displayName: 'testing',
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  testMatch: ['<rootDir>/*.test.js'],
  transform: {},
};
