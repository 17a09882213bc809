// Ayudantes de las pruebas de la shell: el portal completo en un MemoryRouter y una API falsa.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { crearClienteConsultas, useSesion, QueryClientProvider, MemoryRouter, useLocation } from '@fondo/runtime';
import { AvisosDeError, ProveedoresFondo } from '@fondo/ui';
import { type ConfiguracionPortal, type RespuestaLogin, type UsuarioSesion } from '@fondo/contrato';
import { Marco } from '../app/marco';

export const CONFIGURACION: ConfiguracionPortal = {
  sitio_colegio: 'https://colegio.ejemplo.co/',
  hosts_redireccion: ['amigo.ejemplo.co'],
};

export function usuario(cambios: Partial<UsuarioSesion> = {}): UsuarioSesion {
  return {
    id_afiliado: 5,
    nombres: 'Marta Lucía',
    apellidos: 'Gómez Restrepo',
    foto: null,
    superadmin: false,
    impersonate: false,
    pgweb_token: 'pg.tok',
    ultima_actualizacion: '2026-01-01',
    ...cambios,
  };
}

export function respuestaLogin(cambios: Partial<UsuarioSesion> = {}): RespuestaLogin {
  const u = usuario(cambios);
  return { access_token: 'acceso-1', usuario: u, roles: u.superadmin ? ['superadmin'] : ['afiliado'] };
}

export function conSesion(cambios: Partial<UsuarioSesion> = {}): void {
  useSesion.getState().iniciar(respuestaLogin(cambios));
}

export interface Llamada {
  metodo: string;
  ruta: string;
  cuerpo: string;
  tipo: string | null;
  autorizacion: string | null;
}

type Manejador = (l: Llamada) => Response | Promise<Response> | undefined;

export const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

/** Sustituye fetch: /api/configuracion y /remotes.json por defecto, lo demás según el manejador (404 si no). */
export function apiFalsa(manejador: Manejador = () => undefined): Llamada[] {
  const llamadas: Llamada[] = [];
  globalThis.fetch = jest.fn(async (entrada: RequestInfo | URL, init?: RequestInit) => {
    const req = entrada instanceof Request ? entrada : new Request(entrada, init);
    const url = new URL(req.url);
    const l: Llamada = {
      metodo: req.method,
      ruta: url.pathname + url.search,
      cuerpo: req.body ? await req.clone().text() : '',
      tipo: req.headers.get('Content-Type'),
      autorizacion: req.headers.get('Authorization'),
    };
    llamadas.push(l);
    const r = await manejador(l);
    if (r) return r;
    if (url.pathname === '/api/configuracion') return json(CONFIGURACION);
    if (url.pathname === '/remotes.json') return json({});
    return json({ error: 'Recurso no encontrado' }, 404);
  }) as typeof fetch;
  return llamadas;
}

function Ubicacion(): ReactElement {
  const l = useLocation();
  return <output data-testid="ubicacion">{l.pathname + l.search}</output>;
}

/** El portal (barra + rutas + remotos) en la ruta dada, como la raíz de la shell; cada montaje con su caché. */
export function montarPortal(ruta: string, clienteConsultas = crearClienteConsultas()) {
  const montado = render(
    <QueryClientProvider client={clienteConsultas}>
      <ProveedoresFondo>
        <AvisosDeError />
        <MemoryRouter initialEntries={[ruta]}>
          <Marco />
          <Ubicacion />
        </MemoryRouter>
      </ProveedoresFondo>
    </QueryClientProvider>,
  );
  return { ...montado, clienteConsultas };
}

export const ubicacion = () => screen.getByTestId('ubicacion').textContent;

/** El diálogo cuyo encabezado es el título dado (mostrarDialogo pone el título una sola vez). */
export async function dialogoConTitulo(titulo: string): Promise<HTMLElement> {
  const encabezado = await screen.findByRole('heading', { name: titulo });
  const dialogo = encabezado.closest<HTMLElement>('[role="dialog"]');
  if (!dialogo) throw new Error(`El encabezado ${titulo} no está en un diálogo`);
  return dialogo;
}
