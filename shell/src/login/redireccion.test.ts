import { agregarToken, destinoTrasLogin } from './redireccion';

const cfg = { sitio_colegio: 'https://www.colegio.edu.co', hosts_redireccion: ['amigo.ejemplo.co', 'otro.co:8443'] };

test('sin redirect va a /inicio', () => {
  expect(destinoTrasLogin(null, 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
  expect(destinoTrasLogin('', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
  expect(destinoTrasLogin('   ', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
});

test("un redirect relativo va a '/' + valor, sin barras iniciales (nunca //host)", () => {
  expect(destinoTrasLogin('ahorro', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/ahorro' });
  expect(destinoTrasLogin('solicitud-credito?valor=5', 't', cfg)).toEqual({
    tipo: 'interno',
    ruta: '/solicitud-credito?valor=5',
  });
  expect(destinoTrasLogin('//malo.com/x', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/malo.com/x' });
  expect(destinoTrasLogin('/\\malo.com', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/malo.com' });
});

test('el sitio del colegio recibe el pgweb_token como token (?token= o &token=)', () => {
  expect(destinoTrasLogin('https://www.colegio.edu.co/notas', 'a.b-c', cfg)).toEqual({
    tipo: 'externo',
    url: 'https://www.colegio.edu.co/notas?token=a.b-c',
  });
  expect(destinoTrasLogin('https://WWW.colegio.edu.co/notas?x=1#arriba', 'tk', cfg)).toEqual({
    tipo: 'externo',
    url: 'https://WWW.colegio.edu.co/notas?x=1&token=tk#arriba',
  });
});

test('el host del colegio se compara con su puerto', () => {
  const local = { sitio_colegio: 'http://127.0.0.1:8091/', hosts_redireccion: [] };
  expect(destinoTrasLogin('http://127.0.0.1:8091/a', 't', local)).toEqual({
    tipo: 'externo',
    url: 'http://127.0.0.1:8091/a?token=t',
  });
  expect(destinoTrasLogin('http://127.0.0.1:8090/a', 't', local)).toEqual({ tipo: 'interno', ruta: '/inicio' });
});

test('un host de ALLOWED_REDIRECT_HOSTS por http se sigue tal cual, sin token; por https recibe el token', () => {
  expect(destinoTrasLogin('http://amigo.ejemplo.co:8091/entrada', 't', cfg)).toEqual({
    tipo: 'externo',
    url: 'http://amigo.ejemplo.co:8091/entrada',
  });
  expect(destinoTrasLogin('https://otro.co:8443/x', 't', cfg)).toEqual({
    tipo: 'externo',
    url: 'https://otro.co:8443/x?token=t',
  });
  expect(destinoTrasLogin('https://amigo.ejemplo.co/x', 't', cfg)).toEqual({
    tipo: 'externo',
    url: 'https://amigo.ejemplo.co/x?token=t',
  });
  expect(destinoTrasLogin('https://otro.co/x', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
});

test('el pgweb_token nunca sale por http hacia el host del colegio si SCHOOL_SITE_URL es https', () => {
  // Se sigue (el host es el del colegio) pero sin token: por http viajaría en claro.
  expect(destinoTrasLogin('http://www.colegio.edu.co/notas', 'secreto', cfg)).toEqual({
    tipo: 'externo',
    url: 'http://www.colegio.edu.co/notas',
  });
  expect(destinoTrasLogin('HTTP://WWW.COLEGIO.EDU.CO/notas?x=1', 'secreto', cfg)).toEqual({
    tipo: 'externo',
    url: 'HTTP://WWW.COLEGIO.EDU.CO/notas?x=1',
  });
  // Otro puerto del mismo host no es el sitio del colegio.
  expect(destinoTrasLogin('https://www.colegio.edu.co:8443/notas', 'secreto', cfg)).toEqual({
    tipo: 'interno',
    ruta: '/inicio',
  });
  // El puerto por defecto explícito sí es el mismo origen.
  expect(destinoTrasLogin('https://www.colegio.edu.co:443/notas', 'tk', cfg)).toEqual({
    tipo: 'externo',
    url: 'https://www.colegio.edu.co:443/notas?token=tk',
  });
});

test('los caracteres de control del redirect se descartan y un relativo queda en el origen del portal', () => {
  // '/\t/evil.com' es '//evil.com' para el navegador: antes dejaba la pantalla cargando para siempre.
  expect(destinoTrasLogin('/\t/evil.com', 't', cfg, 'https://portal.fondo.co')).toEqual({
    tipo: 'interno',
    ruta: '/evil.com',
  });
  expect(destinoTrasLogin('\n/\r/evil.com/x?y=1', 't', cfg, 'https://portal.fondo.co')).toEqual({
    tipo: 'interno',
    ruta: '/evil.com/x?y=1',
  });
  expect(destinoTrasLogin('ah\u0000orro', 't', cfg, 'https://portal.fondo.co')).toEqual({
    tipo: 'interno',
    ruta: '/ahorro',
  });
  expect(destinoTrasLogin('\t', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
  // Un http con control en medio tampoco cuela un host ajeno.
  expect(destinoTrasLogin('ht\ttp://malo.com', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
  // El destino resuelto siempre es una ruta del portal: empieza por una sola barra.
  for (const r of ['/\t/evil.com', '\\\t\\evil.com', '/%09/evil.com', '..//evil.com', '/\u00a0/evil.com']) {
    const d = destinoTrasLogin(r, 't', cfg, 'https://portal.fondo.co');
    expect(d.tipo).toBe('interno');
    if (d.tipo === 'interno') expect(d.ruta).toMatch(/^\/(?![/\\])/);
  }
});

test('cualquier otra URL absoluta va a /inicio (sin redirección abierta)', () => {
  for (const r of [
    'http://malicioso.example.com/robar',
    'https://www.colegio.edu.co.malo.com/',
    'https://amigo.ejemplo.co.malo.com/',
    'http://',
    'httpx://www.colegio.edu.co',
  ]) {
    expect(destinoTrasLogin(r, 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
  }
});

test('agregarToken codifica el token', () => {
  expect(agregarToken('https://a.co/?', 'x y')).toBe('https://a.co/?token=x%20y');
});
