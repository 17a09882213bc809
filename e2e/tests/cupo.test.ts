// El cupo de crédito por el navegador, sobre los datos demo (Libre Inversión: 3 veces el ahorro menos
// el saldo de todos los créditos, cuotas hasta el 50 % del salario): el simulador y la solicitud muestran el
// 'Cupo disponible' del afiliado; sobre el cupo avisan y la solicitud no se envía; la API responde 400 con el
// mismo texto. El superadmin ve la regla en Tipos de Crédito y los aportes que cuentan para el cupo. Axe sin
// infracciones serias en cada pantalla, a 390 y 1280 px. El panel dice de qué ahorro sale el cupo (el que
// cuenta, y el total de /inicio si es otro) y 'N veces ese ahorro'; sobre el cupo, 'Solicitar crédito' del
// simulador espera y dice por qué.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { pdfMinimo, PNG_1X1 } from '../src/archivos.js';
import {
  abrirNavegador,
  capturar,
  contextoDeAncho,
  CUENTAS,
  elegirOpcion,
  entradaDeArchivo,
  iniciarSesion,
  sinInfraccionesEnReposo,
} from '../src/navegador.js';
import { tokenDeSesion } from '../src/sesion.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const AVISO = /El valor solicitado supera su cupo disponible de \$[\d,]+\.\d\d\./;
const BLOQUEO = 'No se puede enviar la solicitud: ajuste el valor o las cuotas a su cupo.';

const pesos = (t: string) => Number(t.replace(/[$,]/g, ''));

/** 'Cupo disponible: $4,499,999.50' -> 4499999.5 */
async function leerDisponible(pagina: Page): Promise<number> {
  const titulo = pagina.getByText(/^Cupo disponible: \$/).first();
  await titulo.waitFor();
  const texto = (await titulo.textContent()) ?? '';
  return Number(texto.replace(/^Cupo disponible: \$/, '').replace(/,/g, ''));
}

