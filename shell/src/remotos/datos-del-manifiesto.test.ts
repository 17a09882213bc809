// La precarga pide GET /api/{dato} por cada `datos` del manifiesto del portal (precarga.ts). Cada
// uno debe ser la ruta de una operación GET de la tabla del contrato: una ruta renombrada falla aquí.
import { rutas } from '@fondo/contrato';
import { REMOTOS } from '@fondo/portal/manifiesto';

const GETS = Object.values(rutas).flatMap((ops) =>
  Object.values(ops as Record<string, { metodo: string; ruta: string }>)
    .filter((op) => op.metodo === 'GET')
    .map((op) => op.ruta),
);

/** Las operaciones GET cuya ruta coincide con el dato ('afiliados/me/resumen' con '/afiliados/:id/resumen'). */
function operacionesDe(dato: string): string[] {
  const partes = dato.split('/');
  return GETS.filter((ruta) => {
    const segmentos = ruta.replace(/^\//, '').split('/');
    return (
      segmentos.length === partes.length &&
      segmentos.every((s, i) => (s.startsWith(':') ? partes[i] !== '' : s === partes[i]))
    );
  });
}

const DATOS = REMOTOS.flatMap((r) => r.rutas.flatMap((ruta) => (ruta.datos ?? []).map((d) => [ruta.patron, d])));

test('el manifiesto declara datos que precargar', () => {
  expect(DATOS.length).toBeGreaterThan(0);
});

test.each(DATOS)('%s: el dato %s es la ruta de una operación GET de la tabla', (_patron, dato) => {
  expect(dato).not.toMatch(/^\/|\?/); // la precarga le antepone /api/; sin consulta
  expect(operacionesDe(dato)).not.toEqual([]);
});

test('la comprobación no acepta una ruta renombrada ni una que no es GET', () => {
  expect(operacionesDe('afiliados/me/resumen')).toEqual(['/afiliados/:id/resumen']);
  expect(operacionesDe('afiliados/me/resumenes')).toEqual([]);
  expect(operacionesDe('afiliados/me/cambiar-clave')).toEqual([]); // POST
  expect(operacionesDe('afiliados/me/resumen/x')).toEqual([]);
});
