// Más de 300 líneas: el modelo de datos entero en un archivo: drizzle-kit genera las migraciones de aquí.
// Modelo de datos completo (SPEC 3). Dinero en numeric: exacto, nunca float.
import {
  pgTable,
  serial,
  integer,
  bigint,
  bigserial,
  text,
  boolean,
  date,
  timestamp,
  numeric,
  jsonb,
  uuid,
  customType,
  index,
  uniqueIndex,
  smallint,
  check,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const dinero = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'string' });
const fecha = (name: string) => date(name, { mode: 'string' });
const instante = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Minúsculas y sin tildes en SQL, como claveNombre de @fondo/contrato en JS: translate antes de lower (con locale C,
 * lower() no toca las mayúsculas con tilde). Inmutable: sirve para columnas generadas. Las letras son las latinas
 * con diacrítico de U+00C0 a U+024F que sinTildes lleva a una sola letra ASCII (migración 0015).
 */
const CON_TILDE = Array.from({ length: 0x250 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i)).filter((c) =>
  /^[A-Za-z]$/.test(c.normalize('NFD').replace(/\p{M}/gu, '')),
);
export const TILDES_DE = CON_TILDE.join('');
export const TILDES_A = CON_TILDE.map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).join('');
const normalizadoSql = (expresion: string) => sql.raw(`lower(translate(${expresion}, '${TILDES_DE}', '${TILDES_A}'))`);

export const archivo = pgTable(
  'archivo',
  {
    id_archivo: serial('id_archivo').primaryKey(),
    nombre: text('nombre').notNull(),
    tipo_mime: text('tipo_mime').notNull(),
    tamano: integer('tamano').notNull(),
    contenido: bytea('contenido').notNull(),
    /** quien lo subió; null para archivos del sistema */
    id_afiliado: integer('id_afiliado').references((): AnyPgColumn => afiliado.id_afiliado, { onDelete: 'set null' }),
    creado: instante('creado').notNull().defaultNow(),
    /** 'foto' | 'firma': lo guardó la ruta de limpieza de ese tipo (migración 0010) */
    limpieza: text('limpieza'),
  },
  // La cuota suma por dueño; la purga de archivos sin uso busca los viejos (migración 0005).
  (t) => [index('archivo_afiliado_idx').on(t.id_afiliado), index('archivo_creado_idx').on(t.creado)],
);

