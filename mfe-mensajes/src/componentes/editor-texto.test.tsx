import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { EditorTexto, normalizarEnlace } from './editor-texto';

function Con({ inicial = '' }: { inicial?: string }): ReactElement {
  const [v, setV] = useState(inicial);
  return (
    <>
      <EditorTexto etiqueta="Texto" value={v} onChange={setV} />
      <output aria-label="html">{v}</output>
      <button type="button" onClick={() => setV('')}>
        Vaciar
      </button>
    </>
  );
}

test('negrita, cursiva y listas llegan como HTML; Vaciar limpia el editor', async () => {
  const u = userEvent.setup();
  render(<Con />);
  const caja = screen.getByRole('textbox', { name: 'Texto' });
  expect(screen.getByRole('toolbar', { name: 'Formato de texto' })).toBeInTheDocument();
  await u.click(caja);
  await u.paste('Hola');
  await waitFor(() => expect(screen.getByLabelText('html')).toHaveTextContent('<p>Hola</p>'));
  await u.keyboard('{Control>}a{/Control}');
  await u.click(screen.getByRole('button', { name: 'Negrita' }));
  await waitFor(() => expect(screen.getByLabelText('html')).toHaveTextContent('<p><strong>Hola</strong></p>'));
  expect(screen.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true');
  await u.click(screen.getByRole('button', { name: 'Cursiva' }));
  await u.click(screen.getByRole('button', { name: 'Lista con viñetas' }));
  await waitFor(() =>
    expect(screen.getByLabelText('html')).toHaveTextContent('<ul><li><p><strong><em>Hola</em></strong></p></li></ul>'),
  );
  await u.click(screen.getByRole('button', { name: 'Lista numerada' }));
  await waitFor(() => expect(screen.getByLabelText('html')).toHaveTextContent(/^<ol><li>/));
  await u.click(screen.getByRole('button', { name: 'Vaciar' }));
  await waitFor(() => expect(caja).toHaveTextContent(''));
});

test('un valor de fuera reemplaza el contenido', async () => {
  render(<Con inicial="<p>uno</p><ul><li><p>dos</p></li></ul>" />);
  const caja = screen.getByRole('textbox', { name: 'Texto' });
  expect(caja.querySelector('ul li')).toHaveTextContent('dos');
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Vaciar' }));
  });
  await waitFor(() => expect(caja.querySelector('ul')).toBeNull());
});

test('solo se aceptan enlaces http, https y mailto', () => {
  expect(normalizarEnlace('https://fondo.co/x')).toBe('https://fondo.co/x');
  expect(normalizarEnlace('www.fondo.co')).toBe('https://www.fondo.co');
  expect(normalizarEnlace('ana@fondo.co')).toBe('mailto:ana@fondo.co');
  expect(normalizarEnlace('mailto:ana@fondo.co')).toBe('mailto:ana@fondo.co');
  expect(normalizarEnlace('javascript:alert(1)')).toBeNull();
  expect(normalizarEnlace(' JaVaScRiPt:alert(1)')).toBeNull();
  expect(normalizarEnlace('data:text/html,x')).toBeNull();
  expect(normalizarEnlace('  ')).toBeNull();
});

test('el botón Enlace pone un enlace en el texto y rechaza javascript:', async () => {
  const u = userEvent.setup();
  render(<Con />);
  const caja = screen.getByRole('textbox', { name: 'Texto' });
  await u.click(caja);
  await u.click(screen.getByRole('button', { name: 'Enlace' }));
  const direccion = screen.getByRole('textbox', { name: 'Dirección del enlace' });
  await u.type(direccion, 'javascript:alert(1)');
  await u.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Escriba una dirección web');
  await u.clear(direccion);
  await u.type(direccion, 'https://fondo.co');
  await u.click(screen.getByRole('button', { name: 'Aplicar' }));
  await waitFor(() =>
    expect(screen.getByLabelText('html').textContent).toMatch(
      /<a [^>]*href="https:\/\/fondo\.co"[^>]*>https:\/\/fondo\.co<\/a>/,
    ),
  );
});

test('el estado de error llega al área editable desde el primer render y cambia con el formulario', async () => {
  const { rerender } = render(<EditorTexto etiqueta="Texto" value="" aria-invalid />);
  const caja = screen.getByRole('textbox', { name: 'Texto' });
  expect(caja).toHaveAttribute('aria-invalid', 'true');
  rerender(<EditorTexto etiqueta="Texto" value="" aria-invalid={false} />);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveAttribute('aria-invalid', 'false'));
});
