import { useSesion, type EstadoSesion } from '@fondo/runtime';

/**
 * La sesión vive en sessionStorage (SPEC 3), que es de cada pestaña. Para que una pestaña nueva
 * del portal (un enlace abierto aparte) no pida iniciar sesión otra vez, al arrancar sin sesión
 * pregunta por un BroadcastChannel del mismo origen y adopta la sesión de otra pestaña abierta.
 * Salir y la renovación del token se avisan igual a las pestañas que comparten esa sesión.
 */
type Datos = Pick<EstadoSesion, 'access_token' | 'usuario' | 'roles' | 'actualizacion_datos'>;

export type MensajeSesion =
  | { tipo: 'pedir'; id: string }
  | { tipo: 'dar'; id: string; datos: Datos }
  | { tipo: 'cerrar'; token: string }
  | { tipo: 'token'; anterior: string; nuevo: string };

export interface CanalSesion {
  postMessage(m: MensajeSesion): void;
  onmessage: ((ev: { data: MensajeSesion }) => void) | null;
}

function datosDe(s: EstadoSesion): Datos {
  return {
    access_token: s.access_token,
    usuario: s.usuario,
    roles: s.roles,
    actualizacion_datos: s.actualizacion_datos,
  };
}

/** Resuelve cuando la pestaña ya tiene su sesión o nadie respondió en `espera` ms. */
export function compartirSesionEntrePestanas(o: { canal?: CanalSesion; espera?: number } = {}): Promise<void> {
  const canal =
    o.canal ??
    (typeof BroadcastChannel === 'function' ? (new BroadcastChannel('fondo-sesion') as unknown as CanalSesion) : null);
  if (!canal) return Promise.resolve();
  const miPedido = Math.random().toString(36).slice(2);
  let listo: () => void = () => undefined;
  const adoptada = new Promise<void>((ok) => {
    listo = ok;
  });

  canal.onmessage = ({ data: m }) => {
    const s = useSesion.getState();
    // Una sesión abierta como otro afiliado es solo de su pestaña: no se presta.
    if (m.tipo === 'pedir' && s.access_token && !s.usuario?.impersonate)
      canal.postMessage({ tipo: 'dar', id: m.id, datos: datosDe(s) });
    else if (m.tipo === 'dar' && m.id === miPedido && !s.access_token && m.datos.access_token) {
      useSesion.setState(m.datos);
      listo();
    } else if (m.tipo === 'cerrar' && s.access_token === m.token) s.cerrar();
    else if (m.tipo === 'token' && s.access_token === m.anterior) s.renovarToken(m.nuevo);
  };

  useSesion.subscribe((s, antes) => {
    if (antes.access_token && !s.access_token) canal.postMessage({ tipo: 'cerrar', token: antes.access_token });
    else if (
      antes.access_token &&
      s.access_token &&
      antes.access_token !== s.access_token &&
      antes.usuario?.id_afiliado === s.usuario?.id_afiliado
    ) {
      canal.postMessage({ tipo: 'token', anterior: antes.access_token, nuevo: s.access_token });
    }
  });

  if (useSesion.getState().access_token) return Promise.resolve();
  canal.postMessage({ tipo: 'pedir', id: miPedido });
  return Promise.race([adoptada, new Promise<void>((ok) => setTimeout(ok, o.espera ?? 200))]);
}
