import preset from './jest.preset.cjs';

export default { ...preset, rootDir: import.meta.dirname, roots: ['<rootDir>/src'] };
