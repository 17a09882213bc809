// Borradores de formularios que sobreviven al fin de la sesión.
export { borrarBorradores, nombreDeArchivo } from './almacen';
export { useBorrador, MENSAJE_BORRADOR_RECUPERADO, type ControlBorrador, type OpcionesBorrador } from './usar-borrador';
