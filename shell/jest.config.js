import preset from '../shared/jest.preset.cjs';

// Las pruebas montan el portal entero (barra, antd): más tiempo que el de jest por defecto.
export default { ...preset, displayName: 'shell', rootDir: import.meta.dirname, roots: ['<rootDir>/src'], testTimeout: 20000 };
