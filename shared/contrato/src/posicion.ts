// Revisión de una solicitud: la cuota de la solicitud con la tasa de su tipo y la parte
// del salario que toman las cuotas (la de la solicitud y todas las mensuales), en centavos enteros; y cómo
// se nombra cada paso del historial de estados. Las mismas en la API (que responde las cifras) y la pantalla.
import type { CambioEstadoSolicitud, CuotaSalario } from './esquemas/posicion';
import type { Periodicidad } from './esquemas/productos';
import { aCentavos, cuotaCredito } from './simulador';

/** Cuántas solicitudes anteriores lista la posición (las más recientes). */
export const MAXIMO_SOLICITUDES_ANTERIORES = 20;

export const TEXTO_SIN_SALARIO = 'Sin salario registrado';
export const TEXTO_CUOTA_SEMESTRAL = 'Cuota semestral: se descuenta de la prima, no del salario mensual';
export const TEXTO_RADICADA = 'Radicada';
/** Quién, para el afiliado, cuando el cambio lo hizo el personal del fondo (SPEC 6: no ve al revisor). */
export const TEXTO_EL_FONDO = 'El fondo';

/** Cuota fija de lo pedido con la tasa del tipo (la del simulador); 0 si faltan valor o cuotas. */
export function cuotaDeLaSolicitud(
  s: { valor: number; cuotas: number },
  tipo: { tasa: number; periodicidad: Periodicidad },
): number {
  if (!(s.valor > 0) || !(s.cuotas >= 1) || !Number.isInteger(s.cuotas)) return 0;
  return cuotaCredito({ valor: s.valor, cuotas: s.cuotas, tasa: tipo.tasa, periodicidad: tipo.periodicidad });
}

/** cuota / salario como fracción con 4 decimales (0.1234 = 12.34 %); null sin salario positivo. */
export function parteDelSalario(cuota: number, salario: number | null): number | null {
  if (salario === null || !(aCentavos(salario) > 0)) return null;
  return Math.round((aCentavos(cuota) * 10_000) / aCentavos(salario)) / 10_000;
}

/**
 * La cuota frente al salario: la de la solicitud sola y sumada a las cuotas mensuales vigentes. Una
 * solicitud semestral se paga de la prima: no suma a las mensuales ni se compara con el salario.
 */
export function cuotaSobreSalario(e: {
  salario: number | null;
  cuota_solicitud: number;
  periodicidad_solicitud: Periodicidad;
  cuotas_vigentes: number;
}): CuotaSalario {
  const mensual = e.periodicidad_solicitud === 'mensual';
  const cuota_total = (aCentavos(e.cuotas_vigentes) + (mensual ? aCentavos(e.cuota_solicitud) : 0)) / 100;
  return {
    salario: e.salario,
    cuota_solicitud: e.cuota_solicitud,
    periodicidad_solicitud: e.periodicidad_solicitud,
    cuotas_vigentes: e.cuotas_vigentes,
    cuota_total,
    parte_solicitud: mensual ? parteDelSalario(e.cuota_solicitud, e.salario) : null,
    parte_total: parteDelSalario(cuota_total, e.salario),
  };
}

/** 'Radicada' o 'PENDIENTE → APROBADA'. */
export function textoCambioEstado(c: Pick<CambioEstadoSolicitud, 'estado_anterior' | 'estado_nuevo'>): string {
  return c.estado_anterior === null ? TEXTO_RADICADA : `${c.estado_anterior} → ${c.estado_nuevo}`;
}

/** Quién hizo el cambio, como se muestra: su nombre, o 'El fondo' si la API no lo da (afiliado). */
export function quienDelCambio(c: Pick<CambioEstadoSolicitud, 'quien'>): string {
  return c.quien?.trim() || TEXTO_EL_FONDO;
}
