// Más de 300 líneas: una sola transacción; las cuentas demo, las columnas y los bloques se leen juntos.
// Siembra los datos demo en una base vacía: una transacción, inserciones masivas por bloques.
import { sql, type SQL } from 'drizzle-orm';
import { COLUMNAS_AFILIADO, type CampoDelAfiliado } from '@fondo/contrato';
import { hashClave } from '../auth/claves.js';
import type { Db } from '../db/client.js';
import { afiliado, corte, mensaje, tipoAporte, tipoCredito } from '../db/schema.js';
import {
  CLAVE_ADMIN_DEMO,
  CLAVE_AFILIADO_DEMO,
  DOC_ACTUALIZADO,
  DOC_ADMIN,
  DOC_CAMBIO_CLAVE,
  DOC_SIN_ACTUALIZAR,
  generarDatosDemo,
  type AfiliadoDemo,
} from './generar.js';
import { sembrarArchivosDeSolicitudes, sembrarHistorialDeSolicitudes } from './solicitudes.js';
import { sembrarFichasDemo } from './fichas.js';

export { documentosDemo, CLAVE_AFILIADO_DEMO, CLAVE_ADMIN_DEMO } from './generar.js';

export interface CuentaDemo {
  rol: string;
  usuario: string;
  clave: string;
  nota: string;
}

export const CUENTAS_DEMO: CuentaDemo[] = [
  {
    rol: 'superadmin',
    usuario: DOC_ADMIN,
    clave: CLAVE_ADMIN_DEMO,
    nota: 'Administradora del fondo; también es afiliada con aportes y un crédito de prima.',
  },
  {
    rol: 'afiliado',
    usuario: DOC_ACTUALIZADO,
    clave: CLAVE_AFILIADO_DEMO,
    nota: 'Datos actualizados; ahorros, créditos vigentes, cortes de diciembre, solicitudes y mensajes.',
  },
  {
    rol: 'afiliado',
    usuario: DOC_SIN_ACTUALIZAR,
    clave: CLAVE_AFILIADO_DEMO,
    nota: 'Nunca ha actualizado sus datos: los módulos le piden hacerlo primero.',
  },
  {
    rol: 'afiliado',
    usuario: DOC_CAMBIO_CLAVE,
    clave: CLAVE_AFILIADO_DEMO,
    nota: 'Debe cambiar su clave al entrar (cambio_password).',
  },
];

/** Para el benchmark: un afiliado con datos en todos los cortes y sus credenciales. */
export const AFILIADO_DEMO_CON_DATOS = { usuario: DOC_ACTUALIZADO, clave: CLAVE_AFILIADO_DEMO } as const;

const FILAS_POR_BLOQUE = 4000;

/** Inserta filas con INSERT ... SELECT FROM json_populate_recordset: un parámetro por bloque. */
async function insertarEnBloquesConIndices(
  db: Db,
  tabla: string,
  columnas: string[],
  filas: Record<string, unknown>[],
): Promise<void> {
  const lista = sql.join(
    columnas.map((c) => sql.identifier(c)),
    sql`, `,
  );
  for (let i = 0; i < filas.length; i += FILAS_POR_BLOQUE) {
    const bloque = JSON.stringify(filas.slice(i, i + FILAS_POR_BLOQUE));
    const consulta: SQL = sql`insert into ${sql.identifier(tabla)} (${lista})
      select ${lista} from json_populate_recordset(null::${sql.identifier(tabla)}, ${bloque}::json)`;
    await db.execute(consulta);
  }
}

/**
 * Para las tablas grandes: quita los índices secundarios (no únicos), carga y los vuelve a crear
 * con su misma definición (pg_indexes), que es más rápido que mantenerlos fila a fila.
 */
async function insertarEnBloques(
  db: Db,
  tabla: string,
  columnas: string[],
  filas: Record<string, unknown>[],
): Promise<void> {
  if (filas.length < 5_000) return insertarEnBloquesConIndices(db, tabla, columnas, filas);
  const indices = await db
    .select({ nombre: sql<string>`indexname`, definicion: sql<string>`indexdef` })
    .from(sql`pg_indexes`)
    .where(sql`schemaname = current_schema() and tablename = ${tabla} and indexdef not like 'CREATE UNIQUE%'`);
  for (const i of indices) await db.execute(sql`drop index ${sql.identifier(i.nombre)}`);
  await insertarEnBloquesConIndices(db, tabla, columnas, filas);
  for (const i of indices) await db.execute(sql.raw(i.definicion));
}

