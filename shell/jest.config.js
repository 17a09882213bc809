import preset from '@fondo/testing/jest.preset.cjs';

// Las pruebas montan el portal entero (barra, antd): en una máquina cargada tardan; el límite solo ataja cuelgues.
export default {
  ...preset,
  displayName: 'shell',
  rootDir: import.meta.dirname,
  roots: ['<rootDir>/src'],
  testTimeout: 120000,
};
