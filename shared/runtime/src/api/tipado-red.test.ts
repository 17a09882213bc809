// El cliente tipado contra la red simulada (MSW) con manejadores generados de la misma tabla.
import { crearManejadores, errorApi, usarServidor } from '@fondo/testing/red';
import { configurarApi, textoDeError } from './cliente';
import { crearCliente } from './tipado';
import { useSesion } from '../sesion/sesion';
import { tabla, type TiposPrueba } from './tabla-prueba';

const cliente = crearCliente<typeof tabla, TiposPrueba>(tabla);
const manejador = crearManejadores<typeof tabla, TiposPrueba>(tabla);
const servidor = usarServidor();

beforeEach(() => {
  useSesion.setState({ access_token: 'tok-1', usuario: null, roles: ['afiliado'], actualizacion_datos: 'ok' });
});

test('el manejador responde en la URL y el método de la tabla, con los parámetros y el cuerpo', async () => {
  const vistos: unknown[] = [];
  servidor.use(
    manejador('afiliados', 'resumen', ({ params, request }) => {
      vistos.push(params.id, request.headers.get('Authorization'));
      return { aportes: 3 };
    }),
    manejador('solicitudes', 'radicar', ({ cuerpo }) => ({ id: cuerpo?.monto ?? 0 })),
    manejador('solicitudes', 'eliminar', () => undefined),
  );
  await expect(cliente.afiliados.resumen({ params: { id: 'me' } })).resolves.toEqual({ aportes: 3 });
  expect(vistos).toEqual(['me', 'bearer tok-1']);
  await expect(cliente.solicitudes.radicar({ cuerpo: { monto: 8 } })).resolves.toEqual({ id: 8 });
  await expect(cliente.solicitudes.eliminar({ params: { id: 2 } })).resolves.toBe('');
});

test('un error de la API llega con su texto (SPEC 8)', async () => {
  servidor.use(manejador('solicitudes', 'listarMias', () => errorApi(400, 'Filtro inválido')));
  const e = await cliente.solicitudes.listarMias().catch((x: unknown) => x);
  await expect(textoDeError(e)).resolves.toBe('Filtro inválido');
});

test('la subida con avance pasa por MSW y renueva el token', async () => {
  servidor.use(
    manejador('admin', 'importar', async ({ request }) => {
      const tipo = (await request.formData()).get('tipo');
      return new Response(JSON.stringify({ mensaje: `Tipo ${typeof tipo === 'string' ? tipo : 'sin texto'}` }), {
        headers: { 'Content-Type': 'application/json', token: 'tok-2' },
      });
    }),
  );
  const datos = new FormData();
  datos.append('tipo', 'aportes');
  await expect(cliente.admin.importar.subir(datos)).resolves.toEqual({ mensaje: 'Tipo aportes' });
  expect(useSesion.getState().access_token).toBe('tok-2');
});

test("la subida aplica 'Token expirado' como el cliente ky y rechaza con el texto del servidor", async () => {
  const alExpirar = jest.fn();
  const deshacer = configurarApi({ alExpirarSesion: alExpirar });
  servidor.use(manejador('admin', 'importar', () => errorApi(401, 'Token expirado')));
  const e = await cliente.admin.importar.subir(new FormData()).catch((x: unknown) => x);
  expect(alExpirar).toHaveBeenCalledTimes(1);
  await expect(textoDeError(e)).resolves.toBe('Token expirado');
  deshacer();
});

function tipos(): void {
  // @ts-expect-error operación que no está en la tabla
  manejador('afiliados', 'borrar', () => ({}));
  // @ts-expect-error la respuesta del manejador tiene el tipo de la operación
  manejador('afiliados', 'resumen', () => ({ total: 1 }));
}
void tipos;
