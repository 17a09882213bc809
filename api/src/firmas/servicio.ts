// Firma electrónica de la carta y el pagaré (firma.ts del contrato; FIRMA_ELECTRONICA), el afiliado: llena la
// solicitud y recibe el documento hecho con sus datos (fijo desde ese momento: archivo y SHA-256); confirma que lo
// leyó, recibe un código por correo y al escribirlo la solicitud queda radicada con el PDF firmado, su página de
// evidencia y su código de verificación, todo en una transacción. Con codeudor, sale su enlace (codeudor.ts).
import {
  ETIQUETAS_SOLICITUD,
  MENSAJE_CONFIRME_LECTURA,
  MENSAJE_DOCUMENTO_FIRMADO,
  MENSAJE_DOCUMENTO_NO_ENCONTRADO,
  MENSAJE_FIRMA_IMPERSONADA,
  MENSAJE_SIN_CODIGO,
  MENSAJE_SIN_CORREO_FIRMA,
  correoEnmascarado,
  mensajeSolicitudIncompleta,
  problemasSolicitudCredito,
  type CodigoFirmaEnviado,
  type CuerpoFirmar,
  type CuerpoPedirCodigoFirma,
  type CuerpoSolicitudCredito,
  type DocumentoFirma,
  type SolicitudCredito,
  type TipoCredito,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { comprobarArchivosDelAfiliado, guardarArchivo, type ArchivoReferido } from '../archivos/servicio.js';
import type { Actor } from '../auth/guards.js';
import { registrarEmision } from '../certificados/servicio.js';
import { nuevoCodigo } from '../certificados/etiquetas.js';
import { comprobarCupo } from '../cupo/servicio.js';
import type { Db } from '../db/client.js';
import { conflicto, noEncontrado, prohibido, solicitudInvalida } from '../errors.js';
import { guardarRadicada } from '../solicitudes/radicacion.js';
import { buscarSolicitud, datosAfiliado, solicitudPara, tipoParaSolicitud } from '../solicitudes/servicio.js';
import { generarPlantillaPdf } from '../solicitudes/plantilla-pdf.js';
import {
  anularCodigosDeBorradores,
  buscarDocumento,
  codigoVigente,
  insertarDocumento,
  insertarFirma,
  marcarFirmado,
  actualizarSolicitudFirmada,
  usarCodigo,
  type DocumentoGuardado,
} from './consultas.js';
import { comprobarCodigo, enviarCodigo } from './codigos.js';
import { enviarEnlace } from './enlace.js';
import {
  base64,
  datosPlantilla,
  evidencia,
  exigirActiva,
  NOMBRE_FIRMADO,
  NOMBRE_PDF,
  pdfFirmado,
  pdfGuardado,
  sha256,
  texto,
  type ContextoFirma,
} from './documento.js';

export type { ContextoFirma } from './documento.js';

/** Regla, tipo, cupo y archivos de una solicitud con firma electrónica (400/403 como al radicar). */
async function comprobarSolicitud(
  db: Db,
  idAfiliado: number,
  cuerpo: CuerpoSolicitudCredito,
): Promise<{ tipo: TipoCredito; cifras: Awaited<ReturnType<typeof comprobarCupo>> }> {
  const tipo = await tipoParaSolicitud(db, cuerpo.id_tipo_credito);
  const problemas = problemasSolicitudCredito(cuerpo, tipo, { firmaElectronica: true });
  if (problemas.length > 0) throw solicitudInvalida(mensajeSolicitudIncompleta(problemas));
  const cifras = await comprobarCupo(db, idAfiliado, tipo!, { valor: cuerpo.valor!, cuotas: cuerpo.cuotas! });
  const referidos: ArchivoReferido[] = [
    { id: cuerpo.ultimo_desprendible!, uso: 'pdf', etiqueta: ETIQUETAS_SOLICITUD.ultimo_desprendible },
    { id: cuerpo.firma!, uso: 'imagen', etiqueta: ETIQUETAS_SOLICITUD.firma },
  ];
  await comprobarArchivosDelAfiliado(db, idAfiliado, referidos);
  return { tipo: tipo!, cifras };
}

/** Lo que se guarda de la solicitud: lo del cuerpo que la regla mira, sin los campos del camino con adjuntos. */
function datosGuardados(c: CuerpoSolicitudCredito): CuerpoSolicitudCredito {
  const codeudor = c.codeudor === true;
  return {
    id_tipo_credito: c.id_tipo_credito ?? null,
    valor: c.valor ?? null,
    destino: texto(c.destino),
    cuotas: c.cuotas ?? null,
    desde_mes: c.desde_mes ?? null,
    descuento_ahorro: c.descuento_ahorro === true,
    descuento_prima: c.descuento_prima === true,
    numero_cuenta: texto(c.numero_cuenta),
    tipo_cuenta: c.tipo_cuenta ?? null,
    banco: texto(c.banco),
    codeudor,
    codeudor_nombre: codeudor ? texto(c.codeudor_nombre) : null,
    codeudor_documento: codeudor ? texto(c.codeudor_documento) : null,
    codeudor_email: codeudor ? texto(c.codeudor_email).toLowerCase() : null,
    ultimo_desprendible: c.ultimo_desprendible ?? null,
    firma: c.firma ?? null,
  };
}

/**
 * El documento para leer y firmar, hecho con los datos de la solicitud (que se comprueba entera, como al
 * radicar). Un documento nuevo anula los códigos de los anteriores sin firmar: cambiar la solicitud
 * empieza las firmas de nuevo.
 */
export async function prepararDocumento(
  db: Db,
  actor: Actor,
  cuerpo: CuerpoSolicitudCredito,
  ctx: ContextoFirma,
): Promise<DocumentoFirma> {
  exigirActiva(ctx);
  const datos = datosGuardados(cuerpo);
  const { tipo } = await comprobarSolicitud(db, actor.id_afiliado, datos);
  const afiliado = await datosAfiliado(db, actor.id_afiliado);
  const correo = texto(afiliado?.email);
  if (!correo) throw solicitudInvalida(MENSAJE_SIN_CORREO_FIRMA);
  const pdf = await generarPlantillaPdf(await datosPlantilla(db, actor.id_afiliado, datos, tipo, ctx.ahora, ctx));
  const huella = sha256(pdf);
  const id = await db.transaction(async (tx) => {
    await anularCodigosDeBorradores(tx, actor.id_afiliado);
    const archivo = await guardarArchivo(tx, {
      nombre: NOMBRE_PDF,
      tipo_mime: 'application/pdf',
      tamano: pdf.length,
      base64: base64(pdf),
      id_afiliado: actor.id_afiliado,
    });
    return insertarDocumento(tx, {
      id_afiliado: actor.id_afiliado,
      datos,
      generado: ctx.ahora,
      archivo: archivo.id_archivo,
      sha256: huella,
    });
  });
  return { id_documento: id, sha256: huella, correo: correoEnmascarado(correo) };
}

/** El documento de quien llama (o cualquiera, para un superadmin): 404 si no existe, 403 si es de otro. */
async function documentoPara(db: Db, actor: Actor, id: number): Promise<DocumentoGuardado> {
  const d = await buscarDocumento(db, id);
  if (!d) throw noEncontrado(MENSAJE_DOCUMENTO_NO_ENCONTRADO);
  if (!actor.superadmin && d.id_afiliado !== actor.id_afiliado) throw prohibido();
  return d;
}

/** El PDF tal como se firma (sin la página de evidencia). */
export async function pdfDelDocumento(db: Db, actor: Actor, id: number): Promise<Buffer> {
  const d = await documentoPara(db, actor, id);
  return pdfGuardado(db, d);
}

/** El afiliado leyó el documento y pide su código (al correo de su ficha). */
export async function pedirCodigo(
  db: Db,
  actor: Actor,
  id: number,
  cuerpo: CuerpoPedirCodigoFirma,
  ctx: ContextoFirma,
): Promise<CodigoFirmaEnviado> {
  exigirActiva(ctx);
  if (actor.impersonate) throw prohibido(MENSAJE_FIRMA_IMPERSONADA);
  if (!cuerpo.leido) throw solicitudInvalida(MENSAJE_CONFIRME_LECTURA);
  const d = await documentoPara(db, actor, id);
  // solo quien hizo el documento lo firma (un superadmin lo puede ver, no firmar)
  if (d.id_afiliado !== actor.id_afiliado) throw prohibido();
  if (d.id_solicitud !== null) throw conflicto(MENSAJE_DOCUMENTO_FIRMADO);
  const afiliado = await datosAfiliado(db, actor.id_afiliado);
  const correo = texto(afiliado?.email);
  if (!afiliado || !correo) throw solicitudInvalida(MENSAJE_SIN_CORREO_FIRMA);
  return db.transaction((tx) =>
    enviarCodigo(tx, d, { rol: 'afiliado', correo, nombre: afiliado.nombres, idActor: actor.id_afiliado }, ctx),
  );
}

/**
 * El afiliado firma con su código: en una transacción se radica la solicitud (regla, cupo y archivos otra
 * vez), se guardan el PDF firmado con su evidencia y su código de verificación, el código queda usado y,
 * con codeudor, sale su enlace. Un código equivocado responde 400 con los intentos que quedan.
 */
export async function firmar(
  db: Db,
  actor: Actor,
  id: number,
  cuerpo: CuerpoFirmar,
  ctx: ContextoFirma,
): Promise<SolicitudCredito> {
  exigirActiva(ctx);
  if (actor.impersonate) throw prohibido(MENSAJE_FIRMA_IMPERSONADA);
  const d = await documentoPara(db, actor, id);
  // solo quien hizo el documento lo firma (un superadmin lo puede ver, no firmar)
  if (d.id_afiliado !== actor.id_afiliado) throw prohibido();
  if (d.id_solicitud !== null) throw conflicto(MENSAJE_DOCUMENTO_FIRMADO);
  const r = await comprobarCodigo(db, d, 'afiliado', cuerpo, ctx, actor.id_afiliado);
  if (!r.ok) throw r.error;
  const afiliado = await datosAfiliado(db, actor.id_afiliado);
  if (!afiliado) throw noEncontrado();
  const { tipo, cifras } = await comprobarSolicitud(db, actor.id_afiliado, d.datos);
  const idSolicitud = await db.transaction(async (tx) => {
    const bloqueado = await buscarDocumento(tx, id, { paraFirmar: true });
    if (!bloqueado || bloqueado.id_solicitud !== null) throw conflicto(MENSAJE_DOCUMENTO_FIRMADO);
    const vigente = await codigoVigente(tx, id, 'afiliado');
    if (vigente?.id_codigo !== r.id_codigo) throw solicitudInvalida(MENSAJE_SIN_CODIGO);
    await usarCodigo(tx, r.id_codigo, ctx.ahora);
    const nombre = `${afiliado.nombres} ${afiliado.apellidos}`.trim();
    const firma = evidencia('afiliado', { nombre, documento: afiliado.documento, correo: r.correo }, d.sha256, ctx);
    const codigo = nuevoCodigo();
    // La solicitud primero (su número va en la evidencia); la carta firmada la reemplaza enseguida.
    const nueva = await guardarRadicada(tx, actor, d.datos, {
      tipo,
      cifras,
      ahora: ctx.ahora,
      correos: ctx,
      firmada: { carta_pagare: d.archivo, codeudor_email: d.datos.codeudor_email ?? null },
    });
    const pdf = await pdfFirmado(tx, d, [firma], nueva, codigo, ctx);
    const archivo = await guardarArchivo(tx, {
      nombre: NOMBRE_FIRMADO,
      tipo_mime: 'application/pdf',
      tamano: pdf.length,
      base64: base64(pdf),
      id_afiliado: actor.id_afiliado,
    });
    await actualizarSolicitudFirmada(tx, nueva, { carta_pagare: archivo.id_archivo });
    await insertarFirma(tx, id, firma);
    await marcarFirmado(tx, id, { id_solicitud: nueva, codigo_verificacion: codigo, sha256Firmado: sha256(pdf) });
    await registrarEmision(tx, {
      codigo,
      id_afiliado: actor.id_afiliado,
      tipo: 'carta_pagare',
      id_corte: null,
      etiqueta: `Carta de solicitud de crédito y pagaré - solicitud No. ${nueva}`,
      emitido: ctx.ahora.toISOString(),
    });
    await registrarAuditoria(tx, {
      accion: 'firma_electronica',
      id_actor: actor.id_afiliado,
      id_afiliado: actor.id_afiliado,
      detalle: {
        id_solicitud: nueva,
        id_documento: id,
        rol: 'afiliado',
        sha256: d.sha256,
        codigo_verificacion: codigo,
      },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
    if (d.datos.codeudor && d.datos.codeudor_email) {
      const s = await buscarSolicitud(tx, nueva);
      if (s) await enviarEnlace(tx, s, d.datos.codeudor_email, actor.id_afiliado, ctx);
    }
    return nueva;
  });
  return solicitudPara(db, actor, idSolicitud);
}
