// Parte `firma` (--solo firma): CPU del PDF firmado de una solicitud (la carta y el pagaré con la página de
// evidencia al final, con su QR), dibujado en este proceso con la API construida: p50 y p99 por documento
// (process.cpuUsage, usuario + sistema), con la firma del afiliado y con la del afiliado y la del codeudor. Y en el
// perfil de teléfono (bench/dominios/movil.ts), el tiempo desde 'Enviar Solicitud' hasta 'Su solicitud ha sido
// radicada' con firma electrónica: hacer y dibujar el documento, pedir el código, recibirlo por SMTP y firmar.
import { chromium, type Page } from 'playwright-core';
import type { EvidenciaFirma } from '@fondo/contrato';
import type { ServidorSmtp } from '../../api/test/smtp';
import { generarPlantillaPdf, paginaDeEvidencia } from '../api';
import { ms, percentil, tabla, type Servidor, type Tabla } from '../comun';
import { abrirConSesion } from '../sesion-navegador';
import { iniciarSesion, PERFIL_MOVIL } from './movil';

const DATOS = {
  afiliado: { nombres: 'María José', apellidos: 'Núñez Peña', documento: '52123456', documento_tipo: 'CC' },
  tipo: { nombre: 'Libre Inversión', tasa: 0.012, periodicidad: 'mensual' as const },
  valor: 4_000_000,
  cuotas: 24,
  destino: 'Remodelación de la cocina',
  desde_mes: 2,
  codeudor: { nombre: 'Jorge Peña', documento: '80111222' },
  conFecha: true,
  fondo: { nombre: 'Fondo de Empleados del Personal Escolar', nit: '900.123.456-7' },
  ciudad: 'Bogotá D.C.',
  ahora: new Date('2026-12-07T20:15:00Z'),
};

const firma = (rol: EvidenciaFirma['rol']): EvidenciaFirma => ({
  rol,
  nombre: rol === 'afiliado' ? 'María José Núñez Peña' : 'Jorge Peña',
  documento: rol === 'afiliado' ? '52123456' : '80111222',
  fecha: '2026-12-07T20:15:00.000Z',
  ip: '181.49.12.7',
  dispositivo: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  metodo: 'código enviado a m***@correo.com',
  sha256: 'b'.repeat(64),
});

/** CPU por PDF firmado: `repeticiones` documentos seguidos por caso, tras 20 de calentamiento. */
export async function medirFirma(o: { repeticiones: number }): Promise<Tabla> {
  const t = tabla(`PDF firmado de una solicitud en este proceso (${o.repeticiones} documentos por caso)`, [
    ['Firmas', false],
    ['KiB', true],
    ['CPU p50 (ms)', true],
    ['CPU p99 (ms)', true],
  ]);
  for (const firmas of [[firma('afiliado')], [firma('afiliado'), firma('codeudor')]]) {
    const generar = () =>
      generarPlantillaPdf(DATOS, (doc) =>
        paginaDeEvidencia(doc, {
          id_solicitud: 1234,
          codigo: 'K7QM-2XPD-9HTR-WB4C',
          url: 'https://portal.fondo.edu.co/verificar/K7QM-2XPD-9HTR-WB4C',
          firmas,
        }),
      );
    for (let i = 0; i < 20; i++) await generar();
    const cpu: number[] = [];
    let pdf: Buffer | null = null;
    for (let i = 0; i < o.repeticiones; i++) {
      const antes = process.cpuUsage();
      pdf = await generar();
      const d = process.cpuUsage(antes);
      cpu.push((d.user + d.system) / 1000);
    }
    if (!pdf) throw new Error('firma: sin documentos');
    t.filas.push([
      firmas.map((f) => f.rol).join(' y '),
      (pdf.byteLength / 1024).toFixed(0),
      ms(percentil(cpu, 50)),
      ms(percentil(cpu, 99)),
    ]);
  }
  t.notas.push('CPU del proceso durante cada documento: incluye el recolector de basura que caiga en él.');
  return t;
}

