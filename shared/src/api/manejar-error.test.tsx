import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useManejarError } from './manejar-error';

let manejar: (e: unknown) => Promise<void> = async () => undefined;

function Pantalla() {
  manejar = useManejarError();
  return <p>pantalla</p>;
}
function Ubicacion() {
  return <p data-testid="ubicacion">{useLocation().pathname}</p>;
}

function montar() {
  render(
    <App>
      <MemoryRouter initialEntries={['/ahorro']}>
        <Routes>
          <Route path="/ahorro" element={<Pantalla />} />
          <Route path="*" element={<Ubicacion />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

test("muestra un diálogo titulado 'Error' con el texto del servidor", async () => {
  montar();
  await act(() => manejar({ error: 'No se encontró el afiliado' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialogo).toHaveTextContent('No se encontró el afiliado');
  expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  // El texto 'Error' aparece una sola vez (antd 6 repite el title de modal.error).
  expect(screen.getAllByText('Error', { exact: true })).toHaveLength(1);
});

test("'Token expirado' lleva a /logout", async () => {
  montar();
  await act(() => manejar(new Error('Token expirado')));
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/logout');
});
