// jest (setupFilesAfterEnv): las páginas, que en el navegador se cargan a demanda, quedan descargadas
// antes de cada archivo de pruebas, para montarlas sin pasar por el indicador de carga.
// jsdom no mide nada: ProseMirror (el editor) pide estas funciones de geometría; aquí responden vacío.
import { precargarPaginas } from './routes';

const rectVacio = (): DOMRect => ({
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  bottom: 0,
  right: 0,
  width: 0,
  height: 0,
  toJSON: () => ({}),
});
const listaVacia = (): DOMRectList => Object.assign([], { item: () => null });
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = listaVacia;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = rectVacio;

beforeAll(() => precargarPaginas());
