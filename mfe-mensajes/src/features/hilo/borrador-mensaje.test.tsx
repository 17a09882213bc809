// Un mensaje a medio escribir (con su adjunto) sobrevive al fin de la sesión en la pestaña.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSesion } from '@fondo/runtime';
import { MENSAJE_BORRADOR_RECUPERADO } from '@fondo/ui';
import { simular, usarServidor } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { hilo } from '../../componentes/mensajes-prueba';

// La red simulada: la lista de mensajes, la subida del adjunto (POST /api/archivos) y el envío (POST /api/mensajes).
usarServidor();

beforeEach(() => {
  simular('mensajes', 'listar', { filas: [], total: 0 });
  simular('novedades', 'listar', { novedades: [] });
});

const entradaArchivos = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

test('la sesión termina a media escritura: al entrar de nuevo, el mismo afiliado encuentra asunto, texto y adjunto', async () => {
  const u = userEvent.setup();
  conSesion();
  const subirMock = simular('archivos', 'subir', { id_archivo: 90, nombre: 'recibo.pdf' });
  const primera = renderizarRuta('/mensaje/nuevo');
  await u.type(await screen.findByLabelText('Asunto'), 'Certificado de saldos');
  await u.click(screen.getByRole('textbox', { name: 'Texto' }));
  await u.paste('Necesito el certificado');
  await u.upload(entradaArchivos(), new File([new Uint8Array(10)], 'recibo.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('recibo.pdf')).toBeInTheDocument();
  expect(subirMock).toHaveBeenCalledTimes(1);
  // la pantalla se va (el 'Token expirado' lleva al logout) y la sesión se borra
  primera.unmount();
  act(() => useSesion.getState().cerrar());

  conSesion();
  renderizarRuta('/mensaje/nuevo');
  expect(await screen.findByLabelText('Asunto')).toHaveValue('Certificado de saldos');
  expect(await screen.findByText('recibo.pdf')).toBeInTheDocument();
  expect(await screen.findByText(MENSAJE_BORRADOR_RECUPERADO)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('Necesito el certificado');

  // enviado, el borrador ya no está
  const escribirMock = simular('mensajes', 'escribir', hilo([], { id_mensaje: 40 }));
  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
  // el adjunto recuperado viaja con el mensaje, sin volver a subirse
  expect(escribirMock).toHaveBeenCalledWith(
    expect.objectContaining<Record<string, unknown>>({ cuerpo: expect.objectContaining({ adjuntos: [90] }) }),
  );
  expect(subirMock).toHaveBeenCalledTimes(1);
  expect(Object.keys(sessionStorage).filter((k) => k.startsWith('fondo:borrador:'))).toEqual([]);
});
