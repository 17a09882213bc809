// Charset que falta en un texto del correo: Latin-1 sin declarar se lee como Windows-1252; lo que ya es
// UTF-8 o trae charset no cambia (ni un byte).
import { simpleParser } from 'mailparser';
import { declararCharsetFaltante } from './charset-entrante.js';
import { OPCIONES_LECTURA } from './correo-entrante.js';

const correo = (tipo: string, cuerpo: Buffer, codificacion = '8bit') =>
  Buffer.concat([
    Buffer.from(
      'From: ana@correo.prueba\r\nSubject: Consulta\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n' +
        `--b\r\nContent-Type: ${tipo}\r\nContent-Transfer-Encoding: ${codificacion}\r\n\r\n`,
    ),
    cuerpo,
    Buffer.from('\r\n--b--\r\n'),
  ]);
const texto = async (fuente: Buffer) =>
  (await simpleParser(await declararCharsetFaltante(fuente), OPCIONES_LECTURA)).text;

test('Latin-1 sin charset, en 8 bits y en quoted-printable: las tildes bien', async () => {
  const latin1 = Buffer.from('Información del crédito', 'latin1');
  expect(await texto(correo('text/plain', latin1))).toBe('Información del crédito');
  expect(await texto(correo('text/plain', Buffer.from('Informaci=F3n del cr=E9dito'), 'quoted-printable'))).toBe(
    'Información del crédito',
  );
  expect(await texto(correo('text/plain; charset=us-ascii', latin1))).toBe('Información del crédito');
  // Sin el arreglo, mailparser lo lee como UTF-8 y pierde las letras.
  expect((await simpleParser(correo('text/plain', latin1), OPCIONES_LECTURA)).text).toContain('\ufffd');
});

test('UTF-8 sin charset o un charset declarado: la fuente no cambia', async () => {
  for (const fuente of [
    correo('text/plain', Buffer.from('Información del crédito')),
    correo('text/plain; charset=iso-8859-1', Buffer.from('Informaci\xf3n', 'latin1')),
    correo('text/plain; charset=us-ascii', Buffer.from('Solo ASCII')),
  ]) {
    expect(await declararCharsetFaltante(fuente)).toBe(fuente);
  }
});
