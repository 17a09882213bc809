// El paso 'Código de verificación' del login, la inscripción del segundo factor y el diálogo de la
// verificación reciente que repite la acción.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, useSesion } from '@fondo/runtime';
import { MENSAJE_DOS_FACTORES_SOLO_ADMIN } from '@fondo/contrato';
import { apiFalsa, conSesion, json, montarPortal, respuestaLogin, ubicacion } from '../pruebas/ayudantes';

jest.mock('../navegacion/externa', () => ({ irAExterno: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => {
  useSesion.getState().cerrar();
  sessionStorage.clear();
});

const escribir = (campo: HTMLElement, valor: string) => fireEvent.change(campo, { target: { value: valor } });
/** El código que llegó en el cuerpo JSON de una petición. */
const codigoDe = (cuerpo: string): unknown => (JSON.parse(cuerpo) as { codigo?: unknown }).codigo;

async function clic(nombre: string) {
  // act con una promesa: React vacía también lo que el evento deja en microtareas
  await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: nombre }))));
}

async function entrarConClave() {
  escribir(await screen.findByLabelText('Usuario'), '1000000000');
  escribir(screen.getByLabelText('Clave'), 'Admin2026');
  await clic('Entrar');
}

const ADMIN = { superadmin: true, segundo_factor: 'activo' as const };

test('superadmin con factor: tras la clave, el paso del código; sin código no llama; errado se ve bajo el campo', async () => {
  const llamadas = apiFalsa((l) => {
    if (l.ruta === '/api/login') return json({ requiere_codigo: true, token_verificacion: 'tv-1' });
    if (l.ruta === '/api/login/codigo') {
      return codigoDe(l.cuerpo) === '123456'
        ? json(respuestaLogin(ADMIN))
        : json({ error: 'Código de verificación incorrecto' }, 401);
    }
    return undefined;
  });
  montarPortal('/login');
  await entrarConClave();
  expect(await screen.findByRole('heading', { name: 'Código de verificación' })).toBeInTheDocument();
  expect(useSesion.getState().access_token).toBeNull();

  await clic('Verificar');
  expect(await screen.findByText('Escriba el código de verificación')).toBeInTheDocument();
  expect(llamadas.some((l) => l.ruta === '/api/login/codigo')).toBe(false);

  escribir(screen.getByLabelText('Código de verificación'), '654321');
  await clic('Verificar');
  expect(await screen.findByText('Código de verificación incorrecto')).toBeInTheDocument();
  expect(screen.getByLabelText('Código de verificación')).toHaveAttribute('aria-invalid', 'true');
  expect(useSesion.getState().access_token).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull(); // sin el diálogo 'Error'

  escribir(screen.getByLabelText('Código de verificación'), '123456');
  await clic('Verificar');
  await waitFor(() => expect(ubicacion()).toBe('/inicio'), { timeout: 10_000 });
  expect(useSesion.getState().access_token).toBe('acceso-1');
  const codigo = llamadas.filter((l) => l.ruta === '/api/login/codigo').at(-1)!;
  expect(JSON.parse(codigo.cuerpo)).toEqual({ token: 'tv-1', codigo: '123456' });
});

test('REQUIERE_2FA sin factor: del login a /dos-factores, y cualquier otra ruta vuelve ahí', async () => {
  apiFalsa((l) =>
    l.ruta === '/api/login' ? json(respuestaLogin({ superadmin: true, segundo_factor: 'inscribir' })) : undefined,
  );
  const { unmount } = montarPortal('/login');
  await entrarConClave();
  await waitFor(() => expect(ubicacion()).toBe('/dos-factores'));
  expect(
    await screen.findByText('Debe configurar la verificación en dos pasos antes de continuar'),
  ).toBeInTheDocument();
  unmount();
  montarPortal('/admin/afiliados');
  await waitFor(() => expect(ubicacion()).toBe('/dos-factores'));
});

