// Servicio de mensajes (SPEC 2.18, 5, 7; DESIGN 4 y 6). Un afiliado ve, responde y adjunta solo en
// sus hilos; un superadmin en todos. Reglas propias (README):
// - el asunto se pide solo al abrir un hilo; las respuestas llevan 'RE: ' y el asunto del hilo;
// - estado lo cambia solo un superadmin (sin estado, el hilo queda como estaba); un afiliado que
//   manda estado 1 recibe 403, y su respuesta a un hilo cerrado lo reabre (estado 0);
// - texto y asunto se sanean antes de guardarse (html.ts); los adjuntos deben ser de quien escribe
//   y de una clase admitida para adjuntos (por sus bytes, ya comprobados al subirlos).
import type {
  ConsultaMensajes,
  CuerpoMensaje,
  EstadoMensaje,
  HiloMensaje,
  Mensaje,
  RespuestaMensajes,
} from '@fondo/contrato';
import { auditarAccion, type ContextoAccion } from '../auditoria/auditoria.js';
import { comprobarArchivosDelAfiliado } from '../archivos/servicio.js';
import type { Actor } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { noEncontrado, prohibido, solicitudInvalida } from '../errors.js';
import { avisarAlAfiliado, avisarAlFondo, type ContextoAvisos } from './avisos.js';
import {
  actualizarHilo,
  borrarMensaje,
  cabeceraMensaje,
  datosPersona,
  insertarMensaje,
  leerHilo,
  listarHilos,
} from './consultas.js';
import { htmlVacio, sanearHtml, textoPlano } from './html.js';

// Dueño e hilo de un mensaje, para las novedades.
export { cabeceraMensaje };

export const MENSAJE_NO_ENCONTRADO = 'Mensaje no encontrado';
export const MENSAJE_ASUNTO_REQUERIDO = 'El asunto es requerido';
export const MENSAJE_TEXTO_REQUERIDO = 'El texto del mensaje es requerido';
export const MENSAJE_ELIMINADO = 'Mensaje eliminado';
export const MENSAJE_ESTADO_SOLO_ADMIN = 'Solo el fondo puede cerrar un mensaje';

/** 'Remitente sin verificar' es una nota para el fondo: el afiliado no la recibe. */
function paraActor(m: Mensaje, actor: Actor): Mensaje {
  if (actor.superadmin) return m;
  const { remitente_sin_verificar: _r, ...resto } = m;
  return resto;
}

export async function listar(db: Db, actor: Actor, consulta: ConsultaMensajes): Promise<RespuestaMensajes> {
  const r = await listarHilos(db, { ...consulta, ...(actor.superadmin ? {} : { idAfiliado: actor.id_afiliado }) });
  return { ...r, filas: r.filas.map((m) => paraActor(m, actor)) };
}

/** El hilo del mensaje `id` (si es una respuesta, el de su raíz): 404 si no existe, 403 si es ajeno. */
export async function hiloPara(db: Db, actor: Actor, id: number): Promise<HiloMensaje> {
  const cabecera = await cabeceraMensaje(db, id);
  if (!cabecera) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
  if (!actor.superadmin && cabecera.id_afiliado !== actor.id_afiliado) throw prohibido();
  const hilo = await leerHilo(db, cabecera.id_hilo);
  if (!hilo) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
  return { mensaje: paraActor(hilo.mensaje, actor), respuestas: hilo.respuestas.map((m) => paraActor(m, actor)) };
}

export interface ContextoEscritura extends ContextoAvisos {
  actor: Actor;
  ahora: Date;
}

/** Texto saneado, o 400 si falta o queda vacío. */
function textoSaneado(texto: string | null | undefined): string {
  const html = sanearHtml(texto ?? '');
  if (htmlVacio(html)) throw solicitudInvalida(MENSAJE_TEXTO_REQUERIDO);
  return html;
}

/**
 * Escribe un mensaje: hilo nuevo (asunto requerido) o respuesta (id_mensaje_padre). Devuelve el
 * hilo entero. Avisa por correo: al afiliado si escribe el fondo, al fondo si escribe el afiliado.
 */
