// Contrato de la API (SPEC 3 y 7). Nombres de campo exactamente como SPEC.
// Dinero: number en JSON (se suma en PostgreSQL como numeric, nunca en JS).
// Fechas: 'YYYY-MM-DD' para fechas; ISO 8601 para instantes.

export type Rol = 'superadmin' | 'afiliado';
export type TipoAfiliado = 'Docente' | 'Administrativo' | 'Servicios Generales';
export type DocumentoTipo = 'CC' | 'PS' | 'CE' | 'PEP';

/** Respuesta de error de la API: siempre un texto en español. */
export interface ErrorApi {
  error: string;
  detail?: string;
}

/** Usuario de la sesión (SPEC 3). */
export interface UsuarioSesion {
  id_afiliado: number;
  nombres: string;
  apellidos: string;
  foto: number | null;
  superadmin: boolean;
  impersonate: boolean;
  pgweb_token: string;
  ultima_actualizacion: string | null;
}

/** POST /api/login y /api/login-token. */
export interface RespuestaLogin {
  access_token: string;
  usuario: UsuarioSesion;
  roles: Rol[];
}

export interface Fondo {
  nombre: string;
  nit: string;
}

/** GET /api/afiliados/{id}/resumen */
export interface Resumen {
  aportes: number;
  creditos: number;
  cambio_password: boolean;
  /** Corte del que salen las cifras; null si el afiliado no tiene cortes. */
  corte: Corte | null;
}

export interface Corte {
  id_corte: number;
  /** 'YYYY-MM-DD' */
  corte: string;
}

export interface TipoAporte {
  id_tipo_aporte: number;
  nombre: string;
  orden: number;
}

export interface Aporte {
  id_aporte: number;
  id_tipo_aporte: number;
  total: number;
  cuota: number;
  tipo_aporte: TipoAporte;
}

/** GET /api/afiliados/{id}/aportes */
export interface RespuestaAportes {
  aportes: Aporte[];
  corte: Corte | null;
  tipos: TipoAporte[];
}

/** GET /api/afiliados/{id}/aportes/historial: un punto por corte y tipo. */
export interface HistorialAportes {
  tipos: TipoAporte[];
  cortes: Corte[];
  series: { id_tipo_aporte: number; puntos: { id_corte: number; corte: string; total: number }[] }[];
}

export type Periodicidad = 'mensual' | 'semestral';

export interface TipoCredito {
  id_tipo_credito: number;
  nombre: string;
  descripcion: string | null;
  activo: boolean;
  simulador: boolean;
  /** Tasa mensual como fracción (0.015 = 1,5 %). */
  tasa: number;
  plazo_maximo: number | null;
  plazo_minimo: number | null;
  periodicidad: Periodicidad;
}

export interface Credito {
  id_credito: number;
  id_tipo_credito: number;
  numero: string;
  saldo: number;
  valor_credito: number;
  valor_cuota: number;
  cuotas: number;
  cuotas_pagadas: number;
  cuotas_pendientes: number;
  desembolso: string | null;
  inicio_descuento: string | null;
  terminacion: string | null;
  /** Tasa mensual como fracción; se muestra x 100 como porcentaje. */
  tasa: number;
  estado_credito: string;
  descuento_prima: boolean;
  descuento_ahorro: boolean;
}

/** GET /api/afiliados/{id}/creditos */
export interface RespuestaCreditos {
  creditos: Credito[];
  tipos: TipoCredito[];
  corte: Corte | null;
}

export type TipoCertificado = 'saldos' | 'tributario' | 'afiliacion';

/** GET /api/afiliados/{id}/certificados */
export interface CertificadoDisponible {
  /** null para el certificado de afiliación */
  id_corte: number | null;
  certificado: TipoCertificado;
  etiqueta: string;
  corte: string | null;
}

export type EstadoSolicitud = 'PENDIENTE' | 'APROBADA' | 'NO APROBADA';

