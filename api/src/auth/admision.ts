// Admisión de logins: una ola de 100 logins no entra de golpe. Cada login espera a
// argon2 de todos modos (HASHES_A_LA_VEZ); si los 50 que llegan a un proceso hicieran a la vez sus
// consultas previas, el bucle de eventos quedaría ocupado con ellas y /api/health y las lecturas
// esperarían detrás. Con unos pocos a la vez, el hilo de argon2 sigue lleno y lo demás pasa entre medio.

/** Ejecuta a lo sumo `n` tareas a la vez; las demás esperan en orden de llegada. */
export function crearAdmision(n: number): <T>(tarea: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(n) || n < 1) throw new Error(`Admisión inválida: ${n}`);
  let activas = 0;
  const fila: (() => void)[] = [];
  return async (tarea) => {
    // Quien sale le pasa su lugar al primero de la fila (activas no baja): nadie se cuela.
    if (activas < n) activas++;
    else await new Promise<void>((ok) => fila.push(ok));
    try {
      return await tarea();
    } finally {
      const siguiente = fila.shift();
      if (siguiente) siguiente();
      else activas--;
    }
  };
}
