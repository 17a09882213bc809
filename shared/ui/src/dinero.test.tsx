import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { useState, type ReactElement } from 'react';
import { Dinero, EntradaDinero, miles } from './dinero';

test('el dinero de SPEC 9 no se parte dentro del número', () => {
  render(<Dinero valor={14_500_000} />);
  expect(screen.getByText('$14,500,000.00')).toHaveStyle({ whiteSpace: 'nowrap' });
});

test('miles: solo los dígitos, con separador', () => {
  expect(miles('10444000')).toBe('10,444,000');
  expect(miles(1000)).toBe('1,000');
  expect(miles('12a3')).toBe('123');
  expect(miles(null)).toBe('');
});

test('EntradaDinero: se ve con $ y miles (también deshabilitada) y entrega solo dígitos', () => {
  function Prueba({ deshabilitada }: { deshabilitada?: boolean }): ReactElement {
    const [v, setV] = useState('10444000');
    return (
      <>
        <EntradaDinero aria-label="Salario" value={v} onChange={setV} disabled={deshabilitada} />
        <output aria-label="valor">{v}</output>
      </>
    );
  }
  const { unmount } = render(<Prueba />);
  const campo = screen.getByRole('textbox', { name: 'Salario' });
  expect(campo).toHaveValue('10,444,000');
  fireEvent.change(campo, { target: { value: '2,500,00x0' } });
  expect(screen.getByLabelText('valor')).toHaveTextContent(/^2500000$/);
  expect(campo).toHaveValue('2,500,000');
  unmount();
  render(
    <Form>
      <Prueba deshabilitada />
    </Form>,
  );
  expect(screen.getByRole('textbox', { name: 'Salario' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Salario' })).toHaveValue('10,444,000');
});
