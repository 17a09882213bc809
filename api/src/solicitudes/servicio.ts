// Servicio de solicitudes de crédito (SPEC 2.10, 2.11, 4, 5, 6, 7): el afiliado radica (con recibo
// por correo y aviso al fondo) y ve las suyas; el superadmin ve todas, cambia estado y observaciones
// (con aviso por correo al afiliado) y borra. La regla de requeridos es la del contrato (la misma del
// formulario). Los correos se encolan en la transacción de la acción (correo-saliente/salida.ts).
import {
  ETIQUETAS_SOLICITUD,
  mensajeSolicitudIncompleta,
  problemasSolicitudCredito,
  MENSAJE_TIPO_INACTIVO,
  MENSAJE_APROBAR_CODEUDOR_PENDIENTE,
  MENSAJE_APROBAR_CODEUDOR_RECHAZO,
  type ConsultaSolicitudes,
  type CuerpoRevisionSolicitud,
  type CuerpoSolicitudCredito,
  type EstadoSolicitud,
  type SolicitudCredito,
  type RespuestaSolicitudes,
  type TipoCredito,
  type ConsultaPlantilla,
} from '@fondo/contrato';
import { auditarAccion, registrarAuditoria, type ContextoAccion } from '../auditoria/auditoria.js';
import { comprobarArchivosDelAfiliado, type ArchivoReferido } from '../archivos/servicio.js';
import { idActorReal, type Actor } from '../auth/guards.js';
import { encolarCorreo } from '../correo-saliente/salida.js';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado, noEncontrado, prohibido, solicitudInvalida } from '../errors.js';
import { buscarTipo } from '../tipos-credito/servicio.js';
import { comprobarCupo } from '../cupo/servicio.js';
import {
  borrarSolicitud,
  buscarSolicitud,
  cabeceraSolicitud,
  datosAfiliado,
  listarSolicitudes,
  revisarSolicitud,
} from './consultas.js';
import { insertarCambioEstado } from './consultas-posicion.js';
import { correoRevisada, type ContextoCorreosSolicitud } from './correos.js';
import { generarPlantillaPdf } from './plantilla-pdf.js';
import { guardarRadicada } from './radicacion.js';
import { firmaDeSolicitud } from '../firmas/verificacion.js';

// Dueño de una solicitud, para las novedades; la solicitud y los datos del afiliado, para la firma electrónica.
export { buscarSolicitud, cabeceraSolicitud, datosAfiliado };

export const MENSAJE_SOLICITUD_NO_ENCONTRADA = 'Solicitud de crédito no encontrada';
export const MENSAJE_TIPO_NO_EXISTE = 'El tipo de crédito no existe';
export const MENSAJE_SOLICITUD_ELIMINADA = 'Solicitud eliminada';

/** El revisor solo lo ven los superadmin (SPEC 6). */
const paraActor = (s: SolicitudCredito, actor: Actor): SolicitudCredito =>
  actor.superadmin ? s : { ...s, revisado_por: null };

export async function listar(
  db: Db,
  actor: Actor,
  consulta: ConsultaSolicitudes,
  soloPropias: boolean,
): Promise<RespuestaSolicitudes> {
  const r = await listarSolicitudes(db, {
    ...(soloPropias ? { idAfiliado: actor.id_afiliado } : {}),
    ...consulta,
    estado: consulta.estado ?? 'TODAS',
    texto: consulta.texto ?? '',
  });
  return { filas: r.filas.map((s) => paraActor(s, actor)), total: r.total };
}

/**
 * 404 si no existe; 403 si es de otro afiliado y quien pide no es superadmin. Firmada en el portal: con su
 * código de verificación y, para el fondo, la evidencia de cada firma.
 */
export async function solicitudPara(db: Db, actor: Actor, id: number): Promise<SolicitudCredito> {
  const s = await buscarSolicitud(db, id);
  if (!s) throw noEncontrado(MENSAJE_SOLICITUD_NO_ENCONTRADA);
  if (!actor.superadmin && s.id_afiliado !== actor.id_afiliado) throw prohibido();
  if (!s.firma_electronica) return paraActor(s, actor);
  const firma = await firmaDeSolicitud(db, id, actor.superadmin);
  return paraActor({ ...s, codigo_verificacion: null, ...firma }, actor);
}