export async function escribir(db: Db, cuerpo: CuerpoMensaje, ctx: ContextoEscritura): Promise<HiloMensaje> {
  const { actor } = ctx;
  const texto = textoSaneado(cuerpo.texto);
  const adjuntos = [...new Set(cuerpo.adjuntos ?? [])];
  if (!actor.superadmin && cuerpo.estado === 1) throw prohibido(MENSAJE_ESTADO_SOLO_ADMIN);

  let padre: { id_hilo: number; id_afiliado: number; asunto: string; estado: EstadoMensaje } | null = null;
  if (cuerpo.id_mensaje_padre != null) {
    const c = await cabeceraMensaje(db, cuerpo.id_mensaje_padre);
    if (!c) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
    if (!actor.superadmin && c.id_afiliado !== actor.id_afiliado) throw prohibido();
    padre = c;
  }
  const asunto = padre ? padre.asunto : textoPlano(cuerpo.asunto ?? '');
  if (!asunto) throw solicitudInvalida(MENSAJE_ASUNTO_REQUERIDO);
  // Estado del hilo tras este mensaje.
  const estado: EstadoMensaje = actor.superadmin ? (cuerpo.estado ?? padre?.estado ?? 0) : 0;

  const { idHilo } = await db.transaction(async (tx) => {
    await comprobarArchivosDelAfiliado(
      tx,
      actor.id_afiliado,
      adjuntos.map((id, i) => ({
        id,
        uso: 'adjunto' as const,
        etiqueta: `Adjunto ${i + 1}`,
      })),
    );
    const idMensaje = await insertarMensaje(tx, {
      id_mensaje_padre: padre?.id_hilo ?? null,
      id_afiliado: padre?.id_afiliado ?? actor.id_afiliado,
      id_autor: actor.id_afiliado,
      asunto: padre ? textoPlano(`RE: ${asunto}`) : asunto,
      texto,
      estado,
      adjuntos,
      ahora: ctx.ahora,
    });
    const idHilo = padre?.id_hilo ?? idMensaje;
    if (padre) await actualizarHilo(tx, idHilo, { estado, por: actor.id_afiliado, ahora: ctx.ahora });

    // El aviso por correo, en la misma transacción: sin mensaje no hay aviso, y el aviso no se pierde.
    const duenoHilo = padre?.id_afiliado ?? actor.id_afiliado;
    if (actor.superadmin && duenoHilo !== actor.id_afiliado) {
      const dueno = await datosPersona(tx, duenoHilo);
      if (dueno)
        await avisarAlAfiliado(tx, ctx, {
          idHilo,
          idMensaje,
          asunto,
          textoHtml: texto,
          email: dueno.email,
          nombres: dueno.nombres,
        });
    } else if (!actor.superadmin) {
      const autor = await datosPersona(tx, actor.id_afiliado);
      await avisarAlFondo(tx, ctx, {
        idHilo,
        idMensaje,
        asunto,
        textoHtml: texto,
        nuevo: !padre,
        autor: autor ? `${autor.nombres} ${autor.apellidos}` : 'Un afiliado',
      });
    }
    return { idHilo, idMensaje };
  });
  return hiloPara(db, actor, idHilo);
}

/** Borra un mensaje o, si es la raíz, el hilo entero (solo superadmin); queda en la auditoría. */
export async function eliminar(db: Db, id: number, ctx: ContextoAccion): Promise<{ mensaje: string }> {
  await db.transaction(async (tx) => {
    const c = await cabeceraMensaje(tx, id);
    if (!c || !(await borrarMensaje(tx, id))) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
    await auditarAccion(tx, ctx, {
      accion: 'mensaje_eliminado',
      id_afiliado: c.id_afiliado,
      detalle: { id_mensaje: id, id_hilo: c.id_hilo, asunto: c.asunto },
    });
  });
  return { mensaje: MENSAJE_ELIMINADO };
}
