// Parte `invitaciones` (--solo invitaciones): 'Invitar a todos' sobre los afiliados
// demo sin clave (la orden sin-clave del control se la quita), contra un servidor SMTP local de este
// proceso (smtp-server, cuenta lo que acepta). Mide el tiempo de encolar (POST /api/admin/invitaciones,
// una transacción) y los correos por minuto que la cola entrega, sin el ritmo de INVITACIONES_POR_MINUTO
// (100.000 por minuto: el límite es la cola y el SMTP), con 1 conexión SMTP y con las de por defecto.
import { SMTPServer } from 'smtp-server';
import type { RespuestaInvitar, RespuestaLotes } from '@fondo/contrato';
import { CUENTA_ADMIN, exigirOk, ordenar, sesion, tabla, type Servidor, type Tabla } from '../comun';

export interface SmtpLocal {
  url: string;
  /** correos aceptados (uno por destinatario) */
  readonly recibidos: number;
  readonly conexiones: number;
  detener(): Promise<void>;
}

/** Un servidor SMTP en 127.0.0.1 que acepta todo, lee el cuerpo y solo cuenta. */
export async function iniciarSmtpLocal(): Promise<SmtpLocal> {
  let recibidos = 0;
  let conexiones = 0;
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onConnect(_s, listo) {
      conexiones++;
      listo();
    },
    onData(flujo, sesion, listo) {
      flujo.on('data', () => undefined);
      flujo.on('end', () => {
        recibidos += sesion.envelope.rcptTo.length;
        listo();
      });
    },
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', () => ok()));
  const direccion = servidor.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  return {
    url: `smtp://127.0.0.1:${puerto}`,
    get recibidos() {
      return recibidos;
    },
    get conexiones() {
      return conexiones;
    },
    detener: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
}

export interface CorridaInvitaciones {
  /** SMTP_CONEXIONES de la corrida (texto para la tabla) */
  conexionesSmtp: string;
  servidor: Servidor;
  smtp: SmtpLocal;
}

/** Tabla vacía; cada corrida agrega su fila con `medirInvitaciones`. */
export const tablaInvitaciones = (afiliados: number): Tabla =>
  tabla(`'Invitar a todos': ${afiliados} afiliados sin clave, SMTP local (smtp-server en este proceso)`, [
    ['SMTP_CONEXIONES', false],
    ['bienvenidas en cola', true],
    ['encolar (s)', true],
    ['entregar (s)', true],
    ['correos/min', true],
    ['conexiones SMTP', true],
  ]);

/** Quita la clave a los afiliados, invita a todos y espera a que el SMTP reciba cada bienvenida. */
export async function medirInvitaciones(t: Tabla, c: CorridaInvitaciones): Promise<void> {
  const { servidor, smtp } = c;
  const admin = await sesion(servidor.base, CUENTA_ADMIN);
  await ordenar(servidor, 'sin-clave');
  const conexionesAntes = smtp.conexiones;
  const recibidosAntes = smtp.recibidos;
  const t0 = performance.now();
  const r = await exigirOk(
    await fetch(`${servidor.base}/api/admin/invitaciones`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: '{}',
    }),
    'invitar a todos',
  );
  const encolar = (performance.now() - t0) / 1000;
  const { lote } = (await r.json()) as RespuestaInvitar;
  const limite = Date.now() + 30 * 60_000;
  while (smtp.recibidos - recibidosAntes < lote.en_cola) {
    if (Date.now() > limite)
      throw new Error(`invitaciones: ${smtp.recibidos - recibidosAntes} de ${lote.en_cola} en 30 min`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
  const entregar = (performance.now() - t0) / 1000 - encolar;
  const avance = (await (
    await exigirOk(await fetch(`${servidor.base}/api/admin/invitaciones`, { headers: admin }), 'avance')
  ).json()) as RespuestaLotes;
  const final = avance.lotes.find((l) => l.id_lote === lote.id_lote);
  // El avance de la página se pone al día con la base (el correo se marca hecho tras la respuesta SMTP).
  if (!final || final.fallidos > 0) throw new Error(`invitaciones: lote con fallidos ${JSON.stringify(final)}`);
  t.filas.push([
    c.conexionesSmtp,
    String(lote.en_cola),
    encolar.toFixed(2),
    entregar.toFixed(1),
    ((lote.en_cola / entregar) * 60).toFixed(0),
    String(smtp.conexiones - conexionesAntes),
  ]);
}
