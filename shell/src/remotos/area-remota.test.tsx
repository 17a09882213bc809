import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSesion, Route, Routes } from '@fondo/runtime';
import { apiFalsa, conSesion, json, montarPortal } from '../pruebas/ayudantes';
import { REMOTOS } from '@fondo/portal/manifiesto';
import { reiniciarCargador } from './cargador';
import { remotoDeRuta } from './tabla';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const cargar = loadRemote as jest.Mock;
const registrar = registerRemotes as jest.Mock;

function RutasFalsas() {
  return (
    <Routes>
      <Route path="inicio" element={<h1>Mis Productos</h1>} />
      <Route path="ahorro" element={<h1>Ahorro</h1>} />
    </Routes>
  );
}

const LISTA = { mfe_productos: '/remotes/mfe-productos/mf-manifest.json' };

beforeEach(() => {
  reiniciarCargador();
  useSesion.getState().cerrar();
  conSesion();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('la tabla de SPEC 2.1 asigna cada ruta a su remoto', () => {
  const casos: [string, string | null][] = [
    ['/inicio', 'mfe_productos'],
    ['/certificaciones', 'mfe_productos'],
    ['/solicitudes-credito/user', 'mfe_solicitudes'],
    ['/solicitud-credito', 'mfe_solicitudes'],
    ['/solicitud-credito/12', 'mfe_solicitudes'],
    ['/simulador', 'mfe_solicitudes'],
    ['/actualizacion', 'mfe_actualizacion'],
    ['/actualizacion/42', 'mfe_actualizacion'],
    ['/mensajes', 'mfe_mensajes'],
    ['/mensaje/nuevo', 'mfe_mensajes'],
    ['/admin/afiliados', 'mfe_admin'],
    ['/admin', 'mfe_admin'],
    ['/ayuda', null],
    ['/login', null],
    ['/', null],
    ['/ahorros', null],
    // Una subruta desconocida de un remoto la resuelve él, con la página 404 del portal.
    ['/ahorro/otra', 'mfe_productos'],
    ['/actualizacion/1/x', 'mfe_actualizacion'],
  ];
  for (const [ruta, remoto] of casos) expect(remotoDeRuta(ruta)?.remoto ?? null).toBe(remoto);
});

test('la tabla sale del manifiesto: cada patrón de cada remoto lleva a ese remoto, con su título', () => {
  for (const r of REMOTOS) {
    for (const { patron } of r.rutas) {
      const ruta = patron.replace(/\/:[a-z]+\?$/, '').replace(/:[a-z]+/g, '7');
      expect({ ruta, remoto: remotoDeRuta(ruta)?.remoto, titulo: remotoDeRuta(ruta)?.titulo }).toEqual({
        ruta,
        remoto: r.nombre,
        titulo: r.titulo,
      });
    }
  }
});

test('carga el remoto de remotes.json y monta sus rutas relativas desde la raíz', async () => {
  apiFalsa((l) => (l.ruta === '/remotes.json' ? json(LISTA) : undefined));
  cargar.mockResolvedValue({ default: RutasFalsas });
  montarPortal('/inicio');
  expect(await screen.findByRole('heading', { name: 'Mis Productos' })).toBeInTheDocument();
  expect(registrar).toHaveBeenCalledWith([{ name: 'mfe_productos', entry: LISTA.mfe_productos }], { force: false });
  expect(cargar).toHaveBeenCalledWith('mfe_productos/routes');
});

test('la página abierta se descarga antes de dibujar el remoto (precargarRuta): sin indicador dentro de él', async () => {
  window.history.pushState({}, '', '/inicio');
  try {
    let soltar: () => void = () => undefined;
    const precargarRuta = jest.fn(
      () =>
        new Promise<void>((ok) => {
          soltar = ok;
        }),
    );
    apiFalsa((l) => (l.ruta === '/remotes.json' ? json(LISTA) : undefined));
    cargar.mockResolvedValue({ default: Object.assign(() => <RutasFalsas />, { precargarRuta }) });
    montarPortal('/inicio');
    await waitFor(() => expect(precargarRuta).toHaveBeenCalledWith('/inicio'));
    // mientras llega la página, el área sigue en su indicador y el remoto no se dibuja
    expect(screen.queryByRole('heading', { name: 'Mis Productos' })).not.toBeInTheDocument();
    act(() => soltar());
    expect(await screen.findByRole('heading', { name: 'Mis Productos' })).toBeInTheDocument();
    expect(precargarRuta).toHaveBeenCalledTimes(1);
  } finally {
    window.history.pushState({}, '', '/');
  }
});

test('si el remoto falla: aviso en español con Reintentar, la barra sigue; al reintentar carga', async () => {
  apiFalsa((l) => (l.ruta === '/remotes.json' ? json(LISTA) : undefined));
  cargar.mockRejectedValueOnce(new Error('ScriptNetworkError'));
  montarPortal('/inicio');
  expect(await screen.findByText('No se pudo cargar este módulo')).toBeInTheDocument();
  expect(screen.getByText(/no está disponible en este momento/)).toBeInTheDocument();
  expect(within(screen.getByRole('navigation')).getByText('Productos')).toBeInTheDocument();

  cargar.mockResolvedValueOnce({ default: RutasFalsas });
  // act con una promesa: React vacía también lo que el evento deja en microtareas
  await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))));
  expect(await screen.findByRole('heading', { name: 'Mis Productos' })).toBeInTheDocument();
  // El reintento vuelve a registrar el remoto (force) con la URL del manifiesto marcada.
  const ultimo = registrar.mock.calls.at(-1) as [{ name: string; entry: string }[], { force: boolean }];
  expect(ultimo[0][0]!.entry).toMatch(/^\/remotes\/mfe-productos\/mf-manifest\.json\?reintento=\d+$/);
  expect(ultimo[1]).toEqual({ force: true });
});