for (const ancho of [1280, 390] as const) {
  test(`simulador y solicitud sobre el cupo, a ${ancho} px: aviso y no se envía; la API responde 400`, async () => {
    const contexto = await contextoDeAncho(navegador, ancho);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.actualizado);
    await pagina.waitForURL('**/inicio');
    // el 'Ahorro total' de Inicio
    const tarjetaAhorro = pagina.locator('.ant-card', { hasText: 'Ahorro total' });
    const ahorroTotal = pesos((await tarjetaAhorro.locator('.ant-statistic-content').textContent()) ?? '');
    assert.ok(ahorroTotal > 0);

    await pagina.goto('/simulador');
    await elegirOpcion(pagina, 'Tipo de crédito', 'Libre Inversión');
    const disponible = await leerDisponible(pagina);
    assert.ok(disponible >= 0);
    await pagina.getByText(/^Cuota máxima por salario: \$/).waitFor();
    // de dónde sale el cupo: el ahorro que cuenta (con sus tipos de aporte), el total de Inicio si es otro, y 3 veces
    const cuenta = (await pagina.getByText(/^Ahorro que cuenta para el cupo: /).textContent()) ?? '';
    const ahorroCupo = pesos(/: (\$[\d,.]+)/.exec(cuenta)![1]!);
    assert.match(cuenta, /\(Ahorro Permanente \$[\d,.]+/);
    if (ahorroCupo !== ahorroTotal) {
      const total = (await pagina.getByText(/^Su ahorro total es /).textContent()) ?? '';
      assert.equal(pesos(/es (\$[\d,.]+):/.exec(total)![1]!), ahorroTotal, 'el ahorro total es el de Inicio');
    }
    const veces = (await pagina.getByText(/^Cupo: 3 veces ese ahorro = /).textContent()) ?? '';
    assert.equal(pesos(/= (\$[\d,.]+),/.exec(veces)![1]!), Math.round(ahorroCupo * 300) / 100);
    const sobre = String(Math.floor(disponible) + 1000);
    const valor = pagina.getByLabel('Valor');
    await valor.fill(sobre);
    await valor.blur();
    await pagina.getByText(AVISO).waitFor();
    // sobre el cupo no se puede ir a solicitar: el botón espera y dice por qué
    const solicitar = pagina.getByRole('button', { name: 'Solicitar crédito' });
    assert.equal(await solicitar.isDisabled(), true);
    await pagina.getByText('Para solicitar este crédito ajuste el valor o el plazo a su cupo.').waitFor();
    await capturar(pagina, `cupo-simulador-${ancho}`);
    await sinInfraccionesEnReposo(pagina, `el simulador sobre el cupo (${ancho} px)`);

    // dentro del cupo se solicita; en la solicitud, prellenada, el valor pasa del cupo
    await valor.fill('1000000');
    await valor.blur();
    await solicitar.click();
    await pagina.waitForURL(/\/solicitud-credito\?/);
    assert.equal(await leerDisponible(pagina), disponible);
    await pagina.getByLabel('Valor').fill(sobre);
    await pagina.getByLabel('Valor').blur();
    await pagina.getByText(AVISO).waitFor();
    await pagina.getByLabel('Destino').fill('Compra de equipo (e2e cupo)');
    await elegirOpcion(pagina, 'Desde el mes', 'Marzo');
    await pagina.getByLabel('Número de cuenta').fill('001234567');
    await pagina.getByRole('radio', { name: 'Ahorros' }).check();
    await pagina.getByLabel('Banco').fill('Banco de Prueba');
    const pdf = { mimeType: 'application/pdf', buffer: pdfMinimo('Documento') };
    await entradaDeArchivo(pagina, 'Último desprendible de pago (fotos o PDF)').setInputFiles({
      name: 'desprendible.pdf',
      ...pdf,
    });
    await entradaDeArchivo(pagina, 'Firma y huella (JPG o PNG)').setInputFiles({
      name: 'firma.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await entradaDeArchivo(pagina, 'Carta de solicitud y pagaré firmados (fotos o PDF)').setInputFiles({
      name: 'carta.pdf',
      ...pdf,
    });
    await pagina.getByText('carta.pdf', { exact: true }).first().waitFor();
    await pagina.getByText('firma.png', { exact: true }).first().waitFor();
    let radicadas = 0;
    pagina.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/afiliados/me/solicitar-credito')) radicadas++;
    });
    await pagina.getByRole('button', { name: 'Enviar Solicitud' }).click();
    await pagina.getByText(BLOQUEO).waitFor();
    assert.equal(radicadas, 0);
    assert.match(pagina.url(), /\/solicitud-credito\?/);
    await capturar(pagina, `cupo-solicitud-${ancho}`);
    await sinInfraccionesEnReposo(pagina, `la solicitud sobre el cupo (${ancho} px)`);

    // el servidor aplica la misma regla: la solicitud completa, por la API, responde 400 con el mismo aviso
    const token = await tokenDeSesion(pagina);
    const headers = { authorization: `Bearer ${token}` };
    const subir = async (name: string, mime: string, bytes: Buffer) => {
      const r = await pagina.request.post('/api/archivos', {
        headers,
        data: { file: `data:${mime};base64,${bytes.toString('base64')}`, name },
      });
      assert.equal(r.status(), 200, await r.text());
      return ((await r.json()) as { id_archivo: number }).id_archivo;
    };
    const r = await pagina.request.post('/api/afiliados/me/solicitar-credito', {
      headers,
      data: {
        id_tipo_credito: Number(new URL(pagina.url()).searchParams.get('id_tipo_credito')),
        valor: Number(sobre),
        destino: 'API e2e cupo',
        cuotas: 12,
        desde_mes: 3,
        numero_cuenta: '001234567',
        tipo_cuenta: 'Ahorros',
        banco: 'Banco de Prueba',
        codeudor: false,
        ultimo_desprendible: await subir('d.pdf', 'application/pdf', pdfMinimo('D')),
        firma: await subir('f.png', 'image/png', PNG_1X1),
        carta_pagare: await subir('c.pdf', 'application/pdf', pdfMinimo('C')),
      },
    });
    assert.equal(r.status(), 400);
    assert.match(((await r.json()) as { error: string }).error, AVISO);
    await contexto.close();
  });
}

test('el superadmin ve la regla de cupo y los aportes que cuentan (1280 y 390 px)', async () => {
  for (const ancho of [1280, 390] as const) {
    const contexto = await contextoDeAncho(navegador, ancho);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.admin);
    await pagina.waitForURL((u) => !u.pathname.endsWith('/login'));
    await pagina.goto('/admin/tipos-credito');
    const grupo = pagina.getByRole('group', { name: 'Aportes que cuentan para el cupo' });
    await grupo.waitFor();
    assert.equal(await grupo.getByRole('checkbox', { name: 'Ahorro Permanente' }).isChecked(), true);
    assert.equal(await grupo.getByRole('checkbox', { name: 'Aportes Sociales' }).isChecked(), false);
    await pagina
      .getByText('3 veces el ahorro (todos los créditos) · cuotas hasta 50.00 % del salario')
      .first()
      .waitFor();
    await capturar(pagina, `cupo-admin-tipos-${ancho}`);
    await sinInfraccionesEnReposo(pagina, `Tipos de Crédito con la regla de cupo (${ancho} px)`);
    await pagina
      .getByRole('button', { name: /^(Editar )?Libre Inversión/ })
      .first()
      .click();
    const modal = pagina.getByRole('dialog', { name: 'Editar Tipo de Crédito' });
    await modal.waitFor();
    assert.equal(await modal.getByRole('spinbutton', { name: 'Veces el ahorro' }).inputValue(), '3');
    await capturar(pagina, `cupo-admin-modal-${ancho}`);
    await sinInfraccionesEnReposo(pagina, `el modal del tipo de crédito con el cupo (${ancho} px)`);
    await contexto.close();
  }
});
