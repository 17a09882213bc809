// Los requeridos del formulario salen de la regla del contrato, no de una segunda
// lista: si la regla cambia, las marcas cambian con ella.
import { screen } from '@testing-library/react';
import { simular, usarServidor } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

// La red simulada: GET /api/tipos-credito y la lista de solicitudes de verdad.
usarServidor();
jest.mock('@fondo/contrato', () => ({
  ...jest.requireActual<object>('@fondo/contrato'),
  camposRequeridosSolicitud: () => ['valor', 'banco'],
}));

test('las marcas de requerido siguen a camposRequeridosSolicitud del contrato', async () => {
  conSesion();
  simular('tiposCredito', 'listar', TIPOS);
  simular('solicitudes', 'listarMias', { filas: [], total: 0 });
  renderizarRuta('/solicitud-credito');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  const marcados = [...document.querySelectorAll<HTMLLabelElement>('label.ant-form-item-required')].map(
    (l) => l.htmlFor,
  );
  expect(marcados).toEqual(['valor', 'banco']);
});
