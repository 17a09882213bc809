// Firma electrónica de la carta y el pagaré (firma.ts): el documento que se lee, el código por correo, la
// firma, la aceptación del codeudor por su enlace y la comprobación pública de un archivo firmado.
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** SHA-256 en hexadecimal (64 caracteres en minúscula). */
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 en hexadecimal' });

export const RolFirmanteEsquema = Type.Enum(['afiliado', 'codeudor']);
export const EstadoCodeudorEsquema = Type.Enum(['pendiente', 'acepto', 'rechazo']);

/** Respuesta de POST /api/afiliados/me/solicitar-credito/documento: el documento para leer y firmar. */
export const DocumentoFirmaEsquema = Type.Object({
  id_documento: Type.Integer(),
  /** SHA-256 del PDF tal como se muestra: el código que se pida queda atado a él */
  sha256: Sha256,
  /** el correo al que irá el código, enmascarado ('c***@correo.com') */
  correo: Type.String(),
});
export type DocumentoFirma = Static<typeof DocumentoFirmaEsquema>;

/** /api/firmas/{id}/... */
export const ParamsDocumentoFirmaEsquema = Type.Object({ id: Id });

/** POST .../codigo: quien firma confirma que leyó el documento. */
export const CuerpoPedirCodigoFirmaEsquema = Type.Object({ leido: Type.Boolean() });
export type CuerpoPedirCodigoFirma = Static<typeof CuerpoPedirCodigoFirmaEsquema>;

export const CodigoFirmaEnviadoEsquema = Type.Object({
  correo: Type.String(),
  /** instante ISO en que vence el código */
  vence: Type.String(),
});
export type CodigoFirmaEnviado = Static<typeof CodigoFirmaEnviadoEsquema>;

/** POST .../firmar y .../aceptar: el código y el SHA-256 del documento que se leyó. */
export const CuerpoFirmarEsquema = Type.Object({
  codigo: Type.String({ maxLength: 20, description: 'los 6 dígitos que llegaron al correo' }),
  sha256: Sha256,
});
export type CuerpoFirmar = Static<typeof CuerpoFirmarEsquema>;

/** La evidencia de una firma, como la ve el fondo (y la última página del PDF firmado). */
export const EvidenciaFirmaEsquema = Type.Object({
  rol: RolFirmanteEsquema,
  nombre: Type.String(),
  documento: Type.String(),
  /** instante ISO en UTC */
  fecha: Type.String(),
  ip: Type.String(),
  dispositivo: Type.String(),
  /** "código enviado a c***@correo.com" */
  metodo: Type.String(),
  sha256: Sha256,
});
export type EvidenciaFirma = Static<typeof EvidenciaFirmaEsquema>;

/** /api/codeudor/{token}: el enlace que recibió el codeudor. */
export const ParamsCodeudorEsquema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

/** Lo que ve el codeudor: quién pide, cuánto, en cuántas cuotas y a qué se obliga. */
export const SolicitudParaCodeudorEsquema = Type.Object({
  afiliado: Type.String(),
  tipo_credito: Type.String(),
  valor: Type.Number(),
  cuotas: Type.Integer(),
  /** tasa del tipo, en % por periodo */
  tasa: Type.Number(),
  codeudor_nombre: Type.String(),
  codeudor_documento: Type.String(),
  obligacion: Type.String(),
  estado: EstadoCodeudorEsquema,
  fecha: Nulable(Type.String()),
  /** el nombre de la copia del documento que subió, si ya la subió */
  cedula: Nulable(Type.String()),
  sha256: Sha256,
  correo: Type.String(),
  /** instante ISO en que vence el enlace */
  vence: Type.String(),
});
export type SolicitudParaCodeudor = Static<typeof SolicitudParaCodeudorEsquema>;

/** POST /api/codeudor/{token}/cedula: la copia del documento (PDF o foto) como data URL. */
export const CuerpoCedulaCodeudorEsquema = Type.Object({
  file: Type.String({ minLength: 1, pattern: '^data:' }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});
export type CuerpoCedulaCodeudor = Static<typeof CuerpoCedulaCodeudorEsquema>;

export const CedulaCodeudorEsquema = Type.Object({ nombre: Type.String() });

/** POST /api/codeudor/{token}/rechazar */
export const CuerpoRechazoCodeudorEsquema = Type.Object({
  motivo: Type.Optional(Nulable(Type.String({ maxLength: 500 }))),
});
export type CuerpoRechazoCodeudor = Static<typeof CuerpoRechazoCodeudorEsquema>;

/** POST /api/firmas/verificar/{codigo}: el SHA-256 del archivo (se calcula en el navegador). */
export const CuerpoComprobarFirmaEsquema = Type.Object({ sha256: Sha256 });
export type CuerpoComprobarFirma = Static<typeof CuerpoComprobarFirmaEsquema>;

export const ComprobacionFirmaEsquema = Type.Object({
  identico: Type.Boolean(),
  /** 'Este documento es idéntico al firmado' o 'Este documento no coincide' */
  mensaje: Type.String(),
});
export type ComprobacionFirma = Static<typeof ComprobacionFirmaEsquema>;

/** Quién firmó un documento verificable, en la página pública (documento enmascarado). */
export const FirmanteVerificadoEsquema = Type.Object({
  rol: RolFirmanteEsquema,
  nombre: Type.String(),
  documento: Type.String(),
  fecha: Type.String(),
});
export type FirmanteVerificado = Static<typeof FirmanteVerificadoEsquema>;
