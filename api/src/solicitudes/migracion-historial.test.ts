// Migración 0013: las solicitudes que ya existían reciben su historial reconstruido: la
// radicación por su afiliado y, si ya fueron revisadas, el paso de PENDIENTE a su estado por quien revisó.
import { baseAntesDe } from '../../test/migraciones.js';

test('migración 0013: radicación y decisión de las solicitudes existentes, con quién, cuándo y observaciones', async () => {
  // Las migraciones anteriores a la 0013 (baseAntesDe); luego migrarElResto aplica la 0013.
  const { cliente, migrarElResto, cerrar } = await baseAntesDe(13);
  try {
    await cliente.exec(`
      insert into afiliado (id_afiliado, documento, nombres, apellidos) values (1, '1', 'Luz', 'Afiliada'), (2, '2', 'Ana', 'Revisora');
      insert into tipo_credito (id_tipo_credito, nombre, tasa) values (1, 'Libre', 0.01);
      insert into solicitud_credito (id_solicitud, id_afiliado, id_tipo_credito, valor, destino, cuotas, desde_mes,
        numero_cuenta, tipo_cuenta, banco, estado, observaciones, revisado_por, fecha_revision, fecha) values
        (1, 1, 1, 1000, 'd', 12, 1, '1', 'Ahorros', 'B', 'PENDIENTE', null, null, null, '2026-01-05T10:00:00Z'),
        (2, 1, 1, 1000, 'd', 12, 1, '1', 'Ahorros', 'B', 'NO APROBADA', 'No alcanza', 2, '2026-02-03T11:00:00Z', '2026-02-01T10:00:00Z');`);
    await migrarElResto();
    const filas = await cliente.query(
      `select id_solicitud, estado_anterior, estado_nuevo, observaciones, id_usuario, nombre_usuario,
         to_char(fecha at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as fecha
       from solicitud_estado_historial order by id_solicitud, fecha, id_historial`,
    );
    expect(filas.rows).toEqual([
      {
        id_solicitud: 1,
        estado_anterior: null,
        estado_nuevo: 'PENDIENTE',
        observaciones: null,
        id_usuario: 1,
        nombre_usuario: 'Luz Afiliada',
        fecha: '2026-01-05 10:00',
      },
      {
        id_solicitud: 2,
        estado_anterior: null,
        estado_nuevo: 'PENDIENTE',
        observaciones: null,
        id_usuario: 1,
        nombre_usuario: 'Luz Afiliada',
        fecha: '2026-02-01 10:00',
      },
      {
        id_solicitud: 2,
        estado_anterior: 'PENDIENTE',
        estado_nuevo: 'NO APROBADA',
        observaciones: 'No alcanza',
        id_usuario: 2,
        nombre_usuario: 'Ana Revisora',
        fecha: '2026-02-03 11:00',
      },
    ]);
    // Un estado que no existe no entra; borrar la solicitud borra su historial.
    await expect(
      cliente.exec(`insert into solicitud_estado_historial (id_solicitud, estado_nuevo) values (1, 'RARO')`),
    ).rejects.toThrow();
    await cliente.exec('delete from solicitud_credito where id_solicitud = 2');
    const quedan = await cliente.query<{ n: number }>('select count(*)::int as n from solicitud_estado_historial');
    expect(quedan.rows[0]?.n).toBe(1);
  } finally {
    await cerrar();
  }
});
