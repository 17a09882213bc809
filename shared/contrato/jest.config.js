// El contrato no tiene React ni DOM: pruebas en node con @swc/jest.
export default {
  displayName: 'contrato',
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { swcrc: false, jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  testMatch: ['**/?(*.)test.ts'],
  clearMocks: true,
};
