// Revisión de solicitudes, en Chromium: el superadmin revisa una solicitud con la posición del afiliado al lado
// (debajo en el teléfono), cambia el estado dos veces y ve cada paso en 'Historial de estados' (quién,
// de -> a, observaciones); el afiliado ve el historial de la suya sin el nombre de quien revisó. Capturas a
// 390 y 1280 px (e2e/screenshots) y axe sin infracciones serias.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  abrirNavegador,
  capturar,
  contextoDeAncho,
  CUENTAS,
  elegirOpcion,
  iniciarSesion,
  sinInfraccionesEnReposo,
  URL_BASE,
  sinDesborde,
} from '../src/navegador.js';
import { tokenDeApi } from '../src/api.js';
import { PDF_SIN_XREF, PNG_1X1 } from '../src/archivos.js';

const SELLO = Date.now();
const PRIMERA = `Aprobada en comité (e2e ${SELLO}).`;
const SEGUNDA = `El codeudor no cumple los requisitos (e2e ${SELLO}).`;

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

async function api<T>(token: string, metodo: string, ruta: string, cuerpo?: unknown): Promise<T> {
  const r = await fetch(`${URL_BASE}/api/${ruta}`, {
    method: metodo,
    headers: { authorization: `bearer ${token}`, ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
    body: cuerpo ? JSON.stringify(cuerpo) : undefined,
  });
  assert.ok(r.ok, `${metodo} ${ruta}: ${r.status} ${await r.clone().text()}`);
  return (await r.json()) as T;
}

/** El afiliado demo radica una solicitud con sus tres documentos, como lo haría el formulario. */
async function radicar(): Promise<number> {
  const t = await tokenDeApi(CUENTAS.actualizado);
  const subir = async (nombre: string, bytes: Buffer, tipo: string) =>
    (
      await api<{ id_archivo: number }>(t, 'POST', 'archivos', {
        file: `data:${tipo};base64,${bytes.toString('base64')}`,
        name: nombre,
      })
    ).id_archivo;
  const tipos = await api<
    {
      id_tipo_credito: number;
      activo: boolean;
      periodicidad: string;
      plazo_minimo: number | null;
      plazo_maximo: number | null;
    }[]
  >(t, 'GET', 'tipos-credito');
  const tipo = tipos.find(
    (x) => x.activo && x.periodicidad === 'mensual' && (x.plazo_minimo ?? 1) <= 12 && (x.plazo_maximo ?? 36) >= 12,
  )!;
  const s = await api<{ id_solicitud: number }>(t, 'POST', 'afiliados/me/solicitar-credito', {
    id_tipo_credito: tipo.id_tipo_credito,
    valor: 3_000_000,
    destino: 'Revisión con historial (e2e)',
    cuotas: 12,
    desde_mes: 2,
    numero_cuenta: '00777',
    tipo_cuenta: 'Ahorros',
    banco: 'Banco de Prueba',
    codeudor: false,
    ultimo_desprendible: await subir('desprendible.pdf', PDF_SIN_XREF, 'application/pdf'),
    firma: await subir('firma.png', PNG_1X1, 'image/png'),
    carta_pagare: await subir('carta.pdf', PDF_SIN_XREF, 'application/pdf'),
  });
  return s.id_solicitud;
}

/** Nombre completo de una cuenta, como lo guarda el historial. */
async function nombreDe(cuenta: { usuario: string; clave: string }): Promise<string> {
  const r = await fetch(`${URL_BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: cuenta.usuario, password: cuenta.clave }),
  });
  const { usuario } = (await r.json()) as { usuario: { nombres: string; apellidos: string } };
  return `${usuario.nombres} ${usuario.apellidos}`;
}

const historialDe = (p: Page | Locator) => p.getByRole('list', { name: 'Historial de estados' });

async function guardarEstado(p: Page, estado: string, observaciones: string): Promise<void> {
  await elegirOpcion(p, 'Estado', estado);
  await p.getByLabel('Observaciones').fill(observaciones);
  await p.getByRole('button', { name: 'Guardar Solicitud' }).click();
  await p.locator('.ant-message-notice', { hasText: 'Solicitud guardada' }).last().waitFor();
}

let idSolicitud = 0;

test('el superadmin cambia el estado dos veces y ve cada paso en el historial, junto a la posición del afiliado', async () => {
  idSolicitud = await radicar();
  const admin = await nombreDe(CUENTAS.admin);
  const ctx = await contextoDeAncho(navegador, 1280, { alto: 900, espera: 20_000 });
  const p = await ctx.newPage();
  await iniciarSesion(p, CUENTAS.admin);
  await p.waitForURL((u) => !u.pathname.startsWith('/login'));
  await p.goto(`/solicitud-credito/${idSolicitud}`);
  const panel = p.getByRole('region', { name: 'Posición del afiliado' });
  await panel.getByRole('region', { name: 'Cuota / salario' }).waitFor();
  // la posición del afiliado demo: ahorro del corte con su total, créditos vigentes, salario
  await panel
    .getByRole('region', { name: /^Ahorro por tipo \(corte \d\d\/\d\d\/\d\d\)$/ })
    .getByText('Total')
    .waitFor();
  await panel.getByRole('region', { name: 'Créditos vigentes' }).waitFor();
  assert.match(
    (await panel.getByRole('region', { name: 'Cuota / salario' }).textContent()) ?? '',
    /Salario\$[\d,]+\.\d\d/,
  );
  // al lado de la solicitud en escritorio
  const datos = await p.getByText('Datos de la solicitud').boundingBox();
  const caja = await panel.boundingBox();
  assert.ok(datos && caja && caja.x > datos.x + 200, 'la posición va al lado de la solicitud');
  const pasos = historialDe(panel).getByRole('listitem');
  await pasos.first().getByRole('group', { name: 'Radicada' }).waitFor();
  assert.equal(await pasos.count(), 1);

  await guardarEstado(p, 'APROBADA', PRIMERA);
  await historialDe(panel).getByRole('group', { name: 'PENDIENTE → APROBADA' }).waitFor();
  await guardarEstado(p, 'NO APROBADA', SEGUNDA);
  await historialDe(panel).getByRole('group', { name: 'APROBADA → NO APROBADA' }).waitFor();
  assert.equal(await pasos.count(), 3);
  const segundo = pasos.nth(1);
  const tercero = pasos.nth(2);
  assert.ok((await segundo.textContent())?.includes(PRIMERA));
  assert.ok((await segundo.textContent())?.includes(admin), 'el superadmin ve quién cambió el estado');
  assert.ok((await tercero.textContent())?.includes(SEGUNDA));
  await capturar(p, 'revision-solicitud-admin-1280');
  await sinInfraccionesEnReposo(p, 'revisión de la solicitud con la posición del afiliado (1280)');
  await ctx.close();
});

test('en el teléfono: la posición debajo de la solicitud, sin desbordar; el afiliado ve el historial sin el revisor', async () => {
  assert.ok(idSolicitud > 0, 'la prueba anterior radicó la solicitud');
  const admin = await nombreDe(CUENTAS.admin);
  const ctx = await contextoDeAncho(navegador, 390, { espera: 20_000 });
  const p = await ctx.newPage();
  await iniciarSesion(p, CUENTAS.admin);
  await p.waitForURL((u) => !u.pathname.startsWith('/login'));
  await p.goto(`/solicitud-credito/${idSolicitud}`);
  const panel = p.getByRole('region', { name: 'Posición del afiliado' });
  await historialDe(panel).getByRole('group', { name: 'APROBADA → NO APROBADA' }).waitFor();
  const datos = await p.getByText('Datos de la solicitud').boundingBox();
  const caja = await panel.boundingBox();
  assert.ok(datos && caja && caja.y > datos.y, 'en el teléfono la posición va debajo');
  await sinDesborde(p, 'revisión en el teléfono');
  await capturar(p, 'revision-solicitud-admin-390');
  await sinInfraccionesEnReposo(p, 'revisión de la solicitud con la posición del afiliado (390)');
  await ctx.close();

  const ctxAfiliado = await contextoDeAncho(navegador, 390, { espera: 20_000 });
  const a = await ctxAfiliado.newPage();
  await iniciarSesion(a, CUENTAS.actualizado);
  await a.waitForURL('**/inicio');
  await a.goto(`/solicitud-credito/${idSolicitud}`);
  const lista = historialDe(a);
  await lista.getByRole('group', { name: 'APROBADA → NO APROBADA' }).waitFor();
  const texto = (await lista.textContent()) ?? '';
  assert.ok(texto.includes('El fondo') && texto.includes(SEGUNDA), texto);
  assert.ok(!texto.includes(admin), 'el afiliado no ve el nombre de quien revisó');
  assert.equal(await a.getByRole('region', { name: 'Posición del afiliado' }).count(), 0);
  await sinDesborde(a, 'solicitud del afiliado en el teléfono');
  await capturar(a, 'revision-solicitud-afiliado-390');
  await sinInfraccionesEnReposo(a, 'historial de la solicitud del afiliado (390)');
  await ctxAfiliado.close();
});
