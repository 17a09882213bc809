// Una sola corrida de jest para todo el repositorio (`npm run test:unit`): los proyectos de cada paquete
// (su propio jest.config.js, el mismo que usa `npm test -w <paquete>`) y los dos motores de la API,
// repartidos entre dos procesos. El más lento (la API) no espera a que terminen los demás.
import { proyectosApi } from './api/jest.config.js';

/** @type {import('jest').Config} */
export default {
  projects: [
    '<rootDir>/shared/contrato',
    '<rootDir>/herramientas',
    '<rootDir>/shared/runtime',
    '<rootDir>/shared/ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-productos',
    '<rootDir>/mfe-solicitudes',
    '<rootDir>/mfe-actualizacion',
    '<rootDir>/mfe-mensajes',
    '<rootDir>/mfe-admin',
    ...proyectosApi,
  ],
  // Solo ataja cuelgues: pantallas antd en jsdom y bases nuevas en una máquina de 2 núcleos compartida.
  testTimeout: 120000,
  maxWorkers: 2,
  // Un proceso que corre cientos de archivos acumula memoria (cada archivo carga sus módulos de nuevo) y se vuelve
  // lento; pasado este tamaño, jest lo cambia por uno nuevo entre dos archivos.
  workerIdleMemoryLimit: '1536MB',
  // Con PRUEBAS_INFORME (CI), además, las cuentas de cada proyecto para la tabla de pruebas por tipo.
  reporters: ['default', '<rootDir>/scripts/informe-jest.cjs'],
};
