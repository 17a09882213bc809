// Correos con lo que los programas reales mandan y el fondo debe poder abrir, en MIME crudo (CRLF): un texto
// en Latin-1 sin charset (un programa viejo), el winmail.dat de Outlook (TNEF), firmas S/MIME como las de
// Outlook (application/x-pkcs7-signature) y Apple Mail (application/pkcs7-signature), hechas con openssl
// sobre el texto firmado, y la foto HEIC de un iPhone junto a un PDF con contraseña.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CRLF = '\r\n';
const b64 = (b: Buffer) => b.toString('base64').replace(/.{76}/g, `$&${CRLF}`);
const unir = (lineas: (string | Buffer)[]) =>
  Buffer.concat(lineas.flatMap((l) => [typeof l === 'string' ? Buffer.from(l, 'latin1') : l, Buffer.from(CRLF)]));
export const muestra = (nombre: string) => readFileSync(new URL(`./muestras/${nombre}`, import.meta.url));

export interface Cabecera {
  de: string;
  asunto: string;
  id: string;
}
const cabeceras = (c: Cabecera) => [
  `From: ${c.de}`,
  'To: Fondo <contacto@fondo.prueba>',
  `Subject: ${c.asunto}`,
  'Date: Tue, 24 Nov 2026 10:30:00 -0500',
  `Message-ID: ${c.id}`,
  'MIME-Version: 1.0',
];

/** Un programa viejo: texto plano en bytes Latin-1, 8 bits, sin charset en el Content-Type. */
export function latin1SinCharset(c: Cabecera): Buffer {
  return unir([
    ...cabeceras(c),
    'X-Mailer: Programa viejo 1.0',
    'Content-Type: text/plain',
    'Content-Transfer-Encoding: 8bit',
    '',
    Buffer.from('Información del crédito: ¿cuánto debo? Gracias, señores.', 'latin1'),
    '',
  ]);
}

/** Outlook con formato RTF: texto plano y el winmail.dat (application/ms-tnef) que empaqueta los adjuntos. */
export function outlookConWinmail(c: Cabecera, winmail: Buffer): Buffer {
  return unir([
    ...cabeceras(c),
    'X-Mailer: Microsoft Outlook 16.0',
    'Content-Type: multipart/mixed; boundary="_002_tnef_"',
    '',
    '--_002_tnef_',
    'Content-Type: text/plain; charset="us-ascii"',
    '',
    'Adjunto la foto y la pagina guardada.',
    '',
    '--_002_tnef_',
    'Content-Type: application/ms-tnef; name="winmail.dat"',
    'Content-Disposition: attachment; filename="winmail.dat"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(winmail),
    '',
    '--_002_tnef_--',
    '',
  ]);
}

/** La firma PKCS#7 separada (DER) de `contenido`, con un certificado propio hecho por openssl. */
function firmaPkcs7(contenido: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'smime-'));
  try {
    const f = (n: string) => join(dir, n);
    writeFileSync(f('contenido'), contenido);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=Ana Perez/emailAddress=ana@correo.prueba',
        '-keyout',
        f('clave.pem'),
        '-out',
        f('cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    execFileSync('openssl', [
      'cms',
      '-sign',
      '-binary',
      '-in',
      f('contenido'),
      '-signer',
      f('cert.pem'),
      '-inkey',
      f('clave.pem'),
      '-outform',
      'DER',
      '-out',
      f('firma.p7s'),
    ]);
    return readFileSync(f('firma.p7s'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** multipart/signed como lo arman Outlook (x-pkcs7-signature) o Apple Mail (pkcs7-signature). */
export function firmadoSmime(c: Cabecera, programa: 'outlook' | 'apple'): Buffer {
  const tipo = programa === 'outlook' ? 'application/x-pkcs7-signature' : 'application/pkcs7-signature';
  const limite = programa === 'outlook' ? '=-=-=_smime_outlook' : 'Apple-Mail=_5F1C2A0B-7D3E-4A51-9C1B-2E6F0A8B9C10';
  const firmado = unir([
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Solicito el paz y salvo del cr=C3=A9dito. Firmo digitalmente.',
  ]).subarray(0, -2);
  return unir([
    ...cabeceras(c),
    ...(programa === 'outlook' ? ['X-Mailer: Microsoft Outlook 16.0'] : ['X-Mailer: Apple Mail (2.3774.300.61)']),
    `Content-Type: multipart/signed; protocol="${tipo}"; micalg=sha-256; boundary="${limite}"`,
    '',
    `--${limite}`,
    firmado,
    `--${limite}`,
    `Content-Type: ${tipo}; name="smime.p7s"`,
    'Content-Disposition: attachment; filename="smime.p7s"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(firmaPkcs7(firmado)),
    '',
    `--${limite}--`,
    '',
  ]);
}

/** Desde un iPhone: la foto HEIC de la cámara y un PDF con contraseña. */
export function iphoneConHeic(c: Cabecera, heic: Buffer, pdfConClave: Buffer): Buffer {
  return unir([
    ...cabeceras(c),
    'X-Mailer: iPhone Mail (22B91)',
    'Content-Type: multipart/mixed; boundary="Apple-Mail-7B2D"',
    '',
    '--Apple-Mail-7B2D',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Le mando la foto del documento y el extracto.',
    '',
    '--Apple-Mail-7B2D',
    'Content-Type: image/heic; name="IMG_0042.HEIC"',
    'Content-Disposition: attachment; filename="IMG_0042.HEIC"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(heic),
    '--Apple-Mail-7B2D',
    'Content-Type: application/pdf; name="extracto.pdf"',
    'Content-Disposition: attachment; filename="extracto.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(pdfConClave),
    '--Apple-Mail-7B2D--',
    '',
  ]);
}
