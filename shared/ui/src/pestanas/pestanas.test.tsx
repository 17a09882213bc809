import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { Pestanas } from './pestanas';

type Clave = 'uno' | 'dos' | 'tres';

function Prueba({ forzar }: { forzar?: boolean }): ReactElement {
  const [activa, setActiva] = useState<Clave>('uno');
  return (
    <Pestanas<Clave>
      activeKey={activa}
      onChange={setActiva}
      franja={(barra) => <div data-testid="franja">{barra}</div>}
      items={[
        { key: 'uno', label: 'Uno', children: <input aria-label="Campo uno" /> },
        { key: 'dos', label: 'Dos', children: <input aria-label="Campo dos" />, forceRender: forzar },
        { key: 'tres', label: 'Tres', children: <input aria-label="Campo tres" /> },
      ]}
    />
  );
}

const pestana = (nombre: string) => screen.getByRole('tab', { name: nombre });

test('las pestañas y sus paneles se nombran entre sí; solo la abierta se recorre con Tab', () => {
  render(<Prueba />);
  expect(screen.getByTestId('franja')).toContainElement(screen.getByRole('tablist'));
  expect(pestana('Uno')).toHaveAttribute('aria-selected', 'true');
  expect(pestana('Uno')).toHaveAttribute('tabindex', '0');
  expect(pestana('Dos')).toHaveAttribute('tabindex', '-1');
  const panel = screen.getByRole('tabpanel', { name: 'Uno' });
  expect(panel).toHaveAttribute('aria-hidden', 'false');
  expect(pestana('Uno')).toHaveAttribute('aria-controls', panel.id);
  expect(panel.closest('.ant-tabs')).toHaveClass('ant-tabs-top');
  expect(pestana('Uno').closest('.ant-tabs-tab')).toHaveClass('ant-tabs-tab-active');
});

test('un panel se monta al abrirse y queda montado (oculto) al cambiar; forceRender lo monta antes', () => {
  const { unmount } = render(<Prueba />);
  expect(screen.queryByLabelText('Campo dos')).toBeNull();
  fireEvent.click(pestana('Dos'));
  expect(pestana('Dos')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Campo dos')).toBeVisible();
  fireEvent.click(pestana('Uno'));
  const oculto = screen.getByLabelText('Campo dos').closest('[role=tabpanel]');
  expect(oculto).toHaveClass('ant-tabs-content-hidden');
  expect(oculto).toHaveAttribute('aria-hidden', 'true');
  unmount();
  render(<Prueba forzar />);
  expect(screen.getByLabelText('Campo dos').closest('[role=tabpanel]')).toHaveClass('ant-tabs-content-hidden');
  expect(screen.queryByLabelText('Campo tres')).toBeNull();
});

test('flechas, Inicio y Fin recorren las pestañas y llevan el foco', () => {
  render(<Prueba />);
  pestana('Uno').focus();
  fireEvent.keyDown(pestana('Uno'), { key: 'ArrowRight' });
  expect(pestana('Dos')).toHaveAttribute('aria-selected', 'true');
  expect(pestana('Dos')).toHaveFocus();
  fireEvent.keyDown(pestana('Dos'), { key: 'End' });
  expect(pestana('Tres')).toHaveFocus();
  fireEvent.keyDown(pestana('Tres'), { key: 'ArrowRight' });
  expect(pestana('Uno')).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(pestana('Uno'), { key: 'ArrowLeft' });
  expect(pestana('Tres')).toHaveFocus();
  fireEvent.keyDown(pestana('Tres'), { key: 'Home' });
  expect(pestana('Uno')).toHaveFocus();
});
