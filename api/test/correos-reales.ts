// Correos como los escriben los programas de verdad, en MIME crudo (CRLF), para guardarlos en Dovecot:
// Outlook con el logo GIF de la firma en multipart/related (cid:), un reenvío como adjunto
// (message/rfc822, como 'Reenviar como datos adjuntos'), un .exe junto a un PDF y uno en ISO-8859-1 de un
// programa viejo. Con Authentication-Results opcional, como la escribe el servidor que recibe.
import sharp from 'sharp';
import { PDF_MINIMO } from './ayudantes-solicitudes.js';

const CRLF = '\r\n';
const b64 = (b: Buffer) => b.toString('base64').replace(/.{76}/g, `$&${CRLF}`);
const unir = (lineas: string[]) => Buffer.from(lineas.join(CRLF), 'latin1');

/** Un logo GIF de 120 x 40 (sharp lo escribe con cgif). */
export function logoGif(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 40, channels: 3, background: { r: 31, g: 111, b: 139 } } })
    .gif()
    .toBuffer();
}

interface Cabecera {
  de: string;
  asunto: string;
  id: string;
  /** valor de Authentication-Results (sin el nombre), si el servidor la escribió */
  autenticacion?: string;
}

const cabeceras = (c: Cabecera) => [
  ...(c.autenticacion ? [`Authentication-Results: ${c.autenticacion}`] : []),
  `From: ${c.de}`,
  'To: Fondo <contacto@fondo.prueba>',
  `Subject: ${c.asunto}`,
  'Date: Mon, 23 Nov 2026 09:15:00 -0500',
  `Message-ID: ${c.id}`,
  'MIME-Version: 1.0',
];

/** Outlook 16: related(alternative(texto, html con <img src="cid:...">), image001.gif inline). */
export function outlookConLogo(c: Cabecera, gif: Buffer): Buffer {
  return unir([
    ...cabeceras(c),
    'X-Mailer: Microsoft Outlook 16.0',
    'Content-Language: es-CO',
    'Content-Type: multipart/related; boundary="_004_rel_"; type="multipart/alternative"',
    '',
    '--_004_rel_',
    'Content-Type: multipart/alternative; boundary="_000_alt_"',
    '',
    '--_000_alt_',
    'Content-Type: text/plain; charset="iso-8859-1"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Buenos d=EDas,',
    '',
    'Necesito el certificado tributario del a=F1o 2025.',
    '',
    'Ana P=E9rez',
    '[cid:image001.gif@01DB3E5A.5C1F2B30]',
    '',
    '--_000_alt_',
    'Content-Type: text/html; charset="iso-8859-1"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    '<html xmlns:o=3D"urn:schemas-microsoft-com:office:office"><head><style><!--p.MsoNormal {margin:0cm;}--></style></head>',
    '<body lang=3D"ES-CO"><div class=3D"WordSection1"><p class=3D"MsoNormal">Buenos d=EDas,</p>',
    '<p class=3D"MsoNormal">Necesito el certificado tributario del a=F1o 2025.</p>',
    '<p class=3D"MsoNormal">Ana P=E9rez<br><img width=3D"120" height=3D"40" id=3D"Imagen_x0020_1" ',
    'src=3D"cid:image001.gif@01DB3E5A.5C1F2B30" alt=3D"Logo"></p></div></body></html>',
    '',
    '--_000_alt_--',
    '',
    '--_004_rel_',
    'Content-Type: image/gif; name="image001.gif"',
    'Content-Description: image001.gif',
    `Content-Disposition: inline; filename="image001.gif"; size=${gif.length}`,
    'Content-ID: <image001.gif@01DB3E5A.5C1F2B30>',
    'Content-Transfer-Encoding: base64',
    '',
    b64(gif),
    '',
    '--_004_rel_--',
    '',
  ]);
}

/** 'Reenviar como datos adjuntos': el correo original, con su PDF, como message/rfc822. */
export function reenvioComoAdjunto(c: Cabecera): Buffer {
  const original = [
    'From: "Pedro Gómez" <pedro@colegio.prueba>',
    'To: ana@correo.prueba',
    'Subject: Certificado laboral',
    'Date: Fri, 20 Nov 2026 16:40:00 -0500',
    'Message-ID: <original-1@colegio.prueba>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="int"',
    '',
    '--int',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    'Ana, adjunto el certificado laboral que pidió.',
    '',
    '--int',
    'Content-Type: application/pdf; name="certificado laboral.pdf"',
    'Content-Disposition: attachment; filename="certificado laboral.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(PDF_MINIMO),
    '--int--',
    '',
  ].join(CRLF);
  return Buffer.concat([
    unir([
      ...cabeceras(c),
      'Content-Type: multipart/mixed; boundary="ext"',
      '',
      '--ext',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      '',
    ]),
    Buffer.from(`Les reenvío el correo del colegio.${CRLF}${CRLF}--ext${CRLF}`, 'utf8'),
    unir([
      'Content-Type: message/rfc822; name="Certificado laboral.eml"',
      'Content-Disposition: attachment; filename="Certificado laboral.eml"',
      '',
      '',
    ]),
    Buffer.from(original, 'utf8'),
    unir(['--ext--', '']),
  ]);
}

/** Un PDF y un programa (.exe, bytes MZ) adjuntos. */
export function conPrograma(c: Cabecera): Buffer {
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);
  return unir([
    ...cabeceras(c),
    'Content-Type: multipart/mixed; boundary="mix"',
    '',
    '--mix',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Adjunto el desprendible y el programa para ver el saldo.',
    '',
    '--mix',
    'Content-Type: application/pdf; name="desprendible.pdf"',
    'Content-Disposition: attachment; filename="desprendible.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(PDF_MINIMO),
    '--mix',
    'Content-Type: application/x-msdownload; name="saldo.exe"',
    'Content-Disposition: attachment; filename="saldo.exe"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(exe),
    '--mix--',
    '',
  ]);
}

/** Un programa viejo: ISO-8859-1 en 8 bits, asunto con palabras codificadas, y una hoja .ods. */
export function latin1ConHoja(c: Omit<Cabecera, 'asunto'>, ods: Buffer): Buffer {
  return unir([
    ...cabeceras({ ...c, asunto: '=?ISO-8859-1?Q?Certificaci=F3n_de_afiliaci=F3n_y_aportes?=' }),
    'Content-Type: multipart/mixed; boundary="iso"',
    '',
    '--iso',
    'Content-Type: text/plain; charset=ISO-8859-1',
    'Content-Transfer-Encoding: 8bit',
    '',
    'Señores del fondo: adjunto la relación de aportes del año. ¿Me envían la certificación?',
    '',
    '--iso',
    'Content-Type: application/vnd.oasis.opendocument.spreadsheet; name="aportes.ods"',
    'Content-Disposition: attachment; filename="aportes.ods"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(ods),
    '--iso--',
    '',
  ]);
}
