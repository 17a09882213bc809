// DESIGN 7: la matriz de autorización cubre cada ruta registrada bajo /api, no solo las guardas.
// Corre la matriz entera y comprueba que ninguna ruta de la app falte en ella (ni sobre un caso).
import { crearAppDePrueba } from './ayudantes.js';
import { matrizDeAutorizacion, rutaDelCaso } from './matriz-autorizacion.js';
import { MATRIZ, prepararMatriz } from './matriz-rutas.js';

matrizDeAutorizacion(MATRIZ, { preparar: prepararMatriz });

describe('cobertura de la matriz', () => {
  test('cada ruta registrada bajo /api tiene su caso, con el mismo acceso, y cada caso una ruta', async () => {
    const prueba = await crearAppDePrueba();
    try {
      const registradas = new Map(prueba.app.rutasApi.map((r) => [`${r.metodo} ${r.url}`, r.acceso]));
      expect(registradas.size).toBeGreaterThanOrEqual(MATRIZ.length - 1);
      const enMatriz = new Map(MATRIZ.map((c) => [rutaDelCaso(c), c.acceso]));
      const sinCaso = [...registradas.keys()].filter((r) => !enMatriz.has(r));
      const sinRuta = [...enMatriz.keys()].filter((r) => !registradas.has(r));
      const accesoDistinto = [...enMatriz].filter(([r, a]) => registradas.has(r) && registradas.get(r) !== a)
        .map(([r, a]) => `${r}: matriz ${a}, ruta ${String(registradas.get(r))}`);
      expect({ sinCaso, sinRuta, accesoDistinto }).toEqual({ sinCaso: [], sinRuta: [], accesoDistinto: [] });
    } finally {
      await prueba.cerrar();
    }
  });

  test('una ruta nueva sin caso se detecta', async () => {
    const prueba = await crearAppDePrueba({
      registrar: async (app) => { await app.register(async (api) => {
        api.get('/nueva-sin-caso', { config: { acceso: 'superadmin' } }, async () => ({ ok: true }));
      }, { prefix: '/api' }); },
    });
    try {
      const sinCaso = prueba.app.rutasApi.map((r) => `${r.metodo} ${r.url}`).filter((r) => !MATRIZ.some((c) => rutaDelCaso(c) === r));
      expect(sinCaso).toContain('GET /api/nueva-sin-caso');
    } finally {
      await prueba.cerrar();
    }
  });
});
