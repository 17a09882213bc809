// Lectura de tokens de acceso: la firma se comprueba una vez por token (leerAccesoRecordado), pero
// el secreto y el vencimiento cuentan siempre.
import { firmarJwt } from './jwt.js';
import { INACTIVIDAD_MS, firmarAcceso, leerAcceso, leerAccesoRecordado } from './token.js';

const A = { jwtSecret: 'a'.repeat(40) };
const B = { jwtSecret: 'b'.repeat(40) };
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ahora = new Date('2026-11-22T10:00:00Z');
const mas = (ms: number) => new Date(ahora.getTime() + ms);

test('un token recordado con un secreto no sirve con otro', () => {
  const token = firmarAcceso(A, { id_sesion: ID, id_afiliado: 7 }, ahora);
  expect(leerAccesoRecordado(A, token, ahora)).toMatchObject({ id_sesion: ID, id_afiliado: 7 });
  expect(leerAccesoRecordado(A, token, ahora)).toMatchObject({ id_sesion: ID, id_afiliado: 7 }); // de memoria
  expect(leerAccesoRecordado(B, token, ahora)).toBeNull();
});

test('un token recordado vence igual a los 30 minutos', () => {
  const token = firmarAcceso(A, { id_sesion: ID, id_afiliado: 8 }, ahora);
  expect(leerAccesoRecordado(A, token, mas(INACTIVIDAD_MS - 1000))).not.toBeNull();
  expect(leerAccesoRecordado(A, token, mas(INACTIVIDAD_MS))).toBeNull();
});

test('un exp más corto que los 30 minutos también cuenta', () => {
  const iat = Math.floor(ahora.getTime() / 1000);
  const token = firmarJwt({ id_sesion: ID, id_afiliado: 9, iat, exp: iat + 60 }, A.jwtSecret);
  expect(leerAccesoRecordado(A, token, mas(59_000))).not.toBeNull();
  expect(leerAccesoRecordado(A, token, mas(60_000))).toBeNull();
  expect(leerAcceso(A, token, mas(60_000))).toBeNull();
});

test('un token alterado no se recuerda ni se acepta', () => {
  const token = firmarAcceso(A, { id_sesion: ID, id_afiliado: 10 }, ahora);
  const [cab, , sello] = token.split('.');
  const otro = Buffer.from(
    JSON.stringify({ id_sesion: ID, id_afiliado: 1, iat: Math.floor(ahora.getTime() / 1000) }),
  ).toString('base64url');
  expect(leerAccesoRecordado(A, `${cab}.${otro}.${sello}`, ahora)).toBeNull();
  expect(leerAccesoRecordado(A, `${token}x`, ahora)).toBeNull();
});
