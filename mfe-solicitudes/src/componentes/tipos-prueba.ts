// Solo para pruebas: tipos de crédito de ejemplo.
import type { TipoCredito } from '@fondo/contrato';

export const TIPOS: TipoCredito[] = [
  { id_tipo_credito: 1, nombre: 'Libre Inversión', descripcion: null, activo: true, simulador: true, tasa: 0.015, plazo_maximo: null, plazo_minimo: null, periodicidad: 'mensual' },
  { id_tipo_credito: 2, nombre: 'Vivienda', descripcion: null, activo: true, simulador: false, tasa: 0.01, plazo_maximo: 120, plazo_minimo: 24, periodicidad: 'mensual' },
  { id_tipo_credito: 3, nombre: 'Antiguo', descripcion: null, activo: false, simulador: true, tasa: 0.02, plazo_maximo: 12, plazo_minimo: 1, periodicidad: 'mensual' },
  { id_tipo_credito: 4, nombre: 'Compra de Cartera', descripcion: null, activo: true, simulador: true, tasa: 0.011, plazo_maximo: 72, plazo_minimo: 24, periodicidad: 'mensual' },
  { id_tipo_credito: 5, nombre: 'Crédito de Prima', descripcion: null, activo: true, simulador: true, tasa: 0.01, plazo_maximo: 6, plazo_minimo: 1, periodicidad: 'semestral' },
];
