// Solicitudes de crédito y mensajes demo.
import { APELLIDOS, ASUNTOS, BANCOS, DESTINOS, NOMBRES_HOMBRE } from './catalogos.js';
import { fecha, instante, sumarDias } from './fechas.js';
import type { SolicitudDemo, MensajeDemo, ContextoDemo } from './tipos.js';
import {
  TIPOS_CREDITO,
  TC_LIBRE,
  TC_EDUCATIVO,
  TC_CALAMIDAD,
  TC_CARTERA,
  TC_PRIMA,
  pesos,
  redondear,
} from './reglas.js';

/** Solicitudes de crédito en cada estado y mensajes de Contáctenos (con y sin respuesta). */
export function generarSolicitudesYMensajes(contexto: ContextoDemo): {
  solicitudes: SolicitudDemo[];
  mensajes: MensajeDemo[];
} {
  const { azar, totalAfiliados } = contexto;
  // Solicitudes de crédito: algunas en cada estado (la cuenta 1000000001 tiene una pendiente y una aprobada).
  const solicitudes: SolicitudDemo[] = [];
  const estados = ['PENDIENTE', 'APROBADA', 'NO APROBADA'] as const;
  const candidatos = [
    1,
    1,
    ...Array.from({ length: 10 }, (_, k) => 4 + ((k * 37) % Math.max(1, totalAfiliados - 4))),
  ].filter((i) => i < totalAfiliados);
  candidatos.forEach((i, k) => {
    const estado = i === 1 ? (k === 0 ? 'PENDIENTE' : 'APROBADA') : (estados[k % 3] ?? 'PENDIENTE');
    const tipo = azar.elegir([TC_LIBRE, TC_EDUCATIVO, TC_CALAMIDAD, TC_CARTERA, TC_PRIMA]);
    const tc = TIPOS_CREDITO[tipo];
    const cuotas = Math.min(tc?.plazo_maximo ?? 12, azar.elegir([6, 12, 24, 36]));
    const dia = fecha(2026, azar.entero(8, 11), azar.entero(1, 20));
    const codeudor = azar.probabilidad(0.3);
    const revisada = estado !== 'PENDIENTE';
    solicitudes.push({
      afiliado: i,
      tipo,
      valor: pesos(redondear(1_000_000 + azar.siguiente() * 19_000_000, 500_000) * 100),
      destino: azar.elegir(DESTINOS),
      cuotas,
      desde_mes: azar.entero(1, 12),
      descuento_ahorro: azar.probabilidad(0.2),
      descuento_prima: azar.probabilidad(0.3),
      numero_cuenta: azar.digitos(11),
      tipo_cuenta: azar.probabilidad(0.85) ? 'Ahorros' : 'Corriente',
      banco: azar.elegir(BANCOS),
      codeudor,
      codeudor_nombre: codeudor
        ? `${azar.elegir(NOMBRES_HOMBRE)} ${azar.elegir(APELLIDOS)} ${azar.elegir(APELLIDOS)}`
        : null,
      codeudor_documento: codeudor ? `${azar.elegir(['79', '80', '52'])}${azar.digitos(6)}` : null,
      estado,
      observaciones:
        estado === 'APROBADA'
          ? 'Aprobada por el comité de crédito. Desembolso en los próximos cinco días hábiles.'
          : estado === 'NO APROBADA'
            ? 'La capacidad de descuento por nómina no alcanza para la cuota solicitada.'
            : null,
      revisado_por: revisada ? 0 : null,
      fecha_revision: revisada ? instante(sumarDias(dia, 3), 10, 30) : null,
      fecha: instante(dia, 9 + (k % 8), 15),
    });
  });

  // Mensajes (Contáctenos): hilos con y sin respuesta del fondo.
  const mensajes: MensajeDemo[] = [];
  const autoresHilo = [1, 1, 2, 3, ...Array.from({ length: 4 }, (_, k) => 5 + k * 11)].filter(
    (i) => i < totalAfiliados,
  );
  autoresHilo.forEach((i, k) => {
    const [asunto, texto, respuesta] = ASUNTOS[k % ASUNTOS.length] ?? ASUNTOS[0];
    const dia = fecha(2026, azar.entero(9, 11), azar.entero(1, 18));
    const creado = instante(dia, 8 + k, 10);
    const idx = mensajes.length;
    const respondido = respuesta !== null && k % 4 !== 1;
    const respuestaEn = instante(sumarDias(dia, 1), 11, 5);
    mensajes.push({
      padre: null,
      afiliado: i,
      autor: i,
      asunto,
      texto,
      creado,
      estado: respondido ? 1 : 0,
      ultima_actualizacion: respondido ? respuestaEn : creado,
      actualizado_por: respondido ? 0 : i,
    });
    if (respondido) {
      mensajes.push({
        padre: idx,
        afiliado: i,
        autor: 0,
        asunto: `RE: ${asunto}`,
        texto: respuesta,
        creado: respuestaEn,
        estado: 1,
        ultima_actualizacion: respuestaEn,
        actualizado_por: 0,
      });
    }
  });

  return { solicitudes, mensajes };
}
