// Piezas sin red: Message-ID y asunto de los avisos, IMAP_URL y FONDO_CORREO.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leerConfig } from '../config.js';
import { ErrorApi } from '../errors.js';
import { asuntoDelHilo, hiloDeAsunto, hiloDeIdCorreo, idCorreoSaliente } from './avisos.js';
import { leerImapUrl } from './importar.js';

test('el Message-ID saliente lleva el hilo y el dominio del remitente', () => {
  const id = idCorreoSaliente(12, 34, 'Fondo <no-responder@fondo.example>');
  expect(id).toMatch(/^<mensaje-12-34-[0-9a-f]{12}@fondo\.example>$/);
  expect(hiloDeIdCorreo(id)).toBe(12);
  expect(hiloDeIdCorreo('<CAF=abc@mail.gmail.com>')).toBeNull();
});

test('el número del hilo en el asunto', () => {
  expect(hiloDeAsunto(asuntoDelHilo(7, 'Hola'))).toBe(7);
  expect(hiloDeAsunto('RE: RE: [mensaje 15] Hola')).toBe(15);
  expect(hiloDeAsunto('Sobre el #42')).toBe(42);
  expect(hiloDeAsunto('Cuota 3 de 12')).toBeNull();
});

test('IMAP_URL: imaps e imap, credenciales codificadas, carpeta por ruta o IMAP_BUZON', () => {
  expect(leerImapUrl('imaps://fondo%40x.co:cl%2Fave@mail.x.co/Archivo%20Fondo', null)).toEqual({
    host: 'mail.x.co',
    port: 993,
    secure: true,
    user: 'fondo@x.co',
    pass: 'cl/ave',
    buzon: 'Archivo Fondo',
  });
  expect(leerImapUrl('imap://u:p@127.0.0.1:1143', null)).toMatchObject({ port: 1143, secure: false, buzon: 'INBOX' });
  expect(leerImapUrl('imap://u:p@127.0.0.1/INBOX', 'Fondo')).toMatchObject({ port: 143, buzon: 'Fondo' });
  expect(() => leerImapUrl('pop3://u:p@x', null)).toThrow(ErrorApi);
  expect(() => leerImapUrl('no es url', null)).toThrow(ErrorApi);
});

test('FONDO_CORREO: por defecto la dirección de MAIL_FROM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fondo-config-mensajes-'));
  try {
    const base = { DB_EN_MEMORIA: '1', JWT_SECRET: 'x'.repeat(32), SCHOOL_SITE_SECRET: 'y'.repeat(32), DATA_DIR: dir };
    expect(leerConfig({ ...base, MAIL_FROM: 'Fondo <contacto@fondo.example>' }).fondoCorreo).toBe(
      'contacto@fondo.example',
    );
    expect(leerConfig(base).fondoCorreo).toBe('no-responder@fondo.local');
    expect(leerConfig({ ...base, FONDO_CORREO: 'buzon@fondo.example' }).fondoCorreo).toBe('buzon@fondo.example');
    expect(leerConfig({ ...base, IMAP_BUZON: 'Fondo' }).imapBuzon).toBe('Fondo');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
