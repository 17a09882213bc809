// Esquemas TypeBox de Productos, comprobados contra el contrato de @fondo/shared/types.
import { Type, type Static } from 'typebox';
import type {
  CertificadoDisponible, HistorialAportes, RespuestaAportes, RespuestaCreditos, Resumen,
} from '@fondo/shared/types';
import { Nulable, type Afirmar, type Igual } from '../http/esquemas.js';

export const ParamsAfiliado = Type.Object({
  id: Type.String({ maxLength: 20, description: "'me' o el id_afiliado (solo superadmin para otros)" }),
});

export const CorteEsquema = Type.Object({ id_corte: Type.Integer(), corte: Type.String({ format: 'date' }) });

export const ResumenEsquema = Type.Object({
  aportes: Type.Number(),
  creditos: Type.Number(),
  cambio_password: Type.Boolean(),
  corte: Nulable(CorteEsquema),
});

export const TipoAporteEsquema = Type.Object({ id_tipo_aporte: Type.Integer(), nombre: Type.String(), orden: Type.Integer() });

export const RespuestaAportesEsquema = Type.Object({
  aportes: Type.Array(Type.Object({
    id_aporte: Type.Integer(),
    id_tipo_aporte: Type.Integer(),
    total: Type.Number(),
    cuota: Type.Number(),
    tipo_aporte: TipoAporteEsquema,
  })),
  corte: Nulable(CorteEsquema),
  tipos: Type.Array(TipoAporteEsquema),
});

export const HistorialAportesEsquema = Type.Object({
  tipos: Type.Array(TipoAporteEsquema),
  cortes: Type.Array(CorteEsquema),
  series: Type.Array(Type.Object({
    id_tipo_aporte: Type.Integer(),
    puntos: Type.Array(Type.Object({ id_corte: Type.Integer(), corte: Type.String(), total: Type.Number() })),
  })),
});

export const TipoCreditoEsquema = Type.Object({
  id_tipo_credito: Type.Integer(),
  nombre: Type.String(),
  descripcion: Nulable(Type.String()),
  activo: Type.Boolean(),
  simulador: Type.Boolean(),
  tasa: Type.Number(),
  plazo_maximo: Nulable(Type.Integer()),
  plazo_minimo: Nulable(Type.Integer()),
  periodicidad: Type.Union([Type.Literal('mensual'), Type.Literal('semestral')]),
});

export const RespuestaCreditosEsquema = Type.Object({
  creditos: Type.Array(Type.Object({
    id_credito: Type.Integer(),
    id_tipo_credito: Type.Integer(),
    numero: Type.String(),
    saldo: Type.Number(),
    valor_credito: Type.Number(),
    valor_cuota: Type.Number(),
    cuotas: Type.Integer(),
    cuotas_pagadas: Type.Integer(),
    cuotas_pendientes: Type.Integer(),
    desembolso: Nulable(Type.String()),
    inicio_descuento: Nulable(Type.String()),
    terminacion: Nulable(Type.String()),
    tasa: Type.Number(),
    estado_credito: Type.String(),
    descuento_prima: Type.Boolean(),
    descuento_ahorro: Type.Boolean(),
  })),
  tipos: Type.Array(TipoCreditoEsquema),
  corte: Nulable(CorteEsquema),
});

export const TipoCertificadoEsquema = Type.Union([Type.Literal('saldos'), Type.Literal('tributario'), Type.Literal('afiliacion')]);

export const CertificadosEsquema = Type.Array(Type.Object({
  id_corte: Nulable(Type.Integer()),
  certificado: TipoCertificadoEsquema,
  etiqueta: Type.String(),
  corte: Nulable(Type.String()),
}));

/** id_corte y tipo_certificado como texto: la ruta responde 400 o 404 con un mensaje preciso. */
export const ConsultaCertificado = Type.Object({
  id_corte: Type.Optional(Type.String({ maxLength: 20 })),
  tipo_certificado: Type.Optional(Type.String({ maxLength: 40 })),
});

/** PDF binario (solo documentación: un Buffer se envía sin serializar). */
export const PdfEsquema = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'Documento PDF' });

export const ParamsVerificacion = Type.Object({ codigo: Type.String({ maxLength: 64 }) });

/** Respuesta pública de GET /api/certificados/verificar/:codigo. */
export const VerificacionEsquema = Type.Object({
  valido: Type.Literal(true),
  etiqueta: Type.String(),
  tipo_certificado: TipoCertificadoEsquema,
  corte: Nulable(Type.String()),
  afiliado: Type.Object({
    nombres: Type.String(),
    apellidos: Type.String(),
    /** solo los 4 últimos caracteres visibles */
    documento: Type.String(),
  }),
  /** instante de emisión, ISO 8601 en UTC */
  emitido: Type.String(),
});
export type Verificacion = Static<typeof VerificacionEsquema>;

export type ChequeoResumen = Afirmar<Igual<Static<typeof ResumenEsquema>, Resumen>>;
export type ChequeoAportes = Afirmar<Igual<Static<typeof RespuestaAportesEsquema>, RespuestaAportes>>;
export type ChequeoHistorial = Afirmar<Igual<Static<typeof HistorialAportesEsquema>, HistorialAportes>>;
export type ChequeoCreditos = Afirmar<Igual<Static<typeof RespuestaCreditosEsquema>, RespuestaCreditos>>;
export type ChequeoCertificados = Afirmar<Igual<Static<typeof CertificadosEsquema>, CertificadoDisponible[]>>;
