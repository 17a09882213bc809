import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RespuestaAuditoria } from '@fondo/contrato';
import { simular, usarServidor } from '@fondo/testing/red';
import { elegir, simularPantalla } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';
import { textoDetalle } from './pagina-auditoria';

// La red simulada: GET /api/admin/auditoria de verdad; auditoriaMock recibe su consulta (sin los vacíos).
usarServidor();
const auditoriaMock = jest.fn<RespuestaAuditoria | Promise<RespuestaAuditoria>, [Record<string, string>]>();

beforeEach(() => {
  simularPantalla(false);
  comoSuperadmin();
  simular('admin', 'auditoria').mockImplementation(({ consulta }) => auditoriaMock(consulta));
  auditoriaMock.mockResolvedValue({
    filas: [
      {
        id_auditoria: 9,
        fecha: '2026-11-20T15:04:00.000Z',
        accion: 'impersonacion',
        id_actor: 1,
        actor_nombre: 'Admin Fondo',
        id_afiliado: 12,
        afiliado_nombre: 'Ana María Pérez',
        detalle: { documento: '52123456' },
        ip: '127.0.0.1',
      },
    ],
    total: 1,
  });
});

test('la bitácora: quién, qué, cuándo y sobre quién; filtrable por acción', async () => {
  renderizarRuta('/admin/auditoria');
  expect(await screen.findByText('Ingreso como afiliado')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Fecha',
    'Acción',
    'Quién',
    'Afiliado',
    'Detalle',
    'IP',
  ]);
  const fila = screen.getAllByRole('row')[1]!;
  expect(within(fila).getByText('Admin Fondo')).toBeInTheDocument();
  expect(within(fila).getByText('Ana María Pérez')).toBeInTheDocument();
  expect(within(fila).getByText('documento: 52123456')).toBeInTheDocument();
  expect(auditoriaMock).toHaveBeenCalledWith({ pagina: '1', tamano: '20' });
  await elegir(screen.getByRole('combobox', { name: 'Acción' }), 'Importación');
  await waitFor(() =>
    expect(auditoriaMock).toHaveBeenLastCalledWith(expect.objectContaining({ accion: 'importacion' })),
  );
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
  expect(textoDetalle({ tipo: 'aportes', creados: 3, errores: [{ x: 1 }], nulo: null })).toBe(
    'tipo: aportes; creados: 3',
  );
  expect(textoDetalle(null)).toBe('');
});

test('acción, fechas, orden y página en la URL: se leen al entrar (fechas inválidas se ignoran)', async () => {
  renderizarRuta('/admin/auditoria?accion=login&desde=2026-11-01&hasta=no-es-fecha&orden=accion&pagina=3');
  await screen.findByText('Ingreso como afiliado');
  expect(auditoriaMock).toHaveBeenLastCalledWith({
    accion: 'login',
    desde: '2026-11-01',
    pagina: '3',
    tamano: '20',
    orden: 'accion',
  });
  expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/11/2026');
});

test('en un teléfono: una tarjeta por registro con la acción arriba', async () => {
  simularPantalla(true);
  renderizarRuta('/admin/auditoria');
  await screen.findByText('Ingreso como afiliado');
  const tarjeta = document.querySelector<HTMLElement>('.lista-tarjetas > li')!;
  expect(tarjeta.firstElementChild).toHaveTextContent('Ingreso como afiliado');
  expect(tarjeta).toHaveTextContent('QuiénAdmin Fondo');
  expect(tarjeta).toHaveTextContent('Detalledocumento: 52123456');
});

test('las lecturas de datos personales y los cambios como afiliado tienen su filtro', async () => {
  renderizarRuta('/admin/auditoria');
  await screen.findByText('Ingreso como afiliado');
  for (const [etiqueta, accion] of [
    ['Archivo de otro afiliado leído', 'descarga_archivo'],
    ['Cambio hecho como afiliado', 'escritura_impersonada'],
  ] as const) {
    await elegir(screen.getByRole('combobox', { name: 'Acción' }), etiqueta);
    await waitFor(() => expect(auditoriaMock).toHaveBeenLastCalledWith(expect.objectContaining({ accion })));
  }
});
