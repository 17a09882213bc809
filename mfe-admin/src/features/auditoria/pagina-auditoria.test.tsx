import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { obtenerAuditoria } from '../../api/admin';
import { elegir } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';
import { textoDetalle } from './pagina-auditoria';

jest.mock('../../api/admin');
const auditoriaMock = jest.mocked(obtenerAuditoria);

beforeEach(() => {
  comoSuperadmin();
  auditoriaMock.mockResolvedValue({
    filas: [{
      id_auditoria: 9, fecha: '2026-11-20T15:04:00.000Z', accion: 'impersonacion', id_actor: 1, actor_nombre: 'Admin Fondo',
      id_afiliado: 12, afiliado_nombre: 'Ana María Pérez', detalle: { documento: '52123456' }, ip: '127.0.0.1',
    }],
    total: 1,
  });
});

test('la bitácora: quién, qué, cuándo y sobre quién; filtrable por acción', async () => {
  renderizarRuta('/admin/auditoria');
  expect(await screen.findByText('Ingreso como afiliado')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Fecha', 'Acción', 'Quién', 'Afiliado', 'Detalle', 'IP']);
  const fila = screen.getAllByRole('row')[1]!;
  expect(within(fila).getByText('Admin Fondo')).toBeInTheDocument();
  expect(within(fila).getByText('Ana María Pérez')).toBeInTheDocument();
  expect(within(fila).getByText('documento: 52123456')).toBeInTheDocument();
  expect(auditoriaMock).toHaveBeenCalledWith({ accion: '', desde: '', hasta: '', pagina: 1, tamano: 20, orden: undefined });
  await elegir(screen.getByRole('combobox', { name: 'Acción' }), 'Importación');
  await waitFor(() => expect(auditoriaMock).toHaveBeenLastCalledWith(expect.objectContaining({ accion: 'importacion' })));
  // por defecto la más reciente primero; un clic en Fecha la invierte
  fireEvent.click(screen.getAllByText('Fecha', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() => expect(auditoriaMock).toHaveBeenLastCalledWith(expect.objectContaining({ orden: 'fecha' })));
});

test('?accion= (enlace del panel) abre con ese filtro', async () => {
  renderizarRuta('/admin/auditoria?accion=importacion');
  await screen.findByText('Ingreso como afiliado');
  expect(auditoriaMock).toHaveBeenCalledWith(expect.objectContaining({ accion: 'importacion' }));
});

test('el detalle, en texto corto', () => {
  expect(textoDetalle({ tipo: 'aportes', creados: 3, errores: [{ x: 1 }], nulo: null })).toBe('tipo: aportes; creados: 3');
  expect(textoDetalle(null)).toBe('');
});
