import type { RespuestaLogin } from '@fondo/contrato';
import { useSesion } from './sesion';
import { crearRenovador, duracionDelToken, INTERVALO_RENOVACION_MS, useVigencia } from './vigencia';

const MIN = 60 * 1000;

/** Un JWT sin firma válida (el navegador no la comprueba: solo lee iat y exp). */
function jwt(iat: number, exp: number): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id_afiliado: 7, iat, exp })}.firma`;
}

const login = (token: string): RespuestaLogin => ({
  access_token: token,
  usuario: {
    id_afiliado: 7,
    nombres: 'Ana',
    apellidos: 'Pérez',
    foto: null,
    superadmin: false,
    impersonate: false,
    pgweb_token: 'pg',
    ultima_actualizacion: null,
  },
  roles: ['afiliado'],
});

beforeEach(() => {
  useSesion.getState().cerrar();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('duracionDelToken lee exp - iat; un texto que no es JWT da null', () => {
  expect(duracionDelToken(jwt(1000, 2800))).toBe(1800);
  expect(duracionDelToken('tok-1')).toBeNull();
  expect(duracionDelToken('a.%%%.c')).toBeNull();
});

test('un token nuevo fija cuándo vence la sesión (su duración desde que llega) y salir lo borra', () => {
  jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
  useSesion.getState().iniciar(login(jwt(1, 1801)));
  const { vence, renovada } = useVigencia.getState();
  expect(renovada).toBe(Date.now());
  // 30 min menos el margen de la red
  expect(vence).toBeGreaterThan(Date.now() + 29 * MIN);
  expect(vence).toBeLessThanOrEqual(Date.now() + 30 * MIN);
  // sobrevive a una recarga de la página
  expect(JSON.parse(sessionStorage.getItem('sesion_vigencia') ?? 'null')).toEqual({ vence, renovada });
  useSesion.getState().cerrar();
  expect(useVigencia.getState().vence).toBeNull();
  expect(sessionStorage.getItem('sesion_vigencia')).toBeNull();
});

describe('renovación por actividad', () => {
  function preparar(ultima: number) {
    let renovadaEn = ultima;
    const renovar = jest.fn(() => {
      renovadaEn = Date.now();
      return Promise.resolve();
    });
    const r = crearRenovador({ renovar, conSesion: () => true, ultimaRenovacion: () => renovadaEn });
    return { r, renovar, marcarRenovada: () => (renovadaEn = Date.now()) };
  }

  test('sin actividad no se renueva nunca', () => {
    jest.useFakeTimers({ now: 0 });
    const { renovar } = preparar(0);
    jest.advanceTimersByTime(60 * MIN);
    expect(renovar).not.toHaveBeenCalled();
  });

  test('a lo sumo una vez cada 5 minutos, y la actividad dentro del intervalo se renueva al cumplirse', async () => {
    jest.useFakeTimers({ now: 10 * MIN });
    const { r, renovar } = preparar(0);
    r.actividad(); // pasaron 10 min desde la última: ya
    expect(renovar).toHaveBeenCalledTimes(1);
    // escribir mucho durante 1 minuto: ninguna llamada más por ahora
    for (let i = 0; i < 60; i++) {
      await jest.advanceTimersByTimeAsync(1000);
      r.actividad();
    }
    expect(renovar).toHaveBeenCalledTimes(1);
    // al cumplirse los 5 minutos, una sola renovación por toda esa actividad
    await jest.advanceTimersByTimeAsync(INTERVALO_RENOVACION_MS - 60 * 1000);
    expect(renovar).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(30 * MIN);
    expect(renovar).toHaveBeenCalledTimes(2);
    r.detener();
  });

  test('si otra llamada ya renovó el token después de la actividad, no se pide otra', () => {
    jest.useFakeTimers({ now: 0 });
    const { r, renovar, marcarRenovada } = preparar(0);
    jest.advanceTimersByTime(1 * MIN);
    r.actividad(); // programada para el minuto 5
    jest.advanceTimersByTime(1 * MIN);
    marcarRenovada(); // la cabecera `token` de una consulta renovó en el minuto 2
    jest.advanceTimersByTime(5 * MIN);
    expect(renovar).not.toHaveBeenCalled();
    r.detener();
  });

  test('sin sesión la actividad no cuenta', () => {
    jest.useFakeTimers({ now: 10 * MIN });
    const renovar = jest.fn(() => Promise.resolve());
    const r = crearRenovador({ renovar, conSesion: () => false, ultimaRenovacion: () => 0 });
    r.actividad();
    jest.advanceTimersByTime(10 * MIN);
    expect(renovar).not.toHaveBeenCalled();
  });
});
