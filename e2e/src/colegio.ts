// Sitio del colegio falso (destino del logout): responde a cualquier ruta con la URL recibida.
import { createServer, type Server } from 'node:http';

export async function abrirSitioColegio(puerto: number): Promise<Server> {
  const colegio = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Sitio del colegio</title><h1>Sitio del colegio</h1><p id="url">${req.url ?? ''}</p>`,
    );
  });
  await new Promise<void>((ok) => colegio.listen(puerto, '127.0.0.1', ok));
  return colegio;
}
