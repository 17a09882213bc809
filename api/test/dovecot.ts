// Un Dovecot de verdad para las pruebas de importación de correo (API, e2e y benchmark): configuración
// desechable (un usuario con clave en claro, maildir en una carpeta temporal, IMAP sin TLS en
// 127.0.0.1), como proceso hijo en primer plano. Sin /usr/sbin/dovecot falla con la instrucción de
// instalarlo; las pruebas de la API las omite solo SIN_DOVECOT=1.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';
export const INSTRUCCION_DOVECOT =
  `No se encontró Dovecot (${DOVECOT}), el servidor IMAP real de las pruebas de importación ` +
  'de correo. Instálelo con: sudo apt-get update && sudo apt-get install -y dovecot-imapd ' +
  '(o, solo si de verdad no puede, corra las pruebas de la API con SIN_DOVECOT=1 para omitir esas pruebas).';

/** ¿Se omiten las pruebas de Dovecot de la API? Solo con SIN_DOVECOT=1; si falta, fallan con la instrucción. */
export const omitirDovecot = process.env.SIN_DOVECOT === '1';

/** ¿Está instalado Dovecot? */
export const hayDovecot = (): boolean => existsSync(DOVECOT);

export interface Dovecot {
  puerto: number;
  usuario: string;
  clave: string;
  /** imap://usuario:clave@127.0.0.1:puerto/INBOX */
  url: string;
  /** Guarda un correo en el buzón (APPEND por IMAP). */
  agregar(fuente: string | Buffer, banderas?: string[]): Promise<void>;
  /** Banderas de todos los correos del buzón, por orden. */
  banderas(): Promise<string[][]>;
  /** Detiene Dovecot (espera a que salga) y borra su carpeta. */
  detener(): Promise<void>;
  /** Lo mismo sin esperar, para un manejador de 'exit'. */
  detenerYa(): void;
}

export interface OpcionesDovecot {
  /** Puerto IMAP; por defecto uno libre. */
  puerto?: number;
  usuario?: string;
  clave?: string;
}

async function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const direccion = s.address();
      const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
      s.close(() => resolve(puerto));
    });
  });
}

