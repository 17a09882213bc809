// Más de 300 líneas: guardarFicha es una sola transacción con todas las reglas del guardado.
// Servicio de la actualización de datos (SPEC 2.12, 4, 5): leer la ficha con sus 6 familiares y
// guardarla con todas las reglas del contrato, en una transacción (nada queda a medias).
import {
  CAMPOS_BLOQUEADOS,
  ETIQUETAS_AFILIADO,
  MENSAJE_AUTORIZACION_REQUERIDA,
  MENSAJE_BORRADOR_GUARDADO,
  MENSAJE_CAMPOS_BLOQUEADOS,
  MENSAJE_DATOS_GUARDADOS,
  MENSAJE_SOLO_LECTURA,
  camposFaltantesActualizacion,
  camposInvalidosActualizacion,
  mensajeCamposFaltantes,
  mensajeCamposInvalidos,
  vacio,
  textoAutorizacionDatos,
  type Afiliado,
  type AutorizacionDatos,
  type CuerpoActualizacion,
  type RespuestaAfiliado,
  type RespuestaGuardarAfiliado,
} from '@fondo/contrato';
import { datosDeArchivos } from '../archivos/servicio.js';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { idActorReal, type Actor } from '../auth/guards.js';
import { estaBloqueado, registrarIntento, type Limite } from '../auth/intentos.js';
import { avisarCambioDeCorreo } from '../claves/servicio.js';
import { idDelCorreo, resolverRepetidosSueltos } from '../admin/servicio.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado, conflicto, demasiadasSolicitudes, prohibido, solicitudInvalida } from '../errors.js';
import { imagenParaPdf } from '../imagenes/procesar.js';
import { fichaDe } from './ficha.js';
import { familiaresDe, mismoValor, valoresDe } from './normalizacion.js';
import { generarFormularioPdf } from './pdf.js';
import { marcarEnviadoEnRonda, rondaPendienteDe } from '../rondas/servicio.js';
import {
  actualizarFicha,
  bytesDeArchivo,
  documentoDeOtro,
  insertarFicha,
  leerFicha,
  pasarArchivosAlAfiliado,
  reemplazarFamiliares,
  type FilaFicha,
  type ValoresFicha,
} from './consultas.js';

/** GET /api/afiliados/{id}: la ficha y la ronda abierta en que el afiliado aún no la envió. */
export async function fichaConRonda(db: Db, id: number): Promise<RespuestaAfiliado> {
  const ficha = await fichaDe(db, id);
  return { ...ficha, ronda: id === 0 ? null : await rondaPendienteDe(db, id) };
}

export const MENSAJE_BORRADOR_SOLO_ADMIN = 'Solo un administrador puede guardar un borrador';

export interface ContextoGuardar {
  actor: Actor;
  ahora: Date;
  ip: string;
  /** nombre del fondo (aviso de cambio de correo) */
  fondo: string;
}

/**
 * Un afiliado que cambia su documento o su correo hace comprobar si son de otro (409): cada intento
 * cuenta, 5 por hora, así la ficha no sirve para averiguar qué documentos o correos existen.
 */
export const LIMITE_CAMBIO_IDENTIDAD: Limite = { max: 5, ventanaMs: 60 * 60_000, bloqueoMs: 60 * 60_000 };
export const MENSAJE_BLOQUEO_CAMBIO_IDENTIDAD =
  'Demasiados intentos de cambiar el documento o el correo. Intente de nuevo más tarde.';
export const mensajeCorreoDeOtro = (email: string) => `El correo ${email} ya está registrado para otro afiliado`;
const claveCambioIdentidad = (id: number) => `ficha:identidad:${id}`;
const mismoCorreo = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export const mensajeImagenSinLimpiar = (etiqueta: string) =>
  `La imagen de '${etiqueta}' debe cargarse con el botón de ese campo en el formulario`;

/**
 * Fotos y firmas nuevas: deben existir (400), ser JPG/PNG (400) y ser del afiliado o de quien edita
 * (403). Las que no cambian no se vuelven a comprobar.
 */
async function comprobarImagenes(
  tx: Pick<Db, 'select'>,
  actual: FilaFicha | undefined,
  valores: ValoresFicha,
  destino: number,
  actor: Actor,
): Promise<number[]> {
  const nuevas = (['foto', 'firma'] as const)
    .map((campo) => ({ campo, id: valores[campo] }))
    .filter((c): c is { campo: 'foto' | 'firma'; id: number } => c.id !== null && c.id !== actual?.[c.campo]);
  const datos = new Map(
    (
      await datosDeArchivos(
        tx,
        nuevas.map((n) => n.id),
      )
    ).map((d) => [d.id_archivo, d]),
  );
  for (const { campo, id } of nuevas) {
    const etiqueta = ETIQUETAS_AFILIADO[campo];
    const d = datos.get(id);
    if (!d) throw solicitudInvalida(`El archivo de '${etiqueta}' no existe`);
    if (d.id_afiliado !== actor.id_afiliado && d.id_afiliado !== destino) {
      throw prohibido(`El archivo de '${etiqueta}' no pertenece a este afiliado`);
    }
    if (d.tipo_mime !== 'image/jpeg' && d.tipo_mime !== 'image/png') {
      throw solicitudInvalida(`El archivo de '${etiqueta}' debe ser una imagen JPG o PNG`);
    }
    // Solo la imagen que guardó la ruta de limpieza de ese campo (sin EXIF, de tamaño acotado).
    if (d.limpieza !== campo) throw solicitudInvalida(mensajeImagenSinLimpiar(etiqueta));
  }
  return nuevas.map((n) => n.id);
}

