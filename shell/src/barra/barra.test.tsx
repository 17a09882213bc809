import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { apiFalsa, conSesion, montarPortal } from '../pruebas/ayudantes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => {
  useSesion.getState().cerrar();
  apiFalsa();
});

const barra = () => within(screen.getByRole('navigation', { name: 'Navegación principal' }));
const enlaceA = (ruta: string) =>
  barra()
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('href') === ruta);

test('sin sesión: Inicio, ayuda e Iniciar sesión; nada más', () => {
  montarPortal('/ayuda');
  expect(barra().getByRole('link', { name: /Inicio/ })).toHaveAttribute('href', '/');
  expect(barra().getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/ayuda');
  expect(barra().getByRole('link', { name: /Iniciar sesión/ })).toHaveAttribute('href', '/login');
  expect(barra().queryByText('Productos')).not.toBeInTheDocument();
  expect(barra().queryByText('Admin')).not.toBeInTheDocument();
  expect(enlaceA('/logout')).toHaveLength(0);
});

test('afiliado: Productos, Actualización, Certificaciones, Simulador, Contáctenos, Salir; sin Admin', async () => {
  conSesion();
  montarPortal('/ayuda');
  // Con sesión, el Menu de antd se carga a demanda (sin sesión son dos enlaces simples).
  expect(await barra().findByText('Productos')).toBeInTheDocument();
  for (const [ruta, texto] of [
    ['/actualizacion', 'Actualización de datos'],
    ['/certificaciones', 'Certificaciones'],
    ['/simulador', 'Simulador'],
    ['/mensajes', 'Contáctenos'],
    ['/logout', 'Salir'],
  ]) {
    expect(barra().getByRole('link', { name: new RegExp(texto!) })).toHaveAttribute('href', ruta);
  }
  expect(barra().getByRole('link', { name: 'Ayuda' })).toBeInTheDocument();
  expect(barra().queryByText('Admin')).not.toBeInTheDocument();
  expect(barra().queryByRole('link', { name: /Iniciar sesión/ })).not.toBeInTheDocument();
});

async function abrirCajon() {
  fireEvent.click(barra().getByRole('button', { name: 'Abrir menú' }));
  return within(await screen.findByRole('dialog', { name: 'Menú' }));
}

test('el menú Productos abre Ahorro, Crédito y Solicitudes de crédito', async () => {
  conSesion();
  montarPortal('/ayuda');
  const cajon = await abrirCajon();
  fireEvent.click(cajon.getByText('Productos'));
  expect(await cajon.findByRole('link', { name: 'Ahorro' })).toHaveAttribute('href', '/ahorro');
  expect(cajon.getByRole('link', { name: 'Crédito' })).toHaveAttribute('href', '/credito');
  expect(cajon.getByRole('link', { name: 'Solicitudes de crédito' })).toHaveAttribute(
    'href',
    '/solicitudes-credito/user',
  );
  expect(cajon.queryByText('Admin')).not.toBeInTheDocument();
});

test('superadmin: menú Admin con sus opciones (SPEC 2.2, más Panel, Auditoría y Correos)', async () => {
  conSesion({ superadmin: true });
  montarPortal('/ayuda');
  expect(await barra().findByText('Admin')).toBeInTheDocument();
  const cajon = await abrirCajon();
  fireEvent.click(cajon.getByText('Admin'));
  for (const [ruta, texto] of [
    ['/admin', 'Panel'],
    ['/admin/afiliados', 'Afiliados'],
    ['/admin/aportes', 'Aportes'],
    ['/admin/creditos', 'Créditos'],
    ['/solicitudes-credito/admin', 'Solicitudes de crédito'],
    ['/admin/tipos-credito', 'Tipos de crédito'],
    ['/admin/auditoria', 'Auditoría'],
    ['/admin/correos', 'Correos'],
  ]) {
    expect(await cajon.findByRole('link', { name: texto })).toHaveAttribute('href', ruta);
  }
});

test('nombre corto, iniciales y menú de usuario con Cambiar clave y Salir', async () => {
  conSesion();
  montarPortal('/ayuda');
  const boton = barra().getByRole('button', { name: 'Menú de Marta Gómez' });
  expect(boton).toHaveTextContent('MG');
  expect(boton).toHaveTextContent('Marta Gómez');
  fireEvent.click(boton);
  expect(await screen.findByRole('link', { name: 'Cambiar clave' })).toHaveAttribute('href', '/cambiar-clave');
  const salir = screen.getAllByRole('link', { name: /Salir/ });
  expect(salir.length).toBeGreaterThanOrEqual(2);
});

test('el botón de usuario se dibuja sin esperar al menú; el primer clic lo abre y el foco pasa al menú', async () => {
  conSesion();
  montarPortal('/ayuda');
  const ligero = barra().getByRole('button', { name: 'Menú de Marta Gómez' });
  expect(ligero).toHaveAttribute('data-ligero');
  ligero.focus();
  fireEvent.click(ligero);
  expect(await screen.findByRole('link', { name: 'Cambiar clave' })).toBeInTheDocument();
  const real = barra().getByRole('button', { name: 'Menú de Marta Gómez' });
  expect(real).not.toHaveAttribute('data-ligero');
  expect(real).toHaveFocus();
});

test('sin gestos, el menú de usuario llega solo cuando la página queda quieta', async () => {
  conSesion();
  montarPortal('/ayuda');
  await waitFor(
    () => expect(barra().getByRole('button', { name: 'Menú de Marta Gómez' })).not.toHaveAttribute('data-ligero'),
    { timeout: 5000 },
  );
  expect(screen.queryByRole('link', { name: 'Cambiar clave' })).not.toBeInTheDocument();
});

test('con foto, el avatar la pide a /api/archivos/{foto} con la sesión', async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/archivos/77'
      ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } })
      : undefined,
  );
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:foto'), revokeObjectURL: jest.fn() });
  conSesion({ foto: 77 });
  montarPortal('/ayuda');
  // La foto llega con el menú de antd, que reemplaza al botón ligero cuando la página queda quieta.
  const img = await waitFor(
    () =>
      within(barra().getByRole('button', { name: 'Menú de Marta Gómez' })).getByRole('img', {
        name: 'Marta Gómez',
        hidden: true,
      }),
    { timeout: 5000 },
  );
  expect(img).toHaveAttribute('src', 'blob:foto');
  expect(llamadas.find((l) => l.ruta === '/api/archivos/77')?.autorizacion).toBe('bearer acceso-1');
});

test('en el teléfono, el botón de menú abre el cajón con las opciones', async () => {
  conSesion();
  montarPortal('/ayuda');
  fireEvent.click(barra().getByRole('button', { name: 'Abrir menú' }));
  const cajon = await screen.findByRole('dialog', { name: 'Menú' });
  expect(within(cajon).getByRole('link', { name: /Certificaciones/ })).toHaveAttribute('href', '/certificaciones');
  expect(within(cajon).getByText('Productos')).toBeInTheDocument();
});
