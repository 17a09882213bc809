import { act, fireEvent, render, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { useState } from 'react';
import { ProveedoresFondo } from './proveedores';
import { RaizRemota } from './raiz-remota';

function Remoto() {
  // eslint-disable-next-line no-restricted-properties -- la prueba usa la API de antd, como un remoto cualquiera
  const { message, modal } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.warning('Aviso del remoto')}>avisar</Button>
      <Button onClick={() => void modal.confirm({ title: 'Modal del remoto', content: 'contenido' })}>preguntar</Button>
    </>
  );
}

function Portal() {
  const [remoto, setRemoto] = useState(true);
  return (
    <ProveedoresFondo>
      <button onClick={() => setRemoto(false)}>salir del remoto</button>
      {remoto ? (
        <RaizRemota>
          <Remoto />
        </RaizRemota>
      ) : null}
    </ProveedoresFondo>
  );
}

test('los avisos de un remoto los dibuja la raíz del portal: siguen al desmontar el remoto', async () => {
  render(<Portal />);
  fireEvent.click(screen.getByRole('button', { name: 'avisar' }));
  expect(await screen.findByText('Aviso del remoto')).toBeInTheDocument();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'salir del remoto' }));
  });
  expect(screen.queryByRole('button', { name: 'avisar' })).not.toBeInTheDocument();
  expect(screen.getByText('Aviso del remoto')).toBeInTheDocument();
});

test('los modales de App.useApp() funcionan en el remoto, en español', async () => {
  render(<Portal />);
  fireEvent.click(screen.getByRole('button', { name: 'preguntar' }));
  const dialogo = await screen.findByRole('dialog');
  expect(dialogo).toHaveTextContent('Modal del remoto');
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
});