/**
 * POST /api/afiliados/{id} (id ya autorizado por la ruta; 0 crea, solo superadmin). Reglas:
 * - borrador solo superadmin (403); omite los requeridos (salvo nombres, apellidos y documento) y no
 *   marca ultima_actualizacion;
 * - formato (dígitos, fechas, correo, opciones): 400 con la lista de etiquetas;
 * - afiliado (no superadmin): 403 si ya actualizó (solo lectura); 403 si cambia un campo bloqueado que
 *   ya tenía valor; cuota_afiliacion y retiro los pone el fondo (lo enviado se ignora);
 * - requeridos de SPEC 5 en el envío final: 400 con la lista; sin la autorización de datos marcada, 400;
 * - autorización de datos (Ley 1581 de 2012): el envío final la fecha ahora; un borrador conserva la fecha
 *   que había si sigue marcada y la borra si se desmarcó;
 * - documento de otro afiliado: 409; fotos y firmas: del afiliado o de quien edita, JPG/PNG.
 * Nunca se asignan password, guid, superadmin, reestablecer_*, ultimo_login ni cambio_password: no
 * están en ValoresFicha. Ficha y familiares en una transacción.
 */
export async function guardarFicha(
  db: Db,
  id: number,
  cuerpo: CuerpoActualizacion,
  ctx: ContextoGuardar,
): Promise<RespuestaGuardarAfiliado> {
  const { actor } = ctx;
  const admin = actor.superadmin;
  const borrador = cuerpo.borrador === true;
  if (borrador && !admin) throw prohibido(MENSAJE_BORRADOR_SOLO_ADMIN);

  // El afiliado que cambia documento o correo: contado y limitado fuera de la transacción (un 409 no lo borra).
  if (!admin && id !== 0) {
    const previa = await leerFicha(db, id);
    const nuevos = valoresDe(cuerpo.afiliado);
    const cambia =
      previa !== undefined && (nuevos.documento !== previa.documento || !mismoCorreo(nuevos.email, previa.email));
    if (cambia) {
      const clave = claveCambioIdentidad(id);
      if (await estaBloqueado(db, [clave], ctx.ahora)) throw demasiadasSolicitudes(MENSAJE_BLOQUEO_CAMBIO_IDENTIDAD);
      await registrarIntento(db, clave, LIMITE_CAMBIO_IDENTIDAD, ctx.ahora);
    }
  }

  const idGuardado = await db.transaction(async (tx) => {
    const actual = id === 0 ? undefined : await leerFicha(tx, id, true);
    if (id !== 0 && !actual) throw afiliadoNoEncontrado();
    // SPEC 4: solo lectura después del envío, salvo en una ronda de actualización abierta en que aún
    // no lo envió; los campos bloqueados siguen bloqueados (abajo).
    if (!admin && actual?.ultima_actualizacion && !(await rondaPendienteDe(tx, id))) {
      throw prohibido(MENSAJE_SOLO_LECTURA);
    }

    const invalidos = camposInvalidosActualizacion(cuerpo.afiliado, cuerpo.familiares);
    if (invalidos.length > 0) throw solicitudInvalida(mensajeCamposInvalidos(invalidos));

    const valores = valoresDe(cuerpo.afiliado);
    const familiares = familiaresDe(cuerpo.familiares);
    if (!admin && actual) {
      const cambiados = CAMPOS_BLOQUEADOS.filter((c) => actual[c] !== null && !mismoValor(c, actual[c], valores[c]));
      if (cambiados.length > 0) {
        throw prohibido(`${MENSAJE_CAMPOS_BLOQUEADOS} ${cambiados.map((c) => ETIQUETAS_AFILIADO[c]).join(', ')}`);
      }
      valores.cuota_afiliacion = actual.cuota_afiliacion;
      valores.retiro = actual.retiro;
    }

    const faltan = borrador
      ? (['nombres', 'apellidos', 'documento'] as const)
          .filter((c) => vacio(valores[c]))
          .map((c) => ETIQUETAS_AFILIADO[c])
      : camposFaltantesActualizacion(valores, cuerpo.familiares);
    if (faltan.length > 0) throw solicitudInvalida(mensajeCamposFaltantes(faltan));
    const autoriza = cuerpo.autorizacion_datos === true;
    if (!borrador && !autoriza) throw solicitudInvalida(MENSAJE_AUTORIZACION_REQUERIDA);

    // Solo si el documento cambia (no es un oráculo de documentos ajenos); igual con el correo.
    if (
      valores.documento !== actual?.documento &&
      (await documentoDeOtro(tx, valores.documento, id === 0 ? null : id))
    ) {
      throw conflicto(`Ya existe un afiliado con el documento ${valores.documento}`);
    }
    if (
      valores.email &&
      !mismoCorreo(valores.email, actual?.email) &&
      (await idDelCorreo(tx, valores.email, id === 0 ? null : id)) !== undefined
    ) {
      throw conflicto(mensajeCorreoDeOtro(valores.email));
    }
    const imagenes = await comprobarImagenes(tx, actual, valores, id, actor);

    const marcas = {
      ultimaActualizacion: borrador ? null : ctx.ahora.toISOString(),
      autorizacionDatos: !autoriza
        ? null
        : borrador && actual?.autorizacion_datos
          ? actual.autorizacion_datos
          : ctx.ahora.toISOString(),
    };
    let destino = id;
    if (id === 0) destino = await insertarFicha(tx, valores, marcas);
    else await actualizarFicha(tx, id, valores, marcas);
    await reemplazarFamiliares(tx, destino, familiares);
    // Un envío final (del afiliado o del fondo por él) cuenta en su ronda abierta.
    if (!borrador) await marcarEnviadoEnRonda(tx, destino, ctx.ahora);
    await resolverRepetidosSueltos(tx);
    await pasarArchivosAlAfiliado(tx, imagenes, actor.id_afiliado, destino);
    if (actual) {
      await avisarCambioDeCorreo(tx, {
        afiliado: { id_afiliado: destino, nombres: valores.nombres },
        anterior: actual.email,
        nuevo: valores.email,
        actor,
        fondo: ctx.fondo,
        ip: ctx.ip,
        ahora: ctx.ahora,
      });
    }
    if (destino !== actor.id_afiliado) {
      await registrarAuditoria(tx, {
        accion: id === 0 ? 'afiliado_creado' : 'afiliado_actualizado',
        id_actor: idActorReal(actor),
        id_afiliado: destino,
        detalle: { borrador },
        ip: ctx.ip,
        fecha: ctx.ahora,
      });
    }
    return destino;
  });

  const { afiliado, familiares } = await fichaDe(db, idGuardado);
  const propio = idGuardado === actor.id_afiliado;
  return {
    mensaje: borrador ? MENSAJE_BORRADOR_GUARDADO : MENSAJE_DATOS_GUARDADOS,
    afiliado,
    familiares,
    sesion: propio
      ? {
          usuario: {
            id_afiliado: afiliado.id_afiliado,
            nombres: afiliado.nombres,
            apellidos: afiliado.apellidos,
            foto: afiliado.foto,
            ultima_actualizacion: afiliado.ultima_actualizacion,
          },
          actualizacion_datos: afiliado.ultima_actualizacion ? 'ok' : '',
        }
      : null,
  };
}

