// Un servidor SMTP de verdad para las pruebas de avisos (smtp-server en 127.0.0.1, puerto libre):
// guarda lo que llega, ya leído con mailparser.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ServidorSmtp {
  /** smtp://127.0.0.1:puerto (para SMTP_URL) */
  url: string;
  recibidos: { para: string[]; correo: ParsedMail }[];
  detener(): Promise<void>;
}

export async function iniciarSmtp(): Promise<ServidorSmtp> {
  const recibidos: ServidorSmtp['recibidos'] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(flujo, sesion, listo) {
      simpleParser(flujo)
        .then((correo) => {
          recibidos.push({ para: sesion.envelope.rcptTo.map((r) => r.address), correo });
          listo();
        })
        .catch((error: Error) => listo(error));
    },
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', () => resolve()));
  const direccion = servidor.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  return {
    url: `smtp://127.0.0.1:${puerto}`,
    recibidos,
    detener: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}
