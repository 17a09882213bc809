import { crearGeneradorPdf } from './generador-pdf.js';
import type { DatosCertificado } from './pdf.js';
import { textoDelPdf } from '../../test/pdf.js';

const datos = (codigo: string): DatosCertificado => ({
  tipo: 'afiliacion',
  etiqueta: 'Certificado de afiliación',
  codigo,
  urlVerificacion: `http://localhost/verificar/${codigo}`,
  emitido: new Date('2026-11-22T15:00:00Z'),
  fondo: { nombre: 'Fondo de Prueba', nit: '900.000.000-1' },
  ciudad: 'Bogotá D.C.',
  afiliado: {
    nombres: 'Ñusta María',
    apellidos: 'Peña Ríos',
    documento: '52123456',
    documento_tipo: 'CC',
    genero: 'Femenino',
    tipo_afiliado: 'Docente',
    afiliacion: '2015-02-01',
    retiro: null,
    cargo: 'Docente',
    lugar_trabajo: 'Sede 170',
  },
  corte: null,
  aportes: [],
  creditos: [],
  totalAportes: '0',
  totalCreditos: '0',
  totalIntereses: null,
});

describe('generador de PDF en hilos', () => {
  test('en el mismo hilo, un certificado y un estado de cuenta, cada uno con su clase de documento', async () => {
    const generador = crearGeneradorPdf(1);
    try {
      const [certificado, estado] = await Promise.all([
        generador.generar(datos('DDDD-4444')),
        generador.generarEstadoCuenta({
          etiqueta: 'Estado de cuenta a 31/01/2026',
          codigo: 'EEEE-5555',
          urlVerificacion: 'http://localhost/verificar/EEEE-5555',
          emitido: new Date('2026-11-22T15:00:00Z'),
          fondo: { nombre: 'Fondo de Prueba', nit: '900.000.000-1' },
          afiliado: { nombres: 'Ñusta', apellidos: 'Peña', documento: '52123456', documento_tipo: 'CC' },
          corte: '2026-01-31',
          anterior: null,
          ahorros: [{ nombre: 'Ahorro Permanente', actual: '10.00', anterior: null, cambio: null }],
          totalesAhorro: { actual: '10.00', anterior: null, cambio: null },
          creditos: [],
          totalesCredito: { saldo: '0.00', cuota: '0.00' },
        }),
      ]);
      expect(await textoDelPdf(certificado)).toContain('CERTIFICADO DE AFILIACIÓN');
      const t = await textoDelPdf(estado);
      expect(t).toContain('ESTADO DE CUENTA');
      expect(t).toContain('Código de verificación: EEEE-5555');
    } finally {
      await generador.cerrar();
    }
  });

  test('dibuja en un worker_thread varios certificados a la vez, cada uno con sus datos', async () => {
    const generador = crearGeneradorPdf(2);
    try {
      const pdfs = await Promise.all(['AAAA-1111', 'BBBB-2222', 'CCCC-3333'].map((c) => generador.generar(datos(c))));
      for (const [i, codigo] of ['AAAA-1111', 'BBBB-2222', 'CCCC-3333'].entries()) {
        const pdf = pdfs[i]!;
        expect(Buffer.isBuffer(pdf)).toBe(true);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const t = await textoDelPdf(pdf);
        expect(t).toContain(codigo);
        expect(t).toContain('ÑUSTA MARÍA PEÑA RÍOS');
      }
    } finally {
      await generador.cerrar();
    }
  });

  test('un error al dibujar llega como rechazo y el hilo sigue sirviendo', async () => {
    const generador = crearGeneradorPdf(1);
    try {
      const malo = { ...datos('MALO-0000'), afiliado: null } as unknown as DatosCertificado;
      await expect(generador.generar(malo)).rejects.toThrow();
      const bueno = await generador.generar(datos('BUEN-0001'));
      expect(await textoDelPdf(bueno)).toContain('BUEN-0001');
    } finally {
      await generador.cerrar();
    }
  });

  test('cerrado, rechaza nuevas tareas', async () => {
    const generador = crearGeneradorPdf(1);
    await generador.cerrar();
    await expect(generador.generar(datos('CERR-0000'))).rejects.toThrow('El generador de PDF está cerrado');
  });
});
