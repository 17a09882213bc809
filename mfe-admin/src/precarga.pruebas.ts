// jest (setupFilesAfterEnv): las páginas, que en el navegador se cargan a demanda, quedan descargadas
// antes de cada archivo de pruebas, para montarlas sin pasar por el indicador de carga.
import { precargarPaginas } from './routes';

beforeAll(() => precargarPaginas());
