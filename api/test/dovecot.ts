// Un Dovecot de verdad para las pruebas de importación: configuración desechable (un usuario con
// clave en claro, maildir en una carpeta temporal, 127.0.0.1 en un puerto libre, sin SSL), como
// proceso hijo en primer plano; se detiene al terminar. Sin /usr/sbin/dovecot las pruebas fallan
// con la instrucción de instalarlo, salvo SIN_DOVECOT=1 (entonces se omiten a propósito).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';
export const INSTRUCCION_DOVECOT = `No se encontró Dovecot (${DOVECOT}), que las pruebas de importación de correo usan como `
  + 'servidor IMAP real. Instálelo con: sudo apt-get update && sudo apt-get install -y dovecot-imapd '
  + '(o, solo si de verdad no puede, corra con SIN_DOVECOT=1 para omitir esas pruebas).';

/** ¿Corren las pruebas de Dovecot? Si falta y no se pidió omitirlas, la prueba falla con la instrucción. */
export const omitirDovecot = process.env.SIN_DOVECOT === '1';

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
  detener(): Promise<void>;
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
      s.once('data', (d) => { s.destroy(); resolve(d.toString().startsWith('* OK')); });
      s.once('error', () => resolve(false));
      s.once('timeout', () => { s.destroy(); resolve(false); });
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const texto = existsSync(log) ? readFileSync(log, 'utf8').slice(-3000) : '(sin log)';
  throw new Error(`Dovecot no respondió en 127.0.0.1:${puerto}. Log:\n${texto}`);
}

export async function iniciarDovecot(): Promise<Dovecot> {
  if (!existsSync(DOVECOT)) throw new Error(INSTRUCCION_DOVECOT);
  const dir = mkdtempSync(join(tmpdir(), 'fondo-dovecot-'));
  // El proceso auth de Dovecot (otra cuenta, si se corre como root) debe poder leer la lista de usuarios.
  chmodSync(dir, 0o755);
  for (const d of ['run', 'state', 'mail', 'home']) mkdirSync(join(dir, d));
  const puerto = await puertoLibre();
  const yo = userInfo();
  // Dovecot no deja leer correo como root: entonces el buzón es de su cuenta 'dovecot'.
  const dueno = yo.uid === 0
    ? { uid: Number(execFileSync('id', ['-u', 'dovecot']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'dovecot']).toString().trim()) }
    : { uid: yo.uid, gid: yo.gid };
  if (yo.uid === 0) for (const d of ['mail', 'home']) chownSync(join(dir, d), dueno.uid, dueno.gid);
  const usuario = 'fondo';
  const clave = 'clave-de-prueba';
  const log = join(dir, 'dovecot.log');
  writeFileSync(join(dir, 'users'), `${usuario}:{PLAIN}${clave}::::\n`);
  // Como root, Dovecot usa sus cuentas sin privilegios (dovecot, dovenull); si no, el usuario actual.
  const cuentas = yo.uid === 0 ? '' : `default_internal_user = ${yo.username}\ndefault_login_user = ${yo.username}\n`
    + `default_internal_group = ${yo.username}\n`;
  writeFileSync(join(dir, 'dovecot.conf'), `
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
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`);
  const hijo = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  hijo.stdout?.on('data', (d: Buffer) => { salida += d.toString(); });
  hijo.stderr?.on('data', (d: Buffer) => { salida += d.toString(); });
  try {
    await esperarSaludo(puerto, log, hijo);
  } catch (error) {
    hijo.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${salida}`, { cause: error });
  }

  const abrir = async () => {
    const c = new ImapFlow({ host: '127.0.0.1', port: puerto, secure: false, auth: { user: usuario, pass: clave }, logger: false });
    await c.connect();
    return c;
  };

  return {
    puerto, usuario, clave,
    url: `imap://${usuario}:${clave}@127.0.0.1:${puerto}/INBOX`,
    async agregar(fuente, banderas = []) {
      const c = await abrir();
      try {
        await c.append('INBOX', fuente, banderas);
      } finally {
        await c.logout();
      }
    },
    async banderas() {
      const c = await abrir();
      try {
        await c.mailboxOpen('INBOX');
        const r: string[][] = [];
        for await (const m of c.fetch('1:*', { flags: true })) r.push([...(m.flags ?? [])].sort());
        return r;
      } catch {
        return [];
      } finally {
        await c.logout();
      }
    },
    async detener() {
      if (hijo.exitCode === null) {
        const fin = new Promise((r) => hijo.once('exit', r));
        hijo.kill('SIGTERM');
        await fin;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
