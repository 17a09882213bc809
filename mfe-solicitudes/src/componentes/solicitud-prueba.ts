// Solo para pruebas: una solicitud de crédito de ejemplo (PENDIENTE, de Ana María), con lo que cambie cada caso.
import type { PosicionAfiliado, SolicitudCredito } from '@fondo/contrato';

export function solicitudDePrueba(o: Partial<SolicitudCredito> = {}): SolicitudCredito {
  return {
    id_solicitud: 5,
    id_afiliado: 7,
    id_tipo_credito: 1,
    tipo_credito_nombre: 'Libre Inversión',
    valor: 2000000,
    destino: 'Estudio',
    cuotas: 12,
    desde_mes: 2,
    descuento_ahorro: true,
    descuento_prima: false,
    numero_cuenta: '999',
    tipo_cuenta: 'Corriente',
    banco: 'Banco Uno',
    codeudor: false,
    codeudor_nombre: null,
    codeudor_documento: null,
    codeudor_cedula: null,
    ultimo_desprendible: 1,
    firma: 2,
    carta_pagare: 3,
    estado: 'PENDIENTE',
    observaciones: null,
    revisado_por: null,
    fecha_revision: null,
    fecha: '2026-11-01',
    afiliado_nombre: 'Ana María Pérez Gómez',
    ...o,
  };
}

/** La posición del afiliado de la solicitud 5: un ahorro, un crédito, salario y el historial. */
export function posicionDePrueba(o: Partial<PosicionAfiliado> = {}): PosicionAfiliado {
  return {
    id_solicitud: 5,
    id_afiliado: 7,
    afiliado_nombre: 'Ana María Pérez Gómez',
    corte: { id_corte: 3, corte: '2026-10-31' },
    ahorros: [
      { id_tipo_aporte: 1, tipo: 'Ahorro Permanente', total: 1_234_567.1, cuota: 50_000 },
      { id_tipo_aporte: 2, tipo: 'Ahorro Programado', total: 0.2, cuota: 100_000 },
    ],
    ahorro_total: 1_234_567.3,
    creditos: [
      {
        id_credito: 9,
        id_tipo_credito: 1,
        tipo: 'Libre Inversión',
        numero: 'A-1',
        saldo: 1_000_000.1,
        valor_cuota: 60_000,
        cuotas: 20,
        cuotas_pendientes: 5,
        periodicidad: 'mensual',
      },
    ],
    saldo_creditos: 1_000_000.1,
    cuota_salario: {
      salario: 4_000_000,
      cuota_solicitud: 180_000,
      periodicidad_solicitud: 'mensual',
      cuotas_vigentes: 60_000,
      cuota_total: 240_000,
      parte_solicitud: 0.045,
      parte_total: 0.06,
    },
    cupo: null,
    solicitudes_anteriores: [],
    solicitudes_anteriores_total: 0,
    historial: [
      {
        id_historial: 1,
        fecha: '2026-11-01T14:05:00.000Z',
        estado_anterior: null,
        estado_nuevo: 'PENDIENTE',
        observaciones: null,
        quien: 'Ana María Pérez Gómez',
      },
    ],
    ...o,
  };
}
