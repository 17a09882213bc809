// Servicio de solicitudes de crédito (SPEC 2.10, 2.11, 4, 5, 6, 7): el afiliado radica y ve las
// suyas; el superadmin ve todas, cambia estado y observaciones (con aviso por correo al afiliado)
// y borra. La regla de requeridos es la del contrato (la misma del formulario).
import {
  ETIQUETAS_SOLICITUD, formatoDinero, mensajeSolicitudIncompleta, problemasSolicitudCredito, MENSAJE_TIPO_INACTIVO,
  type ConsultaSolicitudes, type CuerpoRevisionSolicitud, type CuerpoSolicitudCredito, type SolicitudCredito,
  type RespuestaSolicitudes, type TipoCredito, type ConsultaPlantilla,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { comprobarArchivosDelAfiliado, type ArchivoReferido } from '../archivos/servicio.js';
import type { Actor } from '../auth/guards.js';
import type { Correo } from '../correo/correo.js';
import type { Db } from '../db/client.js';
import { noEncontrado, prohibido, solicitudInvalida } from '../errors.js';
import { buscarTipo } from '../tipos-credito/consultas.js';
import {
  borrarSolicitud, buscarSolicitud, cabeceraSolicitud, datosAfiliado, insertarSolicitud, listarSolicitudes,
  revisarSolicitud,
} from './consultas.js';
import { generarPlantillaPdf } from './plantilla-pdf.js';

export const MENSAJE_SOLICITUD_NO_ENCONTRADA = 'Solicitud de crédito no encontrada';
export const MENSAJE_TIPO_NO_EXISTE = 'El tipo de crédito no existe';
export const MENSAJE_SOLICITUD_ELIMINADA = 'Solicitud eliminada';

/** El revisor solo lo ven los superadmin (SPEC 6). */
const paraActor = (s: SolicitudCredito, actor: Actor): SolicitudCredito =>
  actor.superadmin ? s : { ...s, revisado_por: null };

export async function listar(
  db: Db, actor: Actor, consulta: ConsultaSolicitudes, soloPropias: boolean,
): Promise<RespuestaSolicitudes> {
  const r = await listarSolicitudes(db, {
    ...(soloPropias ? { idAfiliado: actor.id_afiliado } : {}),
    ...consulta,
    estado: consulta.estado ?? 'TODAS',
    texto: consulta.texto ?? '',
  });
  return { filas: r.filas.map((s) => paraActor(s, actor)), total: r.total };
}

/** 404 si no existe; 403 si es de otro afiliado y quien pide no es superadmin. */
export async function solicitudPara(db: Db, actor: Actor, id: number): Promise<SolicitudCredito> {
  const s = await buscarSolicitud(db, id);
  if (!s) throw noEncontrado(MENSAJE_SOLICITUD_NO_ENCONTRADA);
  if (!actor.superadmin && s.id_afiliado !== actor.id_afiliado) throw prohibido();
  return paraActor(s, actor);
}

/** Tipo existente y activo para una solicitud nueva (400 si no). */
async function tipoParaSolicitud(db: Pick<Db, 'select'>, id: number | null | undefined): Promise<TipoCredito | null> {
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
 */
export async function radicar(db: Db, actor: Actor, cuerpo: CuerpoSolicitudCredito, ahora: Date): Promise<SolicitudCredito> {
  if (cuerpo.id_afiliado != null && cuerpo.id_afiliado !== actor.id_afiliado) throw prohibido();
  const tipo = await tipoParaSolicitud(db, cuerpo.id_tipo_credito);
  const problemas = problemasSolicitudCredito(cuerpo, tipo);
  if (problemas.length > 0) throw solicitudInvalida(mensajeSolicitudIncompleta(problemas));
  // Tras la regla, los requeridos están presentes.
  const codeudor = cuerpo.codeudor === true;
  const referidos: ArchivoReferido[] = [
    { id: cuerpo.ultimo_desprendible!, uso: 'pdf', etiqueta: ETIQUETAS_SOLICITUD.ultimo_desprendible },
    { id: cuerpo.firma!, uso: 'imagen', etiqueta: ETIQUETAS_SOLICITUD.firma },
    { id: cuerpo.carta_pagare!, uso: 'pdf', etiqueta: ETIQUETAS_SOLICITUD.carta_pagare },
    ...(codeudor ? [{ id: cuerpo.codeudor_cedula!, uso: 'pdf' as const, etiqueta: ETIQUETAS_SOLICITUD.codeudor_cedula }] : []),
  ];
  const id = await db.transaction(async (tx) => {
    await comprobarArchivosDelAfiliado(tx, actor.id_afiliado, referidos);
    return insertarSolicitud(tx, {
      id_afiliado: actor.id_afiliado,
      id_tipo_credito: tipo!.id_tipo_credito,
      valor: cuerpo.valor!.toFixed(2),
      destino: texto(cuerpo.destino),
      cuotas: cuerpo.cuotas!,
      desde_mes: cuerpo.desde_mes!,
      descuento_ahorro: cuerpo.descuento_ahorro === true,
      descuento_prima: cuerpo.descuento_prima === true,
      numero_cuenta: texto(cuerpo.numero_cuenta),
      tipo_cuenta: cuerpo.tipo_cuenta!,
      banco: texto(cuerpo.banco),
      codeudor,
      codeudor_nombre: codeudor ? texto(cuerpo.codeudor_nombre) : null,
      codeudor_documento: codeudor ? texto(cuerpo.codeudor_documento) : null,
      codeudor_cedula: codeudor ? cuerpo.codeudor_cedula! : null,
      ultimo_desprendible: cuerpo.ultimo_desprendible!,
      firma: cuerpo.firma!,
      carta_pagare: cuerpo.carta_pagare!,
      estado: 'PENDIENTE',
      fecha: ahora.toISOString(),
    });
  });
  return solicitudPara(db, actor, id);
}

export interface ContextoRevision {
  actor: Actor;
  ahora: Date;
  ip: string;
  correo: Correo;
  portalUrl: string;
  fondoNombre: string;
}

/**
 * Estado y observaciones de una solicitud (solo superadmin; la ruta lo exige). Guarda quién y
 * cuándo revisó y lo deja en la auditoría; si el estado cambió, avisa al afiliado por correo.
 */
export async function revisar(db: Db, cuerpo: CuerpoRevisionSolicitud, ctx: ContextoRevision): Promise<SolicitudCredito> {
  const observaciones = texto(cuerpo.observaciones) || null;
  const antes = await db.transaction(async (tx) => {
    const cabecera = await cabeceraSolicitud(tx, cuerpo.id_solicitud);
    if (!cabecera) throw noEncontrado(MENSAJE_SOLICITUD_NO_ENCONTRADA);
    await revisarSolicitud(tx, cuerpo.id_solicitud, {
      estado: cuerpo.estado, observaciones, revisado_por: ctx.actor.id_afiliado, fecha_revision: ctx.ahora.toISOString(),
    });
    await registrarAuditoria(tx, {
      accion: 'revision_solicitud_credito',
      id_actor: ctx.actor.id_afiliado,
      id_afiliado: cabecera.id_afiliado,
      detalle: { id_solicitud: cuerpo.id_solicitud, estado_anterior: cabecera.estado, estado: cuerpo.estado, observaciones },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
    return cabecera;
  });
  const s = await solicitudPara(db, ctx.actor, cuerpo.id_solicitud);
  if (antes.estado !== cuerpo.estado) await avisarCambioDeEstado(db, s, ctx);
  return s;
}

const ESTADO_EN_TEXTO: Record<SolicitudCredito['estado'], string> = {
  PENDIENTE: 'PENDIENTE (en estudio)',
  APROBADA: 'APROBADA',
  'NO APROBADA': 'NO APROBADA',
};

/** Correo al afiliado con el estado nuevo, las observaciones y el enlace a la solicitud. */
async function avisarCambioDeEstado(db: Db, s: SolicitudCredito, ctx: ContextoRevision): Promise<void> {
  const afiliado = await datosAfiliado(db, s.id_afiliado);
  const para = afiliado?.email?.trim();
  if (!afiliado || !para) return;
  const enlace = `${ctx.portalUrl.replace(/\/+$/, '')}/solicitud-credito/${s.id_solicitud}`;
  const texto = [
    `Hola ${afiliado.nombres}:`,
    '',
    `Su solicitud de crédito No. ${s.id_solicitud} (${s.tipo_credito_nombre}, ${formatoDinero(s.valor)} a ${s.cuotas} cuotas) cambió de estado.`,
    '',
    `Estado: ${ESTADO_EN_TEXTO[s.estado]}`,
    `Observaciones: ${s.observaciones ?? 'sin observaciones'}`,
    '',
    `Puede consultarla en el portal: ${enlace}`,
    '',
    ctx.fondoNombre,
  ].join('\n');
  ctx.correo.enviarEnSegundoPlano({
    para,
    asunto: `Solicitud de crédito No. ${s.id_solicitud}: ${s.estado}`,
    texto,
  });
}

/** Borra una solicitud (solo superadmin): 404 si no existe; queda en la auditoría. */
export async function eliminar(db: Db, id: number, ctx: { actor: Actor; ip: string; ahora: Date }): Promise<{ mensaje: string }> {
  await db.transaction(async (tx) => {
    const cabecera = await cabeceraSolicitud(tx, id);
    if (!cabecera || !(await borrarSolicitud(tx, id))) throw noEncontrado(MENSAJE_SOLICITUD_NO_ENCONTRADA);
    await registrarAuditoria(tx, {
      accion: 'solicitud_credito_eliminada', id_actor: ctx.actor.id_afiliado, id_afiliado: cabecera.id_afiliado,
      detalle: { id_solicitud: id, estado: cabecera.estado }, ip: ctx.ip, fecha: ctx.ahora,
    });
  });
  return { mensaje: MENSAJE_SOLICITUD_ELIMINADA };
}

/** PDF de la carta de solicitud y el pagaré con los datos de quien lo pide (y lo elegido, si viene). */
export async function plantilla(
  db: Db, actor: Actor, consulta: ConsultaPlantilla, ctx: { ahora: Date; fondo: { nombre: string; nit: string } },
): Promise<Buffer> {
  const afiliado = await datosAfiliado(db, actor.id_afiliado);
  if (!afiliado) throw noEncontrado('Afiliado no encontrado');
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
