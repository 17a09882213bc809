// El correo del recordatorio de una ronda de actualización de datos.
import { formatoFecha } from '@fondo/contrato';
import { escaparHtml } from '../claves/correos.js';
import type { CorreoEnCola } from '../correo-saliente/salida.js';

export function correoRecordatorioRonda(d: {
  para: string;
  nombres: string;
  ronda: string;
  fechaLimite: string;
  enlace: string;
  fondo: string;
}): CorreoEnCola {
  const limite = formatoFecha(d.fechaLimite);
  return {
    motivo: 'recordatorio_ronda',
    para: d.para,
    asunto: `${d.ronda}: actualice sus datos antes del ${limite} - ${d.fondo}`,
    texto: [
      `Hola ${d.nombres},`,
      '',
      `${d.fondo} está actualizando los datos de sus afiliados (${d.ronda}) y aún no recibimos los suyos.`,
      `Por favor revise su formulario de actualización de datos y envíelo antes del ${limite}:`,
      '',
      d.enlace,
      '',
      'Hasta que lo envíe, el portal le pedirá actualizar sus datos antes de usar sus módulos.',
    ].join('\n'),
    html:
      `<p>Hola ${escaparHtml(d.nombres)},</p>` +
      `<p>${escaparHtml(d.fondo)} está actualizando los datos de sus afiliados (${escaparHtml(d.ronda)}) y aún no recibimos los suyos.</p>` +
      `<p>Por favor revise su formulario de actualización de datos y envíelo antes del ${escaparHtml(limite)}:</p>` +
      `<p><a href="${escaparHtml(d.enlace)}">Actualizar mis datos</a></p>` +
      '<p>Hasta que lo envíe, el portal le pedirá actualizar sus datos antes de usar sus módulos.</p>',
  };
}
