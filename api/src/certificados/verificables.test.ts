// Documentos verificables (certificados y estado de cuenta): el QR leído de la página rasterizada lleva a la
// página pública /verificar/{codigo}, el enlace es una anotación del PDF en una línea, el código se
// verifica por la operación pública (documento enmascarado) y el estado de cuenta trae sus cifras.
import { eq } from 'drizzle-orm';
import type { Verificacion, ErrorApi } from '@fondo/contrato';
import { certificadoEmitido } from '../db/schema.js';
import { pedir, type AppDePrueba } from '../../test/ayudantes.js';
import { prepararDatosProductos } from '../../test/datos-productos.js';
import { enlacesDelPdf, textoDelPdf, tituloDelPdf } from '../../test/pdf.js';
import { leerQrDelPdf } from '../../test/qr.js';

let prueba: AppDePrueba;
let tokenMiembro: string;
let c: Record<string, number>;

beforeAll(async () => {
  ({ prueba, tokenMiembro, c } = await prepararDatosProductos());
});
afterAll(async () => {
  await prueba?.cerrar();
});

const URL_VERIFICAR = /^http:\/\/portal\.prueba\/verificar\/([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})$/;

/** El QR y el enlace del pie: la misma dirección pública; devuelve el código que llevan. */
async function codigoDelPie(pdf: Buffer): Promise<string> {
  const [qr, enlaces, texto] = await Promise.all([leerQrDelPdf(pdf), enlacesDelPdf(pdf), textoDelPdf(pdf)]);
  expect(qr).toMatch(URL_VERIFICAR);
  const codigo = URL_VERIFICAR.exec(qr!)![1]!;
  expect(texto).toContain(`Código de verificación: ${codigo}`);
  // Anotación de enlace sobre el texto de la dirección, entera (en una línea) y también sobre el QR.
  expect(enlaces[0]).toContainEqual({ text: qr, url: qr });
  expect(enlaces[0]!.filter((e) => e.url === qr)).toHaveLength(2);
  return codigo;
}

async function verificar(codigo: string) {
  return pedir(prueba.app, 'GET', `/api/certificados/verificar/${codigo}`);
}

test('certificado: el QR decodificado va a /verificar/{codigo} y ese código se verifica, con el documento enmascarado', async () => {
  const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/certificado?tipo_certificado=afiliacion', tokenMiembro);
  expect(r.statusCode).toBe(200);
  const codigo = await codigoDelPie(r.rawPayload);
  const v = await verificar(codigo);
  expect(v.statusCode).toBe(200);
  expect(v.json<Verificacion>()).toEqual({
    valido: true,
    etiqueta: 'Certificado de afiliación',
    tipo_certificado: 'afiliacion',
    corte: null,
    afiliado: { nombres: 'María José', apellidos: 'Núñez Peña', documento: '****3456' },
    emitido: '2026-11-22T15:00:00.000Z',
  });
  // El documento completo nunca sale de la ruta pública.
  expect(v.body).not.toContain('52123456');
});

test('código equivocado -> 404 con su texto', async () => {
  const v = await verificar('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  expect({ s: v.statusCode, b: v.json<ErrorApi>() }).toEqual({
    s: 404,
    b: { error: 'Código de verificación no encontrado' },
  });
});

describe('estado de cuenta', () => {
  const estado = (idCorte: number | undefined, id = 'me') =>
    pedir(prueba.app, 'GET', `/api/afiliados/${id}/estado-cuenta/${idCorte}/pdf`, tokenMiembro);

  test('corte con anterior: ahorros por tipo con el cambio, créditos con saldo y cuota, totales, QR verificable', async () => {
    const r = await estado(c['2026-01-31']);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''Estado%20de%20cuenta%20a%2031-01-2026.pdf`);
    const [texto, titulo] = await Promise.all([textoDelPdf(r.rawPayload), tituloDelPdf(r.rawPayload)]);
    expect(titulo).toBe('Estado de cuenta a 31/01/2026');
    expect(texto).toContain('ESTADO DE CUENTA Corte al 31/01/2026');
    expect(texto).toContain('Nombre MARÍA JOSÉ NÚÑEZ PEÑA');
    expect(texto).toContain('Documento C.C. 52.123.456');
    // El anterior con aportes es diciembre de 2025 (junio de 2025 solo tiene créditos).
    expect(texto).toContain('Corte anterior 31/12/2025');
    expect(texto).toContain('Concepto Saldo a 31/12/2025 Saldo a 31/01/2026 Cambio');
    expect(texto).toContain('Ahorro Permanente $1,100,000.00 $1,234,567.10 +$134,567.10');
    expect(texto).toContain('Ahorro Programado $0.00 $0.20 +$0.20');
    // La Revalorización en cero se lista porque en el corte anterior tenía saldo.
    expect(texto).toContain('Revalorizacion $4,321.55 $0.00 -$4,321.55');
    expect(texto).toContain('Total ahorros $1,104,321.55 $1,234,567.30 +$130,245.75');
    expect(texto).toContain('Libre Inversión No. A-1 15/10/2024 15 de 20 $60,000.00 $1,000,000.10');
    expect(texto).toContain('Vivienda No. C-3 02/05/2019 71 de 120 $60,000.00 $2,000,000.20');
    expect(texto).toContain('Total créditos $120,000.00 $3,000,000.30');
    expect(texto).toContain('Total saldo de créditos $3,000,000.30');
    expect(texto).toContain('Página 1 de 1');

    const codigo = await codigoDelPie(r.rawPayload);
    const [guardado] = await prueba.db.select().from(certificadoEmitido).where(eq(certificadoEmitido.codigo, codigo));
    expect(guardado).toMatchObject({ tipo: 'estado_cuenta', id_corte: c['2026-01-31'] });
    const v = await verificar(codigo);
    expect(v.json<Verificacion>()).toMatchObject({
      valido: true,
      etiqueta: 'Estado de cuenta a 31/01/2026',
      tipo_certificado: 'estado_cuenta',
      corte: '2026-01-31',
      afiliado: { documento: '****3456' },
    });
  });

  test('primer corte del afiliado: sin corte anterior ni columna de cambio', async () => {
    const r = await estado(c['2023-12-31']);
    expect(r.statusCode).toBe(200);
    const texto = await textoDelPdf(r.rawPayload);
    expect(texto).toContain('Corte anterior Sin corte anterior');
    expect(texto).toContain('Concepto Saldo a 31/12/2023 Ahorro Permanente $100.00 Total ahorros $100.00');
    expect(texto).toContain('no hay un corte anterior con qué compararlo');
    expect(texto).not.toContain('Cambio');
    expect(texto).toContain('No registra créditos con saldo en este corte.');
  });

  test('corte sin filas del afiliado o inexistente -> 404 y nada se registra', async () => {
    const antes = (await prueba.db.select().from(certificadoEmitido)).length;
    const sinDatos = await estado(c['2026-02-28']);
    expect({ s: sinDatos.statusCode, b: sinDatos.json<ErrorApi>() }).toEqual({
      s: 404,
      b: { error: 'No hay información del afiliado en ese corte para generar el estado de cuenta' },
    });
    const noExiste = await estado(999_999);
    expect({ s: noExiste.statusCode, b: noExiste.json<ErrorApi>() }).toEqual({
      s: 404,
      b: { error: 'Corte no encontrado' },
    });
    const invalido = await pedir(prueba.app, 'GET', '/api/afiliados/me/estado-cuenta/abc/pdf', tokenMiembro);
    expect(invalido.statusCode).toBe(400);
    expect((await prueba.db.select().from(certificadoEmitido)).length).toBe(antes);
  });
});