test('inscripción: QR y clave en texto, el primer código activa y muestra los 10 códigos una vez', async () => {
  conSesion({ superadmin: true, segundo_factor: 'opcional' });
  const codigos = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
  const llamadas = apiFalsa((l) => {
    if (l.ruta === '/api/dos-factores/inscripcion')
      return json({
        secreto: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
        qr: 'data:image/png;base64,AA==',
      });
    if (l.ruta === '/api/dos-factores/confirmar') {
      return codigoDe(l.cuerpo) === '111222'
        ? json({ mensaje: 'Verificación en dos pasos activada', codigos_recuperacion: codigos })
        : json({ error: 'Código de verificación incorrecto' }, 401);
    }
    return undefined;
  });
  montarPortal('/dos-factores');
  await clic('Generar código QR');
  expect(await screen.findByAltText('Código QR para la aplicación de autenticación')).toHaveAttribute(
    'src',
    'data:image/png;base64,AA==',
  );
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

  escribir(screen.getByLabelText('Código de verificación'), '999999');
  await clic('Activar');
  expect(await screen.findByText('Código de verificación incorrecto')).toBeInTheDocument();

  escribir(screen.getByLabelText('Código de verificación'), '111222');
  await clic('Activar');
  const lista = await screen.findByRole('list', { name: 'Códigos de recuperación' });
  expect(
    within(lista)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(codigos);
  expect(screen.queryByAltText('Código QR para la aplicación de autenticación')).toBeNull();
  expect(llamadas.filter((l) => l.ruta === '/api/dos-factores/inscripcion')).toHaveLength(1);

  await clic('Ya los guardé, continuar');
  await waitFor(() => expect(ubicacion()).toBe('/inicio'));
  expect(useSesion.getState().usuario?.segundo_factor).toBe('activo');
});

test('verificación reciente: el diálogo pide el código y la acción se repite sola', async () => {
  conSesion(ADMIN);
  let borrados = 0;
  const llamadas = apiFalsa((l) => {
    if (l.ruta === '/api/admin/afiliados/9' && l.metodo === 'DELETE') {
      borrados++;
      return borrados === 1
        ? json(
            {
              error: 'Por seguridad, confirme su código de verificación para continuar',
              codigo: 'verificacion_requerida',
            },
            403,
          )
        : json({ mensaje: 'Afiliado eliminado correctamente' });
    }
    if (l.ruta === '/api/dos-factores/verificar') {
      return codigoDe(l.cuerpo) === '246810'
        ? json({ mensaje: 'Código verificado' })
        : json({ error: 'Código de verificación incorrecto' }, 401);
    }
    return undefined;
  });
  montarPortal('/dos-factores');
  let resultado: unknown = null;
  // la petición queda esperando el código: no se espera aquí
  await act(() => {
    void api
      .delete('admin/afiliados/9')
      .json()
      .then((r) => (resultado = r));
    return Promise.resolve();
  });
  const dialogo = await screen.findByRole('dialog');
  expect(within(dialogo).getByText('Código de verificación', { selector: '.ant-modal-title' })).toBeInTheDocument();
  escribir(within(dialogo).getByLabelText('Código de verificación'), '000000');
  await act(() => Promise.resolve(fireEvent.click(within(dialogo).getByRole('button', { name: 'Verificar' }))));
  expect(await within(dialogo).findByText('Código de verificación incorrecto')).toBeInTheDocument();
  escribir(within(dialogo).getByLabelText('Código de verificación'), '246810');
  await act(() => Promise.resolve(fireEvent.click(within(dialogo).getByRole('button', { name: 'Verificar' }))));
  await waitFor(() => expect(resultado).toEqual({ mensaje: 'Afiliado eliminado correctamente' }));
  expect(llamadas.filter((l) => l.ruta === '/api/admin/afiliados/9')).toHaveLength(2);
});

test("el menú de usuario del superadmin tiene 'Verificación en dos pasos'", async () => {
  conSesion(ADMIN);
  apiFalsa();
  montarPortal('/dos-factores');
  expect(await screen.findByText('La verificación en dos pasos está activa')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: /Menú de/ }));
  });
  expect(await screen.findByRole('link', { name: 'Verificación en dos pasos' })).toHaveAttribute(
    'href',
    '/dos-factores',
  );
});

test('un afiliado en /dos-factores: es de los administradores, sin inscripción, y vuelve al inicio', async () => {
  conSesion({ superadmin: false });
  const llamadas = apiFalsa();
  montarPortal('/dos-factores');
  expect(await screen.findByText(MENSAJE_DOS_FACTORES_SOLO_ADMIN)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Generar código QR' })).toBeNull();
  await clic('Volver al inicio');
  await waitFor(() => expect(ubicacion()).toBe('/inicio'));
  expect(llamadas.some((l) => l.ruta.startsWith('/api/dos-factores'))).toBe(false);
});

test('activa: cuántos códigos quedan; generar nuevos pide el código si hace falta y muestra los nuevos una vez', async () => {
  conSesion(ADMIN);
  const nuevos = Array.from({ length: 10 }, (_, i) => `nuev${i}-codi${i}`);
  let generados = 0;
  const llamadas = apiFalsa((l) => {
    if (l.ruta === '/api/dos-factores/codigos' && l.metodo === 'GET')
      return json({ activo: true, sin_usar: generados > 1 ? 10 : 2, total: 10 });
    if (l.ruta === '/api/dos-factores/codigos' && l.metodo === 'POST') {
      generados++;
      return generados === 1
        ? json(
            {
              error: 'Por seguridad, confirme su código de verificación para continuar',
              codigo: 'verificacion_requerida',
            },
            403,
          )
        : json({ mensaje: 'Códigos nuevos', codigos_recuperacion: nuevos });
    }
    if (l.ruta === '/api/dos-factores/verificar') return json({ mensaje: 'Código verificado' });
    return undefined;
  });
  montarPortal('/dos-factores');
  expect(await screen.findByText('Le quedan 2 de 10 códigos de recuperación sin usar.')).toBeInTheDocument();
  expect(screen.getByText(/Genere códigos nuevos ahora/)).toBeInTheDocument();

  await clic('Generar códigos nuevos');
  const confirmacion = await screen.findByRole('dialog');
  expect(confirmacion).toHaveTextContent('los anteriores dejarán de servir');
  await act(() => Promise.resolve(fireEvent.click(within(confirmacion).getByRole('button', { name: 'Generar' }))));
  // La verificación reciente venció: el diálogo del código, y la petición se repite sola.
  const dialogo = await screen.findByRole('dialog', { name: 'Código de verificación' });
  escribir(within(dialogo).getByLabelText('Código de verificación'), '135790');
  await act(() => Promise.resolve(fireEvent.click(within(dialogo).getByRole('button', { name: 'Verificar' }))));
  const lista = await screen.findByRole('list', { name: 'Códigos de recuperación' });
  expect(
    within(lista)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(nuevos);
  expect(screen.getByRole('button', { name: /Copiar$/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Descargar$/ })).toBeInTheDocument();
  expect(llamadas.filter((l) => l.ruta === '/api/dos-factores/codigos' && l.metodo === 'POST')).toHaveLength(2);

  await clic('Ya los guardé');
  expect(await screen.findByText('Le quedan 10 de 10 códigos de recuperación sin usar.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Códigos de recuperación' })).toBeNull();
});
