// RaizPortal: la raíz de la shell sin antd da useAppFondo(); el primer aviso trae antd con el tema.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RaizPortal } from './raiz-portal';
import { useAppFondo } from './usar-app';

function Avisar(): ReactElement {
  const { message } = useAppFondo();
  return (
    <button type="button" onClick={() => void message.success('Datos guardados')}>
      Guardar
    </button>
  );
}

test('un aviso pedido bajo la raíz sin antd se muestra, en el contenedor de texto del portal', async () => {
  const { container } = render(
    <RaizPortal>
      <Avisar />
    </RaizPortal>,
  );
  expect(container.querySelector('.raiz-fondo')).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Datos guardados')).toBeInTheDocument();
});