export const afiliado = pgTable(
  'afiliado',
  {
    id_afiliado: serial('id_afiliado').primaryKey(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    foto: integer('foto').references((): AnyPgColumn => archivo.id_archivo, { onDelete: 'set null' }),
    documento: text('documento').notNull(),
    documento_tipo: text('documento_tipo'),
    documento_lugar: text('documento_lugar'),
    documento_expedicion: fecha('documento_expedicion'),
    email: text('email'),
    tipo_afiliado: text('tipo_afiliado'),
    telefono: text('telefono'),
    telefono_fijo: text('telefono_fijo'),
    direccion: text('direccion'),
    fecha_nacimiento: fecha('fecha_nacimiento'),
    lugar_nacimiento: text('lugar_nacimiento'),
    genero: text('genero'),
    estado_civil: text('estado_civil'),
    hijos: integer('hijos'),
    nivel_estudios: text('nivel_estudios'),
    area_estudio: text('area_estudio'),
    afiliacion: fecha('afiliacion'),
    ingreso: fecha('ingreso'),
    cargo: text('cargo'),
    lugar_trabajo: text('lugar_trabajo'),
    tipo_contrato: text('tipo_contrato'),
    salario: dinero('salario'),
    ahorro_permanente: dinero('ahorro_permanente'),
    ahorro_programado: dinero('ahorro_programado'),
    tipo_vivienda: text('tipo_vivienda'),
    vehiculo: text('vehiculo'),
    otro: text('otro'),
    autorizado_nombre: text('autorizado_nombre'),
    autorizado_documento: text('autorizado_documento'),
    autorizado_direccion: text('autorizado_direccion'),
    autorizado_telefono: text('autorizado_telefono'),
    firma: integer('firma').references((): AnyPgColumn => archivo.id_archivo, { onDelete: 'set null' }),
    retiro: fecha('retiro'),
    ultima_actualizacion: instante('ultima_actualizacion'),
    /** cuándo aceptó la autorización de tratamiento de datos (Ley 1581 de 2012); null si no la aceptó */
    autorizacion_datos: instante('autorizacion_datos'),
    ultimo_login: instante('ultimo_login'),
    cuota_afiliacion: dinero('cuota_afiliacion'),
    /** hash argon2id; null si nunca se asignó clave */
    password: text('password'),
    guid: uuid('guid').notNull().defaultRandom(),
    /** hash SHA-256 del token de restablecimiento vigente */
    reestablecer_password: text('reestablecer_password'),
    reestablecer_password_solicitud: instante('reestablecer_password_solicitud'),
    cambio_password: boolean('cambio_password').notNull().default(false),
    superadmin: boolean('superadmin').notNull().default(false),
    /**
     * Documento que, normalizado (solo dígitos, sin ceros a la izquierda), choca con el de otro afiliado
     * desde antes de la migración 0004: queda como estaba hasta que el superadmin lo resuelva.
     */
    documento_repetido: boolean('documento_repetido').notNull().default(false),
    creado: instante('creado').notNull().defaultNow(),
    /**
     * Textos de búsqueda de las listas (filtros por palabras sin tildes ni mayúsculas), guardados al
     * escribir la fila: normalizar en cada consulta costaba más que el resto de la lista. Nunca se
     * asignan ni se exportan.
     */
    nombre_busqueda: text('nombre_busqueda')
      .notNull()
      .generatedAlwaysAs(() => normalizadoSql(`"nombres" || ' ' || "apellidos"`)),
    documento_busqueda: text('documento_busqueda')
      .notNull()
      .generatedAlwaysAs(() => normalizadoSql(`"documento"`)),
  },
  (t) => [
    uniqueIndex('afiliado_documento_uq').on(t.documento),
    uniqueIndex('afiliado_documento_normalizado_uq')
      .on(sql`ltrim(regexp_replace(${t.documento}, '[^0-9]', '', 'g'), '0')`)
      .where(sql`not ${t.documento_repetido}`),
    index('afiliado_apellidos_idx').on(t.apellidos, t.nombres),
    // Orden alfabético del español (función orden_es de la migración 0008): el orden por defecto de la lista.
    index('afiliado_orden_idx').on(sql`orden_es(${t.apellidos})`, sql`orden_es(${t.nombres})`),
  ],
);

export const familiar = pgTable(
  'familiar',
  {
    id_familiar: serial('id_familiar').primaryKey(),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    nombre: text('nombre'),
    parentesco: text('parentesco'),
    ocupacion: text('ocupacion'),
    fecha_nacimiento: fecha('fecha_nacimiento'),
    guid: uuid('guid').notNull().defaultRandom(),
  },
  (t) => [index('familiar_afiliado_idx').on(t.id_afiliado)],
);

export const corte = pgTable(
  'corte',
  {
    id_corte: serial('id_corte').primaryKey(),
    corte: fecha('corte').notNull(),
  },
  (t) => [uniqueIndex('corte_fecha_uq').on(t.corte)],
);

export const tipoAporte = pgTable(
  'tipo_aporte',
  {
    id_tipo_aporte: serial('id_tipo_aporte').primaryKey(),
    nombre: text('nombre').notNull(),
    orden: integer('orden').notNull().default(0),
    /** el ahorro del cupo de crédito suma este tipo (migración 0012) */
    cuenta_para_cupo: boolean('cuenta_para_cupo').notNull().default(false),
  },
  (t) => [uniqueIndex('tipo_aporte_nombre_uq').on(t.nombre)],
);

export const aporte = pgTable(
  'aporte',
  {
    id_aporte: serial('id_aporte').primaryKey(),
    id_corte: integer('id_corte')
      .notNull()
      .references(() => corte.id_corte, { onDelete: 'cascade' }),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    id_tipo_aporte: integer('id_tipo_aporte')
      .notNull()
      .references(() => tipoAporte.id_tipo_aporte),
    total: dinero('total').notNull(),
    cuota: dinero('cuota').notNull().default('0'),
  },
  (t) => [
    // Cubre las lecturas del afiliado (resumen y aportes) sin tocar la tabla: la migración 0001 le
    // agrega INCLUDE (id_tipo_aporte, total, cuota), que drizzle-kit no expresa.
    index('aporte_afiliado_corte_cubre_idx').on(t.id_afiliado, t.id_corte, t.id_aporte),
    index('aporte_corte_idx').on(t.id_corte),
  ],
);

export const tipoCredito = pgTable(
  'tipo_credito',
  {
    id_tipo_credito: serial('id_tipo_credito').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    activo: boolean('activo').notNull().default(true),
    simulador: boolean('simulador').notNull().default(false),
    /** tasa mensual como fracción (0.015 = 1,5 %) */
    tasa: numeric('tasa', { precision: 10, scale: 6, mode: 'string' }).notNull(),
    plazo_maximo: integer('plazo_maximo'),
    plazo_minimo: integer('plazo_minimo'),
    /** valor máximo de una solicitud de este tipo; null sin tope (migración 0010) */
    valor_maximo: numeric('valor_maximo', { precision: 14, scale: 2, mode: 'string' }),
    periodicidad: text('periodicidad').notNull().default('mensual'),
    /** cupo (migración 0012): veces el ahorro; null sin cupo por ahorro */
    veces_ahorro: numeric('veces_ahorro', { precision: 6, scale: 2, mode: 'string' }),
    /** fracción del salario para cuotas (0 < x <= 1); null: 50 % si hay cupo, si no sin límite */
    porcentaje_salario: numeric('porcentaje_salario', { precision: 5, scale: 4, mode: 'string' }),
    /** saldo que descuenta el cupo: 'tipo' (créditos de este tipo) o 'todos' */
    cupo_por: text('cupo_por').notNull().default('tipo'),
  },
  (t) => [
    check('tipo_credito_periodicidad_ck', sql`${t.periodicidad} in ('mensual', 'semestral')`),
    check('tipo_credito_veces_ahorro_ck', sql`${t.veces_ahorro} is null or ${t.veces_ahorro} > 0`),
    check(
      'tipo_credito_porcentaje_salario_ck',
      sql`${t.porcentaje_salario} is null or (${t.porcentaje_salario} > 0 and ${t.porcentaje_salario} <= 1)`,
    ),
    check('tipo_credito_cupo_por_ck', sql`${t.cupo_por} in ('tipo', 'todos')`),
  ],
);

export const credito = pgTable(
  'credito',
  {
    id_credito: serial('id_credito').primaryKey(),
    id_corte: integer('id_corte')
      .notNull()
      .references(() => corte.id_corte, { onDelete: 'cascade' }),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    id_tipo_credito: integer('id_tipo_credito')
      .notNull()
      .references(() => tipoCredito.id_tipo_credito),
    numero: text('numero').notNull(),
    saldo: dinero('saldo').notNull(),
    valor_credito: dinero('valor_credito').notNull(),
    valor_cuota: dinero('valor_cuota').notNull(),
    cuotas: integer('cuotas').notNull(),
    cuotas_pagadas: integer('cuotas_pagadas').notNull().default(0),
    cuotas_pendientes: integer('cuotas_pendientes').notNull().default(0),
    desembolso: fecha('desembolso'),
    inicio_descuento: fecha('inicio_descuento'),
    terminacion: fecha('terminacion'),
    tasa: numeric('tasa', { precision: 10, scale: 6, mode: 'string' }).notNull(),
    estado_credito: text('estado_credito').notNull(),
    descuento_prima: boolean('descuento_prima').notNull().default(false),
    descuento_ahorro: boolean('descuento_ahorro').notNull().default(false),
  },
  (t) => [
    // Con INCLUDE (saldo) a mano en la migración 0001: la suma del resumen sale solo del índice.
    index('credito_afiliado_corte_cubre_idx').on(t.id_afiliado, t.id_corte),
    index('credito_corte_idx').on(t.id_corte),
  ],
);

export const solicitudCredito = pgTable(
  'solicitud_credito',
  {
    id_solicitud: serial('id_solicitud').primaryKey(),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    id_tipo_credito: integer('id_tipo_credito')
      .notNull()
      .references(() => tipoCredito.id_tipo_credito),
    valor: dinero('valor').notNull(),
    destino: text('destino').notNull(),
    cuotas: integer('cuotas').notNull(),
    desde_mes: smallint('desde_mes').notNull(),
    descuento_ahorro: boolean('descuento_ahorro').notNull().default(false),
    descuento_prima: boolean('descuento_prima').notNull().default(false),
    numero_cuenta: text('numero_cuenta').notNull(),
    tipo_cuenta: text('tipo_cuenta').notNull(),
    banco: text('banco').notNull(),
    codeudor: boolean('codeudor').notNull().default(false),
    codeudor_nombre: text('codeudor_nombre'),
    codeudor_documento: text('codeudor_documento'),
    codeudor_cedula: integer('codeudor_cedula').references(() => archivo.id_archivo, { onDelete: 'set null' }),
    ultimo_desprendible: integer('ultimo_desprendible').references(() => archivo.id_archivo, { onDelete: 'set null' }),
    firma: integer('firma').references(() => archivo.id_archivo, { onDelete: 'set null' }),
    carta_pagare: integer('carta_pagare').references(() => archivo.id_archivo, { onDelete: 'set null' }),
    estado: text('estado').notNull().default('PENDIENTE'),
    observaciones: text('observaciones'),
    revisado_por: integer('revisado_por').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    fecha_revision: instante('fecha_revision'),
    fecha: instante('fecha').notNull().defaultNow(),
    /** cifras del cupo al radicar (migración 0012); null si el tipo no tenía regla */
    cupo_disponible: dinero('cupo_disponible'),
    cuota_maxima: dinero('cuota_maxima'),
    ahorro_cupo: dinero('ahorro_cupo'),
    /** firma electrónica de la carta y el pagaré (migración 0016) y la respuesta del codeudor a su enlace */
    firma_electronica: boolean('firma_electronica').notNull().default(false),
    codeudor_email: text('codeudor_email'),
    codeudor_estado: text('codeudor_estado').$type<'pendiente' | 'acepto' | 'rechazo'>(),
    codeudor_fecha: instante('codeudor_fecha'),
  },
  (t) => [
    index('solicitud_afiliado_idx').on(t.id_afiliado),
    // Listas del superadmin: la página sale del índice en el orden por defecto (fecha desc nulls last,
    // id desc), con o sin estado; el de estado sirve también los filtros y conteos por estado.
    index('solicitud_estado_fecha_idx').on(t.estado, t.fecha.desc().nullsLast(), t.id_solicitud.desc().nullsFirst()),
    index('solicitud_fecha_idx').on(t.fecha.desc().nullsLast(), t.id_solicitud.desc().nullsFirst()),
    // Novedades del afiliado: sus solicitudes revisadas, la más reciente primero.
    index('solicitud_revision_idx')
      .on(t.id_afiliado, t.fecha_revision.desc())
      .where(sql`${t.fecha_revision} is not null`),
    check('solicitud_estado_ck', sql`${t.estado} in ('PENDIENTE', 'APROBADA', 'NO APROBADA')`),
    check('solicitud_desde_mes_ck', sql`${t.desde_mes} between 1 and 12`),
  ],
);

/**
 * Historial de estados de una solicitud (migración 0013): la radicación (estado_anterior null)
 * y cada cambio de estado de un superadmin, con sus observaciones, quién y cuándo. nombre_usuario es el
 * nombre de quien lo hizo en ese momento (queda aunque se borre el usuario).
 */
export const solicitudEstadoHistorial = pgTable(
  'solicitud_estado_historial',
  {
    id_historial: serial('id_historial').primaryKey(),
    id_solicitud: integer('id_solicitud')
      .notNull()
      .references(() => solicitudCredito.id_solicitud, { onDelete: 'cascade' }),
    estado_anterior: text('estado_anterior'),
    estado_nuevo: text('estado_nuevo').notNull(),
    observaciones: text('observaciones'),
    id_usuario: integer('id_usuario').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    nombre_usuario: text('nombre_usuario'),
    fecha: instante('fecha').notNull().defaultNow(),
  },
  (t) => [
    index('solicitud_historial_solicitud_idx').on(t.id_solicitud, t.fecha, t.id_historial),
    check('solicitud_historial_estado_nuevo_ck', sql`${t.estado_nuevo} in ('PENDIENTE', 'APROBADA', 'NO APROBADA')`),
    check(
      'solicitud_historial_estado_anterior_ck',
      sql`${t.estado_anterior} is null or ${t.estado_anterior} in ('PENDIENTE', 'APROBADA', 'NO APROBADA')`,
    ),
  ],
);

export const mensaje = pgTable(
  'mensaje',
  {
    id_mensaje: serial('id_mensaje').primaryKey(),
    id_mensaje_padre: integer('id_mensaje_padre').references((): AnyPgColumn => mensaje.id_mensaje, {
      onDelete: 'cascade',
    }),
    /** afiliado dueño del hilo */
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    /** quien escribió este mensaje */
    id_autor: integer('id_autor').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    asunto: text('asunto').notNull(),
    /** HTML ya saneado en el servidor */
    texto: text('texto').notNull(),
    creado: instante('creado').notNull().defaultNow(),
    estado: smallint('estado').notNull().default(0),
    ultima_actualizacion: instante('ultima_actualizacion').notNull().defaultNow(),
    actualizado_por: integer('actualizado_por').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    adjuntos: jsonb('adjuntos')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Message-ID del correo importado, para no importarlo dos veces */
    id_correo: text('id_correo'),
    /** correo importado sin DMARC, DKIM ni SPF aprobados para su From (Authentication-Results) */
    remitente_sin_verificar: boolean('remitente_sin_verificar').notNull().default(false),
  },
  (t) => [
    index('mensaje_padre_idx').on(t.id_mensaje_padre),
    // Lista de hilos (raíces) en el orden por defecto, Todos y por estado; el de estado cuenta por estado.
    index('mensaje_hilos_idx')
      .on(t.ultima_actualizacion.desc().nullsLast(), t.id_mensaje.desc().nullsFirst())
      .where(sql`${t.id_mensaje_padre} is null`),
    index('mensaje_hilos_estado_idx')
      .on(t.estado, t.ultima_actualizacion.desc().nullsLast(), t.id_mensaje.desc().nullsFirst())
      .where(sql`${t.id_mensaje_padre} is null`),
    index('mensaje_afiliado_idx').on(t.id_afiliado),
    uniqueIndex('mensaje_id_correo_uq').on(t.id_correo),
    check('mensaje_estado_ck', sql`${t.estado} in (0, 1)`),
  ],
);

/** Sesiones del servidor: el JWT lleva id_sesion; cerrar la fila cierra la sesión. */
export const sesion = pgTable(
  'sesion',
  {
    id_sesion: uuid('id_sesion').primaryKey().defaultRandom(),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    /** superadmin que abrió la aplicación como este afiliado */
    impersonado_por: integer('impersonado_por').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    creada: instante('creada').notNull().defaultNow(),
    ultimo_uso: instante('ultimo_uso').notNull().defaultNow(),
    cerrada: instante('cerrada'),
    ip: text('ip'),
    /** último código de verificación (TOTP) correcto en esta sesión */
    verificada: instante('verificada'),
    /** superadmin sin segundo factor con REQUIERE_2FA: la sesión solo puede inscribirlo */
    solo_inscripcion: boolean('solo_inscripcion').notNull().default(false),
  },
  (t) => [index('sesion_afiliado_idx').on(t.id_afiliado)],
);

/** Tokens de un solo uso (abrir la aplicación como afiliado). Se guarda el hash. */
export const tokenUnico = pgTable('token_unico', {
  hash: text('hash').primaryKey(),
  tipo: text('tipo').notNull(),
  id_afiliado: integer('id_afiliado')
    .notNull()
    .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
  id_creador: integer('id_creador').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
  expira: instante('expira').notNull(),
  usado: instante('usado'),
});

/** Intentos fallidos de inicio de sesión, por cuenta y por IP. */
export const intentoLogin = pgTable('intento_login', {
  clave: text('clave').primaryKey(),
  fallos: integer('fallos').notNull().default(0),
  primer_fallo: instante('primer_fallo').notNull().defaultNow(),
  bloqueado_hasta: instante('bloqueado_hasta'),
});

export const auditoria = pgTable(
  'auditoria',
  {
    id_auditoria: serial('id_auditoria').primaryKey(),
    fecha: instante('fecha').notNull().defaultNow(),
    id_actor: integer('id_actor').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    accion: text('accion').notNull(),
    id_afiliado: integer('id_afiliado').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    detalle: jsonb('detalle').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [index('auditoria_fecha_idx').on(t.fecha)],
);

/** Certificados emitidos, para verificar el código impreso en el PDF. */
export const certificadoEmitido = pgTable('certificado_emitido', {
  codigo: text('codigo').primaryKey(),
  id_afiliado: integer('id_afiliado')
    .notNull()
    .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
  tipo: text('tipo').notNull(),
  id_corte: integer('id_corte').references(() => corte.id_corte, { onDelete: 'set null' }),
  etiqueta: text('etiqueta').notNull(),
  emitido: instante('emitido').notNull().defaultNow(),
});

/**
 * Versión de los datos que muestran las lecturas de Productos, una fila por tabla (afiliado, aporte,
 * corte, credito, tipo_aporte, tipo_credito). Triggers escritos a mano en la migración 0002 la suben en
 * la misma transacción de cada cambio; las lecturas guardadas en memoria la comparan con la que
 * leyeron junto con sus datos, así un cambio hecho por cualquier proceso se ve en la siguiente lectura.
 */
export const versionDatos = pgTable('version_datos', {
  tabla: text('tabla').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Novedades del afiliado: cuándo vio por última vez una solicitud de crédito o un hilo de
 * mensajes suyo. Es nuevo lo que el fondo cambió después (revisión de la solicitud, respuesta en el hilo).
 */
export const novedadVista = pgTable(
  'novedad_vista',
  {
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    id_solicitud: integer('id_solicitud').references(() => solicitudCredito.id_solicitud, { onDelete: 'cascade' }),
    id_mensaje: integer('id_mensaje').references(() => mensaje.id_mensaje, { onDelete: 'cascade' }),
    vista: instante('vista').notNull(),
  },
  (t) => [
    uniqueIndex('novedad_vista_solicitud_ux')
      .on(t.id_afiliado, t.id_solicitud)
      .where(sql`${t.id_solicitud} is not null`),
    uniqueIndex('novedad_vista_mensaje_ux')
      .on(t.id_afiliado, t.id_mensaje)
      .where(sql`${t.id_mensaje} is not null`),
    check('novedad_vista_una_ck', sql`(${t.id_solicitud} is null) <> (${t.id_mensaje} is null)`),
  ],
);

/**
 * Cola de trabajos durable (DESIGN 4; migración 0005): correos y trabajo periódico. Se escribe en la
 * transacción de la acción que lo causa; un proceso de la API lo toma (FOR UPDATE SKIP LOCKED), lo
 * marca en_curso hasta `tomado_hasta` y lo deja hecho, o pendiente para otro intento en `ejecutar_en`,
 * o fallido. `clave` (única) evita crear dos veces el mismo trabajo periódico.
 */
export const trabajo = pgTable(
  'trabajo',
  {
    id_trabajo: bigserial('id_trabajo', { mode: 'number' }).primaryKey(),
    tipo: text('tipo').notNull(),
    datos: jsonb('datos')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    estado: text('estado').$type<EstadoTrabajo>().notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    max_intentos: integer('max_intentos').notNull().default(10),
    ejecutar_en: instante('ejecutar_en').notNull().defaultNow(),
    tomado_hasta: instante('tomado_hasta'),
    ultimo_error: text('ultimo_error'),
    clave: text('clave'),
    creado: instante('creado').notNull().defaultNow(),
    actualizado: instante('actualizado').notNull().defaultNow(),
    terminado: instante('terminado'),
  },
  (t) => [
    uniqueIndex('trabajo_clave_uq').on(t.clave),
    index('trabajo_por_tomar_idx')
      .on(t.ejecutar_en, t.id_trabajo)
      .where(sql`${t.estado} = 'pendiente'`),
    index('trabajo_en_curso_idx')
      .on(t.tomado_hasta)
      .where(sql`${t.estado} = 'en_curso'`),
    index('trabajo_tipo_estado_idx').on(
      t.tipo,
      t.estado,
      t.creado.desc().nullsLast(),
      t.id_trabajo.desc().nullsFirst(),
    ),
    check('trabajo_estado_ck', sql`${t.estado} in ('pendiente', 'en_curso', 'hecho', 'fallido')`),
  ],
);
export type EstadoTrabajo = 'pendiente' | 'en_curso' | 'hecho' | 'fallido';

/** Segundo factor (TOTP) de un superadmin: secreto cifrado, confirmado con un primer código. */
export const segundoFactor = pgTable('segundo_factor', {
  id_afiliado: integer('id_afiliado')
    .primaryKey()
    .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
  /** AES-256-GCM con la llave de TOTP_KEY (nunca en claro en la base) */
  secreto: text('secreto').notNull(),
  confirmado: instante('confirmado'),
  /** último paso de 30 s aceptado: un código no sirve dos veces */
  ultimo_paso: bigint('ultimo_paso', { mode: 'number' }),
  creado: instante('creado').notNull().defaultNow(),
});

/** Códigos de recuperación de un solo uso (hash argon2). */
export const codigoRecuperacion = pgTable(
  'codigo_recuperacion',
  {
    id_codigo: serial('id_codigo').primaryKey(),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    usado: instante('usado'),
  },
  (t) => [index('codigo_recuperacion_afiliado_idx').on(t.id_afiliado)],
);

/**
 * Rondas de actualización de datos (migración 0014): una abierta a la vez; sus
 * afiliados, fijados al abrirla, en ronda_afiliado.
 */
export const rondaActualizacion = pgTable(
  'ronda_actualizacion',
  {
    id_ronda: serial('id_ronda').primaryKey(),
    nombre: text('nombre').notNull(),
    fecha_limite: fecha('fecha_limite').notNull(),
    filtro: jsonb('filtro')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    abierta_por: integer('abierta_por').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
    abierta: boolean('abierta').notNull().default(true),
    creada: instante('creada').notNull().defaultNow(),
    cerrada: instante('cerrada'),
  },
  (t) => [
    uniqueIndex('ronda_una_abierta_uq')
      .on(t.abierta)
      .where(sql`${t.abierta}`),
  ],
);

export const rondaAfiliado = pgTable(
  'ronda_afiliado',
  {
    id_ronda: integer('id_ronda')
      .notNull()
      .references(() => rondaActualizacion.id_ronda, { onDelete: 'cascade' }),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    enviado: instante('enviado'),
    recordado: instante('recordado'),
    recordatorios: integer('recordatorios').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'ronda_afiliado_pk', columns: [t.id_ronda, t.id_afiliado] }),
    index('ronda_afiliado_pendiente_idx')
      .on(t.id_afiliado)
      .where(sql`${t.enviado} is null`),
  ],
);

/** Invitaciones en bloque (migración 0014): un lote por 'Invitar a todos'. */
export const loteInvitacion = pgTable('lote_invitacion', {
  id_lote: serial('id_lote').primaryKey(),
  creado: instante('creado').notNull().defaultNow(),
  id_actor: integer('id_actor').references(() => afiliado.id_afiliado, { onDelete: 'set null' }),
  filtro: jsonb('filtro')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  por_minuto: integer('por_minuto').notNull(),
  total: integer('total').notNull().default(0),
  en_cola: integer('en_cola').notNull().default(0),
  sin_correo: integer('sin_correo').notNull().default(0),
});

/** Un afiliado de un lote: 'en_cola' (su bienvenida es el trabajo id_trabajo) o 'sin_correo'. */
export const invitacion = pgTable(
  'invitacion',
  {
    id_lote: integer('id_lote')
      .notNull()
      .references(() => loteInvitacion.id_lote, { onDelete: 'cascade' }),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    resultado: text('resultado').$type<'en_cola' | 'sin_correo'>().notNull(),
    id_trabajo: bigint('id_trabajo', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'invitacion_pk', columns: [t.id_lote, t.id_afiliado] }),
    index('invitacion_trabajo_idx').on(t.id_trabajo),
  ],
);

/**
 * Firma electrónica (migración 0016): la carta y el pagaré que el afiliado leyó, fijos desde que se generan
 * (archivo y SHA-256); `firmados`, el SHA-256 de cada versión firmada del PDF (la comprobación pública).
 */
export const documentoFirma = pgTable(
  'documento_firma',
  {
    id_documento: serial('id_documento').primaryKey(),
    id_afiliado: integer('id_afiliado')
      .notNull()
      .references(() => afiliado.id_afiliado, { onDelete: 'cascade' }),
    datos: jsonb('datos').$type<Record<string, unknown>>().notNull(),
    generado: instante('generado').notNull(),
    archivo: integer('archivo')
      .notNull()
      .references(() => archivo.id_archivo, { onDelete: 'restrict' }),
    sha256: text('sha256').notNull(),
    id_solicitud: integer('id_solicitud').references(() => solicitudCredito.id_solicitud, { onDelete: 'cascade' }),
    codigo_verificacion: text('codigo_verificacion'),
    firmados: text('firmados')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('documento_firma_solicitud_uq').on(t.id_solicitud),
    index('documento_firma_afiliado_idx').on(t.id_afiliado),
  ],
);

/** Un código enviado por correo para firmar: solo su hash, atado al documento, al firmante y al SHA-256. */
export const codigoFirma = pgTable(
  'codigo_firma',
  {
    id_codigo: serial('id_codigo').primaryKey(),
    id_documento: integer('id_documento')
      .notNull()
      .references(() => documentoFirma.id_documento, { onDelete: 'cascade' }),
    rol: text('rol').$type<'afiliado' | 'codeudor'>().notNull(),
    codigo_hash: text('codigo_hash').notNull(),
    sha256: text('sha256').notNull(),
    correo: text('correo').notNull(),
    creado: instante('creado').notNull(),
    vence: instante('vence').notNull(),
    intentos: integer('intentos').notNull().default(0),
    usado: instante('usado'),
    anulado: boolean('anulado').notNull().default(false),
  },
  (t) => [index('codigo_firma_documento_idx').on(t.id_documento, t.rol)],
);

/** La evidencia de una firma: quién, cuándo, desde dónde, con qué método y sobre qué SHA-256. */
export const firma = pgTable(
  'firma',
  {
    id_documento: integer('id_documento')
      .notNull()
      .references(() => documentoFirma.id_documento, { onDelete: 'cascade' }),
    rol: text('rol').$type<'afiliado' | 'codeudor'>().notNull(),
    nombre: text('nombre').notNull(),
    documento: text('documento').notNull(),
    fecha: instante('fecha').notNull(),
    ip: text('ip').notNull(),
    dispositivo: text('dispositivo').notNull(),
    metodo: text('metodo').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ name: 'firma_pk', columns: [t.id_documento, t.rol] })],
);

/** El enlace que recibe el codeudor: solo el hash de su token, 72 horas. */
export const enlaceCodeudor = pgTable('enlace_codeudor', {
  token_hash: text('token_hash').primaryKey(),
  id_solicitud: integer('id_solicitud')
    .notNull()
    .references(() => solicitudCredito.id_solicitud, { onDelete: 'cascade' }),
  creado: instante('creado').notNull(),
  vence: instante('vence').notNull(),
});
