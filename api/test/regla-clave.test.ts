// La regla de la clave es una sola (SPEC 5): las mismas claves que el navegador rechaza con
// claveValida (@fondo/contrato) las rechaza la API en POST /api/afiliados/me/cambiar-clave, y las
// que acepta, la API también, salvo las claves comunes: la lista vive solo en la API, que las rechaza con
// su texto (la pantalla lo muestra).
import { expect } from '@jest/globals';
import { MENSAJE_CLAVE_COMUN, claveValida } from '@fondo/contrato';
import { CASOS_CLAVE, CLAVES_COMUNES } from '@fondo/contrato/pruebas';
import { CLAVE_PRUEBA, crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from './ayudantes.js';

let prueba: AppDePrueba;
let token: string;
let actual = CLAVE_PRUEBA;

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  const { afiliado } = await crearAfiliado(prueba.db);
  token = await tokenDirecto(prueba.app, afiliado.id_afiliado);
});
afterAll(async () => {
  await prueba?.cerrar();
});

test('los casos cubren claves aceptadas y rechazadas, y la regla del contrato da lo esperado', () => {
  expect(CASOS_CLAVE.filter(([, ok]) => ok).length).toBeGreaterThanOrEqual(3);
  expect(CASOS_CLAVE.filter(([, ok]) => !ok).length).toBeGreaterThanOrEqual(5);
  for (const [clave, esperado] of CASOS_CLAVE) expect([clave, claveValida(clave)]).toEqual([clave, esperado]);
});

// En serie: cada clave aceptada pasa a ser la actual de la siguiente llamada.
test.each(CASOS_CLAVE)('la API responde a %p como la regla del navegador (%p)', async (nueva, aceptada) => {
  const r = await pedir(prueba.app, 'POST', '/api/afiliados/me/cambiar-clave', token, {
    password: actual,
    new_password: nueva,
  });
  expect({ status: r.statusCode, aceptada: r.statusCode === 200 }).toEqual({
    status: aceptada ? 200 : 400,
    aceptada: claveValida(nueva),
  });
  if (aceptada) actual = nueva;
  else expect(r.json()).toEqual({ error: expect.stringMatching(/clave|caracteres/) });
});

test.each(CLAVES_COMUNES)('%p cumple la regla del navegador y la API la rechaza por común', async (comun) => {
  expect(claveValida(comun)).toBe(true);
  const r = await pedir(prueba.app, 'POST', '/api/afiliados/me/cambiar-clave', token, {
    password: actual,
    new_password: comun,
  });
  expect([r.statusCode, r.json()]).toEqual([400, { error: MENSAJE_CLAVE_COMUN }]);
});
