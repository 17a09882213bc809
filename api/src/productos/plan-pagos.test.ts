// Plan de pagos de un crédito con los datos de test/datos-productos.ts: la tabla
// hecha a mano, el acceso (propio, ajeno, superadmin) y el PDF con las mismas filas.
import { PDFParse } from 'pdf-parse';
import { eq } from 'drizzle-orm';
import type { PlanPagos, ErrorApi } from '@fondo/contrato';
import { corte, credito } from '../db/schema.js';
import { pedir, type AppDePrueba, type FilaAfiliado } from '../../test/ayudantes.js';
import { prepararDatosProductos } from '../../test/datos-productos.js';

let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let tokenMiembro: string;
let tokenAdmin: string;
let c: Record<string, number>;
let tc: Record<string, number>;
/** id_credito de cada crédito por número y fecha de corte */
const ids: Record<string, number> = {};
let creditoOtro: number;

beforeAll(async () => {
  ({ prueba, miembro, otro, tokenMiembro, tokenAdmin, c, tc } = await prepararDatosProductos());
  const filas = await prueba.db
    .select({ id: credito.id_credito, numero: credito.numero, corte: corte.corte })
    .from(credito)
    .innerJoin(corte, eq(corte.id_corte, credito.id_corte))
    .where(eq(credito.id_afiliado, miembro.id_afiliado));
  for (const f of filas) ids[`${f.numero} ${f.corte}`] = f.id;
  const [ajeno] = await prueba.db
    .insert(credito)
    .values({
      id_corte: c['2026-02-28']!,
      id_afiliado: otro.id_afiliado,
      id_tipo_credito: tc['Crédito de Prima']!,
      numero: 'P-9',
      saldo: '1000000.00',
      valor_credito: '1000000.00',
      valor_cuota: '0',
      cuotas: 2,
      cuotas_pendientes: 2,
      tasa: '0.010000',
      estado_credito: 'AL DIA',
    })
    .returning();
  creditoOtro = ajeno!.id_credito;
});
afterAll(async () => {
  await prueba?.cerrar();
});

const url = (id: string | number, idCredito: number, pdf = false) =>
  `/api/afiliados/${id}/creditos/${idCredito}/plan-pagos${pdf ? '/pdf' : ''}`;

