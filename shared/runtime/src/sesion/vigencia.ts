// Vigencia de la sesión en el navegador: cuándo vence el token sin más actividad, y la
// renovación mientras la persona escribe (POST /api/sesion/renovar), a lo sumo una vez cada
// INTERVALO_RENOVACION_MS y solo si hubo actividad desde la última renovación.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { RespuestaRenovarSesion } from '@fondo/contrato';
import { api } from '../api/cliente';
import { useSesion } from './sesion';

/** Entre dos renovaciones por actividad pasan al menos 5 minutos (la sesión dura 30 sin actividad). */
export const INTERVALO_RENOVACION_MS = 5 * 60 * 1000;
/** El aviso 'Su sesión está por terminar' aparece 2 minutos antes. */
export const AVISO_ANTES_MS = 2 * 60 * 1000;
/** Margen por la demora de la red: el navegador da por vencida la sesión un poco antes que el servidor. */
const MARGEN_MS = 5 * 1000;
/** sessionStorage: cuándo vence la sesión y cuándo se renovó (ms de este reloj), para sobrevivir a una recarga. */
const CLAVE_VIGENCIA = 'sesion_vigencia';

/** Segundos de validez (exp - iat) de un JWT, o null si no se puede leer. */
export function duracionDelToken(token: string): number | null {
  const cuerpo = token.split('.')[1];
  if (!cuerpo) return null;
  try {
    const base64 = cuerpo.replace(/-/g, '+').replace(/_/g, '/');
    const c = JSON.parse(atob(base64)) as { iat?: unknown; exp?: unknown };
    if (typeof c.iat !== 'number' || typeof c.exp !== 'number' || c.exp <= c.iat) return null;
    return c.exp - c.iat;
  } catch {
    return null;
  }
}

export interface EstadoVigencia {
  /** Instante (Date.now()) en que vence la sesión sin más actividad; null sin sesión. */
  vence: number | null;
  /** Instante de la última renovación del token (por actividad o por la cabecera `token`). */
  renovada: number;
}

const SIN_VIGENCIA: EstadoVigencia = { vence: null, renovada: 0 };

function leerVigencia(): EstadoVigencia {
  if (typeof window === 'undefined' || !useSesion.getState().access_token) return SIN_VIGENCIA;
  try {
    const v = JSON.parse(window.sessionStorage.getItem(CLAVE_VIGENCIA) ?? 'null') as Partial<EstadoVigencia> | null;
    return {
      vence: typeof v?.vence === 'number' ? v.vence : null,
      renovada: typeof v?.renovada === 'number' ? v.renovada : 0,
    };
  } catch {
    return SIN_VIGENCIA;
  }
}

export const useVigencia: UseBoundStore<StoreApi<EstadoVigencia>> = create<EstadoVigencia>()(() => leerVigencia());

function fijar(vence: number | null, renovada: number): void {
  if (typeof window !== 'undefined') {
    if (vence === null) window.sessionStorage.removeItem(CLAVE_VIGENCIA);
    else window.sessionStorage.setItem(CLAVE_VIGENCIA, JSON.stringify({ vence, renovada }));
  }
  useVigencia.setState({ vence, renovada });
}

/** Cada token nuevo (login, cabecera `token`, otra pestaña) vale su duración desde que llega. */
useSesion.subscribe((s, antes) => {
  if (s.access_token === antes.access_token) return;
  if (!s.access_token) {
    fijar(null, 0);
    return;
  }
  const ahora = Date.now();
  const duracion = duracionDelToken(s.access_token);
  fijar(duracion === null ? null : ahora + duracion * 1000 - MARGEN_MS, ahora);
});

/** POST /api/sesion/renovar: guarda el token nuevo y cuánto vale (menos cerca de las 12 h). */
export async function renovarSesion(): Promise<void> {
  const r = await api.post('sesion/renovar').json<RespuestaRenovarSesion>();
  useSesion.getState().renovarToken(r.access_token);
  const ahora = Date.now();
  if (useSesion.getState().access_token === r.access_token) fijar(ahora + r.vence_en * 1000 - MARGEN_MS, ahora);
}

export interface Renovador {
  /** La persona hizo algo (escribió, eligió, tocó): la sesión se renovará a su debido tiempo. */
  actividad(): void;
  /** Deja de programar renovaciones (al desmontar). */
  detener(): void;
}

export interface OpcionesRenovador {
  renovar: () => Promise<void>;
  /** ¿Hay sesión? */
  conSesion: () => boolean;
  /** Instante de la última renovación del token. */
  ultimaRenovacion: () => number;
  ahora?: () => number;
  intervalo?: number;
}

/**
 * Renovación por actividad, con freno: la primera actividad tras INTERVALO_RENOVACION_MS desde la
 * última renovación renueva en el acto; una actividad antes de eso deja una renovación programada
 * para cuando se cumpla el intervalo (una sola). Sin actividad, nada.
 */
export function crearRenovador(o: OpcionesRenovador): Renovador {
  const ahora = o.ahora ?? Date.now;
  const intervalo = o.intervalo ?? INTERVALO_RENOVACION_MS;
  let programada: ReturnType<typeof setTimeout> | null = null;
  let enCurso = false;
  let ultimaActividad = 0;

  function renovar(): void {
    if (enCurso || !o.conSesion()) return;
    // una renovación (p. ej. por la cabecera de otra llamada) posterior a la actividad ya la cubrió
    if (o.ultimaRenovacion() >= ultimaActividad) return;
    enCurso = true;
    // si falla, el 'Token expirado' lleva al logout; cualquier otro error deja la sesión como estaba
    void o
      .renovar()
      .catch(() => undefined)
      .finally(() => {
        enCurso = false;
      });
  }

  return {
    actividad() {
      if (!o.conSesion()) return;
      ultimaActividad = ahora();
      if (programada !== null) return;
      const espera = o.ultimaRenovacion() + intervalo - ultimaActividad;
      if (espera <= 0) {
        renovar();
        return;
      }
      programada = setTimeout(() => {
        programada = null;
        renovar();
      }, espera);
    },
    detener() {
      if (programada !== null) clearTimeout(programada);
      programada = null;
    },
  };
}
