// Solo para pruebas: elegir una opción de un Select de antd (se abre con mouseDown).
import { fireEvent, screen, waitFor } from '@testing-library/react';

export async function elegir(combo: HTMLElement, opcion: string): Promise<void> {
  fireEvent.mouseDown(combo);
  const opciones = await screen.findAllByTitle(opcion);
  const visible = opciones.find((o) => o.classList.contains('ant-select-item-option')) ?? opciones[opciones.length - 1]!;
  fireEvent.click(visible);
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull());
}
