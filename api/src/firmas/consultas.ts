// Consultas de la firma electrónica: el documento que se lee (con candado de fila al firmar), los códigos
// enviados, la evidencia de cada firma y el enlace del codeudor. Solo SQL; las reglas en servicio.ts.
import { sql } from 'drizzle-orm';
import type { CuerpoSolicitudCredito, EvidenciaFirma, RolFirmante } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { isoUtc } from '../db/sql.js';

type Ejecutor = Pick<Db, 'execute'>;

export interface DocumentoGuardado {
  id_documento: number;
  id_afiliado: number;
  datos: CuerpoSolicitudCredito;
  generado: string;
  archivo: number;
  sha256: string;
  id_solicitud: number | null;
  codigo_verificacion: string | null;
  firmados: string[];
}

const CAMPOS_DOCUMENTO = sql.raw(`d.id_documento, d.id_afiliado, d.datos, ${isoUtc('d.generado')} as generado,
  d.archivo, d.sha256, d.id_solicitud, d.codigo_verificacion, d.firmados`);

export async function insertarDocumento(
  db: Ejecutor,
  d: { id_afiliado: number; datos: CuerpoSolicitudCredito; generado: Date; archivo: number; sha256: string },
): Promise<number> {
  const [f] = await consultar<{ id_documento: number }>(
    db,
    sql`insert into documento_firma (id_afiliado, datos, generado, archivo, sha256)
      values (${d.id_afiliado}, ${JSON.stringify(d.datos)}::jsonb, ${d.generado.toISOString()}, ${d.archivo}, ${d.sha256})
      returning id_documento`,
  );
  if (!f) throw new Error('No se guardó el documento');
  return f.id_documento;
}

/** El documento; `paraFirmar`: con candado de fila hasta el fin de la transacción (dos firmas no se cruzan). */
export async function buscarDocumento(
  db: Ejecutor,
  id: number,
  o: { paraFirmar?: boolean } = {},
): Promise<DocumentoGuardado | undefined> {
  const candado = o.paraFirmar ? sql` for update` : sql``;
  const [f] = await consultar<DocumentoGuardado>(
    db,
    sql`select ${CAMPOS_DOCUMENTO} from documento_firma d where d.id_documento = ${id}${candado}`,
  );
  return f;
}

export async function documentoDeSolicitud(
  db: Ejecutor,
  idSolicitud: number,
  o: { paraFirmar?: boolean } = {},
): Promise<DocumentoGuardado | undefined> {
  const candado = o.paraFirmar ? sql` for update` : sql``;
  const [f] = await consultar<DocumentoGuardado>(
    db,
    sql`select ${CAMPOS_DOCUMENTO} from documento_firma d where d.id_solicitud = ${idSolicitud}${candado}`,
  );
  return f;
}

export async function documentoPorCodigo(db: Ejecutor, codigo: string): Promise<DocumentoGuardado | undefined> {
  const [f] = await consultar<DocumentoGuardado>(
    db,
    sql`select ${CAMPOS_DOCUMENTO} from documento_firma d where d.codigo_verificacion = ${codigo}`,
  );
  return f;
}

/** Queda firmado: su solicitud, su código de verificación y el SHA-256 de la versión firmada, añadido. */
export async function marcarFirmado(
  db: Ejecutor,
  id: number,
  c: { id_solicitud: number; codigo_verificacion: string; sha256Firmado: string },
): Promise<void> {
  await db.execute(sql`update documento_firma
    set id_solicitud = ${c.id_solicitud}, codigo_verificacion = ${c.codigo_verificacion},
      firmados = array_append(firmados, ${c.sha256Firmado})
    where id_documento = ${id}`);
}

export async function anadirVersionFirmada(db: Ejecutor, id: number, sha256Firmado: string): Promise<void> {
  await db.execute(
    sql`update documento_firma set firmados = array_append(firmados, ${sha256Firmado}) where id_documento = ${id}`,
  );
}

/** Anula los códigos sin usar de los borradores sin firmar de un afiliado (un documento nuevo los reemplaza). */
export async function anularCodigosDeBorradores(db: Ejecutor, idAfiliado: number): Promise<void> {
  await db.execute(sql`update codigo_firma c set anulado = true
    from documento_firma d
    where d.id_documento = c.id_documento and d.id_afiliado = ${idAfiliado} and d.id_solicitud is null
      and c.usado is null and not c.anulado`);
}

export interface CodigoGuardado {
  id_codigo: number;
  codigo_hash: string;
  sha256: string;
  correo: string;
  vence: string;
  intentos: number;
}

/** Un código nuevo para (documento, rol): los anteriores sin usar quedan anulados. */
export async function insertarCodigo(
  db: Ejecutor,
  c: {
    id_documento: number;
    rol: RolFirmante;
    codigo_hash: string;
    sha256: string;
    correo: string;
    creado: Date;
    vence: Date;
  },
): Promise<void> {
  await db.execute(sql`update codigo_firma set anulado = true
    where id_documento = ${c.id_documento} and rol = ${c.rol} and usado is null and not anulado`);
  await db.execute(sql`insert into codigo_firma (id_documento, rol, codigo_hash, sha256, correo, creado, vence)
    values (${c.id_documento}, ${c.rol}, ${c.codigo_hash}, ${c.sha256}, ${c.correo}, ${c.creado.toISOString()},
      ${c.vence.toISOString()})`);
}

