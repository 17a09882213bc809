import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { propsFecha } from './campos';
import { CampoFecha } from './campo-fecha';

function Formulario({ alCambiar }: { alCambiar: (v: unknown) => void }) {
  return (
    <Form initialValues={{ fecha: '2012-03-04' }} onValuesChange={(_, todos) => alCambiar(todos)}>
      <Form.Item name="fecha" label="Fecha de nacimiento" required {...propsFecha}>
        <CampoFecha />
      </Form.Item>
    </Form>
  );
}

test('mientras llega el DatePicker se ve la fecha, de solo lectura; después se elige y se guarda YYYY-MM-DD', async () => {
  const alCambiar = jest.fn();
  render(<Formulario alCambiar={alCambiar} />);
  // el campo de espera: la misma etiqueta, la fecha con formato y sin poder escribir
  const espera = screen.getByLabelText('Fecha de nacimiento');
  expect(espera).toHaveValue('04/03/2012');
  expect(espera).toHaveAttribute('readonly');
  expect(espera).toHaveAttribute('aria-required', 'true');
  // el DatePicker llega y toma su lugar
  await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
  const fecha = screen.getByLabelText('Fecha de nacimiento');
  expect(fecha).toHaveValue('04/03/2012');
  expect(fecha).not.toHaveAttribute('readonly');
  await userEvent.clear(fecha);
  await userEvent.type(fecha, '15/08/1990{Enter}');
  await waitFor(() => expect(alCambiar).toHaveBeenLastCalledWith({ fecha: '1990-08-15' }));
});
