import preset from '@fondo/testing/jest.preset.cjs';

export default { ...preset, displayName: 'runtime', rootDir: import.meta.dirname, roots: ['<rootDir>/src'] };