/**
 * Columnas del afiliado que la siembra no llena: el id (serial), la foto y la firma (las pone demo/fichas.ts),
 * la autorización de datos y el restablecimiento de clave.
 */
const SIN_SEMBRAR = [
  'id_afiliado',
  'foto',
  'firma',
  'autorizacion_datos',
  'reestablecer_password',
  'reestablecer_password_solicitud',
] as const satisfies readonly CampoDelAfiliado[];
type Sembrada = Exclude<CampoDelAfiliado, (typeof SIN_SEMBRAR)[number]>;
const sembrada = (c: CampoDelAfiliado): c is Sembrada => !(SIN_SEMBRAR as readonly string[]).includes(c);

/** Las columnas del afiliado en el contrato, menos las que no se siembran, más creado. */
const COLUMNAS_SEMBRADAS: (Sembrada | 'creado')[] = [...COLUMNAS_AFILIADO.filter(sembrada), 'creado'];
// El generador llena justo esas columnas (la clave en claro pasa a password): si no, no compila.
type Iguales<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _demoCompleto: Iguales<Exclude<keyof AfiliadoDemo, 'clave'> | 'password', Sembrada | 'creado'> = true;

/**
 * Llena una base vacía con datos demo deterministas: por defecto 200 afiliados y 24 cortes
 * mensuales que terminan el 31/10/2026. Escala de benchmark: { afiliados: 5000, cortes: 24 }.
 */