test('un remoto construido contra otra versión mayor del runtime: aviso con Reintentar y la consola nombra ambas versiones', async () => {
  apiFalsa((l) => (l.ruta === '/remotes.json' ? json(LISTA) : undefined));
  // Lo que lanza el runtime de Module Federation 2.9 con singleton + strictVersion
  // (shared/webpack/federacion.test.js lo comprueba con el runtime real).
  cargar.mockRejectedValueOnce(
    new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @fondo/runtime does not satisfy the requirement of mfe_productos which needs ^2.0.0)',
    ),
  );
  const consola = console.error as jest.Mock;
  montarPortal('/inicio');
  expect(await screen.findByText('No se pudo cargar este módulo')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  const mensajes = consola.mock.calls.flat().map((x: unknown) => (x instanceof Error ? x.message : String(x)));
  expect(mensajes.some((m) => m.includes('mfe_productos') && m.includes('1.0.0') && m.includes('^2.0.0'))).toBe(true);
});

/** Adelanta el reloj de Date.now (la vigencia de la lista de remotos). */
let reloj: jest.SpyInstance<number, []> | null = null;
function pasarSegundos(s: number): void {
  const ahora = Date.now() + s * 1000;
  reloj = jest.spyOn(Date, 'now').mockReturnValue(ahora);
}
afterEach(() => {
  reloj?.mockRestore();
  reloj = null;
});

