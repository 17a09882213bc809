// El log de peticiones oculta los tokens también cuando la URL los codifica o los pone tras ';'.
import { urlSegura } from './url-segura.js';

const T = 'AbCdEf0123456789_-XyZ';

test.each([
  [`/api/afiliados/verificar-token/${T}`, '/api/afiliados/verificar-token/***'],
  [`/api/afiliados/%76erificar-token/${T}`, '/api/afiliados/%76erificar-token/***'],
  [`/api/afiliados/verificar%2Dtoken/${T}`, '/api/afiliados/verificar%2Dtoken/***'],
  [`/api/afiliados/VERIFICAR-TOKEN/${T}?x=1`, '/api/afiliados/VERIFICAR-TOKEN/***?x=1'],
  [`/api/afiliados/reestablecer-clave/${T}`, '/api/afiliados/reestablecer-clave/***'],
  [`/login?token=${T}`, '/login?token=***'],
  [`/login?tok%65n=${T}`, '/login?tok%65n=***'],
  [`/login?redirect=%2Finicio&token=${T}#x`, '/login?redirect=%2Finicio&token=***#x'],
  [`/login;token=${T}`, '/login;token=***'],
  [`/login;a=1;TOKEN=${T}?b=2;token=${T}`, '/login;a=1;TOKEN=***?b=2;token=***'],
  [`/api/afiliados/verificar-token;x=1/${T}`, '/api/afiliados/verificar-token;x=1/***'],
])('%s -> %s', (url, esperado) => {
  expect(urlSegura(url)).toBe(esperado);
  expect(urlSegura(url)).not.toContain(T);
});

test('lo que no lleva tokens queda igual (también con %xx mal formado)', () => {
  for (const url of ['/api/afiliados/me', '/api/mensajes?estado=0', '/api/archivos/7;x=1', '/a%zz?b=%E0%A4%A'])
    expect(urlSegura(url)).toBe(url);
});
