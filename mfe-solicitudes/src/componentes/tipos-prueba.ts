// Solo para pruebas: tipos de crédito de ejemplo.
import type { TipoCredito } from '@fondo/contrato';
import { tipoCreditoDePrueba as tipo } from '@fondo/testing/datos';

export const TIPOS: TipoCredito[] = [
  tipo({ id_tipo_credito: 1, nombre: 'Libre Inversión' }),
  tipo({
    id_tipo_credito: 2,
    nombre: 'Vivienda',
    simulador: false,
    tasa: 0.01,
    plazo_maximo: 120,
    plazo_minimo: 24,
    valor_maximo: 200_000_000,
  }),
  tipo({ id_tipo_credito: 3, nombre: 'Antiguo', activo: false, tasa: 0.02, plazo_maximo: 12, plazo_minimo: 1 }),
  tipo({ id_tipo_credito: 4, nombre: 'Compra de Cartera', tasa: 0.011, plazo_maximo: 72, plazo_minimo: 24 }),
  tipo({
    id_tipo_credito: 5,
    nombre: 'Crédito de Prima',
    tasa: 0.01,
    plazo_maximo: 6,
    plazo_minimo: 1,
    periodicidad: 'semestral',
  }),
];
