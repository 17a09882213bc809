// Tipos de los datos demo: filas con los tipos que Drizzle infiere de las tablas.
import type {
  afiliado,
  aporte,
  credito,
  familiar,
  mensaje,
  solicitudCredito,
  tipoAporte,
  tipoCredito,
} from '../db/schema.js';
import type { Azar } from './azar.js';

export type TipoAfiliadoDemo = 'Docente' | 'Administrativo' | 'Servicios Generales';

// Filas demo con los tipos que Drizzle infiere de las tablas ($inferInsert): las columnas que el
// generador llena son obligatorias; las referencias (afiliado, corte, tipo...) son índices de las
// listas de DatosDemo, que sembrar.ts traduce a ids.
type Llenas<T, K extends keyof T> = { [P in K]-?: Exclude<T[P], undefined> };
type Insertar<T extends { $inferInsert: object }> = T['$inferInsert'];

/** Fila de afiliado con los nombres de columna de la tabla (sin id ni hash de clave). */
export type AfiliadoDemo = Llenas<
  Insertar<typeof afiliado>,
  | 'nombres'
  | 'apellidos'
  | 'documento'
  | 'documento_tipo'
  | 'documento_lugar'
  | 'documento_expedicion'
  | 'email'
  | 'telefono'
  | 'telefono_fijo'
  | 'direccion'
  | 'fecha_nacimiento'
  | 'lugar_nacimiento'
  | 'genero'
  | 'estado_civil'
  | 'hijos'
  | 'nivel_estudios'
  | 'area_estudio'
  | 'cargo'
  | 'lugar_trabajo'
  | 'tipo_contrato'
  | 'tipo_vivienda'
  | 'vehiculo'
  | 'otro'
  | 'autorizado_nombre'
  | 'autorizado_documento'
  | 'autorizado_direccion'
  | 'autorizado_telefono'
  | 'retiro'
  | 'ultima_actualizacion'
  | 'ultimo_login'
  | 'guid'
  | 'cambio_password'
  | 'superadmin'
  | 'creado'
> & {
  // Lo que el generador siempre tiene (más estrecho que la columna, que admite null).
  tipo_afiliado: TipoAfiliadoDemo;
  afiliacion: string;
  ingreso: string;
  salario: string;
  ahorro_permanente: string;
  ahorro_programado: string;
  cuota_afiliacion: string;
  email: string;
  telefono: string;
  cargo: string;
  lugar_trabajo: string;
  tipo_contrato: string;
  documento_tipo: string;
  /** Clave en claro de la cuenta demo (se guarda su hash). */
  clave: string;
};

export type FamiliarDemo = Llenas<
  Insertar<typeof familiar>,
  'nombre' | 'parentesco' | 'ocupacion' | 'fecha_nacimiento' | 'guid'
> & { afiliado: number; nombre: string; parentesco: string; ocupacion: string; fecha_nacimiento: string; guid: string };

export type TipoAporteDemo = Llenas<Insertar<typeof tipoAporte>, 'nombre' | 'orden'> &
  Pick<Insertar<typeof tipoAporte>, 'cuenta_para_cupo'>;

export type TipoCreditoDemo = Llenas<
  Insertar<typeof tipoCredito>,
  'nombre' | 'descripcion' | 'activo' | 'simulador' | 'tasa' | 'plazo_maximo' | 'plazo_minimo' | 'periodicidad'
> & { descripcion: string; periodicidad: 'mensual' | 'semestral' } & Pick<
    Insertar<typeof tipoCredito>,
    'veces_ahorro' | 'porcentaje_salario' | 'cupo_por'
  >;

/** Índices (afiliado, corte, tipo) apuntan a las listas de DatosDemo. */
export type AporteDemo = Llenas<Insertar<typeof aporte>, 'total' | 'cuota'> & {
  afiliado: number;
  corte: number;
  tipo: number;
};

export type CreditoDemo = Llenas<
  Insertar<typeof credito>,
  | 'numero'
  | 'saldo'
  | 'valor_credito'
  | 'valor_cuota'
  | 'cuotas'
  | 'cuotas_pagadas'
  | 'cuotas_pendientes'
  | 'desembolso'
  | 'inicio_descuento'
  | 'terminacion'
  | 'tasa'
  | 'estado_credito'
  | 'descuento_prima'
  | 'descuento_ahorro'
> & {
  afiliado: number;
  corte: number;
  tipo: number;
  desembolso: string;
  inicio_descuento: string;
  terminacion: string;
  estado_credito: 'AL DIA' | 'EN MORA' | 'CANCELADO';
};

export type SolicitudDemo = Llenas<
  Insertar<typeof solicitudCredito>,
  | 'valor'
  | 'destino'
  | 'cuotas'
  | 'desde_mes'
  | 'descuento_ahorro'
  | 'descuento_prima'
  | 'numero_cuenta'
  | 'tipo_cuenta'
  | 'banco'
  | 'codeudor'
  | 'codeudor_nombre'
  | 'codeudor_documento'
  | 'estado'
  | 'observaciones'
  | 'fecha_revision'
  | 'fecha'
> & {
  afiliado: number;
  tipo: number;
  /** índice del afiliado que revisó, o null */
  revisado_por: number | null;
  tipo_cuenta: 'Ahorros' | 'Corriente';
  estado: 'PENDIENTE' | 'APROBADA' | 'NO APROBADA';
  fecha: string;
};

export type MensajeDemo = Llenas<Insertar<typeof mensaje>, 'asunto' | 'texto' | 'creado' | 'ultima_actualizacion'> & {
  /** índice del mensaje padre en la lista, o null si abre el hilo */
  padre: number | null;
  afiliado: number;
  autor: number;
  estado: 0 | 1;
  creado: string;
  ultima_actualizacion: string;
  actualizado_por: number;
};

export interface DatosDemo {
  afiliados: AfiliadoDemo[];
  familiares: FamiliarDemo[];
  cortes: string[];
  tiposAporte: TipoAporteDemo[];
  tiposCredito: TipoCreditoDemo[];
  aportes: AporteDemo[];
  creditos: CreditoDemo[];
  solicitudes: SolicitudDemo[];
  mensajes: MensajeDemo[];
}

/** Plan de amortización de un crédito demo (centavos), del que salen sus filas por corte. */
export interface PlanCredito {
  afiliado: number;
  tipo: number;
  numero: string;
  capital: number;
  cuotas: number;
  periodo: number;
  mesDesembolso: number;
  desembolso: string;
  mesInicio: number;
  cuota: number;
  saldos: number[];
  prima: boolean;
  ahorro: boolean;
  /** mes en que empieza a atrasarse (solo créditos mensuales), cuántas cuotas llega a deber y cuándo se pone al día */
  moraDesde: number | null;
  moraMaxima: number;
  moraHasta: number | null;
}

/** Lo que las siguientes partes necesitan de cada afiliado: meses de afiliación y retiro, y sus cuotas. */
export interface Perfil {
  afiliacionMes: number;
  retiroMes: number | null;
  cuotaPermanente: number;
  cuotaProgramado: number;
  cuotaSociales: number;
}

/** Lo común a todas las partes del generador; `azar` es una sola secuencia: las partes se llaman en orden. */
export interface ContextoDemo {
  azar: Azar;
  totalAfiliados: number;
  totalCortes: number;
  documentos: string[];
  mesPrimerCorte: number;
  cortes: string[];
}
