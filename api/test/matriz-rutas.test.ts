// DESIGN 7: la matriz de autorización cubre cada ruta registrada bajo /api, no solo las guardas.
// Corre la matriz entera y comprueba que cada operación de la tabla de rutas del contrato esté
// registrada y en la matriz, con su acceso, y que no se registre nada fuera de la tabla.
import { buildApp } from '../src/app.js';
import { pluginDeRutas, type AppTypebox } from '../src/http/ruta.js';
import { accesosDeLaTabla } from '../src/http/rutas.js';
import { crearAppDePrueba, type AppDePrueba } from './ayudantes.js';
import { matrizDeAutorizacion, rutaDelCaso } from './matriz-autorizacion.js';
import { MATRIZ, prepararMatriz } from './matriz-rutas.js';

matrizDeAutorizacion(MATRIZ, { preparar: prepararMatriz });

describe('cobertura de la matriz', () => {
  test('cada operación de la tabla de rutas está registrada y tiene su caso, con su acceso; nada más', async () => {
    const tabla = accesosDeLaTabla();
    const prueba = await crearAppDePrueba();
    try {
      const registradas = new Map(prueba.app.rutasApi.map((r) => [`${r.metodo} ${r.url}`, r.acceso]));
      expect(registradas.size).toBeGreaterThanOrEqual(MATRIZ.length - 1);
      const enMatriz = new Map(MATRIZ.map((c) => [rutaDelCaso(c), c.acceso]));
      const distinto = (otra: Map<string, string | undefined>, nombre: string) =>
        [...tabla]
          .filter(([r, a]) => otra.has(r) && otra.get(r) !== a)
          .map(([r, a]) => `${r}: tabla ${a}, ${nombre} ${String(otra.get(r))}`);
      expect({
        sinRegistrar: [...tabla.keys()].filter((r) => !registradas.has(r)),
        fueraDeLaTabla: [...registradas.keys()].filter((r) => !tabla.has(r)),
        sinCaso: [...tabla.keys()].filter((r) => !enMatriz.has(r)),
        casoSinRuta: [...enMatriz.keys()].filter((r) => !tabla.has(r)),
        accesoDistinto: [...distinto(registradas, 'ruta'), ...distinto(enMatriz, 'matriz')],
      }).toEqual({ sinRegistrar: [], fueraDeLaTabla: [], sinCaso: [], casoSinRuta: [], accesoDistinto: [] });
    } finally {
      await prueba.cerrar();
    }
  });
});

describe('una ruta /api solo se registra desde la tabla', () => {
  let prueba: AppDePrueba;
  beforeAll(async () => {
    prueba = await crearAppDePrueba();
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  /** La app de producción (sin rutasDePrueba) con una ruta más registrada a mano bajo /api. */
  async function arrancarCon(registrar: (api: AppTypebox) => void): Promise<unknown> {
    const app = await buildApp({ config: prueba.config, db: prueba.db });
    void app.register(pluginDeRutas(registrar), { prefix: '/api' });
    try {
      await app.ready();
      return null;
    } catch (error) {
      return error;
    } finally {
      await app.close().catch(() => {});
    }
  }

  test('una ruta nueva que no está en la tabla hace fallar el arranque', async () => {
    const error = await arrancarCon((api) => {
      api.get('/nueva-sin-caso', { config: { acceso: 'superadmin' } }, () => ({ ok: true }));
    });
    expect(String(error)).toContain(
      'La ruta GET /api/nueva-sin-caso no está en la tabla de rutas del contrato (shared/contrato/src/rutas.ts).',
    );
  });

  test('otro método sobre una ruta de la tabla, o una de /api/prueba/ fuera de las pruebas, tampoco', async () => {
    const metodo = await arrancarCon((api) => {
      api.put('/admin/resumen', { config: { acceso: 'superadmin' } }, () => ({ ok: true }));
    });
    expect(String(metodo)).toContain('La ruta PUT /api/admin/resumen no está en la tabla de rutas');
    const deprueba = await arrancarCon((api) => {
      api.get('/prueba/algo', { config: { acceso: 'publico' } }, () => ({ ok: true }));
    });
    expect(String(deprueba)).toContain('La ruta GET /api/prueba/algo no está en la tabla de rutas');
  });

  test('una ruta de la tabla con otro acceso hace fallar el arranque', async () => {
    const error = await arrancarCon((api) => {
      api.get('/admin/resumen', { config: { acceso: 'sesion' } }, () => ({ ok: true }));
    });
    expect(String(error)).toContain(
      "La ruta GET /api/admin/resumen declara acceso 'sesion'; la tabla de rutas, 'superadmin'.",
    );
  });
});
