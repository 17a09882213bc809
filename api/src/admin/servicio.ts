// Servicio de administración (SPEC 2.13, 2.14, 6, 7): reglas, transacciones y auditoría.
import type { FastifyInstance } from 'fastify';
import {
  ETIQUETAS_AFILIADO,
  OPCIONES_AFILIADO,
  correoValido,
  documentoValido,
  normalizarDocumento,
  MENSAJE_DOCUMENTO_INVALIDO,
  type ConsultaAportesCorte,
  type ConsultaCreditosCorte,
  type CuerpoAfiliadoAdmin,
  type GrupoDocumentoRepetido,
  type RespuestaAfiliadoAdmin,
  type ResumenAdmin,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Actor } from '../auth/guards.js';
import { crearTokenImpersonacion } from '../auth/impersonacion.js';
import { olvidarSesionesDe } from '../auth/cache-sesiones.js';
import { avisarCambioDeCorreo, enviarBienvenida } from '../claves/servicio.js';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado, conflicto, noEncontrado, prohibido, solicitudInvalida } from '../errors.js';
import { hoy } from '../fechas.js';
import {
  actualizarAfiliado,
  borrarAfiliado,
  condicionesFiltro,
  filaAfiliado,
  idDelCorreo,
  idDelDocumento,
  insertarAfiliado,
  listarAfiliados,
  tieneMovimientos,
} from './consultas.js';
import { aportesDelCorte, creditosDelCorte, existeCorte, listarCortes } from './consultas-cortes.js';
import { documentosRepetidos, resolverRepetidosSueltos } from './consultas-documentos.js';
import { listarAuditoria, resumenAdmin } from './consultas-tablero.js';

// Lecturas sin reglas propias: la lista de afiliados, los cortes y la auditoría.
export { listarAfiliados, listarAuditoria, listarCortes };

// Para la actualización de datos (SPEC 2.5): el correo de otro afiliado y los documentos repetidos.
export { idDelCorreo, resolverRepetidosSueltos };

// Para las rondas de actualización y 'Invitar a todos': los filtros de la lista de afiliados.
export { condicionesFiltro };

export const MENSAJE_AFILIADO_GUARDADO = 'Afiliado guardado correctamente';
export const MENSAJE_AFILIADO_ELIMINADO = 'Afiliado eliminado correctamente';
export const MENSAJE_CORTE_NO_ENCONTRADO = 'Corte no encontrado';
export const MENSAJE_CON_MOVIMIENTOS =
  'El afiliado tiene aportes, créditos o solicitudes registrados y no se puede eliminar. Registre su fecha de retiro en su lugar.';
export const MENSAJE_BORRARSE = 'No puede eliminar su propia cuenta';
export const MENSAJE_IMPERSONARSE = 'No puede abrir la aplicación como usted mismo';
export const MENSAJE_IMPERSONAR_ADMIN = 'No puede abrir la aplicación como un administrador';
export const mensajeDocumentoRepetido = (doc: string) => `Ya existe un afiliado con el documento ${doc}`;
export const mensajeCorreoRepetido = (email: string) =>
  `El correo ${email} ya está registrado para otro afiliado. Si de verdad lo comparten, confirme el cambio.`;

export interface Contexto {
  actor: Actor;
  ip: string;
  ahora: Date;
  /** nombre del fondo (correos) */
  fondo: string;
}