test('otra versión publicada en remotes.json: la siguiente entrada al remoto la registra (force) y la carga', async () => {
  let lista: Record<string, string> = { mfe_productos: '/remotes/mfe-productos/aaaaaaaaaaaa/mf-manifest.json' };
  apiFalsa((l) => (l.ruta === '/remotes.json' ? json(lista) : undefined));
  function RutasNuevas() {
    return <h1>Versión nueva</h1>;
  }
  cargar.mockResolvedValueOnce({ default: RutasFalsas }).mockResolvedValueOnce({ default: RutasNuevas });
  montarPortal('/inicio');
  expect(await screen.findByRole('heading', { name: 'Mis Productos' })).toBeInTheDocument();
  cleanup();

  // Misma entrada: no se vuelve a cargar nada.
  montarPortal('/ahorro');
  expect(await screen.findByRole('heading', { name: 'Ahorro' })).toBeInTheDocument();
  await waitFor(() => expect(registrar).toHaveBeenCalledTimes(1));
  cleanup();

  lista = { mfe_productos: '/remotes/mfe-productos/bbbbbbbbbbbb/mf-manifest.json' };
  // remotes.json se relee cuando la última lectura tiene más de 5 s
  pasarSegundos(6);
  // Los chunks de la versión anterior (mismos ids) no deben pasar por cargados para la nueva.
  const global = globalThis as Record<string, unknown>;
  global.webpackChunkmfe_productos = [[[515], {}]];
  montarPortal('/inicio');
  expect(await screen.findByRole('heading', { name: 'Versión nueva' })).toBeInTheDocument();
  expect(registrar).toHaveBeenLastCalledWith([{ name: 'mfe_productos', entry: lista.mfe_productos }], { force: true });
  expect(cargar).toHaveBeenCalledTimes(2);
  expect(global.webpackChunkmfe_productos).toBeUndefined();
});

test('remotes.json caído después de cargar el remoto: se sigue usando la versión cargada', async () => {
  let caido = false;
  apiFalsa((l) => (l.ruta === '/remotes.json' ? (caido ? new Response('', { status: 502 }) : json(LISTA)) : undefined));
  cargar.mockResolvedValue({ default: RutasFalsas });
  montarPortal('/inicio');
  expect(await screen.findByRole('heading', { name: 'Mis Productos' })).toBeInTheDocument();
  cleanup();
  caido = true;
  pasarSegundos(6);
  montarPortal('/ahorro');
  expect(await screen.findByRole('heading', { name: 'Ahorro' })).toBeInTheDocument();
  await new Promise((ok) => setTimeout(ok, 50));
  expect(screen.queryByText('No se pudo cargar este módulo')).not.toBeInTheDocument();
});

test('un remoto que no está en remotes.json muestra el aviso', async () => {
  apiFalsa((l) => (l.ruta === '/remotes.json' ? json(LISTA) : undefined));
  montarPortal('/simulador');
  expect(await screen.findByText('No se pudo cargar este módulo')).toBeInTheDocument();
  expect(screen.getByText(/Solicitudes de crédito no está disponible/)).toBeInTheDocument();
  expect(cargar).not.toHaveBeenCalled();
});

test('sin remotes.json también hay aviso, y un reintento lo vuelve a pedir', async () => {
  let disponible = false;
  const llamadas = apiFalsa((l) =>
    l.ruta === '/remotes.json' ? (disponible ? json(LISTA) : new Response('', { status: 404 })) : undefined,
  );
  cargar.mockResolvedValue({ default: RutasFalsas });
  montarPortal('/ahorro');
  expect(await screen.findByText('No se pudo cargar este módulo')).toBeInTheDocument();
  disponible = true;
  await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))));
  expect(await screen.findByRole('heading', { name: 'Ahorro' })).toBeInTheDocument();
  expect(llamadas.filter((l) => l.ruta === '/remotes.json')).toHaveLength(2);
});

test('un error al dibujar el remoto queda contenido en su área', async () => {
  apiFalsa((l) => (l.ruta === '/remotes.json' ? json(LISTA) : undefined));
  function Roto(): never {
    throw new Error('fallo al dibujar');
  }
  cargar.mockResolvedValue({ default: Roto });
  montarPortal('/inicio');
  expect(await screen.findByText('No se pudo cargar este módulo')).toBeInTheDocument();
  expect(screen.getByRole('navigation')).toBeInTheDocument();
});

test('rutas desconocidas: Página no encontrada', async () => {
  apiFalsa();
  montarPortal('/no-existe');
  expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Página no encontrada · Fondo'));
});
