import { screen, within } from '@testing-library/react';
import { obtenerResumen } from '../../api/admin';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

jest.mock('../../api/admin');

beforeEach(() => comoSuperadmin());

function tarjeta(titulo: string): HTMLElement {
  return screen.getByText(titulo, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;
}

test('el panel: solicitudes pendientes, mensajes abiertos, sin actualizar y la última importación, cada uno con su enlace', async () => {
  jest.mocked(obtenerResumen).mockResolvedValue({
    solicitudes_pendientes: 3,
    mensajes_abiertos: 5,
    sin_actualizar: 17,
    ultima_importacion: { fecha: '2026-11-20T15:04:00.000Z', tipo: 'aportes', actor: 'Admin Fondo', creados: 120, actualizados: 4, rechazados: 2 },
  });
  renderizarRuta('/admin');
  await screen.findByText('Última importación');
  expect(tarjeta('Solicitudes de crédito')).toHaveTextContent('Pendientes3');
  expect(within(tarjeta('Solicitudes de crédito')).getByRole('link')).toHaveAttribute('href', '/solicitudes-credito/admin');
  expect(tarjeta('Mensajes')).toHaveTextContent('Abiertos5');
  expect(within(tarjeta('Mensajes')).getByRole('link')).toHaveAttribute('href', '/mensajes');
  expect(tarjeta('Afiliados')).toHaveTextContent('Nunca actualizaron sus datos17');
  expect(within(tarjeta('Afiliados')).getByRole('link')).toHaveAttribute('href', '/admin/afiliados?actualizacion=sin_actualizar');
  const ultima = tarjeta('Última importación');
  expect(ultima).toHaveTextContent('Aportes el 20/11/26 por Admin Fondo');
  expect(ultima).toHaveTextContent('120 creados, 4 actualizados, 2 rechazados');
  expect(within(ultima).getByRole('link')).toHaveAttribute('href', '/admin/auditoria?accion=importacion');
});

test('sin importaciones lo dice', async () => {
  jest.mocked(obtenerResumen).mockResolvedValue({ solicitudes_pendientes: 0, mensajes_abiertos: 0, sin_actualizar: 0, ultima_importacion: null });
  renderizarRuta('/admin');
  expect(await screen.findByText('Aún no se ha importado ningún archivo')).toBeInTheDocument();
});
