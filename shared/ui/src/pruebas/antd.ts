// Solo para pruebas: manejar piezas de antd en jsdom.
import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Elige una opción de una lista: una ListaNativa (<select>) o un Select de antd (se abre con mouseDown y
 * se espera a que la lista se cierre).
 */
export async function elegir(combo: HTMLElement, opcion: string): Promise<void> {
  if (combo instanceof HTMLSelectElement) {
    const o = [...combo.options].find((x) => x.text === opcion);
    if (!o) throw new Error(`La lista no tiene la opción '${opcion}'`);
    fireEvent.change(combo, { target: { value: o.value } });
    return;
  }
  fireEvent.mouseDown(combo);
  const opciones = await screen.findAllByTitle(opcion);
  const visible =
    opciones.find((o) => o.classList.contains('ant-select-item-option')) ?? opciones[opciones.length - 1]!;
  fireEvent.click(visible);
  await waitFor(() =>
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull(),
  );
}

/**
 * El modal de antd por su título. En jest, antd da a todos el mismo id ('test-id'), así que el nombre
 * accesible por aria-labelledby no sirve cuando hay otro elemento con ese id en la página.
 */
export async function dialogo(titulo: string): Promise<HTMLElement> {
  const t = await screen.findByText(titulo, { selector: '.ant-modal-title' });
  const d = t.closest<HTMLElement>('[role="dialog"]');
  if (!d) throw new Error(`El título ${titulo} no está en un diálogo`);
  return d;
}
