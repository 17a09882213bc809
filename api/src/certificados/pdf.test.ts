// Certificados seguidos en el mismo hilo (la fuente se analiza una vez y se reutiliza): cada PDF
// conserva su texto exacto, también las letras que otro documento usó como parte de una tilde.
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';
import { textoDelPdf } from '../../test/pdf.js';

const datos = (codigo: string, nombres: string, apellidos: string, numero: string): DatosCertificado => ({
  tipo: 'saldos',
  etiqueta: 'Certificado de saldos a 31/01/2026',
  codigo,
  urlVerificacion: `http://portal.prueba/verificar/${codigo}`,
  emitido: new Date('2026-11-22T15:00:00Z'),
  fondo: { nombre: 'Fondo de Prueba', nit: '900.000.000-1' },
  ciudad: 'Bogotá D.C.',
  afiliado: {
    nombres,
    apellidos,
    documento: '52123456',
    documento_tipo: 'CC',
    genero: null,
    tipo_afiliado: 'Docente',
    afiliacion: '2015-02-01',
    retiro: null,
    cargo: null,
    lugar_trabajo: null,
  },
  corte: '2026-01-31',
  aportes: [{ nombre: 'Revalorización', total: '1234567.10' }],
  creditos: [
    {
      tipo: 'Crédito de Prima',
      numero,
      desembolso: '2025-06-15',
      valor_credito: '300.00',
      saldo: '200.20',
      intereses: null,
    },
  ],
  totalAportes: '1234567.10',
  totalCreditos: '200.20',
  totalIntereses: null,
});

test('varios certificados seguidos: cada uno con sus tildes, eñes y letras exactas', async () => {
  // En el primero la 'U' solo aparece dentro de 'Ú' (glifo compuesto: U y tilde, unidos al armar el
  // subconjunto); en los siguientes aparece sola, en el texto normal y en la negrita.
  const casos = [
    { codigo: 'ABCD-EFGH-JKLM-NPQR', nombres: 'Ángel', apellidos: 'Núñez Úbeda', numero: 'A-1' },
    { codigo: 'UUNE-UNEU-EUNU-NEUU', nombres: 'Ulises', apellidos: 'Uribe Ñañez', numero: 'U-1' },
    { codigo: 'UXYZ-2345-6789-UVWX', nombres: 'José Ñandú', apellidos: 'Peña Úbeda', numero: 'U-2' },
  ];
  for (const c of casos) {
    const t = await textoDelPdf(await generarCertificadoPdf(datos(c.codigo, c.nombres, c.apellidos, c.numero)));
    expect(t).toContain(`Código de verificación: ${c.codigo}`);
    expect(t).toContain(`verificar/${c.codigo}`);
    expect(t).toContain(`${c.nombres} ${c.apellidos}`.toLocaleUpperCase('es'));
    expect(t).toContain('Revalorización $1,234,567.10');
    expect(t).toContain(`Crédito de Prima No. ${c.numero}`);
  }
});