export async function sembrarDemo(db: Db, opciones: { afiliados?: number; cortes?: number } = {}): Promise<void> {
  const datos = generarDatosDemo(opciones);
  // Un hash por clave distinta, compartido por todas las cuentas que la usan.
  const claves = [...new Set(datos.afiliados.map((a) => a.clave))];
  const hashes = new Map(await Promise.all(claves.map(async (c) => [c, await hashClave(c)] as const)));

  await db.transaction(async (tx) => {
    const [ocupada] = await tx.select({ id: afiliado.id_afiliado }).from(afiliado).limit(1);
    if (ocupada) throw new Error('Los datos demo solo se cargan en una base de datos vacía (ya hay afiliados).');
    // Base recién creada y datos coherentes por construcción: si el rol lo permite, se omiten
    // los disparadores de llaves foráneas durante la carga (mucho más rápida en PGlite).
    const [rol] = await tx
      .select({ superusuario: sql<boolean>`(select rolsuper from pg_roles where rolname = current_user)` })
      .from(sql`(select 1) as uno`);
    if (rol?.superusuario) await tx.execute(sql`set local session_replication_role = replica`);
    await insertarEnBloques(
      tx,
      'afiliado',
      COLUMNAS_SEMBRADAS,
      datos.afiliados.map(({ clave, ...a }) => ({ ...a, password: hashes.get(clave) })),
    );
    const ids = new Map(
      (await tx.select({ id: afiliado.id_afiliado, documento: afiliado.documento }).from(afiliado)).map((f) => [
        f.documento,
        f.id,
      ]),
    );
    const idAfiliado = (i: number): number => {
      const id = ids.get(datos.afiliados[i]?.documento ?? '');
      if (id === undefined) throw new Error(`afiliado demo ${i} sin id`);
      return id;
    };

    await tx.insert(corte).values(datos.cortes.map((c) => ({ corte: c })));
    const idsCorte = new Map((await tx.select().from(corte)).map((c) => [c.corte, c.id_corte]));
    const idCorte = (c: number): number => idsCorte.get(datos.cortes[c] ?? '') ?? 0;

    await tx.insert(tipoAporte).values(datos.tiposAporte);
    const idsAporte = new Map((await tx.select().from(tipoAporte)).map((t) => [t.nombre, t.id_tipo_aporte]));
    const idTipoAporte = (t: number): number => idsAporte.get(datos.tiposAporte[t]?.nombre ?? '') ?? 0;

    const tiposCredito = await tx
      .insert(tipoCredito)
      .values(datos.tiposCredito)
      .returning({ id: tipoCredito.id_tipo_credito, nombre: tipoCredito.nombre });
    const idsCredito = new Map(tiposCredito.map((t) => [t.nombre, t.id]));
    const idTipoCredito = (t: number): number => idsCredito.get(datos.tiposCredito[t]?.nombre ?? '') ?? 0;

    await insertarEnBloques(
      tx,
      'familiar',
      ['id_afiliado', 'nombre', 'parentesco', 'ocupacion', 'fecha_nacimiento', 'guid'],
      datos.familiares.map(({ afiliado: i, ...f }) => ({ ...f, id_afiliado: idAfiliado(i) })),
    );

    await insertarEnBloques(
      tx,
      'aporte',
      ['id_corte', 'id_afiliado', 'id_tipo_aporte', 'total', 'cuota'],
      datos.aportes.map((a) => ({
        id_corte: idCorte(a.corte),
        id_afiliado: idAfiliado(a.afiliado),
        id_tipo_aporte: idTipoAporte(a.tipo),
        total: a.total,
        cuota: a.cuota,
      })),
    );

    await insertarEnBloques(
      tx,
      'credito',
      [
        'id_corte',
        'id_afiliado',
        'id_tipo_credito',
        'numero',
        'saldo',
        'valor_credito',
        'valor_cuota',
        'cuotas',
        'cuotas_pagadas',
        'cuotas_pendientes',
        'desembolso',
        'inicio_descuento',
        'terminacion',
        'tasa',
        'estado_credito',
        'descuento_prima',
        'descuento_ahorro',
      ],
      datos.creditos.map(({ afiliado: i, corte: c, tipo, ...resto }) => ({
        ...resto,
        id_corte: idCorte(c),
        id_afiliado: idAfiliado(i),
        id_tipo_credito: idTipoCredito(tipo),
      })),
    );

    await insertarEnBloques(
      tx,
      'solicitud_credito',
      [
        'id_afiliado',
        'id_tipo_credito',
        'valor',
        'destino',
        'cuotas',
        'desde_mes',
        'descuento_ahorro',
        'descuento_prima',
        'numero_cuenta',
        'tipo_cuenta',
        'banco',
        'codeudor',
        'codeudor_nombre',
        'codeudor_documento',
        'estado',
        'observaciones',
        'revisado_por',
        'fecha_revision',
        'fecha',
      ],
      datos.solicitudes.map(({ afiliado: i, tipo, revisado_por: revisor, ...s }) => ({
        ...s,
        id_afiliado: idAfiliado(i),
        id_tipo_credito: idTipoCredito(tipo),
        revisado_por: revisor === null ? null : idAfiliado(revisor),
      })),
    );

    // Mensajes uno a uno: las respuestas necesitan el id del mensaje padre.
    const idsMensaje: number[] = [];
    for (const m of datos.mensajes) {
      const padre = m.padre === null ? null : (idsMensaje[m.padre] ?? null);
      const [fila] = await tx
        .insert(mensaje)
        .values({
          id_mensaje_padre: padre,
          id_afiliado: idAfiliado(m.afiliado),
          id_autor: idAfiliado(m.autor),
          asunto: m.asunto,
          texto: m.texto,
          creado: m.creado,
          estado: m.estado,
          ultima_actualizacion: m.ultima_actualizacion,
          actualizado_por: idAfiliado(m.actualizado_por),
        })
        .returning({ id_mensaje: mensaje.id_mensaje });
      idsMensaje.push(fila?.id_mensaje ?? 0);
    }
    // Archivos reales (PDF y PNG pequeños) de cada solicitud: demo/solicitudes.ts.
    await sembrarArchivosDeSolicitudes(tx);
    // Historial de estados de cada solicitud (la radicación y, si fue revisada, su decisión).
    await sembrarHistorialDeSolicitudes(tx);
    // Foto, firma y ficha completa de los afiliados demo que ya actualizaron: demo/fichas.ts.
    await sembrarFichasDemo(tx);
    // Estadísticas frescas para el planificador (PGlite no tiene autovacuum).
    await tx.execute(sql`analyze afiliado, familiar, corte, aporte, credito, tipo_aporte, tipo_credito`);
  });
}
