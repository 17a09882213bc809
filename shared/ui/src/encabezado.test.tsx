import { render, screen } from '@testing-library/react';
import { EncabezadoPagina } from './encabezado';

test('el título de la página es su h1 (el único), con las acciones a su lado', () => {
  render(<EncabezadoPagina titulo="Simulador de crédito" extra={<button type="button">Ayuda</button>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Simulador de crédito' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Ayuda' })).toBeInTheDocument();
});