/** Tipo existente y activo para una solicitud nueva (400 si no). */
export async function tipoParaSolicitud(
  db: Pick<Db, 'select'>,
  id: number | null | undefined,
): Promise<TipoCredito | null> {
  if (id === null || id === undefined) return null;
  const tipo = await buscarTipo(db, id);
  if (!tipo) throw solicitudInvalida(MENSAJE_TIPO_NO_EXISTE);
  if (!tipo.activo) throw solicitudInvalida(MENSAJE_TIPO_INACTIVO);
  return tipo;
}

const texto = (v: string | null | undefined): string => (v ?? '').trim();

/**
 * Radica una solicitud del afiliado que llama: estado PENDIENTE y fecha del servidor. 400 con la
 * lista de lo que falta; 400/403 si un archivo no existe, no es de la clase debida o es de otro.
 * En la misma transacción quedan en cola el recibo al afiliado (si tiene correo) y el aviso al fondo.
 */
export async function radicar(
  db: Db,
  actor: Actor,
  cuerpo: CuerpoSolicitudCredito,
  ahora: Date,
  correos: ContextoCorreosSolicitud,
): Promise<SolicitudCredito> {
  if (cuerpo.id_afiliado != null && cuerpo.id_afiliado !== actor.id_afiliado) throw prohibido();
  const tipo = await tipoParaSolicitud(db, cuerpo.id_tipo_credito);
  const problemas = problemasSolicitudCredito(cuerpo, tipo);
  if (problemas.length > 0) throw solicitudInvalida(mensajeSolicitudIncompleta(problemas));
  // Tras la regla, los requeridos están presentes. El cupo de crédito: 400 si pasa; sus cifras quedan.
  const cifras = await comprobarCupo(db, actor.id_afiliado, tipo!, { valor: cuerpo.valor!, cuotas: cuerpo.cuotas! });
  const codeudor = cuerpo.codeudor === true;
  const referidos: ArchivoReferido[] = [
    { id: cuerpo.ultimo_desprendible!, uso: 'pdf', etiqueta: ETIQUETAS_SOLICITUD.ultimo_desprendible },
    { id: cuerpo.firma!, uso: 'imagen', etiqueta: ETIQUETAS_SOLICITUD.firma },
    { id: cuerpo.carta_pagare!, uso: 'pdf', etiqueta: ETIQUETAS_SOLICITUD.carta_pagare },
    ...(codeudor
      ? [{ id: cuerpo.codeudor_cedula!, uso: 'pdf' as const, etiqueta: ETIQUETAS_SOLICITUD.codeudor_cedula }]
      : []),
  ];
  const id = await db.transaction(async (tx): Promise<number> => {
    await comprobarArchivosDelAfiliado(tx, actor.id_afiliado, referidos);
    return guardarRadicada(tx, actor, cuerpo, { tipo: tipo!, cifras, ahora, correos });
  });
  return solicitudPara(db, actor, id);
}

export interface ContextoRevision extends ContextoCorreosSolicitud {
  actor: Actor;
  ahora: Date;
  ip: string;
}

/**
 * Estado y observaciones de una solicitud (solo superadmin; la ruta lo exige). Guarda quién y
 * cuándo revisó y lo deja en la auditoría; si el estado cambió, deja el paso en el historial de estados
 * y encola el aviso al afiliado, en la misma transacción.
 */
