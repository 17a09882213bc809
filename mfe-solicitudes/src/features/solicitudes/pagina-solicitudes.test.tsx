import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SolicitudCredito } from '@fondo/contrato';
import { eliminarSolicitud, obtenerSolicitudes, obtenerTiposCredito } from '../../api/solicitudes';
import { elegir } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';

jest.mock('../../api/solicitudes');
const listaMock = jest.mocked(obtenerSolicitudes);
const eliminarMock = jest.mocked(eliminarSolicitud);

function solicitud(o: Partial<SolicitudCredito> = {}): SolicitudCredito {
  return {
    id_solicitud: 5, id_afiliado: 7, id_tipo_credito: 1, tipo_credito_nombre: 'Libre Inversión', valor: 2000000,
    destino: 'Estudio', cuotas: 12, desde_mes: 2, descuento_ahorro: true, descuento_prima: false,
    numero_cuenta: '999', tipo_cuenta: 'Corriente', banco: 'Banco Uno', codeudor: false, codeudor_nombre: null,
    codeudor_documento: null, codeudor_cedula: null, ultimo_desprendible: 1, firma: 2, carta_pagare: 3,
    estado: 'PENDIENTE', observaciones: null, revisado_por: null, fecha_revision: null,
    fecha: '2026-11-01', afiliado_nombre: 'Ana María Pérez Gómez', ...o,
  };
}

beforeEach(() => jest.mocked(obtenerTiposCredito).mockResolvedValue([]));

const cabeceras = () => screen.getAllByRole('columnheader').map((c) => c.textContent);

test('modo user: las propias, filtro Todas, sin nombre ni borrar, con Radicar Solicitud', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [solicitud()], total: 1 });
  renderizarRuta('/solicitudes-credito/user');
  expect(await screen.findByText('Libre Inversión')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith(false, { estado: 'TODAS', texto: '', pagina: 1, tamano: expect.any(Number) });
  expect(cabeceras()).toEqual(['Fecha', 'Tipo', 'Valor', 'Cuotas', 'Estado', 'Desc. ahorro', 'Desc. prima', 'Acciones']);
  const fila = screen.getAllByRole('row')[1]!;
  expect(within(fila).getAllByRole('cell').map((c) => c.textContent).slice(0, 7)).toEqual([
    '01/11/26', 'Libre Inversión', '$2,000,000.00', '12', 'PENDIENTE', 'SI', '',
  ]);
  expect(screen.getByRole('combobox', { name: 'Estado' }).closest('.ant-select')).toHaveTextContent('Todas');
  expect(screen.getByLabelText('1 solicitudes')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  expect(within(fila).getByRole('link')).toHaveAttribute('href', '/solicitud-credito/5');
  fireEvent.click(screen.getByRole('button', { name: /Radicar Solicitud/ }));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/solicitud-credito');
});

test('un afiliado en /solicitudes-credito/admin ve el modo user', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [], total: 0 });
  renderizarRuta('/solicitudes-credito/admin');
  expect(await screen.findByText('No se han encontrado solicitudes de crédito')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith(false, expect.objectContaining({ estado: 'TODAS' }));
  expect(screen.getByRole('button', { name: /Radicar Solicitud/ })).toBeInTheDocument();
});

test('modo admin: Pendientes por defecto, columna de nombre, filtros de estado y nombre', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [solicitud()], total: 1 });
  renderizarRuta('/solicitudes-credito/admin');
  expect(await screen.findByText('Ana María Pérez Gómez')).toBeInTheDocument();
  expect(listaMock).toHaveBeenLastCalledWith(true, expect.objectContaining({ estado: 'PENDIENTE', texto: '', pagina: 1 }));
  expect(cabeceras()).toContain('Nombre');
  expect(screen.queryByRole('button', { name: /Radicar Solicitud/ })).toBeNull();
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'No Aprobadas');
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(true, expect.objectContaining({ estado: 'NO APROBADA' })));
  const buscar = screen.getByRole('searchbox', { name: 'Buscar por nombre' });
  fireEvent.change(buscar, { target: { value: 'perez' } });
  fireEvent.keyDown(buscar, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(true, expect.objectContaining({ estado: 'NO APROBADA', texto: 'perez' })),
  );
});

/** Confirma en el Popconfirm abierto. */
async function confirmarEliminar(): Promise<void> {
  fireEvent.click(screen.getAllByRole('button', { name: /Eliminar/ })[0]!);
  const pop = await waitFor(() => {
    const p = document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!p) throw new Error('sin confirmación');
    return p;
  });
  expect(within(pop).getByText('¿Eliminar la solicitud?')).toBeInTheDocument();
  fireEvent.click(within(pop).getByRole('button', { name: 'Eliminar' }));
}

test('borrar pide confirmación y responde Solicitud eliminada; si falla muestra el error y la lista queda', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [solicitud()], total: 1 });
  eliminarMock.mockRejectedValueOnce(new Error('No se pudo eliminar la solicitud')).mockResolvedValueOnce(undefined);
  renderizarRuta('/solicitudes-credito/admin');
  await screen.findByText('Ana María Pérez Gómez');
  await confirmarEliminar();
  expect(await screen.findByText('No se pudo eliminar la solicitud')).toBeInTheDocument();
  expect(eliminarMock).toHaveBeenCalledWith(5);
  expect(screen.queryByText('Solicitud eliminada')).toBeNull();
  expect(screen.getByText('Ana María Pérez Gómez')).toBeInTheDocument();

  await confirmarEliminar();
  expect(await screen.findByText('Solicitud eliminada')).toBeInTheDocument();
  expect(eliminarMock).toHaveBeenCalledTimes(2);
});
