// Solo para pruebas: una solicitud de crédito de ejemplo (PENDIENTE, de Ana María), con lo que cambie cada caso.
import type { SolicitudCredito } from '@fondo/contrato';

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
