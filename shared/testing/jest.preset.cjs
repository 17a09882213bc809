// Preset de jest común a los paquetes del frontend (jsdom + @swc/jest).
// Uso en jest.config.js:  import preset from '@fondo/testing/jest.preset.cjs'; export default { ...preset, rootDir: ... }
const path = require('node:path');

const swc = {
  swcrc: false,
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: path.join(__dirname, 'jest/entorno-jsdom.cjs'),
  // Los paquetes del portal se prueban desde su fuente (condición 'fondo-fuente'), no desde dist/,
  // que en un clon limpio aún no existe.
  testEnvironmentOptions: { customExportConditions: ['fondo-fuente', 'browser'] },
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', swc],
    '^.+\\.m?js$': ['@swc/jest', swc],
  },
  // ky, los colores de @ant-design y algunas dependencias de MSW se publican solo como ESM: se transforman también.
  transformIgnorePatterns: [
    '/node_modules/(?!(ky|@ant-design/colors|@ant-design/fast-color|rettime|until-async|@open-draft/deferred-promise)/)',
  ],
  moduleNameMapper: {
    // jest carga antd en CommonJS (lib/); una importación de antd/es/... debe dar el mismo módulo.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // MSW en jsdom: con la condición 'browser', msw/node y sus interceptores de Node no se resuelven.
    '^msw/node$': path.join(path.dirname(require.resolve('msw/package.json')), 'lib/node/index.js'),
    '^@mswjs/interceptors/ClientRequest$': require.resolve('@mswjs/interceptors/ClientRequest'),
    '^@mswjs/interceptors/XMLHttpRequest$': require.resolve('@mswjs/interceptors/XMLHttpRequest'),
    '^@mswjs/interceptors/fetch$': require.resolve('@mswjs/interceptors/fetch'),
    '\\.(css|less)$': path.join(__dirname, 'jest/estilo-stub.cjs'),
    '\\.(png|jpe?g|gif|svg|pdf|woff2?)$': path.join(__dirname, 'jest/archivo-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest/preparar.cjs')],
  testMatch: ['**/?(*.)test.[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  clearMocks: true,
  // Pantallas antd en jsdom en una máquina compartida: el límite solo ataja cuelgues.
  testTimeout: 90000,
};
