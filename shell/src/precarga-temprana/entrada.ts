// El archivo de la precarga temprana (precarga-temprana.ts): la fábrica de webpack lo compila aparte, sin
// Module Federation, y pone aquí la tabla de rutas del manifiesto del portal (TABLA_PRECARGA).
import { precargaTemprana } from './precarga-temprana';
import type { TablaDePrecarga } from './protocolo';

declare const TABLA_PRECARGA: TablaDePrecarga;

precargaTemprana(TABLA_PRECARGA);
