// Solo para pruebas: mensajes de ejemplo.
import type { HiloMensaje, Mensaje } from '@fondo/contrato';

export function mensaje(o: Partial<Mensaje> = {}): Mensaje {
  return {
    id_mensaje: 12,
    id_mensaje_padre: null,
    asunto: 'Consulta de saldo',
    texto: '<p>Hola</p>',
    creado: '2026-11-01T14:05:00.000Z',
    estado: 0,
    ultima_actualizacion: '2026-11-02T10:00:00.000Z',
    actualizado_por: 'Ana María Pérez Gómez',
    id_afiliado: 7,
    afiliado_nombre: 'Ana María Pérez Gómez',
    afiliado_foto: null,
    autor_nombre: 'Ana María Pérez Gómez',
    adjuntos: [],
    infoAdjuntos: [],
    ...o,
  };
}

export function hilo(respuestas: Partial<Mensaje>[] = [], o: Partial<Mensaje> = {}): HiloMensaje {
  const raiz = mensaje(o);
  return {
    mensaje: raiz,
    respuestas: respuestas.map((r, i) =>
      mensaje({
        ...raiz,
        id_mensaje: raiz.id_mensaje + i + 1,
        id_mensaje_padre: raiz.id_mensaje,
        asunto: `RE: ${raiz.asunto}`,
        ...r,
      }),
    ),
  };
}
