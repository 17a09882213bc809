// Siembras del benchmark dentro del proceso servidor (tiene la base): SQL por conjuntos
// (generate_series), miles de filas en una sentencia, no miles de llamadas HTTP.
import { sql } from 'drizzle-orm';
import { consultar, type Db } from './api';

/** Ids de los afiliados que no son superadmin y el del primer superadmin. */
const AFILIADOS = sql`(select array_agg(id_afiliado order by id_afiliado) as ids from afiliado where not superadmin)`;
const ADMIN = sql`(select min(id_afiliado) from afiliado where superadmin)`;

/**
 * Lleva la tabla solicitud_credito a `total` filas: solicitudes de afiliados repartidos, tipos
 * activos, 25 % pendientes, 45 % aprobadas y 30 % no aprobadas (revisadas por el superadmin), fechas
 * en los últimos dos años. Devuelve cuántas insertó.
 */
export async function sembrarSolicitudes(db: Db, total: number): Promise<number> {
  const [hay] = await consultar<{ n: number }>(db, sql`select count(*)::int as n from solicitud_credito`);
  const faltan = Math.max(0, total - (hay?.n ?? 0));
  if (faltan === 0) return 0;
  await db.execute(sql`
    with af as ${AFILIADOS},
         tp as (select array_agg(id_tipo_credito order by id_tipo_credito) as ids from tipo_credito where activo),
         g as (select g, case when g % 20 < 5 then 'PENDIENTE' when g % 20 < 14 then 'APROBADA' else 'NO APROBADA' end as estado,
                      now() - make_interval(mins => (g * 53) % 1051200) as fecha
               from generate_series(1, ${faltan}::int) as g)
    insert into solicitud_credito (id_afiliado, id_tipo_credito, valor, destino, cuotas, desde_mes, descuento_ahorro,
      descuento_prima, numero_cuenta, tipo_cuenta, banco, codeudor, codeudor_nombre, codeudor_documento, estado,
      observaciones, revisado_por, fecha_revision, fecha)
    select af.ids[1 + (g.g * 7) % array_length(af.ids, 1)], t.id_tipo_credito,
      (500000 + (g.g * 7919) % 40000000)::numeric(14, 2), 'Solicitud de prueba del benchmark ' || g.g,
      greatest(t.plazo_minimo, least(coalesce(t.plazo_maximo, 36), 12)), 1 + g.g % 12, g.g % 3 = 0, g.g % 5 = 0,
      lpad(((g.g * 104729) % 1000000000)::text, 10, '0'), case when g.g % 4 = 0 then 'Corriente' else 'Ahorros' end,
      'Banco de Bogotá', g.g % 9 = 0, case when g.g % 9 = 0 then 'Codeudor de prueba' end,
      case when g.g % 9 = 0 then (80000000 + g.g)::text end, g.estado,
      case when g.estado <> 'PENDIENTE' then 'Revisada en el benchmark' end,
      case when g.estado <> 'PENDIENTE' then ${ADMIN} end,
      case when g.estado <> 'PENDIENTE' then g.fecha + interval '2 days' end, g.fecha
    from g cross join af
    join tipo_credito t on t.id_tipo_credito = (select tp.ids[1 + g.g % array_length(tp.ids, 1)] from tp)`);
  await db.execute(sql`analyze solicitud_credito`);
  return faltan;
}

/**
 * Lleva los hilos (mensajes raíz) a `total`: la mitad abiertos; cada hilo cerrado tiene la respuesta
 * del fondo y uno de cada diez un adjunto (un archivo que ya existe). Devuelve los hilos insertados.
 */
export async function sembrarMensajes(db: Db, total: number): Promise<number> {
  const [hay] = await consultar<{ n: number }>(
    db,
    sql`select count(*)::int as n from mensaje where id_mensaje_padre is null`,
  );
  const faltan = Math.max(0, total - (hay?.n ?? 0));
  if (faltan === 0) return 0;
  await db.execute(sql`
    with af as ${AFILIADOS},
         adj as (select coalesce(jsonb_build_array(min(id_archivo)), '[]'::jsonb) as lista from archivo),
         raiz as (
           insert into mensaje (id_afiliado, id_autor, asunto, texto, creado, estado, ultima_actualizacion, actualizado_por, adjuntos)
           select x.id_afiliado, x.id_afiliado, 'Consulta ' || x.g || ' sobre mis ahorros',
             '<p>Buenos días, quisiera saber el <b>saldo</b> de mis ahorros y cómo pedir un retiro parcial.</p>',
             x.creado, x.g % 2, x.creado + case when x.g % 2 = 1 then interval '1 day' else interval '0' end,
             case when x.g % 2 = 1 then ${ADMIN} else x.id_afiliado end,
             case when x.g % 10 = 0 then (select lista from adj) else '[]'::jsonb end
           from (select g, af.ids[1 + (g * 13) % array_length(af.ids, 1)] as id_afiliado,
                        now() - make_interval(mins => (g * 37) % 1051200) as creado
                 from generate_series(1, ${faltan}::int) as g cross join af) as x
           returning id_mensaje, id_afiliado, creado, estado, asunto)
    insert into mensaje (id_mensaje_padre, id_afiliado, id_autor, asunto, texto, creado, estado, ultima_actualizacion,
      actualizado_por, adjuntos)
    select r.id_mensaje, r.id_afiliado, ${ADMIN}, 'RE: ' || r.asunto,
      '<p>Cordial saludo: su saldo está en el portal, en Ahorro. El retiro parcial se pide por escrito.</p>',
      r.creado + interval '1 day', r.estado, r.creado + interval '1 day', ${ADMIN}, '[]'::jsonb
    from raiz r where r.estado = 1`);
  await db.execute(sql`analyze mensaje`);
  return faltan;
}

/** Hasta `n` correos que pertenecen a un solo afiliado (el importador omite los repetidos). */
export async function correosUnicos(db: Db, n: number): Promise<string[]> {
  const filas = await consultar<{ email: string }>(
    db,
    sql`
    select min(email) as email from afiliado
    where email is not null and trim(email) <> '' and not superadmin
    group by lower(trim(email)) having count(*) = 1
    order by 1 limit ${n}`,
  );
  return filas.map((f) => f.email);
}

/** Documento y nombre de cada afiliado (para armar el libro de aportes). */
export async function documentos(db: Db): Promise<{ documento: string; nombre: string }[]> {
  return consultar<{ documento: string; nombre: string }>(
    db,
    sql`
    select documento, nombres || ' ' || apellidos as nombre from afiliado order by id_afiliado`,
  );
}

/** Los afiliados (no superadmin) quedan sin clave, como antes de su primera entrada: a quién invitar. */
export async function quitarClaves(db: Db): Promise<number> {
  const filas = await consultar<{ id_afiliado: number }>(
    db,
    sql`update afiliado set password = null, reestablecer_password = null where not superadmin returning id_afiliado`,
  );
  return filas.length;
}
