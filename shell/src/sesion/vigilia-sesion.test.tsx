import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSesion, useVigencia } from '@fondo/runtime';
import { apiFalsa, conSesion, json, montarPortal, ubicacion } from '../pruebas/ayudantes';
import { minutosYSegundos, TITULO_AVISO } from './aviso-vencimiento';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** Un JWT que el navegador lee (iat, exp); la firma no la mira. */
function jwt(segundos: number): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64({ iat: 1000, exp: 1000 + segundos })}.firma`;
}

beforeEach(() => {
  useSesion.getState().cerrar();
  sessionStorage.clear();
});

const dialogo = async () => (await screen.findByText(TITULO_AVISO)).closest<HTMLElement>('[role="dialog"]')!;
/** La sesión vence en `ms` (como si la última renovación fuera hace tiempo). */
const venceEn = (ms: number) => act(() => useVigencia.setState({ vence: Date.now() + ms, renovada: 0 }));

test('minutosYSegundos', () => {
  expect(minutosYSegundos(95_000)).toBe('1:35');
  expect(minutosYSegundos(120_000)).toBe('2:00');
  expect(minutosYSegundos(-5)).toBe('0:00');
});

test("con más de 2 minutos no hay aviso; a 2 minutos, 'Su sesión está por terminar' y 'Seguir conectado' renueva", async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/sesion/renovar' ? json({ access_token: jwt(1800), vence_en: 1800 }) : undefined,
  );
  conSesion();
  montarPortal('/ayuda');
  venceEn(10 * 60 * 1000);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 1100));
  });
  expect(screen.queryByText(TITULO_AVISO)).not.toBeInTheDocument();

  venceEn(90 * 1000);
  const d = await dialogo();
  expect(d).toHaveTextContent(/se cerrará en 1:(29|30)/);
  fireEvent.click(within(d).getByRole('button', { name: 'Seguir conectado' }));
  await waitFor(() => expect(screen.queryByText(TITULO_AVISO)).not.toBeInTheDocument());
  expect(llamadas.filter((l) => l.ruta === '/api/sesion/renovar')).toHaveLength(1);
  expect(useSesion.getState().access_token).toBe(jwt(1800));
  expect(useVigencia.getState().vence).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
});

test("'Salir' en el aviso es una salida deliberada: /logout borra los borradores", async () => {
  apiFalsa((l) => (l.ruta === '/api/logout' ? json({}) : undefined));
  conSesion();
  sessionStorage.setItem('fondo:borrador:5:solicitud-credito', JSON.stringify({ guardado: Date.now(), valores: {} }));
  montarPortal('/ayuda');
  venceEn(60 * 1000);
  fireEvent.click(within(await dialogo()).getByRole('button', { name: 'Salir' }));
  await waitFor(() => expect(useSesion.getState().access_token).toBeNull());
  expect(sessionStorage.getItem('fondo:borrador:5:solicitud-credito')).toBeNull();
});

test('si llega la hora sin respuesta, es un vencimiento: /login con el redirect y los borradores quedan', async () => {
  apiFalsa((l) => (l.ruta === '/api/logout' ? json({ error: 'Token expirado' }, 401) : undefined));
  conSesion();
  sessionStorage.setItem('fondo:borrador:5:solicitud-credito', JSON.stringify({ guardado: Date.now(), valores: {} }));
  montarPortal('/ayuda');
  venceEn(1500);
  await dialogo();
  await waitFor(() => expect(ubicacion()).toBe('/login?redirect=ayuda'), { timeout: 4000 });
  expect(useSesion.getState().access_token).toBeNull();
  expect(sessionStorage.getItem('fondo:borrador:5:solicitud-credito')).not.toBeNull();
});

test('escribir en la página renueva la sesión (una vez por intervalo), sin esperar al aviso', async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/sesion/renovar' ? json({ access_token: jwt(1800), vence_en: 1800 }) : undefined,
  );
  conSesion();
  montarPortal('/ayuda');
  venceEn(20 * 60 * 1000); // la última renovación fue hace 10 min (renovada: 0)
  const campo = document.createElement('input');
  document.body.appendChild(campo);
  // 'change' llega también cuando el aviso quita el foco a un campo editado: no es actividad
  fireEvent.change(campo, { target: { value: 'x' } });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(llamadas.filter((l) => l.ruta === '/api/sesion/renovar')).toHaveLength(0);
  fireEvent.input(campo, { target: { value: 'a' } });
  fireEvent.input(campo, { target: { value: 'ab' } });
  fireEvent.keyDown(campo, { key: 'c' });
  await waitFor(() => expect(llamadas.filter((l) => l.ruta === '/api/sesion/renovar')).toHaveLength(1));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  fireEvent.input(campo, { target: { value: 'abc' } });
  expect(llamadas.filter((l) => l.ruta === '/api/sesion/renovar')).toHaveLength(1);
  campo.remove();
});
