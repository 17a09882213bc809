// Mensajes (--solo mensajes):
// 1. GET /api/mensajes?estado=0 (Abiertos) de un superadmin con 20.000 hilos (sembrados con SQL en el
//    servidor; la mitad abiertos, los cerrados con la respuesta del fondo): p99.
// 2. GET /api/mensajes/importar de 500 correos guardados en un Dovecot de verdad (api/test/dovecot.ts,
//    arrancado antes que el servidor para darle IMAP_URL): segundos y pico de RSS. Sin Dovecot, esa
//    fila se omite con un aviso.
import { existsSync } from 'node:fs';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { DOVECOT, iniciarDovecot, type Dovecot } from '../../api/test/dovecot';
import {
  conPicoRss,
  crecimiento,
  CUENTA_ADMIN,
  exigirOk,
  medirConsultas,
  mib,
  notaPico,
  ordenar,
  type Servidor,
  sesion,
  tabla,
  type Tabla,
  tablaDeConsultas,
} from '../comun';
import { pdfDeTamano } from '../archivos';

/** Dovecot para la importación, o el motivo por el que no se mide. */
export async function prepararDovecot(): Promise<Dovecot | string> {
  if (!existsSync(DOVECOT)) {
    return (
      `Dovecot no está instalado (${DOVECOT}): se omite la importación de correo ` +
      '(instálelo con: sudo apt-get install -y dovecot-imapd).'
    );
  }
  return iniciarDovecot();
}

/** Un PDF pequeño (unos 30 KB) para los adjuntos de algunos correos. */
const PDF_ADJUNTO = pdfDeTamano(30 * 1024);

/** Guarda `n` correos de afiliados (uno de cada cinco con un PDF adjunto) con una sola conexión IMAP. */
async function llenarBuzon(dovecot: Dovecot, correos: string[], n: number): Promise<void> {
  const c = new ImapFlow({
    host: '127.0.0.1',
    port: dovecot.puerto,
    secure: false,
    auth: { user: dovecot.usuario, pass: dovecot.clave },
    logger: false,
  });
  await c.connect();
  try {
    for (let i = 0; i < n; i++) {
      const de = correos[i % correos.length]!;
      const fuente = await new MailComposer({
        from: de,
        to: 'contacto@fondo.prueba',
        date: new Date(),
        subject: `Pregunta ${i + 1} sobre mi crédito`,
        messageId: `<bench-${i}-${Date.now()}@correo.prueba>`,
        text: `Buenos días:\nquisiera saber el saldo de mi crédito y si puedo abonar a capital.\nGracias (${i + 1}).`,
        html: `<div>Buenos días:<br>quisiera saber el <b>saldo</b> de mi crédito y si puedo abonar a capital.</div><div>Gracias (${i + 1}).</div>`,
        attachments: i % 5 === 0 ? [{ filename: 'desprendible.pdf', content: PDF_ADJUNTO }] : [],
      })
        .compile()
        .build();
      await c.append('INBOX', fuente, []);
    }
  } finally {
    await c.logout();
  }
}

export async function medirMensajes(
  s: Servidor,
  o: { segundos: number; conexiones: number[]; hilos: number; correos: number; dovecot: Dovecot | string },
): Promise<Tabla[]> {
  const sembrado = await ordenar<{ insertados: number; s: number }>(s, 'sembrar-mensajes', { n: o.hilos });
  const admin = await sesion(s.base, CUENTA_ADMIN);
  const t1 = tablaDeConsultas(
    `GET /api/mensajes de un superadmin con ${o.hilos.toLocaleString('es-CO')} hilos (${o.segundos} s por medida)`,
  );
  const consultas: [string, string][] = [
    ['Abiertos (estado=0, la pantalla por defecto)', 'estado=0&pagina=1&tamano=20'],
    ['Todos', 'pagina=1&tamano=20'],
  ];
  await medirConsultas(t1, `${s.base}/api/mensajes`, consultas, { ...o, headers: admin });
  t1.notas.push(`${sembrado.insertados} hilos sembrados con una sentencia SQL en ${sembrado.s.toFixed(1)} s.`);

  const t2 = tabla(`GET /api/mensajes/importar: ${o.correos} correos desde Dovecot`, [
    ['Medida', false],
    ['segundos', true],
    ['correos/s', true],
    ['RSS antes (MiB)', true],
    ['pico RSS (MiB)', true],
    ['crecimiento (MiB)', true],
  ]);
  if (typeof o.dovecot === 'string') {
    console.log(o.dovecot);
    t2.notas.push(o.dovecot);
    return [t1, t2];
  }
  const { correos } = await ordenar<{ correos: string[] }>(s, 'correos', { n: o.correos });
  if (correos.length === 0) throw new Error('ningún afiliado demo tiene un correo propio');
  await llenarBuzon(o.dovecot, correos, o.correos);
  const { resultado, memoria } = await conPicoRss(s, async () => {
    const t = performance.now();
    const r = await exigirOk(
      await fetch(`${s.base}/api/mensajes/importar`, { headers: admin }),
      'GET /api/mensajes/importar',
    );
    const { mensaje } = (await r.json()) as { mensaje: string };
    return { mensaje, segundos: (performance.now() - t) / 1000 };
  });
  t2.filas.push([
    `${o.correos} correos (1 de cada 5 con un PDF adjunto)`,
    resultado.segundos.toFixed(1),
    (o.correos / resultado.segundos).toFixed(0),
    mib(memoria.antes),
    mib(memoria.pico),
    crecimiento(memoria),
  ]);
  t2.notas.push(
    `Respuesta: ${resultado.mensaje.slice(0, 300)}`,
    `${correos.length} direcciones distintas de afiliados.`,
    notaPico(memoria),
  );
  return [t1, t2];
}