/** Nombre del PDF: 'Actualizacion de datos - Nombres Apellidos.pdf'. */
export function nombreFormulario(a: Pick<Afiliado, 'nombres' | 'apellidos'>): string {
  const nombre = `${a.nombres} ${a.apellidos}`
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Actualizacion de datos - ${nombre || 'afiliado'}.pdf`;
}

/** GET /api/afiliados/{id}/actualizacion: el formulario lleno en PDF y su nombre de archivo. */
export async function formularioPdf(
  db: Db,
  id: number,
  ctx: { ahora: Date; fondo: { nombre: string; nit: string }; actor: Actor; ip: string; autorizacion: string },
): Promise<{ pdf: Buffer; nombre: string }> {
  const { afiliado, familiares } = await fichaDe(db, id);
  // Cada formulario en PDF (datos personales completos) queda en la auditoría: quién, de quién, cuándo.
  await registrarAuditoria(db, {
    accion: 'formulario_pdf',
    id_actor: idActorReal(ctx.actor),
    id_afiliado: id,
    ip: ctx.ip,
    fecha: ctx.ahora,
  });
  const imagen = async (idArchivo: number | null, tipo: 'foto' | 'firma') => {
    if (idArchivo === null) return null;
    const bytes = await bytesDeArchivo(db, idArchivo);
    return bytes ? imagenParaPdf(bytes, tipo) : null;
  };
  const [foto, firma] = await Promise.all([imagen(afiliado.foto, 'foto'), imagen(afiliado.firma, 'firma')]);
  const pdf = await generarFormularioPdf({
    afiliado,
    familiares,
    foto,
    firma,
    fondo: ctx.fondo,
    autorizacion: ctx.autorizacion,
    generado: ctx.ahora,
  });
  return { pdf, nombre: nombreFormulario(afiliado) };
}

/** GET /api/autorizacion-datos: el texto configurado (o el del contrato con el nombre del fondo) y la política. */
export function autorizacionDatos(
  config: Pick<Config, 'autorizacionDatosTexto' | 'politicaDatosUrl' | 'fondoNombre'>,
): AutorizacionDatos {
  return {
    texto: config.autorizacionDatosTexto ?? textoAutorizacionDatos(config.fondoNombre),
    politica_url: config.politicaDatosUrl,
  };
}
