import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { apiFalsa, json, montarPortal, ubicacion } from '../pruebas/ayudantes';
import { EXPLICACION_NO_ENCONTRADO, TEXTO_AUTENTICO, TEXTO_SIN_RESPUESTA } from './pagina-verificar';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => useSesion.getState().cerrar());

const CODIGO = 'K7QM-2XPD-9HTR-WB4C';
const VERIFICACION = {
  valido: true,
  etiqueta: 'Estado de cuenta a 31/01/2026',
  tipo_certificado: 'estado_cuenta',
  corte: '2026-01-31',
  afiliado: { nombres: 'María José', apellidos: 'Núñez Peña', documento: '******7890' },
  emitido: '2026-11-22T15:00:00.000Z',
};

test('cada estado de la página tiene su h1: sin código, el título; con código, el resultado', async () => {
  apiFalsa((l) => (l.ruta === `/api/certificados/verificar/${CODIGO}` ? json(VERIFICACION) : undefined));
  const { unmount } = montarPortal('/verificar');
  expect(await screen.findByRole('heading', { level: 1, name: 'Verificar certificado' })).toBeInTheDocument();
  unmount();
  montarPortal(`/verificar/${CODIGO}`);
  expect(await screen.findByRole('heading', { level: 1, name: TEXTO_AUTENTICO })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('código auténtico, sin sesión: quién (documento enmascarado), qué clase, qué corte y cuándo', async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === `/api/certificados/verificar/${CODIGO}` ? json(VERIFICACION) : undefined,
  );
  montarPortal(`/verificar/${CODIGO}`);
  expect(await screen.findByRole('heading', { name: TEXTO_AUTENTICO })).toBeInTheDocument();
  expect(screen.getByText('Estado de cuenta a 31/01/2026')).toBeInTheDocument();
  expect(screen.getByText('Estado de cuenta')).toBeInTheDocument();
  expect(screen.getByText('María José Núñez Peña')).toBeInTheDocument();
  expect(screen.getByText('******7890')).toBeInTheDocument();
  expect(screen.getByText('31/01/26')).toBeInTheDocument();
  expect(screen.getByText('22/11/26 10:00 (hora de Colombia)')).toBeInTheDocument();
  // Pública: la llamada va sin token y la página no lleva al login.
  const pedido = llamadas.find((l) => l.ruta.startsWith('/api/certificados/verificar/'));
  expect(pedido?.autorizacion).toBeNull();
  expect(ubicacion()).toBe(`/verificar/${CODIGO}`);
});

test('certificado de afiliación: sin corte', async () => {
  apiFalsa((l) =>
    l.ruta.startsWith('/api/certificados/verificar/')
      ? json({ ...VERIFICACION, etiqueta: 'Certificado de afiliación', tipo_certificado: 'afiliacion', corte: null })
      : undefined,
  );
  montarPortal(`/verificar/${CODIGO}`);
  expect(await screen.findByRole('heading', { name: TEXTO_AUTENTICO })).toBeInTheDocument();
  expect(screen.getAllByText('Certificado de afiliación')).toHaveLength(2);
  expect(screen.getByText('No aplica')).toBeInTheDocument();
});

test('código equivocado: lo dice con el código, sin el diálogo Error', async () => {
  apiFalsa((l) =>
    l.ruta.startsWith('/api/certificados/verificar/')
      ? json({ error: 'Código de verificación no encontrado' }, 404)
      : undefined,
  );
  montarPortal('/verificar/ABCD-EFGH-JKLM-NPQR');
  expect(
    await screen.findByRole('heading', { name: 'No encontramos un certificado con el código ABCD-EFGH-JKLM-NPQR' }),
  ).toBeInTheDocument();
  expect(screen.getByText(EXPLICACION_NO_ENCONTRADO)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(TEXTO_AUTENTICO)).not.toBeInTheDocument();
});

test('el servidor no responde: lo dice y deja intentar de nuevo', async () => {
  let caido = true;
  apiFalsa((l) =>
    l.ruta.startsWith('/api/certificados/verificar/')
      ? caido
        ? json({ error: 'Error interno' }, 500)
        : json(VERIFICACION)
      : undefined,
  );
  montarPortal(`/verificar/${CODIGO}`);
  expect(await screen.findByRole('heading', { name: TEXTO_SIN_RESPUESTA })).toBeInTheDocument();
  caido = false;
  fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
  expect(await screen.findByRole('heading', { name: TEXTO_AUTENTICO })).toBeInTheDocument();
});

test('otro código: el formulario lleva a /verificar/{codigo}', async () => {
  apiFalsa();
  montarPortal('/verificar');
  fireEvent.change(await screen.findByLabelText('Código de verificación'), { target: { value: ' k7qm-2xpd ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  await waitFor(() => expect(ubicacion()).toBe('/verificar/k7qm-2xpd'));
});
