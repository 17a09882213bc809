import { EVENTO_SESION, esSuperadmin, haySesion, useSesion } from './sesion';
import type { RespuestaLogin } from '@fondo/contrato';

const respuesta = (ultima: string | null, superadmin = false): RespuestaLogin => ({
  access_token: 'tok-1',
  usuario: {
    id_afiliado: 7,
    nombres: 'Ana María',
    apellidos: 'Pérez Gómez',
    foto: null,
    superadmin,
    impersonate: false,
    pgweb_token: 'pg',
    ultima_actualizacion: ultima,
  },
  roles: superadmin ? ['superadmin'] : ['afiliado'],
});

beforeEach(() => {
  useSesion.getState().cerrar();
  sessionStorage.clear();
});

test('iniciar guarda cada campo en su clave de sessionStorage (SPEC 3)', () => {
  useSesion.getState().iniciar(respuesta('2026-01-10'));
  expect(sessionStorage.getItem('access_token')).toBe('tok-1');
  expect(JSON.parse(sessionStorage.getItem('usuario') ?? 'null')).toMatchObject({
    id_afiliado: 7,
    nombres: 'Ana María',
  });
  expect(JSON.parse(sessionStorage.getItem('roles') ?? 'null')).toEqual(['afiliado']);
  expect(sessionStorage.getItem('actualizacion_datos')).toBe('ok');
});

test("actualizacion_datos queda vacío sin ultima_actualizacion y 'ok' al marcar", () => {
  useSesion.getState().iniciar(respuesta(null));
  expect(useSesion.getState().actualizacion_datos).toBe('');
  expect(sessionStorage.getItem('actualizacion_datos')).toBe('');
  useSesion.getState().marcarActualizado();
  expect(sessionStorage.getItem('actualizacion_datos')).toBe('ok');
});

test('actualizarUsuario cambia los campos del usuario y la marca, los guarda y lo anuncia', () => {
  const oyente = jest.fn();
  window.addEventListener(EVENTO_SESION, oyente);
  useSesion.getState().actualizarUsuario({ foto: 9 }, 'ok');
  expect(useSesion.getState().usuario).toBeNull();
  useSesion.getState().iniciar(respuesta(null));
  oyente.mockClear();
  useSesion
    .getState()
    .actualizarUsuario({ nombres: 'Ana', foto: 9, ultima_actualizacion: '2026-11-22T08:00:00Z' }, 'ok');
  const { usuario, actualizacion_datos } = useSesion.getState();
  expect(usuario).toMatchObject({ id_afiliado: 7, nombres: 'Ana', apellidos: 'Pérez Gómez', foto: 9 });
  expect(actualizacion_datos).toBe('ok');
  expect(JSON.parse(sessionStorage.getItem('usuario') ?? '{}')).toMatchObject({ nombres: 'Ana', foto: 9 });
  expect(sessionStorage.getItem('actualizacion_datos')).toBe('ok');
  expect(oyente).toHaveBeenCalledTimes(1);
  window.removeEventListener(EVENTO_SESION, oyente);
});

test('renovarToken reemplaza el token solo si hay sesión', () => {
  useSesion.getState().renovarToken('sin-sesion');
  expect(useSesion.getState().access_token).toBeNull();
  useSesion.getState().iniciar(respuesta(null));
  useSesion.getState().renovarToken('tok-2');
  expect(useSesion.getState().access_token).toBe('tok-2');
  expect(sessionStorage.getItem('access_token')).toBe('tok-2');
});

test('cerrar borra las claves y anuncia el cambio', () => {
  const oyente = jest.fn();
  window.addEventListener(EVENTO_SESION, oyente);
  useSesion.getState().iniciar(respuesta(null));
  useSesion.getState().cerrar();
  window.removeEventListener(EVENTO_SESION, oyente);
  expect(oyente).toHaveBeenCalledTimes(2);
  expect(sessionStorage.getItem('access_token')).toBeNull();
  expect(sessionStorage.getItem('usuario')).toBeNull();
  expect(useSesion.getState().usuario).toBeNull();
});

test('rehidrata la sesión desde sessionStorage', async () => {
  sessionStorage.setItem('access_token', 'guardado');
  sessionStorage.setItem('usuario', JSON.stringify(respuesta(null).usuario));
  sessionStorage.setItem('roles', '["superadmin"]');
  sessionStorage.setItem('actualizacion_datos', 'ok');
  await (useSesion as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate();
  const s = useSesion.getState();
  expect(s.access_token).toBe('guardado');
  expect(s.usuario?.apellidos).toBe('Pérez Gómez');
  expect(esSuperadmin(s)).toBe(true);
  expect(s.actualizacion_datos).toBe('ok');
});

test('esSuperadmin por rol o por la marca del usuario; haySesion por token', () => {
  const u = respuesta(null).usuario;
  expect(esSuperadmin({ roles: ['afiliado'], usuario: u })).toBe(false);
  expect(esSuperadmin({ roles: ['superadmin'], usuario: u })).toBe(true);
  expect(esSuperadmin({ roles: [], usuario: { ...u, superadmin: true } })).toBe(true);
  expect(haySesion({ access_token: null })).toBe(false);
  expect(haySesion({ access_token: '' })).toBe(false);
  expect(haySesion({ access_token: 'x' })).toBe(true);
});