/** Espera el saludo IMAP ('* OK') en el puerto; falla con el log de Dovecot si no llega. */
async function esperarSaludo(puerto: number, log: string, hijo: ChildProcess): Promise<void> {
  for (let intento = 0; intento < 100; intento++) {
    if (hijo.exitCode !== null) break;
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(puerto, '127.0.0.1');
      s.setTimeout(1000);
      s.once('data', (d) => {
        s.destroy();
        resolve(d.toString().startsWith('* OK'));
      });
      s.once('error', () => resolve(false));
      s.once('timeout', () => {
        s.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const texto = existsSync(log) ? readFileSync(log, 'utf8').slice(-3000) : '(sin log)';
  throw new Error(`Dovecot no respondió en 127.0.0.1:${puerto}. Log:\n${texto}`);
}

/** Conexión IMAP abierta a partir de una URL imap://usuario:clave@host:puerto/CARPETA. */
async function abrirImap(url: string): Promise<{ cliente: ImapFlow; carpeta: string }> {
  const u = new URL(url);
  if (u.protocol !== 'imap:') throw new Error(`Solo imap:// sin TLS (recibido ${u.protocol}).`);
  const cliente = new ImapFlow({
    host: u.hostname,
    port: Number(u.port || 143),
    secure: false,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    logger: false,
  });
  await cliente.connect();
  return { cliente, carpeta: decodeURIComponent(u.pathname.replace(/^\/+/, '')) || 'INBOX' };
}

/** Guarda correos en el buzón de la URL (un APPEND por correo, una sola conexión); falla si alguno no entra. */
export async function agregarAlBuzon(
  url: string,
  fuentes: (string | Buffer)[],
  banderas: string[] = [],
): Promise<void> {
  const { cliente, carpeta } = await abrirImap(url);
  try {
    for (const [i, f] of fuentes.entries()) {
      const r = await cliente.append(carpeta, f, banderas).catch((e: unknown) => {
        // imapflow dice solo 'Command failed': el motivo está en la respuesta del servidor.
        const { responseText, responseStatus } = e as { responseText?: string; responseStatus?: string };
        throw new Error(
          `IMAP: el APPEND del correo ${i + 1} de ${fuentes.length} a ${carpeta} falló: ${responseStatus ?? ''} ${responseText ?? String(e)}`,
          { cause: e },
        );
      });
      if (!r) throw new Error(`IMAP: el APPEND del correo ${i + 1} de ${fuentes.length} a ${carpeta} no se hizo.`);
    }
  } finally {
    await cliente.logout();
  }
}

/** Banderas (ordenadas) de cada correo del buzón de la URL, por orden; [] si está vacío. */
export async function banderasDelBuzon(url: string): Promise<string[][]> {
  const { cliente, carpeta } = await abrirImap(url);
  try {
    const buzon = await cliente.mailboxOpen(carpeta);
    const r: string[][] = [];
    if (buzon.exists === 0) return r;
    for await (const m of cliente.fetch('1:*', { flags: true })) r.push([...(m.flags ?? [])].sort());
    return r;
  } finally {
    await cliente.logout();
  }
}

export async function iniciarDovecot(opciones: OpcionesDovecot = {}): Promise<Dovecot> {
  if (!hayDovecot()) throw new Error(INSTRUCCION_DOVECOT);
  const dir = mkdtempSync(join(tmpdir(), 'fondo-dovecot-'));
  // El proceso auth de Dovecot (otra cuenta, si se corre como root) debe poder leer la lista de usuarios.
  chmodSync(dir, 0o755);
  // Permisos explícitos, no los de la umask: la API de prueba pone la del proceso en 077 (DATA_DIR
  // privado) y los procesos de Dovecot, con otra cuenta, dejarían de leer su configuración y sus carpetas.
  for (const d of ['run', 'state', 'mail', 'home']) {
    mkdirSync(join(dir, d));
    chmodSync(join(dir, d), 0o755);
  }
  const puerto = opciones.puerto ?? (await puertoLibre());
  const yo = userInfo();
  // Dovecot no deja leer correo como root: entonces el buzón es de su cuenta 'dovecot'.
  const id = (o: string) => Number(execFileSync('id', [o, 'dovecot']).toString().trim());
  const dueno = yo.uid === 0 ? { uid: id('-u'), gid: id('-g') } : { uid: yo.uid, gid: yo.gid };
  if (yo.uid === 0) for (const d of ['mail', 'home']) chownSync(join(dir, d), dueno.uid, dueno.gid);
  const usuario = opciones.usuario ?? 'fondo';
  const clave = opciones.clave ?? 'clave-de-prueba';
  const log = join(dir, 'dovecot.log');
  writeFileSync(join(dir, 'users'), `${usuario}:{PLAIN}${clave}::::\n`);
  chmodSync(join(dir, 'users'), 0o644);
  // Como root, Dovecot usa sus cuentas sin privilegios (dovecot, dovenull); si no, el usuario actual.
  const cuentas =
    yo.uid === 0
      ? ''
      : `default_internal_user = ${yo.username}\ndefault_login_user = ${yo.username}\n` +
        `default_internal_group = ${yo.username}\n`;
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
info_log_path = ${log}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 0
first_valid_gid = 0
${cuentas}mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${dueno.uid} gid=${dueno.gid} home=${dir}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${puerto}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`,
  );
  chmodSync(join(dir, 'dovecot.conf'), 0o644);
  const hijo = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  hijo.stdout?.on('data', (d: Buffer) => {
    salida += d.toString();
  });
  hijo.stderr?.on('data', (d: Buffer) => {
    salida += d.toString();
  });
  const detenerYa = () => {
    if (hijo.exitCode === null && hijo.signalCode === null) hijo.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await esperarSaludo(puerto, log, hijo);
  } catch (error) {
    hijo.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${salida}`, { cause: error });
  }

  const url = `imap://${encodeURIComponent(usuario)}:${encodeURIComponent(clave)}@127.0.0.1:${puerto}/INBOX`;
  return {
    puerto,
    usuario,
    clave,
    url,
    agregar: (fuente, banderas = []) => agregarAlBuzon(url, [fuente], banderas),
    banderas: () => banderasDelBuzon(url),
    async detener() {
      if (hijo.exitCode === null && hijo.signalCode === null) {
        const fin = new Promise((r) => hijo.once('exit', r));
        hijo.kill('SIGTERM');
        await fin;
      }
      rmSync(dir, { recursive: true, force: true });
    },
    detenerYa,
  };
}