const PDF_MINIMO = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Llena la solicitud (sin medir): tipo, valor, cuotas, destino, mes, cuenta y los dos documentos. */
async function llenar(p: Page): Promise<void> {
  await p.goto('/solicitud-credito');
  await p.getByRole('button', { name: 'Enviar Solicitud' }).waitFor({ timeout: 120_000 });
  await p.getByRole('combobox', { name: 'Tipo de crédito' }).selectOption({ label: 'Calamidad Doméstica' });
  await p.getByLabel('Valor').fill('1200000');
  await p.getByLabel('Cuotas').fill('12');
  await p.getByLabel('Destino').fill('Medida del benchmark');
  await p.getByRole('combobox', { name: 'Desde el mes' }).selectOption({ label: 'Marzo' });
  await p.getByLabel('Número de cuenta').fill('001234567');
  await p.getByRole('radio', { name: 'Ahorros' }).check();
  await p.getByLabel('Banco').fill('Banco de Prueba');
  for (const [etiqueta, archivo] of [
    [
      'Último desprendible de pago (fotos o PDF)',
      { name: 'desprendible.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO },
    ],
    ['Firma y huella (JPG o PNG)', { name: 'firma.png', mimeType: 'image/png', buffer: PNG_1X1 }],
  ] as const) {
    const item = p.locator('.ant-form-item', { has: p.getByText(etiqueta, { exact: true }) });
    await item.locator('input[type=file]:not([capture])').setInputFiles(archivo);
    await item.getByText(archivo.name, { exact: true }).first().waitFor({ timeout: 120_000 });
  }
}

/**
 * 'Enviar Solicitud' -> solicitud radicada con firma electrónica, en el perfil de teléfono: mediana de `veces`.
 * `servidor` corre con FIRMA_ELECTRONICA=1 y SMTP_URL del `smtp` que se lee aquí.
 */
export async function medirFirmaEnTelefono(
  servidor: Pick<Servidor, 'base'>,
  smtp: ServidorSmtp,
  o: { veces: number },
): Promise<Tabla> {
  const sesion = await iniciarSesion(servidor.base);
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const t = tabla(
    `Firma en el teléfono (150 ms, 1,6 Mbit/s, CPU x${PERFIL_MOVIL.cpu}, 390 x 844): de 'Enviar Solicitud' a la solicitud radicada, mediana de ${o.veces}`,
    [
      ['Tramo', false],
      ['mediana (ms)', true],
      ['mín (ms)', true],
      ['máx (ms)', true],
    ],
  );
  const tramos = { documento: [] as number[], codigo: [] as number[], firma: [] as number[], total: [] as number[] };
  try {
    for (let i = 0; i < o.veces; i++) {
      const contexto = await navegador.newContext({
        baseURL: servidor.base,
        viewport: { width: PERFIL_MOVIL.ancho, height: PERFIL_MOVIL.alto },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        locale: 'es-CO',
      });
      try {
        await abrirConSesion(contexto, sesion);
        const p = await contexto.newPage();
        p.setDefaultTimeout(120_000);
        await llenar(p);
        const cdp = await contexto.newCDPSession(p);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: PERFIL_MOVIL.latencia_ms,
          downloadThroughput: PERFIL_MOVIL.bajada_Bps,
          uploadThroughput: PERFIL_MOVIL.subida_Bps,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PERFIL_MOVIL.cpu });
        const t0 = Date.now();
        await p.getByRole('button', { name: 'Enviar Solicitud' }).click();
        await p.locator('.visor-pdf-paginas canvas').nth(1).waitFor();
        const t1 = Date.now();
        await p.getByRole('checkbox', { name: /Leí la carta de solicitud de crédito y el pagaré/ }).check();
        const antes = smtp.recibidos.length;
        await p.getByRole('button', { name: 'Enviarme el código por correo' }).click();
        let codigo = '';
        while (!codigo) {
          const correo = smtp.recibidos.slice(antes).find((c) => /^Su código para firmar/.test(c.correo.subject ?? ''));
          codigo = /es: (\d{6})/.exec(correo?.correo.text ?? '')?.[1] ?? '';
          if (!codigo) await new Promise((ok) => setTimeout(ok, 50));
          if (Date.now() - t0 > 120_000) throw new Error('firma: no llegó el código');
        }
        const t2 = Date.now();
        await p.getByLabel('Código', { exact: true }).fill(codigo);
        await p.getByRole('button', { name: 'Firmar y enviar la solicitud' }).click();
        await p.getByText('Su solicitud ha sido radicada').waitFor();
        const t3 = Date.now();
        tramos.documento.push(t1 - t0);
        tramos.codigo.push(t2 - t1);
        tramos.firma.push(t3 - t2);
        tramos.total.push(t3 - t0);
      } finally {
        await contexto.close();
      }
    }
  } finally {
    await navegador.close();
  }
  const fila = (nombre: string, v: number[]) => [nombre, ms(percentil(v, 50)), ms(Math.min(...v)), ms(Math.max(...v))];
  t.filas.push(
    fila('documento hecho y dibujado (pdf.js)', tramos.documento),
    fila('código pedido y recibido por SMTP', tramos.codigo),
    fila('firma y radicación', tramos.firma),
    fila('total', tramos.total),
  );
  t.notas.push('Sin el tiempo de una persona: el guion marca que leyó y escribe el código en cuanto llega.');
  return t;
}
