import { useSesion } from '@fondo/runtime';
import {
  descargarCertificado,
  obtenerAportes,
  obtenerCertificados,
  obtenerCreditos,
  obtenerHistorialAportes,
  obtenerResumen,
  rutaCertificado,
} from './productos';

const pedidos: Request[] = [];

function responder(cuerpo: unknown): void {
  jest.spyOn(globalThis, 'fetch').mockImplementation((entrada, init) => {
    pedidos.push(entrada instanceof Request ? entrada : new Request(String(entrada), init));
    return Promise.resolve(
      new Response(JSON.stringify(cuerpo), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
}

beforeEach(() => {
  pedidos.length = 0;
  useSesion.setState({ access_token: 'tok', usuario: null, roles: [], actualizacion_datos: 'ok' });
});
afterEach(() => jest.restoreAllMocks());

const ruta = (r: Request): string => {
  const u = new URL(r.url);
  return `${u.pathname}${u.search}`;
};

test("id por defecto 'me', rutas del SPEC 7 y token bearer", async () => {
  responder({ aportes: 1, creditos: 2, cambio_password: false, corte: null });
  await obtenerResumen();
  await obtenerAportes();
  await obtenerHistorialAportes();
  await obtenerCreditos(42);
  await obtenerCertificados();
  expect(pedidos.map(ruta)).toEqual([
    '/api/afiliados/me/resumen',
    '/api/afiliados/me/aportes',
    '/api/afiliados/me/aportes/historial',
    '/api/afiliados/42/creditos',
    '/api/afiliados/me/certificados',
  ]);
  expect(pedidos[0]!.headers.get('authorization')?.toLowerCase()).toBe('bearer tok');
});

test('las fechas ISO de la respuesta se recortan al día (SPEC 3)', async () => {
  // El cliente lee el JSON con el JSON.parse de este entorno: recortarFecha recorre sus objetos planos.
  responder({
    creditos: [{ id_credito: 1, desembolso: '2026-03-01T05:00:00.000Z', numero: 'T-1' }],
    tipos: [],
    corte: { id_corte: 3, corte: '2026-10-31T00:00:00Z' },
  });
  const r = await obtenerCreditos();
  expect(r.corte?.corte).toBe('2026-10-31');
  expect(r.creditos[0]?.desembolso).toBe('2026-03-01');
  expect(r.creditos[0]?.numero).toBe('T-1');
});

test('ruta del certificado: id_corte y tipo_certificado; sin id_corte para la afiliación', () => {
  expect(rutaCertificado('me', { id_corte: 3, certificado: 'saldos', etiqueta: 'x', corte: '2026-10-31' })).toBe(
    'afiliados/me/certificado?id_corte=3&tipo_certificado=saldos',
  );
  expect(rutaCertificado(9, { id_corte: null, certificado: 'afiliacion', etiqueta: 'x', corte: null })).toBe(
    'afiliados/9/certificado?tipo_certificado=afiliacion',
  );
});

test('descargarCertificado pide el PDF por la API y lo nombra con la etiqueta', async () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
  jest.spyOn(globalThis, 'fetch').mockImplementation((entrada, init) => {
    pedidos.push(entrada instanceof Request ? entrada : new Request(String(entrada), init));
    return Promise.resolve(new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }));
  });
  // jsdom no implementa object URLs: se dan para que la descarga pueda completarse.
  const crear = jest.fn(() => 'blob:prueba');
  Object.assign(URL, { createObjectURL: crear, revokeObjectURL: jest.fn() });
  const nombres: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    nombres.push(this.download);
  });
  await descargarCertificado('me', {
    id_corte: 3,
    certificado: 'saldos',
    etiqueta: 'Certificado de saldos a 31/10/2026',
    corte: '2026-10-31',
  });
  expect(pedidos.map(ruta)).toEqual(['/api/afiliados/me/certificado?id_corte=3&tipo_certificado=saldos']);
  expect(crear).toHaveBeenCalled();
  // Sin Content-Disposition se usa la etiqueta; las barras de la fecha pasan a guiones.
  expect(nombres).toEqual(['Certificado de saldos a 31-10-2026.pdf']);
});
