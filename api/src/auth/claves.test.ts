// La fila de argon2: a lo sumo HASHES_A_LA_VEZ hashes a la vez, los demás esperan y todos terminan.
import { filaDeClaves, HASHES_A_LA_VEZ, hashClave, verificarClave } from './claves.js';

test('10 verificaciones a la vez: en curso a lo sumo núcleos - 1, las demás en fila; todas responden', async () => {
  const hash = await hashClave('ClaveDePrueba1');
  let maximo = 0;
  let enEspera = 0;
  const vigia = setInterval(() => {
    const f = filaDeClaves();
    maximo = Math.max(maximo, f.activos);
    enEspera = Math.max(enEspera, f.esperando);
  }, 1);
  const resultados = await Promise.all(
    Array.from({ length: 10 }, (_, i) => verificarClave(hash, i % 2 === 0 ? 'ClaveDePrueba1' : 'Otra1234')),
  );
  clearInterval(vigia);
  expect(HASHES_A_LA_VEZ).toBeGreaterThanOrEqual(1);
  expect(maximo).toBeLessThanOrEqual(HASHES_A_LA_VEZ);
  expect(enEspera).toBeGreaterThan(0);
  expect(resultados).toEqual(Array.from({ length: 10 }, (_, i) => i % 2 === 0));
  expect(filaDeClaves()).toEqual({ activos: 0, esperando: 0 });
});