export interface SolicitudCredito {
  id_solicitud: number;
  id_afiliado: number;
  id_tipo_credito: number;
  tipo_credito_nombre: string;
  valor: number;
  destino: string;
  cuotas: number;
  desde_mes: number;
  descuento_ahorro: boolean;
  descuento_prima: boolean;
  numero_cuenta: string;
  tipo_cuenta: 'Ahorros' | 'Corriente';
  banco: string;
  codeudor: boolean;
  codeudor_nombre: string | null;
  codeudor_documento: string | null;
  codeudor_cedula: number | null;
  ultimo_desprendible: number | null;
  firma: number | null;
  carta_pagare: number | null;
  estado: EstadoSolicitud;
  observaciones: string | null;
  revisado_por: string | null;
  fecha_revision: string | null;
  fecha: string;
  afiliado_nombre: string;
  afiliado?: { apellidos: string; nombres: string };
}

export interface Afiliado {
  id_afiliado: number;
  nombres: string;
  apellidos: string;
  foto: number | null;
  documento: string;
  documento_tipo: DocumentoTipo | null;
  documento_lugar: string | null;
  documento_expedicion: string | null;
  email: string | null;
  tipo_afiliado: TipoAfiliado | null;
  telefono: string | null;
  telefono_fijo: string | null;
  direccion: string | null;
  fecha_nacimiento: string | null;
  lugar_nacimiento: string | null;
  genero: 'Masculino' | 'Femenino' | null;
  estado_civil: 'Soltero' | 'Casado' | 'Divorciado' | 'Unión Libre' | 'Viudo' | null;
  hijos: number | null;
  nivel_estudios:
    | 'Primaria' | 'Bachillerato' | 'Técnico' | 'Tecnólogo' | 'Universitario'
    | 'Especialización' | 'Maestría' | 'Doctorado' | null;
  area_estudio: string | null;
  afiliacion: string | null;
  ingreso: string | null;
  cargo: string | null;
  lugar_trabajo: 'Sede 170' | 'Sede Campestre' | null;
  tipo_contrato: 'Fijo' | 'Indefinido' | null;
  salario: number | null;
  ahorro_permanente: number | null;
  ahorro_programado: number | null;
  tipo_vivienda: 'Propia' | 'Arriendo' | 'Familiar' | null;
  /** marca, línea, modelo y placa separados por tabuladores */
  vehiculo: string | null;
  otro: string | null;
  autorizado_nombre: string | null;
  autorizado_documento: string | null;
  autorizado_direccion: string | null;
  autorizado_telefono: string | null;
  firma: number | null;
  retiro: string | null;
  ultima_actualizacion: string | null;
  ultimo_login: string | null;
  cuota_afiliacion: number | null;
  cambio_password: boolean;
  superadmin: boolean;
}

export interface Familiar {
  id_familiar: number | null;
  id_afiliado: number;
  nombre: string | null;
  parentesco: string | null;
  ocupacion: string | null;
  fecha_nacimiento: string | null;
  guid: string | null;
}

export type EstadoMensaje = 0 | 1;

export interface InfoAdjunto {
  id_archivo: number;
  nombre: string;
}

export interface Mensaje {
  id_mensaje: number;
  id_mensaje_padre: number | null;
  asunto: string;
  texto: string;
  creado: string;
  estado: EstadoMensaje;
  ultima_actualizacion: string;
  actualizado_por: string | null;
  afiliado_nombre: string;
  afiliado_foto: number | null;
  infoAdjuntos: InfoAdjunto[];
}

export interface Archivo {
  id_archivo: number;
  nombre: string;
}

/** Respuestas simples */
export interface RespuestaMensaje {
  mensaje: string;
}
export interface RespuestaVerificarToken {
  valido: true;
  nombres: string;
}

/** GET /api/configuracion (pública): datos del despliegue que la shell necesita en tiempo de ejecución. */
export interface ConfiguracionPortal {
  /** SCHOOL_SITE_URL: destino del logout; su host recibe `token` en las redirecciones del login. */
  sitio_colegio: string;
  /** ALLOWED_REDIRECT_HOSTS: otros hosts a los que el login puede redirigir (sin token). */
  hosts_redireccion: string[];
}