async function textoPdf(cuerpo: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(cuerpo) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

// A-1 al 31/01/2026: saldo 1.000.000,10, tasa 1,25 % mensual, cuota 60.000, 5 cuotas pendientes.
// En centavos: interés = round(saldo x 0,0125); abono = cuota - interés; la 5.ª paga el saldo.
//  1: 100000010 x 0,0125 = 1250000,125 -> 1250000; abono 4750000; saldo 95250010
//  2:  95250010 x 0,0125 = 1190625,125 -> 1190625; abono 4809375; saldo 90440635
//  3:  90440635 x 0,0125 = 1130507,94  -> 1130508; abono 4869492; saldo 85571143
//  4:  85571143 x 0,0125 = 1069639,29  -> 1069639; abono 4930361; saldo 80640782
//  5:  80640782 x 0,0125 = 1008009,78  -> 1008010; abono 80640782; cuota 81648792; saldo 0
const PLAN_A1: PlanPagos['cuotas'] = [
  { numero: 1, fecha: '2026-02-28', cuota: 60000, interes: 12500, abono_capital: 47500, saldo: 952500.1 },
  { numero: 2, fecha: '2026-03-31', cuota: 60000, interes: 11906.25, abono_capital: 48093.75, saldo: 904406.35 },
  { numero: 3, fecha: '2026-04-30', cuota: 60000, interes: 11305.08, abono_capital: 48694.92, saldo: 855711.43 },
  { numero: 4, fecha: '2026-05-31', cuota: 60000, interes: 10696.39, abono_capital: 49303.61, saldo: 806407.82 },
  { numero: 5, fecha: '2026-06-30', cuota: 816487.92, interes: 10080.1, abono_capital: 806407.82, saldo: 0 },
];

describe('GET /api/afiliados/:id/creditos/:id_credito/plan-pagos', () => {
  test('el afiliado ve el plan de su crédito: cifras del último corte y la tabla hecha a mano', async () => {
    const r = await pedir(prueba.app, 'GET', url('me', ids['A-1 2026-01-31']!), tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.json<PlanPagos>()).toEqual({
      credito: {
        id_credito: ids['A-1 2026-01-31'],
        numero: 'A-1',
        tipo: 'Libre Inversión',
        periodicidad: 'mensual',
        tasa: 0.0125,
        valor_cuota: 60000,
        cuotas_pendientes: 5,
      },
      corte: { id_corte: c['2026-01-31'], corte: '2026-01-31' },
      saldo_corte: 1000000.1,
      cuotas: PLAN_A1,
      totales: { cuotas: 1056487.92, interes: 56487.82, capital: 1000000.1 },
    });
  });

  test('con el id de un corte anterior, el plan sale del último corte en que aparece el crédito', async () => {
    const r = await pedir(prueba.app, 'GET', url(miembro.id_afiliado, ids['A-1 2024-12-31']!), tokenMiembro);
    expect(r.statusCode).toBe(200);
    const plan = r.json<PlanPagos>();
    expect(plan.corte.corte).toBe('2026-01-31');
    expect(plan.credito.id_credito).toBe(ids['A-1 2026-01-31']);
    expect(plan.cuotas).toEqual(PLAN_A1);
  });

  test('un crédito cancelado (saldo 0, sin cuotas pendientes): plan vacío y totales en 0', async () => {
    const r = await pedir(prueba.app, 'GET', url('me', ids['B-2 2025-06-30']!), tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.json<PlanPagos>()).toMatchObject({
      credito: { numero: 'B-2', tipo: 'Crédito de Prima', periodicidad: 'semestral', cuotas_pendientes: 0 },
      corte: { corte: '2025-06-30' },
      saldo_corte: 0,
      cuotas: [],
      totales: { cuotas: 0, interes: 0, capital: 0 },
    });
  });

  test('el crédito de otro afiliado se rechaza: 403 por su id o por el del crédito', async () => {
    const prohibido = { s: 403, b: { error: 'No tiene permiso para realizar esta acción' } };
    for (const ruta of [url('me', creditoOtro), url(otro.id_afiliado, creditoOtro)]) {
      const r = await pedir(prueba.app, 'GET', ruta, tokenMiembro);
      expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual(prohibido);
    }
    const pdf = await pedir(prueba.app, 'GET', url('me', creditoOtro, true), tokenMiembro);
    expect({ s: pdf.statusCode, b: pdf.json<ErrorApi>() }).toEqual(prohibido);
  });

  test('el superadmin ve el de cualquiera; un crédito que no es del afiliado de la ruta es 404', async () => {
    const r = await pedir(prueba.app, 'GET', url(otro.id_afiliado, creditoOtro), tokenAdmin);
    expect(r.statusCode).toBe(200);
    // Semestral: tasa del periodo 6 x 1 %; cuota pactada 0 -> la 1.ª solo interés y la 2.ª salda.
    expect(r.json<PlanPagos>().cuotas).toEqual([
      { numero: 1, fecha: '2026-08-31', cuota: 60000, interes: 60000, abono_capital: 0, saldo: 1000000 },
      { numero: 2, fecha: '2027-02-28', cuota: 1060000, interes: 60000, abono_capital: 1000000, saldo: 0 },
    ]);
    const cruzado = await pedir(prueba.app, 'GET', url(miembro.id_afiliado, creditoOtro), tokenAdmin);
    expect({ s: cruzado.statusCode, b: cruzado.json<ErrorApi>() }).toEqual({
      s: 404,
      b: { error: 'Crédito no encontrado' },
    });
    const sinAfiliado = await pedir(prueba.app, 'GET', url(987654, creditoOtro), tokenAdmin);
    expect({ s: sinAfiliado.statusCode, b: sinAfiliado.json<ErrorApi>() }).toEqual({
      s: 404,
      b: { error: 'Afiliado no encontrado' },
    });
  });

  test('un crédito que no existe es 404; sin sesión 401; un id no numérico 400', async () => {
    const r = await pedir(prueba.app, 'GET', url('me', 99999999), tokenMiembro);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({ s: 404, b: { error: 'Crédito no encontrado' } });
    expect((await pedir(prueba.app, 'GET', url('me', ids['A-1 2026-01-31']!))).statusCode).toBe(401);
    expect((await pedir(prueba.app, 'GET', '/api/afiliados/me/creditos/abc/plan-pagos', tokenMiembro)).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/afiliados/:id/creditos/:id_credito/plan-pagos/pdf', () => {
  test('un PDF con el encabezado del fondo, los datos del crédito, las filas, los totales y la nota', async () => {
    const r = await pedir(prueba.app, 'GET', url('me', ids['A-1 2026-01-31']!, true), tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Plan de pagos Libre Inversion A-1.pdf"; filename*=UTF-8''Plan%20de%20pagos%20Libre%20Inversi%C3%B3n%20A-1.pdf`,
    );
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = await textoPdf(r.rawPayload);
    expect(texto).toContain('PLAN DE PAGOS ESTIMADO');
    expect(texto).toContain('Libre Inversión No. A-1');
    expect(texto).toContain('MARÍA JOSÉ NÚÑEZ PEÑA, documento No. 52.123.456');
    expect(texto).toContain('Saldo a la fecha de corte $1,000,000.10');
    expect(texto).toContain('Fecha de corte 31/01/2026');
    expect(texto).toContain('1 28/02/2026 $60,000.00 $12,500.00 $47,500.00 $952,500.10');
    expect(texto).toContain('3 30/04/2026 $60,000.00 $11,305.08 $48,694.92 $855,711.43');
    expect(texto).toContain('5 30/06/2026 $816,487.92 $10,080.10 $806,407.82 $0.00');
    expect(texto).toContain('Total de las cuotas $1,056,487.92');
    expect(texto).toContain('Total de intereses $56,487.82');
    expect(texto).toContain('Total abono a capital $1,000,000.10');
    expect(texto).toContain('Las cifras del plan de pagos son aproximadas, calculadas con el último corte');
    expect(texto).toContain('Generado el 22/11/2026 con las cifras del corte del 31/01/2026');
  });

  test('un crédito sin cuotas pendientes lo dice en lugar de la tabla', async () => {
    const r = await pedir(prueba.app, 'GET', url('me', ids['B-2 2025-06-30']!, true), tokenMiembro);
    expect(r.statusCode).toBe(200);
    const texto = await textoPdf(r.rawPayload);
    expect(texto).toContain('El crédito no tiene saldo ni cuotas pendientes a la fecha de corte.');
    expect(texto).not.toContain('Fecha estimada');
  });
});
