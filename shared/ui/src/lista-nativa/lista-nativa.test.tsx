import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { createRef, useState, type ReactElement } from 'react';
import { ListaNativa } from './lista-nativa';

const TIPOS = [
  { value: 1, label: 'Libre Inversión' },
  { value: 4, label: 'Compra de Cartera' },
];

function Suelta({ inicial, allowClear }: { inicial?: number; allowClear?: boolean }): ReactElement {
  const [v, setV] = useState<number | undefined>(inicial);
  return (
    <>
      <ListaNativa<number>
        aria-label="Tipo de crédito"
        value={v}
        onChange={setV}
        options={TIPOS}
        allowClear={allowClear}
      />
      <output aria-label="valor">{v === undefined ? 'nada' : `${v} (${typeof v})`}</output>
    </>
  );
}

const lista = () => screen.getByRole('combobox', { name: 'Tipo de crédito' });
const elegida = () => within(lista()).getByRole('option', { selected: true }).textContent;

test('entrega el valor de la opción con su tipo; sin elegir muestra Seleccione', () => {
  render(<Suelta />);
  expect(lista().tagName).toBe('SELECT');
  expect(elegida()).toBe('Seleccione');
  expect(lista()).toHaveClass('fondo-lista-vacia');
  fireEvent.change(lista(), { target: { value: '1' } });
  expect(screen.getByLabelText('valor')).toHaveTextContent('4 (number)');
  expect(elegida()).toBe('Compra de Cartera');
  expect(lista()).not.toHaveClass('fondo-lista-vacia');
  // sin allowClear, 'Seleccione' ya no se puede elegir
  expect(within(lista()).getByRole('option', { name: 'Seleccione' })).toBeDisabled();
});

test('con allowClear se puede volver a dejar sin elegir', () => {
  render(<Suelta inicial={1} allowClear />);
  expect(elegida()).toBe('Libre Inversión');
  fireEvent.change(lista(), { target: { value: '' } });
  expect(screen.getByLabelText('valor')).toHaveTextContent('nada');
});

test('un valor guardado que ya no está entre las opciones se sigue viendo', () => {
  render(<Suelta inicial={9} />);
  expect(elegida()).toBe('9');
});

test('en Form.Item: el valor del formulario, el borde rojo del error y el Form de solo lectura', async () => {
  const form = createRef<FormInstance>();
  const { rerender } = render(
    <Form ref={form}>
      <Form.Item name="tipo" label="Tipo de crédito" rules={[{ required: true, message: 'Elija el tipo' }]}>
        <ListaNativa<number> options={TIPOS} />
      </Form.Item>
    </Form>,
  );
  await act(async () => {
    await form.current!.validateFields().catch(() => undefined);
  });
  expect(await screen.findByText('Elija el tipo')).toBeInTheDocument();
  expect(lista()).toHaveClass('ant-input-status-error');
  expect(lista()).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(lista(), { target: { value: '0' } });
  expect(form.current!.getFieldValue('tipo')).toBe(1);
  rerender(
    <Form ref={form} disabled>
      <Form.Item name="tipo" label="Tipo de crédito">
        <ListaNativa<number> options={TIPOS} />
      </Form.Item>
    </Form>,
  );
  expect(lista()).toBeDisabled();
  expect(elegida()).toBe('Libre Inversión');
});
