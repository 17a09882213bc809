// Authentication-Results (RFC 8601): solo los del servidor del fondo cuentan, y el From queda verificado
// con DMARC, o DKIM o SPF alineados con su dominio. Cabeceras como las escriben Gmail y Postfix/OpenDMARC.
import { leerResultados, remitenteVerificado } from './autenticacion.js';

const GMAIL = `mx.google.com;
       dkim=pass header.i=@correo.prueba header.s=s1 header.b=AbC123;
       spf=pass (google.com: domain of ana@correo.prueba designates 1.2.3.4 as permitted sender) smtp.mailfrom=ana@correo.prueba;
       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=correo.prueba`;
const FALLA = 'mx.fondo.prueba; spf=fail smtp.mailfrom=correo.prueba; dkim=none; dmarc=fail header.from=correo.prueba';

test('lee el authserv-id y cada resultado con sus propiedades, sin los comentarios', () => {
  expect(leerResultados(GMAIL)).toEqual({
    servidor: 'mx.google.com',
    resultados: [
      {
        metodo: 'dkim',
        resultado: 'pass',
        propiedades: { 'header.i': '@correo.prueba', 'header.s': 's1', 'header.b': 'abc123' },
      },
      { metodo: 'spf', resultado: 'pass', propiedades: { 'smtp.mailfrom': 'ana@correo.prueba' } },
      { metodo: 'dmarc', resultado: 'pass', propiedades: { 'header.from': 'correo.prueba' } },
    ],
  });
  expect(leerResultados('mx.fondo.prueba 1; none').resultados).toEqual([]);
  expect(leerResultados('mx.fondo.prueba; spf=pass (un (comentario) anidado; con ;) smtp.mailfrom="a@b.co"')).toEqual({
    servidor: 'mx.fondo.prueba',
    resultados: [{ metodo: 'spf', resultado: 'pass', propiedades: { 'smtp.mailfrom': 'a@b.co' } }],
  });
});

test('sin servidores de confianza no se comprueba (null)', () => {
  expect(remitenteVerificado([GMAIL], 'ana@correo.prueba', [])).toBeNull();
});

test('DMARC, DKIM o SPF del dominio del From, solo de un servidor de confianza', () => {
  expect(remitenteVerificado([GMAIL], 'ana@correo.prueba', ['mx.google.com'])).toBe(true);
  // La misma cabecera de un servidor que no es el del fondo (la pudo escribir quien envía): no cuenta.
  expect(remitenteVerificado([GMAIL], 'ana@correo.prueba', ['mx.fondo.prueba'])).toBe(false);
  expect(remitenteVerificado([FALLA], 'ana@correo.prueba', ['mx.fondo.prueba'])).toBe(false);
  expect(remitenteVerificado([], 'ana@correo.prueba', ['mx.fondo.prueba'])).toBe(false);
  // Aprobado, pero para otro dominio: el From no queda verificado.
  expect(remitenteVerificado([GMAIL], 'ana@otro.co', ['mx.google.com'])).toBe(false);
  const soloDkim = 'mx.fondo.prueba; spf=softfail smtp.mailfrom=rebote.envios.co; dkim=pass header.d=correo.prueba';
  expect(remitenteVerificado([soloDkim], 'Ana@Correo.Prueba', ['mx.fondo.prueba'])).toBe(true);
  const subdominio = 'mx.fondo.prueba; spf=pass smtp.mailfrom=avisos@mail.correo.prueba';
  expect(remitenteVerificado([subdominio], 'ana@correo.prueba', ['mx.fondo.prueba'])).toBe(true);
  const parecido = 'mx.fondo.prueba; dkim=pass header.d=nocorreo.prueba';
  expect(remitenteVerificado([parecido], 'ana@correo.prueba', ['mx.fondo.prueba'])).toBe(false);
  // Varias cabeceras: basta una aprobación de un servidor de confianza.
  expect(remitenteVerificado([FALLA, GMAIL], 'ana@correo.prueba', ['mx.fondo.prueba', 'mx.google.com'])).toBe(true);
});