/** Cuántos códigos se pidieron para (documento, rol) desde `desde`. */
export async function codigosPedidosDesde(db: Ejecutor, id: number, rol: RolFirmante, desde: Date): Promise<number> {
  const [f] = await consultar<{ n: number }>(
    db,
    sql`select count(*)::int as n from codigo_firma
      where id_documento = ${id} and rol = ${rol} and creado >= ${desde.toISOString()}`,
  );
  return f?.n ?? 0;
}

/** El código vigente (sin usar ni anular) de (documento, rol), con candado de fila. */
export async function codigoVigente(db: Ejecutor, id: number, rol: RolFirmante): Promise<CodigoGuardado | undefined> {
  const [f] = await consultar<CodigoGuardado>(
    db,
    sql`select id_codigo, codigo_hash, sha256, correo, ${sql.raw(isoUtc('vence'))} as vence, intentos
      from codigo_firma
      where id_documento = ${id} and rol = ${rol} and usado is null and not anulado
      order by id_codigo desc limit 1 for update`,
  );
  return f;
}

export async function sumarIntento(db: Ejecutor, idCodigo: number): Promise<number> {
  const [f] = await consultar<{ intentos: number }>(
    db,
    sql`update codigo_firma set intentos = intentos + 1 where id_codigo = ${idCodigo} returning intentos`,
  );
  return f?.intentos ?? 0;
}

export async function usarCodigo(db: Ejecutor, idCodigo: number, ahora: Date): Promise<void> {
  await db.execute(sql`update codigo_firma set usado = ${ahora.toISOString()} where id_codigo = ${idCodigo}`);
}

export async function insertarFirma(db: Ejecutor, idDocumento: number, e: EvidenciaFirma): Promise<void> {
  await db.execute(sql`insert into firma (id_documento, rol, nombre, documento, fecha, ip, dispositivo, metodo, sha256)
    values (${idDocumento}, ${e.rol}, ${e.nombre}, ${e.documento}, ${e.fecha}, ${e.ip}, ${e.dispositivo}, ${e.metodo},
      ${e.sha256})`);
}

/** Las firmas de un documento: la del afiliado primero. */
export async function firmasDe(db: Ejecutor, idDocumento: number): Promise<EvidenciaFirma[]> {
  return consultar<EvidenciaFirma>(
    db,
    sql`select rol, nombre, documento, ${sql.raw(isoUtc('fecha'))} as fecha, ip, dispositivo, metodo, sha256
      from firma where id_documento = ${idDocumento}
      order by case rol when 'afiliado' then 0 else 1 end`,
  );
}

export async function insertarEnlace(
  db: Ejecutor,
  e: { token_hash: string; id_solicitud: number; creado: Date; vence: Date },
): Promise<void> {
  await db.execute(sql`delete from enlace_codeudor where id_solicitud = ${e.id_solicitud}`);
  await db.execute(sql`insert into enlace_codeudor (token_hash, id_solicitud, creado, vence)
    values (${e.token_hash}, ${e.id_solicitud}, ${e.creado.toISOString()}, ${e.vence.toISOString()})`);
}

/** La solicitud de un enlace vigente en `ahora`, y cuándo vence; undefined si no existe o venció. */
export async function enlaceVigente(
  db: Ejecutor,
  tokenHash: string,
  ahora: Date,
): Promise<{ id_solicitud: number; vence: string } | undefined> {
  const [f] = await consultar<{ id_solicitud: number; vence: string }>(
    db,
    sql`select id_solicitud, ${sql.raw(isoUtc('vence'))} as vence from enlace_codeudor
      where token_hash = ${tokenHash} and vence > ${ahora.toISOString()}`,
  );
  return f;
}

export async function borrarEnlaces(db: Ejecutor, idSolicitud: number): Promise<void> {
  await db.execute(sql`delete from enlace_codeudor where id_solicitud = ${idSolicitud}`);
}

/** Lo que la firma electrónica cambia en la solicitud: la carta firmada, la copia y la respuesta del codeudor. */
export async function actualizarSolicitudFirmada(
  db: Ejecutor,
  id: number,
  c: {
    carta_pagare?: number;
    codeudor_cedula?: number;
    codeudor_estado?: 'acepto' | 'rechazo';
    codeudor_fecha?: Date;
  },
): Promise<void> {
  const partes = [
    ...(c.carta_pagare === undefined ? [] : [sql`carta_pagare = ${c.carta_pagare}`]),
    ...(c.codeudor_cedula === undefined ? [] : [sql`codeudor_cedula = ${c.codeudor_cedula}`]),
    ...(c.codeudor_estado === undefined ? [] : [sql`codeudor_estado = ${c.codeudor_estado}`]),
    ...(c.codeudor_fecha === undefined ? [] : [sql`codeudor_fecha = ${c.codeudor_fecha.toISOString()}`]),
  ];
  if (partes.length === 0) return;
  await db.execute(sql`update solicitud_credito set ${sql.join(partes, sql`, `)} where id_solicitud = ${id}`);
}

export async function nombreDeArchivo(db: Ejecutor, idArchivo: number): Promise<string | null> {
  const [f] = await consultar<{ nombre: string }>(db, sql`select nombre from archivo where id_archivo = ${idArchivo}`);
  return f?.nombre ?? null;
}
