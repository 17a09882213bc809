import preset from '../shared/jest.preset.cjs';

export default { ...preset, displayName: 'shell', rootDir: import.meta.dirname, roots: ['<rootDir>/src'] };