/** Crea (id 0) o edita un afiliado con los campos del modal (SPEC 2.13 y 5). 409 si el documento es de otro. */
export async function guardarAfiliado(
  db: Db,
  cuerpo: CuerpoAfiliadoAdmin,
  ctx: Contexto,
): Promise<RespuestaAfiliadoAdmin> {
  const nombres = cuerpo.nombres.trim();
  const apellidos = cuerpo.apellidos.trim();
  const documento = normalizarDocumento(cuerpo.documento) ?? String(cuerpo.documento).trim();
  const email = cuerpo.email.trim();
  const requeridos: [string, string][] = [
    [nombres, ETIQUETAS_AFILIADO.nombres],
    [apellidos, ETIQUETAS_AFILIADO.apellidos],
    [documento, ETIQUETAS_AFILIADO.documento],
    [cuerpo.documento_tipo.trim(), ETIQUETAS_AFILIADO.documento_tipo],
    [email, ETIQUETAS_AFILIADO.email],
  ];
  const faltan = requeridos.filter(([v]) => !v).map(([, e]) => e);
  if (faltan.length) throw solicitudInvalida(`Complete los campos requeridos: ${faltan.join(', ')}`);
  if (!documentoValido(documento)) throw solicitudInvalida(MENSAJE_DOCUMENTO_INVALIDO);
  const tipo = (OPCIONES_AFILIADO.documento_tipo as readonly string[]).includes(cuerpo.documento_tipo.trim());
  if (!tipo) throw solicitudInvalida(`El tipo de documento debe ser ${OPCIONES_AFILIADO.documento_tipo.join(', ')}`);
  if (!correoValido(email)) throw solicitudInvalida('El correo electrónico no es válido');
  const valores = { nombres, apellidos, documento, documento_tipo: cuerpo.documento_tipo.trim(), email };
  const id = await db
    .transaction(async (tx) => {
      const otro = await idDelDocumento(tx, documento);
      if (otro !== undefined && otro !== cuerpo.id_afiliado) throw conflicto(mensajeDocumentoRepetido(documento));
      const antes = cuerpo.id_afiliado === 0 ? undefined : await filaAfiliado(tx, cuerpo.id_afiliado);
      if (cuerpo.id_afiliado !== 0 && !antes) throw afiliadoNoEncontrado();
      const correoCambia = (antes?.email ?? '').trim().toLowerCase() !== email.toLowerCase();
      // Un correo de otro afiliado: 409 salvo que el superadmin confirme que lo comparten.
      if (
        correoCambia &&
        !cuerpo.confirmar_correo_repetido &&
        (await idDelCorreo(tx, email, cuerpo.id_afiliado || null))
      )
        throw conflicto(mensajeCorreoRepetido(email));
      let idGuardado = cuerpo.id_afiliado;
      if (idGuardado === 0) {
        // Sin clave: la asigna con el correo de bienvenida; cambio_password como los importados.
        idGuardado = await insertarAfiliado(tx, valores);
      } else {
        if (!(await actualizarAfiliado(tx, idGuardado, valores))) throw afiliadoNoEncontrado();
        // Cambiar el correo no toca la clave: se avisa a la dirección anterior y queda en la auditoría.
        await avisarCambioDeCorreo(tx, {
          afiliado: { id_afiliado: idGuardado, nombres },
          anterior: antes?.email ?? null,
          nuevo: email,
          actor: ctx.actor,
          fondo: ctx.fondo,
          ip: ctx.ip,
          ahora: ctx.ahora,
        });
      }
      await registrarAuditoria(tx, {
        accion: cuerpo.id_afiliado === 0 ? 'afiliado_creado' : 'afiliado_actualizado',
        id_actor: ctx.actor.id_afiliado,
        id_afiliado: idGuardado,
        detalle: valores,
        ip: ctx.ip,
        fecha: ctx.ahora,
      });
      await resolverRepetidosSueltos(tx);
      return idGuardado;
    })
    .catch((error: unknown) => {
      // Dos altas simultáneas con el mismo documento: el índice único responde.
      if (
        (error as { code?: string }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505'
      ) {
        throw conflicto(mensajeDocumentoRepetido(documento));
      }
      throw error;
    });
  return { mensaje: MENSAJE_AFILIADO_GUARDADO, afiliado: (await filaAfiliado(db, id))! };
}

/** Borra un afiliado sin movimientos (409 si los tiene; 400 si es quien llama); queda en la auditoría. */
export async function eliminarAfiliado(db: Db, id: number, ctx: Contexto): Promise<{ mensaje: string }> {
  if (id === ctx.actor.id_afiliado) throw solicitudInvalida(MENSAJE_BORRARSE);
  await db.transaction(async (tx) => {
    const fila = await filaAfiliado(tx, id);
    if (!fila) throw afiliadoNoEncontrado();
    if (await tieneMovimientos(tx, id)) throw conflicto(MENSAJE_CON_MOVIMIENTOS);
    await borrarAfiliado(tx, id);
    await resolverRepetidosSueltos(tx);
    // id_afiliado null: la fila ya no existe; el detalle dice quién era.
    await registrarAuditoria(tx, {
      accion: 'afiliado_eliminado',
      id_actor: ctx.actor.id_afiliado,
      id_afiliado: null,
      detalle: { id_afiliado: id, documento: fila.documento, nombre: `${fila.nombres} ${fila.apellidos}` },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
  });
  olvidarSesionesDe(id);
  return { mensaje: MENSAJE_AFILIADO_ELIMINADO };
}

// --- Cortes, tablero y documentos repetidos ------------------------------------------------------

/** Página de aportes del corte con sus totales; 404 si el corte no existe. */
export async function aportesDeCorte(db: Db, id: number, consulta: ConsultaAportesCorte) {
  if (!(await existeCorte(db, id))) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
  return aportesDelCorte(db, id, consulta);
}

/** Página de créditos del corte con sus totales; 404 si el corte no existe. */
export async function creditosDeCorte(db: Db, id: number, consulta: ConsultaCreditosCorte) {
  if (!(await existeCorte(db, id))) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
  return creditosDelCorte(db, id, consulta);
}

/** Tablero: pendientes, afiliados sin actualizar (no retirados a hoy en Colombia) y última importación. */
export function resumen(db: Db, ahora: Date): Promise<ResumenAdmin> {
  return resumenAdmin(db, hoy(ahora));
}

export async function gruposRepetidos(db: Db): Promise<{ grupos: GrupoDocumentoRepetido[] }> {
  return { grupos: await documentosRepetidos(db) };
}

// --- Impersonación y bienvenida -------------------------------------------------------------------

/** URL de un solo uso (2 min) para abrir el portal como el afiliado: PORTAL_URL/login?token=... */
export async function urlImpersonacion(app: FastifyInstance, id: number, ctx: Contexto): Promise<{ url: string }> {
  if (id === ctx.actor.id_afiliado) throw solicitudInvalida(MENSAJE_IMPERSONARSE);
  if (ctx.actor.impersonate) throw solicitudInvalida('Cierre primero la sesión abierta como otro afiliado');
  const objetivo = await filaAfiliado(app.db, id);
  if (!objetivo) throw afiliadoNoEncontrado();
  // Solo afiliados: abrir la aplicación como otro administrador es tomar su cuenta.
  if (objetivo.superadmin) throw prohibido(MENSAJE_IMPERSONAR_ADMIN);
  const token = await crearTokenImpersonacion(app.db, ctx.actor.id_afiliado, id, ctx.ahora, ctx.ip);
  return { url: `${app.config.portalUrl.replace(/\/+$/, '')}/login?token=${token}` };
}

export async function bienvenida(
  app: FastifyInstance,
  id: number,
  ctx: Contexto,
): Promise<{ email: string; mensaje: string }> {
  const fila = await filaAfiliado(app.db, id);
  if (!fila) throw afiliadoNoEncontrado();
  const email = await enviarBienvenida(app, fila, ctx.actor, ctx.ip);
  return { email, mensaje: `Mensaje enviado a ${email}` };
}
