// La clave nueva y quién puede asignarla, en Chromium contra el portal de la prueba: un afiliado retirado
// pide el enlace (la pantalla responde como a cualquiera; el correo del buzón de salida lo explica, sin
// enlace); un afiliado activo no puede poner una clave común ni repetir la actual; un enlace pedido antes
// del retiro ya no asigna la clave y la pantalla dice por qué. Capturas a 390 y 1280 px.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  afirmarSinInfracciones,
  capturar,
  contextoDeAncho,
  esperarQuietud,
  iniciarSesion,
  CUENTAS,
  URL_BASE,
} from '../src/navegador.js';
import { correosDelBuzon, esperarCorreo } from '../src/buzon.js';

const SELLO = String(Date.now()).slice(-7);
const MENSAJE_CLAVE_COMUN = /Esa clave está entre las más usadas y se adivina fácil/;
const MENSAJE_CLAVE_REPETIDA = 'La clave nueva es igual a la que ya tiene. Escriba una clave distinta de la actual.';
const RESPUESTA = 'Si el documento está registrado, enviaremos a su correo un enlace para reestablecer la clave.';
let navegador: Browser;
let tokenAdmin = '';

async function llamar<T>(metodo: string, ruta: string, cuerpo?: unknown): Promise<T> {
  const r = await fetch(`${URL_BASE}/api${ruta}`, {
    method: metodo,
    headers: {
      ...(tokenAdmin ? { authorization: `bearer ${tokenAdmin}` } : {}),
      ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(cuerpo === undefined ? {} : { body: JSON.stringify(cuerpo) }),
  });
  const texto = await r.text();
  assert.ok(r.ok, `${metodo} ${ruta}: ${r.status} ${texto}`);
  return JSON.parse(texto) as T;
}

/** Un afiliado nuevo (sin clave) con correo; devuelve su id, documento y correo. */
async function crearAfiliado(n: number): Promise<{ id: number; documento: string; email: string }> {
  const documento = `77${SELLO}${n}`;
  const email = `clave.${SELLO}.${n}@correo.prueba`;
  const r = await llamar<{ afiliado: { id_afiliado: number } }>('POST', '/admin/afiliados', {
    id_afiliado: 0,
    nombres: 'Irene',
    apellidos: `Prueba${SELLO}`,
    documento,
    documento_tipo: 'CC',
    email,
  });
  return { id: r.afiliado.id_afiliado, documento, email };
}

/** El superadmin registra el retiro del afiliado en su ficha (borrador: solo ese cambio). */
async function retirar(id: number): Promise<void> {
  const ficha = await llamar<{ afiliado: Record<string, unknown>; familiares: unknown[] }>('GET', `/afiliados/${id}`);
  await llamar('POST', `/afiliados/${id}`, {
    afiliado: { ...ficha.afiliado, retiro: '2025-06-30' },
    familiares: ficha.familiares,
    borrador: true,
  });
}

/** '¿Olvidó su clave?' en el login con el documento; devuelve el texto del diálogo 'Reestablecer Clave'. */
async function pedirEnlace(pagina: Page, documento: string): Promise<string> {
  await pagina.goto('/login');
  await pagina.getByRole('button', { name: '¿Olvidó su clave?' }).click();
  await pagina.getByRole('dialog').getByLabel('Documento de identidad').fill(documento);
  await pagina.getByRole('button', { name: 'Enviar' }).click();
  const info = pagina.getByRole('dialog').filter({ hasText: 'Reestablecer Clave' }).last();
  await info.getByText(RESPUESTA).waitFor();
  return (await info.textContent()) ?? '';
}

const enlaceDe = (eml: string): string => {
  const m = /(\/reestablecer-clave\?token=[A-Za-z0-9_-]+)/.exec(eml);
  assert.ok(m, 'el correo no trae el enlace');
  return m[1]!;
};

test.beforeAll(async () => {
  navegador = await abrirNavegador();
  tokenAdmin = (
    await llamar<{ access_token: string }>('POST', '/login', {
      username: CUENTAS.admin.usuario,
      password: CUENTAS.admin.clave,
    })
  ).access_token;
});
test.afterAll(async () => {
  await navegador?.close();
});

test('un afiliado retirado pide el enlace: la misma respuesta en pantalla y un correo sin enlace que lo explica', async () => {
  const retirado = await crearAfiliado(1);
  await retirar(retirado.id);
  const c = await contextoDeAncho(navegador, 390);
  const pagina = await c.newPage();
  const antes = correosDelBuzon().length;
  const textoRetirado = await pedirEnlace(pagina, retirado.documento);
  await capturar(pagina, 'claves-retirado-pide-enlace-390');
  // Un documento que no existe recibe exactamente lo mismo.
  const textoNadie = await pedirEnlace(pagina, `66${SELLO}9`);
  assert.equal(textoRetirado, textoNadie);
  const eml = await esperarCorreo(
    `el aviso a ${retirado.email}`,
    (t) => t.includes(`To: ${retirado.email}`),
    15_000,
    antes,
  );
  assert.match(eml, /Su afiliación al fondo está retirada/);
  assert.match(eml, /escriba a \S+@\S+/);
  assert.doesNotMatch(eml, /token=/);
  await c.close();
});

test('clave común y la misma clave: rechazadas con su texto; un enlace de antes del retiro ya no sirve', async () => {
  const a = await crearAfiliado(2);
  for (const ancho of [390, 1280] as const) {
    const c = await contextoDeAncho(navegador, ancho);
    const pagina = await c.newPage();
    const antes = correosDelBuzon().length;
    await pedirEnlace(pagina, a.documento);
    const eml = await esperarCorreo(`el enlace a ${a.email}`, (t) => t.includes(`To: ${a.email}`), 15_000, antes);

    if (ancho === 390) {
      // Clave común: la regla de forma la acepta; el servidor no, y la pantalla muestra su texto.
      await pagina.goto(enlaceDe(eml));
      await pagina.getByLabel('Nueva clave').fill('Password1');
      await pagina.getByLabel('Confirmar clave').fill('Password1');
      await pagina.getByRole('button', { name: 'Guardar clave' }).click();
      const error = pagina.getByRole('dialog').filter({ hasText: MENSAJE_CLAVE_COMUN });
      await error.waitFor();
      await esperarQuietud(pagina);
      await afirmarSinInfracciones(pagina, 'clave común');
      await capturar(pagina, 'claves-comun-390');
      await error.getByRole('button').last().click();
      // Una clave propia sí, y con ella entra; cambiarla por la misma se avisa antes de enviar.
      await pagina.getByLabel('Nueva clave').fill(`Girasol${SELLO}`);
      await pagina.getByLabel('Confirmar clave').fill(`Girasol${SELLO}`);
      await pagina.getByRole('button', { name: 'Guardar clave' }).click();
      await pagina
        .getByRole('dialog')
        .getByText(/Ya puede iniciar sesión con la nueva clave/)
        .waitFor();
      await iniciarSesion(pagina, { usuario: a.documento, clave: `Girasol${SELLO}` });
      await pagina.waitForURL((u) => u.pathname === '/inicio');
      await pagina.goto('/cambiar-clave');
      await pagina.getByLabel('Clave actual').fill(`Girasol${SELLO}`);
      await pagina.getByLabel('Nueva clave', { exact: true }).fill(`Girasol${SELLO}`);
      await pagina.getByLabel('Confirmar nueva clave').fill(`Girasol${SELLO}`);
      await pagina.getByRole('button', { name: 'Cambiar clave' }).click();
      await pagina.getByText(MENSAJE_CLAVE_REPETIDA).waitFor();
      await capturar(pagina, 'claves-misma-clave-390');
      await pagina.goto('/logout');
      await c.close();
      continue;
    }

    // 1280: el enlace quedó pedido y el afiliado se retira antes de usarlo.
    await retirar(a.id);
    await pagina.goto(enlaceDe(eml));
    await pagina.getByRole('heading', { name: 'No se puede asignar la clave' }).waitFor();
    await pagina.getByText(/Su afiliación al fondo está retirada: este enlace ya no sirve/).waitFor();
    assert.equal(await pagina.getByLabel('Nueva clave').count(), 0);
    await esperarQuietud(pagina);
    await afirmarSinInfracciones(pagina, 'enlace de un retirado');
    await capturar(pagina, 'claves-enlace-retirado-1280');
    await c.close();
  }
});
