// Certificados (SPEC 3 y 7, DESIGN 6): lista, descarga y verificación pública.
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { FirmanteVerificadoEsquema } from './firmas';

export const TipoCertificadoEsquema = Type.Enum(['saldos', 'tributario', 'afiliacion']);
export type TipoCertificado = Static<typeof TipoCertificadoEsquema>;

/** Un elemento de GET /api/afiliados/{id}/certificados */
export const CertificadoDisponibleEsquema = Type.Object({
  /** null para el certificado de afiliación */
  id_corte: Nulable(Type.Integer()),
  certificado: TipoCertificadoEsquema,
  etiqueta: Type.String(),
  corte: Nulable(Type.String()),
});
export type CertificadoDisponible = Static<typeof CertificadoDisponibleEsquema>;

export const CertificadosEsquema = Type.Array(CertificadoDisponibleEsquema);

/** id_corte y tipo_certificado como texto: la ruta responde 400 o 404 con un mensaje preciso. */
export const ConsultaCertificadoEsquema = Type.Object({
  id_corte: Type.Optional(Type.String({ maxLength: 20 })),
  tipo_certificado: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ConsultaCertificado = Static<typeof ConsultaCertificadoEsquema>;

/**
 * Documentos con código de verificación: los certificados, el estado de cuenta de un corte y la carta y el
 * pagaré firmados en el portal.
 */
export const TipoDocumentoVerificableEsquema = Type.Enum([
  'saldos',
  'tributario',
  'afiliacion',
  'estado_cuenta',
  'carta_pagare',
]);
export type TipoDocumentoVerificable = Static<typeof TipoDocumentoVerificableEsquema>;

/** GET /api/afiliados/{id}/estado-cuenta/{id_corte}/pdf */
export const ParamsEstadoCuentaEsquema = Type.Object({
  id: Type.String({ maxLength: 20, description: "'me' o el id_afiliado (solo superadmin para otros)" }),
  id_corte: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const ParamsVerificacionEsquema = Type.Object({ codigo: Type.String({ maxLength: 64 }) });

/** Respuesta pública de GET /api/certificados/verificar/{codigo}. */
export const VerificacionEsquema = Type.Object({
  valido: Type.Literal(true),
  etiqueta: Type.String(),
  tipo_certificado: TipoDocumentoVerificableEsquema,
  corte: Nulable(Type.String()),
  afiliado: Type.Object({
    nombres: Type.String(),
    apellidos: Type.String(),
    /** enmascarado en el servidor: solo los 4 últimos caracteres visibles ('******7890') */
    documento: Type.String(),
  }),
  /** instante de emisión, ISO 8601 en UTC */
  emitido: Type.String(),
  /** carta_pagare: quién firmó y cuándo */
  firmas: Type.Optional(Type.Array(FirmanteVerificadoEsquema)),
});
export type Verificacion = Static<typeof VerificacionEsquema>;
