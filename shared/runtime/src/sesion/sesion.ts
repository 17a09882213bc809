import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { RespuestaLogin, Rol, UsuarioSesion } from '@fondo/contrato';

export interface EstadoSesion {
  access_token: string | null;
  usuario: UsuarioSesion | null;
  roles: Rol[];
  actualizacion_datos: 'ok' | '';
  // Acciones como propiedades: no usan `this` y se toman sueltas (useSesion((s) => s.cerrar)).
  iniciar: (r: RespuestaLogin) => void;
  cerrar: () => void;
  renovarToken: (t: string) => void;
  marcarActualizado: () => void;
  /** Tras guardar sus datos (SPEC 4): los campos del usuario que cambiaron y la marca de actualización. */
  actualizarUsuario: (cambios: Partial<UsuarioSesion>, actualizacion_datos?: 'ok' | '') => void;
}

type DatosSesion = Pick<EstadoSesion, 'access_token' | 'usuario' | 'roles' | 'actualizacion_datos'>;

/** Evento de ventana que anuncia el cambio de estado de la sesión (SPEC 4). */
export const EVENTO_SESION = 'fondo:sesion';

const VACIA: DatosSesion = { access_token: null, usuario: null, roles: [], actualizacion_datos: '' };

function leerJson<T>(texto: string | null, porDefecto: T): T {
  if (texto === null || texto === '') return porDefecto;
  try {
    return JSON.parse(texto) as T;
  } catch {
    return porDefecto;
  }
}

/** Cada campo en su propia clave de sessionStorage, con los nombres de SPEC 3. */
const almacenPorClaves: PersistStorage<DatosSesion> = {
  getItem(): StorageValue<DatosSesion> | null {
    const s = window.sessionStorage;
    const token = s.getItem('access_token');
    if (!token) return null;
    return {
      version: 0,
      state: {
        access_token: token,
        usuario: leerJson<UsuarioSesion | null>(s.getItem('usuario'), null),
        roles: leerJson<Rol[]>(s.getItem('roles'), []),
        actualizacion_datos: s.getItem('actualizacion_datos') === 'ok' ? 'ok' : '',
      },
    };
  },
  setItem(_nombre, valor) {
    const s = window.sessionStorage;
    const e = valor.state;
    if (!e.access_token) {
      for (const k of ['access_token', 'usuario', 'roles', 'actualizacion_datos']) s.removeItem(k);
      return;
    }
    s.setItem('access_token', e.access_token);
    s.setItem('usuario', JSON.stringify(e.usuario));
    s.setItem('roles', JSON.stringify(e.roles));
    s.setItem('actualizacion_datos', e.actualizacion_datos);
  },
  removeItem() {
    for (const k of ['access_token', 'usuario', 'roles', 'actualizacion_datos']) window.sessionStorage.removeItem(k);
  },
};

function anunciar(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENTO_SESION));
}

export const useSesion: UseBoundStore<StoreApi<EstadoSesion>> = create<EstadoSesion>()(
  persist(
    (set) => ({
      ...VACIA,
      iniciar(r) {
        set({
          access_token: r.access_token,
          usuario: r.usuario,
          roles: r.roles,
          // SPEC 5 y la ronda de actualización abierta: la que aún no envió también pide actualizar
          actualizacion_datos: r.usuario.ultima_actualizacion && !r.usuario.ronda_actualizacion ? 'ok' : '',
        });
        anunciar();
      },
      cerrar() {
        set({ ...VACIA });
        anunciar();
      },
      renovarToken(t) {
        set((e) => (e.access_token ? { access_token: t } : e));
      },
      marcarActualizado() {
        set({ actualizacion_datos: 'ok' });
      },
      actualizarUsuario(cambios, actualizacion_datos) {
        set((e) =>
          e.usuario
            ? {
                usuario: { ...e.usuario, ...cambios },
                actualizacion_datos: actualizacion_datos ?? e.actualizacion_datos,
              }
            : e,
        );
        anunciar();
      },
    }),
    {
      name: 'sesion',
      storage: almacenPorClaves,
      partialize: (e) => ({
        access_token: e.access_token,
        usuario: e.usuario,
        roles: e.roles,
        actualizacion_datos: e.actualizacion_datos,
      }),
    },
  ),
);

export function esSuperadmin(s: Pick<EstadoSesion, 'roles' | 'usuario'>): boolean {
  return s.roles.includes('superadmin') || s.usuario?.superadmin === true;
}

export function haySesion(s: Pick<EstadoSesion, 'access_token'>): boolean {
  return typeof s.access_token === 'string' && s.access_token !== '';
}
