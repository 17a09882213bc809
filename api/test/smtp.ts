// Un servidor SMTP de verdad para las pruebas de correo (smtp-server en 127.0.0.1, puerto libre): guarda
// lo que llega, ya leído con mailparser. Se puede detener y volver a levantar en el mismo puerto (un
// servidor de correo que se cae y vuelve) y rechazar destinatarios (550). Y uno mudo, que acepta la
// conexión y nunca saluda.
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ServidorSmtp {
  /** smtp://127.0.0.1:puerto (para SMTP_URL) */
  url: string;
  puerto: number;
  recibidos: { para: string[]; correo: ParsedMail }[];
  /** Conexiones SMTP que abrieron los clientes (el portal reusa las suyas). */
  readonly conexiones: number;
  /** Direcciones que el servidor rechaza con 550 (se puede cambiar durante la prueba). */
  rechazar: Set<string>;
  /** Deja de escuchar (conexiones nuevas: rechazadas por el sistema). */
  detener(): Promise<void>;
  /** Vuelve a escuchar en el mismo puerto. */
  reanudar(): Promise<void>;
}

function crearServidor(
  recibidos: ServidorSmtp['recibidos'],
  rechazar: Set<string>,
  alConectar: () => void,
): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Sin la búsqueda DNS inversa de cada conexión (sin red, cada una esperaba su plazo): miles de correos.
    disableReverseLookup: true,
    onConnect(_sesion, listo) {
      alConectar();
      listo();
    },
    onRcptTo(direccion, _sesion, listo) {
      if (rechazar.has(direccion.address.toLowerCase())) {
        const error = new Error('5.1.1 Mailbox unavailable: no existe ese buzón') as Error & { responseCode: number };
        error.responseCode = 550;
        listo(error);
        return;
      }
      listo();
    },
    onData(flujo, sesion, listo) {
      simpleParser(flujo)
        .then((correo) => {
          recibidos.push({ para: sesion.envelope.rcptTo.map((r) => r.address), correo });
          listo();
        })
        .catch((error: Error) => listo(error));
    },
  });
}

export async function iniciarSmtp(): Promise<ServidorSmtp> {
  const recibidos: ServidorSmtp['recibidos'] = [];
  const rechazar = new Set<string>();
  let conexiones = 0;
  const alConectar = () => void conexiones++;
  let servidor = crearServidor(recibidos, rechazar, alConectar);
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', () => resolve()));
  const direccion = servidor.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  let escuchando = true;
  return {
    url: `smtp://127.0.0.1:${puerto}`,
    puerto,
    recibidos,
    get conexiones() {
      return conexiones;
    },
    rechazar,
    async detener() {
      if (!escuchando) return;
      escuchando = false;
      await new Promise<void>((resolve) => servidor.close(() => resolve()));
    },
    async reanudar() {
      if (escuchando) return;
      servidor = crearServidor(recibidos, rechazar, alConectar);
      await new Promise<void>((resolve, reject) => {
        servidor.server.once('error', reject);
        servidor.listen(puerto, '127.0.0.1', () => resolve());
      });
      escuchando = true;
    },
  };
}

export interface ServidorMudo {
  url: string;
  /** conexiones aceptadas */
  conexiones: number;
  detener(): Promise<void>;
}

/** Un "servidor SMTP" lento: acepta la conexión y nunca saluda. */
export async function iniciarSmtpMudo(): Promise<ServidorMudo> {
  const sockets = new Set<Socket>();
  const estado = { conexiones: 0 };
  const servidor: Server = createServer((s) => {
    estado.conexiones++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', () => resolve()));
  const direccion = servidor.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  return {
    url: `smtp://127.0.0.1:${puerto}`,
    get conexiones() {
      return estado.conexiones;
    },
    async detener() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => servidor.close(() => resolve()));
    },
  };
}
