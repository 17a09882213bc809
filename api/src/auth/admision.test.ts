import { crearAdmision } from './admision.js';

test('crearAdmision: a lo sumo n a la vez, en orden de llegada, y un error no retiene el lugar', async () => {
  const admitir = crearAdmision(2);
  let dentro = 0;
  let maximo = 0;
  const orden: number[] = [];
  const liberadores: (() => void)[] = [];
  const tareas = Array.from({ length: 6 }, (_, i) =>
    admitir(async () => {
      orden.push(i);
      maximo = Math.max(maximo, ++dentro);
      await new Promise<void>((ok) => liberadores.push(ok));
      dentro--;
      if (i === 1) throw new Error('falla la tarea 1');
      return i;
    }),
  );
  const todas = Promise.allSettled(tareas);
  const esperar = () => new Promise((ok) => setImmediate(ok));
  await esperar();
  expect(orden).toEqual([0, 1]);
  // Se liberan en desorden: entra siempre el siguiente de la fila.
  liberadores[1]!();
  await esperar();
  expect(orden).toEqual([0, 1, 2]);
  liberadores[0]!();
  await esperar();
  expect(orden).toEqual([0, 1, 2, 3]);
  for (let i = 2; i < 6; i++) {
    liberadores[i]!();
    await esperar();
  }
  const resultados = await todas;
  expect(resultados.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
    0,
    'falla la tarea 1',
    2,
    3,
    4,
    5,
  ]);
  expect({ maximo, orden }).toEqual({ maximo: 2, orden: [0, 1, 2, 3, 4, 5] });
  expect(() => crearAdmision(0)).toThrow('Admisión inválida: 0');
});
