import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useEffect } from 'react';
import {
  api,
  configurarApi,
  crearClienteConsultas,
  useSesion,
  QueryClientProvider,
  useQuery,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from '@fondo/runtime';
import { AvisosDeError, useManejarError } from './manejar-error';

let manejar: (e: unknown) => Promise<void> = () => Promise.resolve();

function Pantalla() {
  manejar = useManejarError();
  return <p>pantalla</p>;
}
function Ubicacion() {
  return <p data-testid="ubicacion">{useLocation().pathname}</p>;
}
// Como la shell: 'Token expirado' del cliente de la API lleva a /logout.
function Expiracion() {
  const navigate = useNavigate();
  useEffect(() => configurarApi({ alExpirarSesion: () => void navigate('/logout') }), [navigate]);
  return null;
}

function montar(hijo = <Pantalla />) {
  render(
    <QueryClientProvider client={crearClienteConsultas()}>
      <App>
        <AvisosDeError />
        <MemoryRouter initialEntries={['/ahorro']}>
          <Expiracion />
          <Routes>
            <Route path="/ahorro" element={hijo} />
            <Route path="*" element={<Ubicacion />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

test("muestra un diálogo titulado 'Error' con el texto del servidor", async () => {
  montar();
  await act(() => manejar({ error: 'No se encontró el afiliado' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialogo).toHaveTextContent('No se encontró el afiliado');
  expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  // El texto 'Error' aparece una sola vez (antd 6 repite el title de modal.error).
  expect(screen.getAllByText('Error', { exact: true })).toHaveLength(1);
});

test('una consulta que falla muestra el diálogo una sola vez, aunque la pantalla también lo maneje', async () => {
  globalThis.fetch = jest.fn(() => Promise.resolve(json({ error: 'El servidor no responde' }, 404))) as typeof fetch;
  function ConConsulta() {
    const q = useQuery({ queryKey: ['x'], queryFn: () => api.get('x').json() });
    manejar = useManejarError();
    return <p>{q.isError ? 'falló' : 'cargando'}</p>;
  }
  montar(<ConConsulta />);
  expect(await screen.findByText('falló')).toBeInTheDocument();
  const dialogo = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialogo).toHaveTextContent('El servidor no responde');
  await act(() => manejar(new Error('otra falla')));
  expect(await screen.findByText('otra falla')).toBeInTheDocument();
  expect(screen.getAllByText('El servidor no responde')).toHaveLength(1);
});

test("'Token expirado' no muestra diálogo: el cliente de la API lleva a /logout", async () => {
  useSesion.setState({ access_token: 't', usuario: null, roles: [], actualizacion_datos: '' });
  globalThis.fetch = jest.fn(() => Promise.resolve(json({ error: 'Token expirado' }, 401))) as typeof fetch;
  montar();
  let e: unknown;
  await act(async () => {
    e = await api.get('afiliados/me/resumen').catch((x: unknown) => x);
  });
  await act(() => manejar(e));
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent('/logout'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
