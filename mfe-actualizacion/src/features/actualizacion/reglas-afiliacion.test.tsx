// La regla de la cuota anual con las palabras de SPEC 9 (10,000 hasta 1 salario mínimo),
// sin partir el dinero.
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { ProveedoresFondo } from '@fondo/ui';
import { ReglasAfiliacion } from './reglas-afiliacion';

test('la cuota anual: $10,000.00 hasta 1 salario mínimo, $20,000.00 desde 2 y $30,000.00 desde 3', () => {
  render(
    <ProveedoresFondo>
      <Form>
        <ReglasAfiliacion />
      </Form>
    </ProveedoresFondo>,
  );
  const regla = screen.getByText('Cuota anual de afiliación:').closest('div')!;
  expect(regla).toHaveTextContent(
    'Cuota anual de afiliación: $10,000.00 hasta 1 salario mínimo, $20,000.00 desde 2 y $30,000.00 desde 3 salarios mínimos.',
  );
  for (const monto of ['$10,000.00', '$20,000.00', '$30,000.00'])
    expect(screen.getByText(monto)).toHaveStyle({ whiteSpace: 'nowrap' });
});
