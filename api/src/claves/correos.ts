// Textos de los correos de claves: reestablecer (enlace de 1 hora; al retirado, sin enlace) y bienvenida (72 horas).
import type { CorreoEnCola } from '../correo-saliente/salida.js';

export function escaparHtml(texto: string): string {
  return texto.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function correoReestablecer(d: { para: string; nombres: string; enlace: string; fondo: string }): CorreoEnCola {
  return {
    motivo: 'reestablecer_clave',
    para: d.para,
    asunto: `Reestablecer clave - ${d.fondo}`,
    texto: [
      `Hola ${d.nombres},`,
      '',
      `Recibimos una solicitud para reestablecer su clave del portal de ${d.fondo}.`,
      'Para crear una nueva clave abra este enlace (vale por 1 hora y sirve una sola vez):',
      '',
      d.enlace,
      '',
      'Si usted no hizo esta solicitud, ignore este mensaje: su clave actual sigue vigente.',
    ].join('\n'),
    html:
      `<p>Hola ${escaparHtml(d.nombres)},</p>` +
      `<p>Recibimos una solicitud para reestablecer su clave del portal de ${escaparHtml(d.fondo)}.</p>` +
      `<p>Para crear una nueva clave abra este enlace (vale por 1 hora y sirve una sola vez):</p>` +
      `<p><a href="${escaparHtml(d.enlace)}">Reestablecer mi clave</a></p>` +
      '<p>Si usted no hizo esta solicitud, ignore este mensaje: su clave actual sigue vigente.</p>',
  };
}

/**
 * Respuesta a la solicitud de un afiliado retirado: sin enlace, por qué no puede asignar clave y a
 * quién escribir (FONDO_CORREO, también como dirección de respuesta).
 */
export function correoReestablecerRetirado(d: {
  para: string;
  nombres: string;
  fondo: string;
  contacto: string;
}): CorreoEnCola {
  return {
    motivo: 'reestablecer_clave',
    para: d.para,
    asunto: `Su solicitud de clave - ${d.fondo}`,
    ...(d.contacto.trim() ? { responderA: d.contacto } : {}),
    texto: [
      `Hola ${d.nombres},`,
      '',
      `Recibimos una solicitud para reestablecer su clave del portal de ${d.fondo}.`,
      'Su afiliación al fondo está retirada: el portal es solo para afiliados activos, así que no le enviamos',
      'un enlace para crear una clave.',
      '',
      `Si cree que es un error, o necesita un certificado o un paz y salvo, escriba a ${d.contacto}`,
      '(o responda este correo).',
      '',
      'Si usted no hizo esta solicitud, ignore este mensaje.',
    ].join('\n'),
    html:
      `<p>Hola ${escaparHtml(d.nombres)},</p>` +
      `<p>Recibimos una solicitud para reestablecer su clave del portal de ${escaparHtml(d.fondo)}.</p>` +
      '<p>Su afiliación al fondo está retirada: el portal es solo para afiliados activos, así que no le enviamos ' +
      'un enlace para crear una clave.</p>' +
      `<p>Si cree que es un error, o necesita un certificado o un paz y salvo, escriba a ` +
      `<a href="mailto:${escaparHtml(d.contacto)}">${escaparHtml(d.contacto)}</a> (o responda este correo).</p>` +
      '<p>Si usted no hizo esta solicitud, ignore este mensaje.</p>',
  };
}

export function correoBienvenida(d: { para: string; nombres: string; enlace: string; fondo: string }): CorreoEnCola {
  return {
    motivo: 'bienvenida',
    para: d.para,
    asunto: `Bienvenido al portal de ${d.fondo}`,
    texto: [
      `Hola ${d.nombres},`,
      '',
      `Le damos la bienvenida al portal de afiliados de ${d.fondo}: allí puede consultar sus aportes y créditos,`,
      'descargar certificados, solicitar créditos y actualizar sus datos.',
      'Para asignar su clave abra este enlace (vale por 72 horas y sirve una sola vez):',
      '',
      d.enlace,
      '',
      'Su usuario es su número de documento.',
    ].join('\n'),
    html:
      `<p>Hola ${escaparHtml(d.nombres)},</p>` +
      `<p>Le damos la bienvenida al portal de afiliados de ${escaparHtml(d.fondo)}: allí puede consultar sus aportes y ` +
      'créditos, descargar certificados, solicitar créditos y actualizar sus datos.</p>' +
      '<p>Para asignar su clave abra este enlace (vale por 72 horas y sirve una sola vez):</p>' +
      `<p><a href="${escaparHtml(d.enlace)}">Asignar mi clave</a></p>` +
      '<p>Su usuario es su número de documento.</p>',
  };
}

/** 'ana.perez@correo.co' -> 'a***@correo.co': el aviso dice a dónde pasó la cuenta sin publicar la dirección. */
export function correoOculto(email: string): string {
  const [usuario = '', dominio = ''] = email.split('@');
  return `${usuario.slice(0, 1)}***@${dominio}`;
}

/** Aviso a la dirección anterior: el correo de la cuenta cambió (la clave no). */
export function correoCambioCorreo(d: { para: string; nombres: string; nuevo: string; fondo: string }): CorreoEnCola {
  const nuevo = correoOculto(d.nuevo);
  return {
    motivo: 'cambio_correo',
    para: d.para,
    asunto: `Cambio de correo en el portal de ${d.fondo}`,
    texto: [
      `Hola ${d.nombres},`,
      '',
      `El correo electrónico de su cuenta en el portal de ${d.fondo} se cambió de esta dirección a ${nuevo}.`,
      'Su clave no cambió. Desde ahora los avisos del portal llegarán a la dirección nueva.',
      '',
      'Si usted no pidió este cambio, comuníquese con el fondo de inmediato.',
    ].join('\n'),
    html:
      `<p>Hola ${escaparHtml(d.nombres)},</p>` +
      `<p>El correo electrónico de su cuenta en el portal de ${escaparHtml(d.fondo)} se cambió de esta dirección a ` +
      `${escaparHtml(nuevo)}.</p>` +
      '<p>Su clave no cambió. Desde ahora los avisos del portal llegarán a la dirección nueva.</p>' +
      '<p>Si usted no pidió este cambio, comuníquese con el fondo de inmediato.</p>',
  };
}