export async function revisar(
  db: Db,
  cuerpo: CuerpoRevisionSolicitud,
  ctx: ContextoRevision,
): Promise<SolicitudCredito> {
  const observaciones = texto(cuerpo.observaciones) || null;
  await db.transaction(async (tx) => {
    const cabecera = await cabeceraSolicitud(tx, cuerpo.id_solicitud);
    if (!cabecera) throw noEncontrado(MENSAJE_SOLICITUD_NO_ENCONTRADA);
    // Firma electrónica: sin la aceptación del codeudor no hay aprobación (se puede dejar pendiente o negar).
    if (cuerpo.estado === 'APROBADA' && cabecera.estado !== 'APROBADA') {
      if (cabecera.codeudor_estado === 'pendiente') throw solicitudInvalida(MENSAJE_APROBAR_CODEUDOR_PENDIENTE);
      if (cabecera.codeudor_estado === 'rechazo') throw solicitudInvalida(MENSAJE_APROBAR_CODEUDOR_RECHAZO);
    }
    await revisarSolicitud(tx, cuerpo.id_solicitud, {
      estado: cuerpo.estado,
      observaciones,
      revisado_por: ctx.actor.id_afiliado,
      fecha_revision: ctx.ahora.toISOString(),
    });
    await registrarAuditoria(tx, {
      accion: 'revision_solicitud_credito',
      id_actor: ctx.actor.id_afiliado,
      id_afiliado: cabecera.id_afiliado,
      detalle: {
        id_solicitud: cuerpo.id_solicitud,
        estado_anterior: cabecera.estado,
        estado: cuerpo.estado,
        observaciones,
      },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
    if (cabecera.estado !== cuerpo.estado) {
      // Historial de estados: de qué estado a cuál, con las observaciones, quién y cuándo.
      await insertarCambioEstado(tx, {
        id_solicitud: cuerpo.id_solicitud,
        estado_anterior: cabecera.estado as EstadoSolicitud,
        estado_nuevo: cuerpo.estado,
        observaciones,
        id_usuario: idActorReal(ctx.actor),
        fecha: ctx.ahora.toISOString(),
      });
      await avisarCambioDeEstado(tx, cuerpo.id_solicitud, ctx);
    }
  });
  return solicitudPara(db, ctx.actor, cuerpo.id_solicitud);
}

/** Encola el correo al afiliado con el estado nuevo, las observaciones y el enlace (si tiene correo). */
async function avisarCambioDeEstado(tx: Db, id: number, ctx: ContextoRevision): Promise<void> {
  const s = await buscarSolicitud(tx, id);
  const afiliado = s ? await datosAfiliado(tx, s.id_afiliado) : undefined;
  const email = afiliado?.email?.trim();
  if (!s || !afiliado || !email) return;
  await encolarCorreo(tx, correoRevisada(s, { nombres: afiliado.nombres, email }, ctx));
}

/** Borra una solicitud (solo superadmin): 404 si no existe; queda en la auditoría. */
export async function eliminar(db: Db, id: number, ctx: ContextoAccion): Promise<{ mensaje: string }> {
  await db.transaction(async (tx) => {
    const cabecera = await cabeceraSolicitud(tx, id);
    if (!cabecera || !(await borrarSolicitud(tx, id))) throw noEncontrado(MENSAJE_SOLICITUD_NO_ENCONTRADA);
    await auditarAccion(tx, ctx, {
      accion: 'solicitud_credito_eliminada',
      id_afiliado: cabecera.id_afiliado,
      detalle: { id_solicitud: id, estado: cabecera.estado },
    });
  });
  return { mensaje: MENSAJE_SOLICITUD_ELIMINADA };
}

/** PDF de la carta de solicitud y el pagaré con los datos de quien lo pide (y lo elegido, si viene). */
export async function plantilla(
  db: Db,
  actor: Actor,
  consulta: ConsultaPlantilla,
  ctx: { ahora: Date; fondo: { nombre: string; nit: string } },
): Promise<Buffer> {
  const afiliado = await datosAfiliado(db, actor.id_afiliado);
  if (!afiliado) throw afiliadoNoEncontrado();
  let tipo: TipoCredito | null = null;
  if (consulta.id_tipo_credito !== undefined) {
    tipo = (await buscarTipo(db, consulta.id_tipo_credito)) ?? null;
    if (!tipo) throw solicitudInvalida(MENSAJE_TIPO_NO_EXISTE);
  }
  return generarPlantillaPdf({
    afiliado,
    tipo,
    valor: consulta.valor ?? null,
    cuotas: consulta.cuotas ?? null,
    fondo: ctx.fondo,
    ciudad: 'Bogotá D.C.',
    ahora: ctx.ahora,
  });
}
