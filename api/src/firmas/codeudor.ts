// El codeudor, por su enlace (72 horas; solo su hash se guarda): ve lo que necesita de la solicitud, sube la
// copia de su documento (un PDF, o una foto de la cámara que se vuelve un PDF) y acepta firmando con su propio
// código (el PDF firmado suma su página de evidencia) o no acepta. El afiliado y el fondo reciben un correo.
import {
  MENSAJE_CODEUDOR_SIN_CEDULA,
  MENSAJE_CODEUDOR_YA_RESPONDIO,
  MENSAJE_CONFIRME_LECTURA,
  MENSAJE_ENLACE_CODEUDOR_INVALIDO,
  MENSAJE_SIN_CODIGO,
  correoEnmascarado,
  type CodigoFirmaEnviado,
  type CuerpoCedulaCodeudor,
  type CuerpoFirmar,
  type CuerpoPedirCodigoFirma,
  type CuerpoRechazoCodeudor,
  type SolicitudCredito,
  type SolicitudParaCodeudor,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { guardarArchivo, subirArchivo } from '../archivos/servicio.js';
import { encolarCorreo } from '../correo-saliente/salida.js';
import type { Db } from '../db/client.js';
import { conflicto, noEncontrado, solicitudInvalida } from '../errors.js';
import { formatoDeFoto } from '../imagenes/formatos.js';
import { pdfDePaginas } from '../imagenes/pdf-de-fotos.js';
import { paginaParaPdf } from '../imagenes/procesar.js';
import { buscarSolicitud, datosAfiliado } from '../solicitudes/servicio.js';
import {
  actualizarSolicitudFirmada,
  anadirVersionFirmada,
  borrarEnlaces,
  codigoVigente,
  documentoDeSolicitud,
  enlaceVigente,
  firmasDe,
  insertarFirma,
  nombreDeArchivo,
  usarCodigo,
  type DocumentoGuardado,
} from './consultas.js';
import { comprobarCodigo, enviarCodigo } from './codigos.js';
import { correoRespuestaCodeudor } from './correos.js';
import {
  base64,
  evidencia,
  exigirActiva,
  NOMBRE_FIRMADO,
  pdfFirmado,
  pdfGuardado,
  sha256,
  texto,
  tipoDelDocumento,
  type ContextoFirma,
} from './documento.js';

interface DeEnlace {
  s: SolicitudCredito;
  d: DocumentoGuardado;
  vence: string;
}

/** La solicitud y el documento de un enlace vigente (con candado de fila si `paraFirmar`); 404 si no vale. */
async function deEnlace(db: Db, token: string, ahora: Date, o: { paraFirmar?: boolean } = {}): Promise<DeEnlace> {
  const e = token.length >= 20 ? await enlaceVigente(db, sha256(token), ahora) : undefined;
  const s = e ? await buscarSolicitud(db, e.id_solicitud) : undefined;
  const d = e ? await documentoDeSolicitud(db, e.id_solicitud, o) : undefined;
  if (!e || !s || !d || !s.codeudor || !s.codeudor_email) throw noEncontrado(MENSAJE_ENLACE_CODEUDOR_INVALIDO);
  return { s, d, vence: e.vence };
}

/** 409 si el codeudor ya respondió. */
function pendiente(s: SolicitudCredito): void {
  if (s.codeudor_estado !== 'pendiente') throw conflicto(MENSAJE_CODEUDOR_YA_RESPONDIO);
}

/**
 * Lo que ve el codeudor de una solicitud: quién pide, cuánto, en cuántas cuotas y la tasa; con el enlace vigente,
 * también a qué se obliga, su copia y cuándo vence el enlace (tras responder, el enlace ya no sirve).
 */
async function resumenParaCodeudor(
  db: Db,
  s: SolicitudCredito,
  d: DocumentoGuardado,
  ctx: ContextoFirma,
  vigente: { vence: string } | null,
): Promise<SolicitudParaCodeudor> {
  const { tipo } = await tipoDelDocumento(db, d);
  const cedula = vigente && s.codeudor_cedula !== null ? await nombreDeArchivo(db, s.codeudor_cedula) : null;
  return {
    afiliado: s.afiliado_nombre,
    tipo_credito: s.tipo_credito_nombre,
    valor: s.valor,
    cuotas: s.cuotas,
    tasa: tipo.tasa,
    codeudor_nombre: s.codeudor_nombre ?? '',
    codeudor_documento: s.codeudor_documento ?? '',
    obligacion: vigente
      ? `Como codeudor usted se obliga, solidariamente con ${s.afiliado_nombre}, a pagar al ${ctx.fondoNombre} el ` +
        'crédito, sus intereses y los gastos de cobro si el deudor no paga, como dice el pagaré.'
      : '',
    estado: s.codeudor_estado ?? 'pendiente',
    fecha: s.codeudor_fecha ?? null,
    cedula,
    sha256: d.sha256,
    correo: correoEnmascarado(s.codeudor_email ?? ''),
    vence: vigente?.vence ?? ctx.ahora.toISOString(),
  };
}

/** Lo que el codeudor necesita, por su enlace vigente. */
export async function solicitudParaCodeudor(db: Db, token: string, ctx: ContextoFirma): Promise<SolicitudParaCodeudor> {
  const { s, d, vence } = await deEnlace(db, token, ctx.ahora);
  return resumenParaCodeudor(db, s, d, ctx, { vence });
}

export async function pdfParaCodeudor(db: Db, token: string, ctx: ContextoFirma): Promise<Buffer> {
  const { d } = await deEnlace(db, token, ctx.ahora);
  return pdfGuardado(db, d);
}

/** La copia del documento del codeudor: un PDF, o una foto de la cámara que se vuelve un PDF de una página. */
export async function subirCedula(
  db: Db,
  token: string,
  cuerpo: CuerpoCedulaCodeudor,
  ctx: ContextoFirma,
): Promise<{ nombre: string }> {
  const { s } = await deEnlace(db, token, ctx.ahora);
  pendiente(s);
  const dueno = { id_afiliado: s.id_afiliado, superadmin: false };
  const coma = cuerpo.file.indexOf(',');
  const bytes = Buffer.from(coma >= 0 ? cuerpo.file.slice(coma + 1) : '', 'base64');
  let archivo: { id_archivo: number; nombre: string };
  if (formatoDeFoto(bytes)) {
    const pagina = await paginaParaPdf(bytes);
    const pdf = await pdfDePaginas([pagina], 'Copia del documento del codeudor');
    archivo = await subirArchivo(
      db,
      dueno,
      { file: `data:application/pdf;base64,${base64(pdf)}`, name: 'documento-codeudor.pdf', uso: 'pdf' },
      ctx.cuotaArchivosBytes,
    );
  } else {
    archivo = await subirArchivo(
      db,
      dueno,
      { file: cuerpo.file, name: cuerpo.name, uso: 'pdf' },
      ctx.cuotaArchivosBytes,
    );
  }
  await db.transaction(async (tx) => {
    await actualizarSolicitudFirmada(tx, s.id_solicitud, { codeudor_cedula: archivo.id_archivo });
    await registrarAuditoria(tx, {
      accion: 'codeudor_cedula',
      id_afiliado: s.id_afiliado,
      detalle: { id_solicitud: s.id_solicitud, archivo: archivo.nombre },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
  });
  return { nombre: archivo.nombre };
}

export async function pedirCodigoCodeudor(
  db: Db,
  token: string,
  cuerpo: CuerpoPedirCodigoFirma,
  ctx: ContextoFirma,
): Promise<CodigoFirmaEnviado> {
  exigirActiva(ctx);
  if (!cuerpo.leido) throw solicitudInvalida(MENSAJE_CONFIRME_LECTURA);
  const { s, d } = await deEnlace(db, token, ctx.ahora);
  pendiente(s);
  const nombre = (s.codeudor_nombre ?? '').split(/\s+/)[0] ?? '';
  return db.transaction((tx) =>
    enviarCodigo(tx, d, { rol: 'codeudor', correo: s.codeudor_email!, nombre, idActor: null }, ctx),
  );
}

/** El codeudor acepta con su código: el PDF firmado suma su página de evidencia; el afiliado y el fondo lo saben. */
export async function aceptarCodeudor(
  db: Db,
  token: string,
  cuerpo: CuerpoFirmar,
  ctx: ContextoFirma,
): Promise<SolicitudParaCodeudor> {
  exigirActiva(ctx);
  const { s, d } = await deEnlace(db, token, ctx.ahora);
  pendiente(s);
  if (s.codeudor_cedula === null) throw solicitudInvalida(MENSAJE_CODEUDOR_SIN_CEDULA);
  const r = await comprobarCodigo(db, d, 'codeudor', cuerpo, ctx, null);
  if (!r.ok) throw r.error;
  await db.transaction(async (tx) => {
    const { s: ahora, d: bloqueado } = await deEnlace(tx, token, ctx.ahora, { paraFirmar: true });
    pendiente(ahora);
    const vigente = await codigoVigente(tx, bloqueado.id_documento, 'codeudor');
    if (vigente?.id_codigo !== r.id_codigo) throw solicitudInvalida(MENSAJE_SIN_CODIGO);
    await usarCodigo(tx, r.id_codigo, ctx.ahora);
    const firma = evidencia(
      'codeudor',
      { nombre: s.codeudor_nombre ?? '', documento: s.codeudor_documento ?? '', correo: r.correo },
      d.sha256,
      ctx,
    );
    await insertarFirma(tx, d.id_documento, firma);
    const firmas = await firmasDe(tx, d.id_documento);
    const pdf = await pdfFirmado(tx, d, firmas, s.id_solicitud, d.codigo_verificacion ?? '', ctx);
    const archivo = await guardarArchivo(tx, {
      nombre: NOMBRE_FIRMADO,
      tipo_mime: 'application/pdf',
      tamano: pdf.length,
      base64: base64(pdf),
      id_afiliado: s.id_afiliado,
    });
    await anadirVersionFirmada(tx, d.id_documento, sha256(pdf));
    await actualizarSolicitudFirmada(tx, s.id_solicitud, {
      carta_pagare: archivo.id_archivo,
      codeudor_estado: 'acepto',
      codeudor_fecha: ctx.ahora,
    });
    await borrarEnlaces(tx, s.id_solicitud);
    await registrarAuditoria(tx, {
      accion: 'codeudor_acepto',
      id_afiliado: s.id_afiliado,
      detalle: { id_solicitud: s.id_solicitud, id_documento: d.id_documento, rol: 'codeudor', sha256: d.sha256 },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
    await avisarRespuesta(tx, s.id_solicitud, true, ctx);
  });
  return resumenRespondido(db, s.id_solicitud, d, ctx);
}

export async function rechazarCodeudor(
  db: Db,
  token: string,
  cuerpo: CuerpoRechazoCodeudor,
  ctx: ContextoFirma,
): Promise<SolicitudParaCodeudor> {
  const { s, d } = await deEnlace(db, token, ctx.ahora);
  pendiente(s);
  await db.transaction(async (tx) => {
    const { s: ahora } = await deEnlace(tx, token, ctx.ahora, { paraFirmar: true });
    pendiente(ahora);
    await actualizarSolicitudFirmada(tx, s.id_solicitud, { codeudor_estado: 'rechazo', codeudor_fecha: ctx.ahora });
    await borrarEnlaces(tx, s.id_solicitud);
    await registrarAuditoria(tx, {
      accion: 'codeudor_rechazo',
      id_afiliado: s.id_afiliado,
      detalle: { id_solicitud: s.id_solicitud, motivo: texto(cuerpo.motivo) || null },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
    await avisarRespuesta(tx, s.id_solicitud, false, ctx);
  });
  return resumenRespondido(db, s.id_solicitud, d, ctx);
}

/** Tras responder, el enlace ya no sirve: la respuesta se arma de la solicitud. */
async function resumenRespondido(
  db: Db,
  idSolicitud: number,
  d: DocumentoGuardado,
  ctx: ContextoFirma,
): Promise<SolicitudParaCodeudor> {
  const s = await buscarSolicitud(db, idSolicitud);
  if (!s) throw noEncontrado();
  return resumenParaCodeudor(db, s, d, ctx, null);
}

async function avisarRespuesta(tx: Db, idSolicitud: number, acepto: boolean, ctx: ContextoFirma): Promise<void> {
  const s = await buscarSolicitud(tx, idSolicitud);
  if (!s) return;
  const afiliado = await datosAfiliado(tx, s.id_afiliado);
  const email = texto(afiliado?.email);
  if (email) await encolarCorreo(tx, correoRespuestaCodeudor(s, email, acepto, false, ctx));
  if (ctx.fondoCorreo.trim()) await encolarCorreo(tx, correoRespuestaCodeudor(s, ctx.fondoCorreo, acepto, true, ctx));
}
