import { jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { crearAppDePrueba, type AppDePrueba } from '../../test/ayudantes.js';

const INDEX = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
let carpeta: string;

/** Un shell y un remoto construidos, de mentira pero con la forma real. */
function construir(conRemotesJson: boolean): { shell: string; remoto: string } {
  const base = mkdtempSync(join(carpeta, 'build-'));
  const shell = join(base, 'shell-dist');
  const remoto = join(base, 'mfe-demo-dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(remoto, { recursive: true });
  writeFileSync(join(shell, 'index.html'), INDEX);
  writeFileSync(join(shell, 'main.3f9a1c2b7d.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(shell, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // Un build anterior que aún trae el manual del administrador entre los archivos públicos.
  mkdirSync(join(shell, 'manuales'), { recursive: true });
  writeFileSync(join(shell, 'manuales', 'manual-usuario.pdf'), '%PDF-1.4 usuario');
  writeFileSync(join(shell, 'manuales', 'manual-administrador.pdf'), '%PDF-1.4 administrador');
  if (conRemotesJson) {
    writeFileSync(
      join(shell, 'remotes.json'),
      JSON.stringify({
        mfe_demo: '/remotes/mfe-demo/mf-manifest.json',
        mfe_lejano: 'https://cdn.ejemplo.co/mfe-lejano/mf-manifest.json',
      }),
    );
  }
  writeFileSync(join(remoto, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_demo' }));
  writeFileSync(join(remoto, 'remoteEntry.js'), 'var mfe_demo;');
  writeFileSync(join(remoto, '123.abcdef12.js'), 'var chunk;');
  // Los .br y .gz que deja el build (compression-webpack-plugin): se envían tal cual.
  writeFileSync(join(remoto, '456.abcdef12.js'), `var otro=${JSON.stringify('y'.repeat(4000))};`);
  writeFileSync(join(remoto, '456.abcdef12.js.br'), brotliCompressSync(readFileSync(join(remoto, '456.abcdef12.js'))));
  writeFileSync(join(remoto, '456.abcdef12.js.gz'), gzipSync(readFileSync(join(remoto, '456.abcdef12.js'))));
  return { shell, remoto };
}

beforeAll(() => {
  carpeta = mkdtempSync(join(tmpdir(), 'fondo-estaticos-'));
});
afterAll(() => {
  rmSync(carpeta, { recursive: true, force: true });
});

describe('portal construido con remotes.json propio', () => {
  let p: AppDePrueba;
  beforeAll(async () => {
    const { shell, remoto } = construir(true);
    p = await crearAppDePrueba({ config: { staticDir: shell, remotos: { 'mfe-demo': remoto } } });
  });
  afterAll(async () => {
    await p.cerrar();
  });
  const get = (url: string, headers: Record<string, string> = {}) => p.app.inject({ method: 'GET', url, headers });

  test('/ sirve index.html sin caché y con CSP que permite los scripts propios', async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(INDEX);
    expect(r.headers['cache-control']).toBe('no-cache');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
  });

  test('la CSP admite el origen de un remoto publicado en otro host', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.ejemplo\.co/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.ejemplo\.co/);
  });

  test('cabeceras de helmet en toda respuesta, también en la API y en los errores', async () => {
    for (const url of ['/', '/api/health', '/api/no-existe']) {
      const r = await get(url);
      expect(r.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(String(r.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
      expect(String(r.headers['content-security-policy'])).toMatch(/default-src 'self'/);
    }
  });

  test('la CSP se recalcula cuando cambia remotes.json (revisado a lo sumo una vez por segundo)', async () => {
    const remotes = join(p.config.staticDir, 'remotes.json');
    const original = readFileSync(remotes);
    const reloj = jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'queueMicrotask',
        'clearTimeout',
        'clearInterval',
        'clearImmediate',
        'performance',
        'hrtime',
      ],
    });
    try {
      reloj.setSystemTime(Date.now() + 5000);
      expect(String((await get('/')).headers['content-security-policy'])).not.toContain('https://otro-cdn.ejemplo.co');
      writeFileSync(remotes, JSON.stringify({ mfe_otro: 'https://otro-cdn.ejemplo.co/mf-manifest.json' }));
      utimesSync(remotes, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
      // Dentro del mismo segundo sigue la CSP calculada.
      expect(String((await get('/')).headers['content-security-policy'])).not.toContain('https://otro-cdn.ejemplo.co');
      reloj.setSystemTime(Date.now() + 1500);
      const csp = String((await get('/')).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/otro-cdn\.ejemplo\.co/);
      expect(csp).not.toContain('https://cdn.ejemplo.co');
    } finally {
      writeFileSync(remotes, original);
      utimesSync(remotes, new Date(Date.now() + 120_000), new Date(Date.now() + 120_000));
      reloj.setSystemTime(Date.now() + 3000);
      await get('/'); // vuelve a la CSP del archivo original
      jest.useRealTimers();
    }
  });

  test('rutas de la SPA devuelven index.html', async () => {
    for (const ruta of ['/inicio', '/solicitud-credito/15', '/reestablecer-clave?token=abc', '/admin/afiliados']) {
      const r = await get(ruta);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toBe(INDEX);
    }
  });

  test('archivos con hash: caché larga; sin hash: revalidar; comprimidos si el cliente acepta', async () => {
    const js = await get('/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('gzip');
    const png = await get('/logo.png');
    expect(png.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test('los archivos comprimidos al construir (.br, .gz) se envían según Accept-Encoding, sin comprimir otra vez', async () => {
    const br = await get('/remotes/mfe-demo/456.abcdef12.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`var otro=${JSON.stringify('y'.repeat(4000))};`);
    const gz = await get('/remotes/mfe-demo/456.abcdef12.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const nada = await get('/remotes/mfe-demo/456.abcdef12.js', { 'accept-encoding': 'identity' });
    expect(nada.headers['content-encoding']).toBeUndefined();
    expect(nada.body).toBe(`var otro=${JSON.stringify('y'.repeat(4000))};`);
  });

  test('remotes.json del build se sirve tal cual y sin caché', async () => {
    const r = await get('/remotes.json');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      mfe_demo: '/remotes/mfe-demo/mf-manifest.json',
      mfe_lejano: 'https://cdn.ejemplo.co/mfe-lejano/mf-manifest.json',
    });
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  test('los remotos se sirven en /remotes/<carpeta>/ con la caché adecuada', async () => {
    const manifiesto = await get('/remotes/mfe-demo/mf-manifest.json');
    expect(manifiesto.statusCode).toBe(200);
    expect(manifiesto.json()).toEqual({ id: 'mfe_demo' });
    expect(manifiesto.headers['cache-control']).toBe('no-cache');
    // Un shell en otro origen también puede cargarlos.
    expect(manifiesto.headers['access-control-allow-origin']).toBe('*');
    expect(manifiesto.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/remotes/mfe-demo/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-demo/123.abcdef12.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  test('el manual de usuario es público; el del administrador no se sirve como archivo aunque esté en el build', async () => {
    expect((await get('/manuales/manual-usuario.pdf')).statusCode).toBe(200);
    for (const url of [
      '/manuales/manual-administrador.pdf',
      '/manuales//manual-administrador.pdf',
      '/manuales/./manual-administrador.pdf',
      '/manuales/%6Danual-administrador.pdf',
      '/x/../manuales/manual-administrador.pdf',
    ]) {
      const r = await get(url);
      expect([url, r.statusCode]).toEqual([url, 404]);
      expect(r.body).not.toContain('administrador');
    }
  });

  test('un archivo que no existe es 404, no index.html', async () => {
    for (const ruta of ['/no-existe.js', '/remotes/mfe-demo/falta.js', '/remotes/mfe-otro/mf-manifest.json']) {
      const r = await get(ruta);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'Recurso no encontrado' });
    }
  });

  test('/api sigue siendo JSON: 404 en español, nunca index.html', async () => {
    const r = await get('/api/no-existe');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'Recurso no encontrado' });
    expect((await get('/api')).json()).toEqual({ error: 'Recurso no encontrado' });
  });

  test('un POST a una ruta de la SPA es 404', async () => {
    const r = await p.app.inject({ method: 'POST', url: '/inicio' });
    expect(r.statusCode).toBe(404);
  });

  test('no se escapa de la carpeta servida', async () => {
    for (const ruta of [
      '/../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/remotes/mfe-demo/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const r = await get(ruta);
      expect(r.body).not.toContain('root:');
    }
  });
});

describe('portal construido sin remotes.json', () => {
  let p: AppDePrueba;
  beforeAll(async () => {
    const { shell, remoto } = construir(false);
    // mfe-demo no está en el manifiesto del portal: se sirve, pero no va a remotes.json.
    p = await crearAppDePrueba({
      config: { staticDir: shell, remotos: { 'mfe-productos': remoto, 'mfe-demo': remoto } },
    });
  });
  afterAll(async () => {
    await p.cerrar();
  });

  test('remotes.json se genera del manifiesto del portal con los remotos encontrados', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ mfe_productos: '/remotes/mfe-productos/mf-manifest.json' });
    expect(r.headers['cache-control']).toBe('no-cache');
  });
});

describe('sin portal construido', () => {
  let p: AppDePrueba;
  beforeAll(async () => {
    p = await crearAppDePrueba();
  });
  afterAll(async () => {
    await p.cerrar();
  });

  test('las rutas de la SPA dan 404 JSON y la API funciona', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/inicio' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'Recurso no encontrado' });
    expect((await p.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
