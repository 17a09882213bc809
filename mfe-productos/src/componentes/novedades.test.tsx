// Novedades en Inicio: las solicitudes decididas y los mensajes respondidos que el
// afiliado aún no abrió, con su enlace; nada si no hay; no cuando el superadmin mira a otro afiliado.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Novedad, Resumen } from '@fondo/contrato';
import { simular, usarServidor } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from './entorno-prueba';

// La red simulada: GET /api/afiliados/:id/resumen y /api/afiliados/me/novedades de verdad.
usarServidor();

const RESUMEN: Resumen = { aportes: 10, creditos: 0, cambio_password: false, corte: null };

const NOVEDADES: Novedad[] = [
  {
    tipo: 'solicitud',
    id: 5,
    fecha: '2026-11-20T15:00:00.000Z',
    titulo: 'Libre Inversión',
    estado: 'APROBADA',
    valor: 14_500_000,
  },
  {
    tipo: 'mensaje',
    id: 31,
    fecha: '2026-11-19T15:00:00.000Z',
    titulo: 'Certificado tributario',
    estado: null,
    valor: null,
  },
  {
    tipo: 'solicitud',
    id: 6,
    fecha: '2026-11-18T15:00:00.000Z',
    titulo: 'Educativo',
    estado: 'NO APROBADA',
    valor: 800_000,
  },
];

let pedidas: string[] = [];

function responderNovedades(novedades: Novedad[]): void {
  pedidas = [];
  simular('novedades', 'listar').mockImplementation(() => {
    pedidas.push('/api/afiliados/me/novedades');
    return { novedades };
  });
}

beforeEach(() => {
  conSesion();
  simular('productos', 'resumen', RESUMEN);
});

test('las novedades del afiliado, con lo que pasó, el estado, el valor, la fecha y el enlace', async () => {
  responderNovedades(NOVEDADES);
  renderizarRuta('/inicio');
  const lista = await screen.findByRole('list', { name: 'Novedades' });
  const items = within(lista).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]!).getByRole('link', { name: 'Su solicitud de crédito fue aprobada' })).toHaveAttribute(
    'href',
    '/solicitud-credito/5',
  );
  expect(items[0]).toHaveTextContent('APROBADALibre Inversión$14,500,000.0020/11/26');
  expect(within(items[1]!).getByRole('link', { name: 'El fondo respondió su mensaje' })).toHaveAttribute(
    'href',
    '/mensaje/31',
  );
  expect(items[1]).toHaveTextContent('«Certificado tributario»');
  expect(within(items[2]!).getByRole('link', { name: 'Su solicitud de crédito no fue aprobada' })).toBeInTheDocument();
  expect(pedidas).toContain('/api/afiliados/me/novedades');
  fireEvent.click(within(items[0]!).getByRole('link'));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/solicitud-credito/5');
});

test('sin novedades no hay tarjeta', async () => {
  responderNovedades([]);
  renderizarRuta('/inicio');
  await screen.findByText('$10.00');
  await waitFor(() => expect(pedidas).toContain('/api/afiliados/me/novedades'));
  expect(screen.queryByText('Novedades')).toBeNull();
});

test('el superadmin que mira el Inicio de otro afiliado no ve novedades', async () => {
  conSesion({ usuario: { superadmin: true } });
  responderNovedades(NOVEDADES);
  renderizarRuta('/inicio?id_afiliado=9');
  await screen.findByText('$10.00');
  expect(screen.queryByText('Novedades')).toBeNull();
  expect(pedidas).not.toContain('/api/afiliados/me/novedades');
});
