import { render, screen } from '@testing-library/react';
import { Modal, Select } from 'antd';
import { useState } from 'react';
import { ProveedoresFondo } from '../proveedores';
import { dialogo, elegir } from './antd';

function Eleccion() {
  const [v, setV] = useState<string>();
  return (
    <>
      <Select
        aria-label="Estado"
        value={v}
        onChange={setV}
        options={[
          { value: 'a', label: 'Abiertos' },
          { value: 'c', label: 'Cerrados' },
        ]}
      />
      <output aria-label="elegido">{v ?? ''}</output>
    </>
  );
}

test('elegir abre el Select, toma la opción por su título y espera a que la lista se cierre', async () => {
  render(
    <ProveedoresFondo>
      <Eleccion />
    </ProveedoresFondo>,
  );
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'Cerrados');
  expect(screen.getByLabelText('elegido')).toHaveTextContent('c');
});

test('dialogo encuentra el modal por su título, y falla si el título no está en un diálogo', async () => {
  render(
    <ProveedoresFondo>
      <Modal open title="Importar">
        contenido del modal
      </Modal>
    </ProveedoresFondo>,
  );
  expect(await dialogo('Importar')).toHaveTextContent('contenido del modal');
  await expect(dialogo('No existe')).rejects.toThrow();
});
