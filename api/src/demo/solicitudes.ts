// Datos demo de solicitudes de crédito: a cada solicitud sembrada le pone sus archivos reales y
// pequeños, subidos por su afiliado: el último desprendible (PDF), la firma y huella (PNG), la
// carta y el pagaré (la plantilla PDF llena con sus datos) y, con codeudor, la copia de su cédula.
import { sql } from 'drizzle-orm';
import { guardarArchivo } from '../archivos/servicio.js';
import { pdfDeMuestra, pngDeMuestra } from './muestras.js';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { generarPlantillaPdf } from '../solicitudes/plantilla-pdf.js';

interface FilaDemo {
  id_solicitud: number;
  id_afiliado: number;
  nombres: string;
  apellidos: string;
  documento: string;
  documento_tipo: string | null;
  salario: string | null;
  tipo: string;
  tasa: string;
  periodicidad: string;
  valor: string;
  cuotas: number;
  fecha: string;
  codeudor: boolean;
  codeudor_nombre: string | null;
  codeudor_documento: string | null;
}

const FONDO_DEMO = { nombre: 'Fondo de Empleados del Personal Escolar', nit: '900.123.456-7' };

/** Pone archivos a las solicitudes que no tienen; devuelve cuántas completó. */
export async function sembrarArchivosDeSolicitudes(db: Db, fondo = FONDO_DEMO): Promise<number> {
  const filas = await consultar<FilaDemo>(
    db,
    sql`
    select s.id_solicitud, s.id_afiliado, a.nombres, a.apellidos, a.documento, a.documento_tipo, a.salario::text as salario,
           t.nombre as tipo, t.tasa::text as tasa, t.periodicidad, s.valor::text as valor, s.cuotas,
           to_char(s.fecha at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as fecha,
           s.codeudor, s.codeudor_nombre, s.codeudor_documento
    from solicitud_credito s
    join afiliado a on a.id_afiliado = s.id_afiliado
    join tipo_credito t on t.id_tipo_credito = s.id_tipo_credito
    where s.ultimo_desprendible is null and s.firma is null and s.carta_pagare is null
    order by s.id_solicitud`,
  );
  const firma = pngDeMuestra();
  for (const f of filas) {
    const nombre = `${f.nombres} ${f.apellidos}`;
    const guardar = async (bytes: Buffer, archivo: string, mime: string) =>
      (
        await guardarArchivo(db, {
          nombre: archivo,
          tipo_mime: mime,
          tamano: bytes.length,
          base64: bytes.toString('base64'),
          id_afiliado: f.id_afiliado,
        })
      ).id_archivo;
    const desprendible = await pdfDeMuestra('Desprendible de pago de nómina', [
      `Empleado: ${nombre}`,
      `Documento: ${f.documento}`,
      `Periodo: ${f.fecha.slice(0, 7)}`,
      `Salario básico: $${Number(f.salario ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      'Documento de demostración.',
    ]);
    const carta = await generarPlantillaPdf({
      afiliado: f,
      tipo: {
        nombre: f.tipo,
        tasa: Number(f.tasa),
        periodicidad: f.periodicidad === 'semestral' ? 'semestral' : 'mensual',
      },
      valor: Number(f.valor),
      cuotas: f.cuotas,
      fondo,
      ciudad: 'Bogotá D.C.',
      ahora: new Date(f.fecha),
    });
    const ids = {
      ultimo_desprendible: await guardar(desprendible, 'desprendible de pago.pdf', 'application/pdf'),
      firma: await guardar(firma, 'firma y huella.png', 'image/png'),
      carta_pagare: await guardar(carta, 'carta y pagare firmados.pdf', 'application/pdf'),
      codeudor_cedula: f.codeudor
        ? await guardar(
            await pdfDeMuestra('Copia del documento de identidad del codeudor', [
              `Nombre: ${f.codeudor_nombre ?? ''}`,
              `Documento: ${f.codeudor_documento ?? ''}`,
              'Documento de demostración.',
            ]),
            'cedula codeudor.pdf',
            'application/pdf',
          )
        : null,
    };
    await db.execute(sql`
      update solicitud_credito set ultimo_desprendible = ${ids.ultimo_desprendible}, firma = ${ids.firma},
        carta_pagare = ${ids.carta_pagare}, codeudor_cedula = ${ids.codeudor_cedula}
      where id_solicitud = ${f.id_solicitud}`);
  }
  return filas.length;
}

/**
 * Historial de estados de las solicitudes demo que no tienen: la radicación por su afiliado y,
 * si ya fue revisada, el paso de PENDIENTE a su estado por quien la revisó (lo mismo que la migración 0013
 * hace con las que ya existían). Devuelve cuántos pasos escribió.
 */
export async function sembrarHistorialDeSolicitudes(db: Db): Promise<number> {
  const radicadas = await consultar<{ id: number }>(
    db,
    sql`
    insert into solicitud_estado_historial (id_solicitud, estado_anterior, estado_nuevo, id_usuario, nombre_usuario, fecha)
    select s.id_solicitud, null, 'PENDIENTE', s.id_afiliado, a.nombres || ' ' || a.apellidos, s.fecha
    from solicitud_credito s join afiliado a on a.id_afiliado = s.id_afiliado
    where not exists (select 1 from solicitud_estado_historial h where h.id_solicitud = s.id_solicitud)
    returning id_historial as id`,
  );
  const revisadas = await consultar<{ id: number }>(
    db,
    sql`
    insert into solicitud_estado_historial
      (id_solicitud, estado_anterior, estado_nuevo, observaciones, id_usuario, nombre_usuario, fecha)
    select s.id_solicitud, 'PENDIENTE', s.estado, s.observaciones, s.revisado_por,
      case when r.id_afiliado is null then null else r.nombres || ' ' || r.apellidos end,
      coalesce(s.fecha_revision, s.fecha)
    from solicitud_credito s left join afiliado r on r.id_afiliado = s.revisado_por
    where s.estado <> 'PENDIENTE'
      and not exists (
        select 1 from solicitud_estado_historial h where h.id_solicitud = s.id_solicitud and h.estado_anterior is not null)
    returning id_historial as id`,
  );
  return radicadas.length + revisadas.length;
}
