// La radicación escrita en la base (SPEC 2.10, 4): la solicitud PENDIENTE, su primer paso del historial y los
// correos (recibo al afiliado, aviso al fondo), en la transacción de quien radica: con los documentos adjuntos
// (servicio.ts) o firmados en el portal (firmas/).
import type { CuerpoSolicitudCredito, TipoCredito } from '@fondo/contrato';
import { idActorReal, type Actor } from '../auth/guards.js';
import { encolarCorreo } from '../correo-saliente/salida.js';
import type { comprobarCupo } from '../cupo/servicio.js';
import type { Db } from '../db/client.js';
import { buscarSolicitud, datosAfiliado, insertarSolicitud } from './consultas.js';
import { insertarCambioEstado } from './consultas-posicion.js';
import { correoRadicada, correoRadicadaFondo, type ContextoCorreosSolicitud } from './correos.js';

const texto = (v: string | null | undefined): string => (v ?? '').trim();

/** Lo que la firma electrónica pone en lugar de lo adjunto: el PDF firmado y el correo del codeudor. */
export interface FirmadaEnElPortal {
  carta_pagare: number;
  codeudor_email: string | null;
}

/**
 * Escribe una solicitud radicada (estado PENDIENTE, fecha del servidor) con su primer paso del historial y
 * encola el recibo al afiliado y el aviso al fondo. Llamar con la transacción de la radicación, con la regla,
 * el cupo y los archivos ya comprobados. Con `firmada`, la carta y el pagaré son los firmados en el portal y
 * el codeudor (si lo hay) queda pendiente de su respuesta. Devuelve el id.
 */
export async function guardarRadicada(
  tx: Db,
  actor: Actor,
  cuerpo: CuerpoSolicitudCredito,
  ctx: {
    tipo: TipoCredito;
    cifras: Awaited<ReturnType<typeof comprobarCupo>>;
    ahora: Date;
    correos: ContextoCorreosSolicitud;
    firmada?: FirmadaEnElPortal;
  },
): Promise<number> {
  const { ahora, firmada } = ctx;
  const codeudor = cuerpo.codeudor === true;
  const nueva = await insertarSolicitud(tx, {
    id_afiliado: actor.id_afiliado,
    id_tipo_credito: ctx.tipo.id_tipo_credito,
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
    codeudor_cedula: codeudor && !firmada ? cuerpo.codeudor_cedula! : null,
    ultimo_desprendible: cuerpo.ultimo_desprendible!,
    firma: cuerpo.firma!,
    carta_pagare: firmada ? firmada.carta_pagare : cuerpo.carta_pagare!,
    estado: 'PENDIENTE',
    fecha: ahora.toISOString(),
    ...ctx.cifras,
    ...(firmada
      ? {
          firma_electronica: true,
          codeudor_email: codeudor ? firmada.codeudor_email : null,
          codeudor_estado: codeudor ? ('pendiente' as const) : null,
        }
      : {}),
  });
  // Primer paso del historial de estados: la radicación.
  await insertarCambioEstado(tx, {
    id_solicitud: nueva,
    estado_anterior: null,
    estado_nuevo: 'PENDIENTE',
    observaciones: null,
    id_usuario: idActorReal(actor),
    fecha: ahora.toISOString(),
  });
  const s = await buscarSolicitud(tx, nueva);
  const afiliado = await datosAfiliado(tx, actor.id_afiliado);
  if (s && afiliado) {
    const email = afiliado.email?.trim();
    if (email) await encolarCorreo(tx, correoRadicada(s, { nombres: afiliado.nombres, email }, ctx.correos));
    if (ctx.correos.fondoCorreo.trim()) await encolarCorreo(tx, correoRadicadaFondo(s, afiliado, ctx.correos));
  }
  return nueva;
}
