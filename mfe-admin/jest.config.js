// Pruebas de componentes de mfe-admin con el preset común del frontend (jsdom + @swc/jest).
import { fileURLToPath } from 'node:url';
import preset from '@fondo/testing/jest.preset.cjs';

export default {
  ...preset,
  displayName: 'mfe-admin',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  roots: ['<rootDir>/src'],
  // Las páginas se cargan a demanda (routes.tsx): se precargan antes de cada archivo de pruebas.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/precarga.pruebas.ts'],
};
