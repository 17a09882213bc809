import { screen, waitFor, within } from '@testing-library/react';
import { errorApi, simular, usarServidor } from '@fondo/testing/red';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: GET /api/admin/resumen, /api/admin/documentos-repetidos y /api/admin/correos/resumen.
usarServidor();

beforeEach(() => {
  comoSuperadmin();
  simular('admin', 'documentosRepetidos', { grupos: [] });
  simular('correo', 'resumen', { pendientes: 0, fallidos: 0, enviados_24h: 3, pendiente_mas_antiguo: null });
});

function tarjeta(titulo: string): HTMLElement {
  return screen.getByText(titulo, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;
}

test('el panel: solicitudes pendientes, mensajes abiertos, sin actualizar y la última importación, cada uno con su enlace', async () => {
  simular('admin', 'resumen', {
    solicitudes_pendientes: 3,
    mensajes_abiertos: 5,
    sin_actualizar: 17,
    ultima_importacion: {
      fecha: '2026-11-20T15:04:00.000Z',
      tipo: 'aportes',
      actor: 'Admin Fondo',
      creados: 120,
      actualizados: 4,
      rechazados: 2,
    },
  });
  renderizarRuta('/admin');
  await screen.findByText('Última importación');
  expect(tarjeta('Solicitudes de crédito')).toHaveTextContent('Pendientes3');
  expect(within(tarjeta('Solicitudes de crédito')).getByRole('link')).toHaveAttribute(
    'href',
    '/solicitudes-credito/admin',
  );
  expect(tarjeta('Mensajes')).toHaveTextContent('Abiertos5');
  expect(within(tarjeta('Mensajes')).getByRole('link')).toHaveAttribute('href', '/mensajes');
  expect(tarjeta('Afiliados')).toHaveTextContent('Nunca actualizaron sus datos17');
  expect(within(tarjeta('Afiliados')).getByRole('link')).toHaveAttribute(
    'href',
    '/admin/afiliados?actualizacion=sin_actualizar',
  );
  const ultima = tarjeta('Última importación');
  expect(ultima).toHaveTextContent('Aportes el 20/11/26 por Admin Fondo');
  expect(ultima).toHaveTextContent('120 creados, 4 actualizados, 2 rechazados');
  expect(within(ultima).getByRole('link')).toHaveAttribute('href', '/admin/auditoria?accion=importacion');
});

test('sin importaciones lo dice', async () => {
  simular('admin', 'resumen', {
    solicitudes_pendientes: 0,
    mensajes_abiertos: 0,
    sin_actualizar: 0,
    ultima_importacion: null,
  });
  renderizarRuta('/admin');
  expect(await screen.findByText('Aún no se ha importado ningún archivo')).toBeInTheDocument();
});

test('documentos repetidos: la tarjeta los lista con lo que tiene cada uno y el enlace a Afiliados; sin repetidos no aparece', async () => {
  const resumen = { solicitudes_pendientes: 0, mensajes_abiertos: 0, sin_actualizar: 0, ultima_importacion: null };
  simular('admin', 'resumen', resumen);
  simular('admin', 'documentosRepetidos', {
    grupos: [
      {
        documento: '80010001',
        afiliados: [
          {
            id_afiliado: 7,
            documento: '80010001',
            nombres: 'Ana',
            apellidos: 'Importada',
            aportes: 24,
            creditos: 2,
            solicitudes: 0,
            ultimo_login: '2026-11-01T13:00:00Z',
          },
          {
            id_afiliado: 9,
            documento: '0080010001',
            nombres: 'Ana',
            apellidos: 'Del Modal',
            aportes: 0,
            creditos: 0,
            solicitudes: 0,
            ultimo_login: null,
          },
        ],
      },
    ],
  });
  renderizarRuta('/admin');
  const t = await screen.findByText('Documentos repetidos', { selector: '.ant-card-head-title' });
  const card = t.closest<HTMLElement>('.ant-card')!;
  expect(card).toHaveTextContent('Un documento corresponde a más de un afiliado');
  expect(card).toHaveTextContent('Documento 80010001');
  expect(card).toHaveTextContent(
    'Ana Importada — guardado como 80010001; 24 aportes, 2 créditos, 0 solicitudes; último ingreso 01/11/26',
  );
  expect(card).toHaveTextContent(
    'Ana Del Modal — guardado como 0080010001; 0 aportes, 0 créditos, 0 solicitudes; nunca ha ingresado',
  );
  expect(within(card).getAllByRole('link')[1]).toHaveAttribute('href', '/admin/afiliados?texto=80010001');
});

test('la tarjeta de correos: por enviar y fallidos; con fallidos, el enlace lleva a ellos', async () => {
  simular('admin', 'resumen', {
    solicitudes_pendientes: 0,
    mensajes_abiertos: 0,
    sin_actualizar: 0,
    ultima_importacion: null,
  });
  simular('correo', 'resumen', {
    pendientes: 4,
    fallidos: 2,
    enviados_24h: 30,
    pendiente_mas_antiguo: '2026-11-24T10:00:00Z',
  });
  renderizarRuta('/admin');
  await screen.findByText('Última importación');
  await waitFor(() => expect(tarjeta('Correos')).toHaveTextContent('Por enviar4Fallidos2'));
  expect(within(tarjeta('Correos')).getByRole('link', { name: 'Ver y reintentar' })).toHaveAttribute(
    'href',
    '/admin/correos?estado=fallido',
  );
});

test('sin fallidos, la tarjeta de correos lleva a la lista', async () => {
  simular('admin', 'resumen', {
    solicitudes_pendientes: 0,
    mensajes_abiertos: 0,
    sin_actualizar: 0,
    ultima_importacion: null,
  });
  renderizarRuta('/admin');
  const enlace = await screen.findByRole('link', { name: 'Ver correos' });
  expect(enlace).toHaveAttribute('href', '/admin/correos');
  await waitFor(() => expect(tarjeta('Correos')).toHaveTextContent('Por enviar0Fallidos0'));
});

test('mientras llegan las cifras de correo, la tarjeta no dice 0; si no llegan, un guion', async () => {
  simular('admin', 'resumen', {
    solicitudes_pendientes: 0,
    mensajes_abiertos: 0,
    sin_actualizar: 0,
    ultima_importacion: null,
  });
  let responder: (r: Response) => void = () => undefined;
  simular('correo', 'resumen')
    .mockImplementationOnce(() => new Promise<Response>((r) => (responder = r)))
    .mockImplementation(() => errorApi(500, 'No se pudo'));
  renderizarRuta('/admin');
  await screen.findByText('Última importación');
  expect(tarjeta('Correos')).toHaveTextContent(/^CorreosPor enviarFallidosVer correos$/);
  expect(tarjeta('Correos').querySelectorAll('.ant-skeleton')).toHaveLength(2);
  // un 500 se reintenta una vez (a 1 s); después, el guion
  responder(errorApi(500, 'No se pudo'));
  await waitFor(() => expect(tarjeta('Correos')).toHaveTextContent('Por enviar—Fallidos—'), { timeout: 5000 });
});
