import { agregarToken, destinoTrasLogin } from './redireccion';

const cfg = { sitio_colegio: 'https://www.colegio.edu.co', hosts_redireccion: ['amigo.ejemplo.co', 'otro.co:8443'] };

test('sin redirect va a /inicio', () => {
  expect(destinoTrasLogin(null, 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
  expect(destinoTrasLogin('', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
  expect(destinoTrasLogin('   ', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
});

test("un redirect relativo va a '/' + valor, sin barras iniciales (nunca //host)", () => {
  expect(destinoTrasLogin('ahorro', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/ahorro' });
  expect(destinoTrasLogin('solicitud-credito?valor=5', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/solicitud-credito?valor=5' });
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
  expect(destinoTrasLogin('http://127.0.0.1:8091/a', 't', local)).toEqual({ tipo: 'externo', url: 'http://127.0.0.1:8091/a?token=t' });
  expect(destinoTrasLogin('http://127.0.0.1:8090/a', 't', local)).toEqual({ tipo: 'interno', ruta: '/inicio' });
});

test('un host de ALLOWED_REDIRECT_HOSTS se sigue tal cual, sin token', () => {
  expect(destinoTrasLogin('http://amigo.ejemplo.co:8091/entrada', 't', cfg)).toEqual({
    tipo: 'externo',
    url: 'http://amigo.ejemplo.co:8091/entrada',
  });
  expect(destinoTrasLogin('https://otro.co:8443/x', 't', cfg)).toEqual({ tipo: 'externo', url: 'https://otro.co:8443/x' });
  expect(destinoTrasLogin('https://otro.co/x', 't', cfg)).toEqual({ tipo: 'interno', ruta: '/inicio' });
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
