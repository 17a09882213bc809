import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { createRef } from 'react';
import { EntradaDinero } from '../dinero';
import { EntradaTexto, TextoLargo } from './entrada-nativa';

function Ficha({ form, deshabilitado }: { form: React.Ref<FormInstance>; deshabilitado?: boolean }) {
  return (
    <Form ref={form} disabled={deshabilitado} initialValues={{ salario: '1500000' }}>
      <Form.Item name="nombres" label="Nombres" rules={[{ required: true, message: 'Escriba sus nombres' }]}>
        <EntradaTexto />
      </Form.Item>
      <Form.Item name="otro" label="Otro">
        <TextoLargo rows={3} />
      </Form.Item>
      <Form.Item name="salario" label="Salario" normalize={(v: string) => v}>
        <EntradaDinero />
      </Form.Item>
    </Form>
  );
}

test('en Form.Item: el valor, el borde rojo del error, la etiqueta y el foco que pide el formulario', async () => {
  const form = createRef<FormInstance>();
  render(<Ficha form={form} />);
  const nombres = screen.getByLabelText('Nombres');
  expect(nombres.tagName).toBe('INPUT');
  expect(nombres).toHaveClass('ant-input', 'ant-input-outlined');
  expect(nombres).toHaveValue('');
  await act(async () => {
    await form.current!.validateFields().catch(() => undefined);
  });
  expect(await screen.findByText('Escriba sus nombres')).toBeInTheDocument();
  expect(nombres).toHaveClass('ant-input-status-error');
  expect(nombres).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(nombres, { target: { value: 'Carlos' } });
  expect(form.current!.getFieldValue('nombres')).toBe('Carlos');
  fireEvent.change(screen.getByLabelText('Otro'), { target: { value: 'Moto' } });
  expect(screen.getByLabelText('Otro').tagName).toBe('TEXTAREA');
  expect(form.current!.getFieldValue('otro')).toBe('Moto');
  // scrollToField con foco (el formulario llega al campo por su ref)
  act(() => form.current!.scrollToField('nombres', { focus: true }));
  expect(nombres).toHaveFocus();
});

test('con prefijo: la envoltura de antd; un toque en el prefijo lleva al texto', () => {
  const form = createRef<FormInstance>();
  render(<Ficha form={form} />);
  const salario = screen.getByLabelText('Salario');
  expect(salario).toHaveValue('1,500,000');
  const envoltura = salario.parentElement!;
  expect(envoltura).toHaveClass('ant-input-affix-wrapper', 'ant-input-outlined');
  expect(envoltura.querySelector('.ant-input-prefix')).toHaveTextContent('$');
  fireEvent.mouseDown(envoltura.querySelector('.ant-input-prefix')!);
  expect(salario).toHaveFocus();
  fireEvent.change(salario, { target: { value: '2,000,000' } });
  expect(form.current!.getFieldValue('salario')).toBe('2000000');
});

test('un Form de solo lectura las deshabilita; null se ve vacío', () => {
  const form = createRef<FormInstance>();
  render(<Ficha form={form} deshabilitado />);
  expect(screen.getByLabelText('Nombres')).toBeDisabled();
  expect(screen.getByLabelText('Otro')).toBeDisabled();
  expect(screen.getByLabelText('Salario')).toBeDisabled();
  expect(screen.getByLabelText('Salario').parentElement).toHaveClass('ant-input-affix-wrapper-disabled');
  render(<EntradaTexto aria-label="suelta" value={null} readOnly />);
  expect(screen.getByLabelText('suelta')).toHaveValue('');
});
