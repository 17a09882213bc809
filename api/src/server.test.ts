// Cierre ordenado con SIGTERM (server.ts): una conexión keep-alive que estaba en reposo al llegar la señal
// (como las de nginx) sigue sirviendo la petición que le llegue, con Connection: close, en vez de morir con
// ella; una conexión nueva se rechaza (nginx la manda al otro proceso); y el proceso sale en cuanto no
// quedan conexiones, sin esperar el plazo entero del drenaje.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arrancarApi, type ApiEnProceso } from '../test/api-en-proceso.js';

/** Escribe una petición cruda por `socket` y resuelve con la respuesta entera (cabeceras y cuerpo). */
function pedir(socket: Socket, peticion: string): Promise<string> {
  return new Promise((ok, falla) => {
    if (socket.destroyed || socket.readableEnded) {
      falla(new Error('El servidor ya había cerrado la conexión'));
      return;
    }
    let respuesta = '';
    const leer = (d: Buffer) => {
      respuesta += d.toString('latin1');
      const fin = respuesta.indexOf('\r\n\r\n');
      if (fin < 0) return;
      const largo = Number(/content-length: *(\d+)/i.exec(respuesta.slice(0, fin))?.[1] ?? 0);
      if (Buffer.byteLength(respuesta, 'latin1') >= fin + 4 + largo) {
        socket.off('data', leer);
        socket.off('error', falla);
        socket.off('close', cerrada);
        ok(respuesta);
      }
    };
    const cerrada = () => falla(new Error(`La conexión se cerró sin respuesta (llevaba ${JSON.stringify(respuesta)})`));
    socket.on('data', leer);
    socket.once('error', falla);
    socket.once('close', cerrada);
    socket.write(peticion);
  });
}

const conectar = (base: string) =>
  new Promise<Socket>((ok, falla) => {
    const url = new URL(base);
    const s = connect(Number(url.port), url.hostname, () => ok(s));
    s.once('error', falla);
  });

test('SIGTERM: la conexión en reposo atiende su siguiente petición y se cierra; las nuevas se rechazan', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fondo-cierre-'));
  let api: ApiEnProceso | null = null;
  try {
    // Un drenaje largo: si el proceso lo esperara entero en vez de salir al quedarse sin conexiones, la
    // prueba vencería su plazo.
    api = await arrancarApi({ DATA_DIR: dataDir, CIERRE_DRENAJE_SEGUNDOS: '120', CIERRE_SEGUNDOS: '180' });
    const { proceso, base } = api;
    const salida = new Promise<number | null>((ok) => proceso.once('exit', ok));
    const socket = await conectar(base);
    const primera = await pedir(socket, 'GET /api/health HTTP/1.1\r\nHost: fondo\r\n\r\n');
    expect(primera).toMatch(/^HTTP\/1\.1 200/);
    expect(primera).toMatch(/connection: keep-alive/i);

    proceso.kill('SIGTERM');
    await new Promise((ok) => setTimeout(ok, 1000));
    // La conexión sigue abierta y atiende un POST (el que nginx no reintentaría en otro proceso).
    const cuerpo = 'username=1&password=x';
    const segunda = await pedir(
      socket,
      `POST /api/login HTTP/1.1\r\nHost: fondo\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${cuerpo.length}\r\n\r\n${cuerpo}`,
    );
    expect(segunda).toMatch(/^HTTP\/1\.1 (400|401)/);
    expect(segunda).toMatch(/connection: close/i);
    // Una conexión nueva ya no entra.
    await expect(conectar(base)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await salida).toBe(0);
    expect(api.salida()).toMatch(/Portal detenido/);
  } finally {
    if (api && api.proceso.exitCode === null) api.proceso.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
