import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TableColumnsType as ColumnsType } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@fondo/runtime';
import { ProveedoresFondo } from '../proveedores';
import { renderDinero } from '../dinero';
import { EtiquetaEstado } from './etiqueta-estado';
import { ListaAdaptable, type PropsListaAdaptable } from './lista-adaptable';
import { simularPantalla as pantalla } from '../pruebas/pantalla';

interface Fila {
  id: number;
  tipo: string;
  valor: number;
  estado: string;
}

const FILAS: Fila[] = [
  { id: 1, tipo: 'Libre Inversión', valor: 14_500_000, estado: 'APROBADA' },
  { id: 2, tipo: 'Educativo', valor: 800_000, estado: 'PENDIENTE' },
];

const COLUMNAS: ColumnsType<Fila> = [
  { title: 'Tipo', dataIndex: 'tipo', sorter: true },
  { title: 'Valor', dataIndex: 'valor', sorter: true, render: renderDinero },
  { title: 'Estado', dataIndex: 'estado' },
];

function montar(props: Partial<PropsListaAdaptable<Fila>> = {}): void {
  function Lista(): ReactElement {
    return (
      <ListaAdaptable<Fila>
        etiqueta="Solicitudes"
        rowKey="id"
        columnas={COLUMNAS}
        filas={FILAS}
        vacio="No hay nada"
        tarjeta={{
          estado: (f) => (
            <EtiquetaEstado tono={f.estado === 'APROBADA' ? 'exito' : 'alerta'}>{f.estado}</EtiquetaEstado>
          ),
          titulo: (f) => f.tipo,
          datos: ['valor'],
          abrir: (f) => ({ ruta: `/item/${f.id}`, contexto: `número ${f.id}` }),
        }}
        paginacion={{ current: 1, pageSize: 20, total: 45, onChange: jest.fn() }}
        {...props}
      />
    );
  }
  render(
    <ProveedoresFondo>
      <MemoryRouter initialEntries={['/lista']}>
        <Routes>
          <Route path="/lista" element={<Lista />} />
          <Route path="/item/:id" element={<p>Pantalla del elemento</p>} />
        </Routes>
      </MemoryRouter>
    </ProveedoresFondo>,
  );
}

afterEach(() => pantalla(false));

test('en el escritorio es la tabla de SPEC, con sus columnas', () => {
  pantalla(false);
  montar();
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Tipo', 'Valor', 'Estado']);
  expect(document.querySelector('.lista-tarjetas')).toBeNull();
});

/** Las tarjetas (la paginación también es una lista). */
const tarjetas = () => [...document.querySelectorAll<HTMLElement>('.lista-tarjetas > li')];

test('en un teléfono: una tarjeta por fila con el estado arriba, los datos con el formato de la columna y la tarjeta entera abre el elemento', () => {
  pantalla(true);
  montar();
  expect(screen.queryByRole('table')).toBeNull();
  const lista = screen.getByRole('region', { name: 'Solicitudes' });
  expect(
    within(lista)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('tarjeta-lista')),
  ).toHaveLength(2);
  const primera = tarjetas()[0]!;
  // el estado es lo primero de la tarjeta
  expect(primera.firstElementChild).toHaveTextContent('APROBADA');
  expect(within(primera).getByText('Valor').tagName).toBe('DT');
  expect(within(primera).getByText('$14,500,000.00')).toHaveStyle({ whiteSpace: 'nowrap' });
  const enlace = within(primera).getByRole('link', { name: /^Libre Inversión,? ?,? número 1$/ });
  expect(enlace).toHaveClass('tarjeta-abrir');
  fireEvent.click(enlace);
  expect(screen.getByText('Pantalla del elemento')).toBeInTheDocument();
});

test('en un teléfono: el orden en una lista (no hay cabeceras), acciones propias, paginación y vacío', () => {
  pantalla(true);
  const alCambiar = jest.fn();
  const alPaginar = jest.fn();
  montar({
    orden: { valor: '-valor', alCambiar },
    tarjeta: {
      titulo: (f) => f.tipo,
      datos: ['estado'],
      acciones: (f) => <button type="button">Borrar {f.id}</button>,
    },
    paginacion: { current: 1, pageSize: 20, total: 45, onChange: alPaginar },
  });
  expect(screen.getByRole('combobox', { name: 'Ordenar por' }).closest('.ant-select')).toHaveTextContent(
    'Valor: descendente',
  );
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByRole('button', { name: 'Borrar 2' })).toBeInTheDocument();
  fireEvent.click(screen.getByTitle('2'));
  expect(alPaginar).toHaveBeenCalledWith(2, 20);
});

test('en un teléfono, sin filas: el texto de vacío', () => {
  pantalla(true);
  montar({ filas: [] });
  expect(screen.getByText('No hay nada')).toBeInTheDocument();
  expect(tarjetas()).toHaveLength(0);
});
