// rutasDelRemoto: el componente './routes' de un remoto y su precargarRuta, que la shell llama antes de
// dibujarlo para que la página abierta no pase por el indicador de carga.
import { paginaADemanda } from '../a-demanda';
import { rutasDelRemoto } from './rutas-remotas';

function Pagina(): null {
  return null;
}

test('precargarRuta descarga solo la página de la ruta abierta, una vez', async () => {
  const cargarActualizacion = jest.fn(() => Promise.resolve(Pagina));
  const PaginaActualizacion = paginaADemanda(cargarActualizacion);
  const Rutas = rutasDelRemoto('mfe_actualizacion', { '/actualizacion/:id?': <PaginaActualizacion /> });
  expect(Rutas.displayName).toBe('Rutas(mfe_actualizacion)');
  await Rutas.precargarRuta('/inicio');
  await Rutas.precargarRuta('/actualizacion/7/otra');
  expect(cargarActualizacion).not.toHaveBeenCalled();
  await Rutas.precargarRuta('/actualizacion');
  await Rutas.precargarRuta('/actualizacion/7');
  expect(cargarActualizacion).toHaveBeenCalledTimes(1);
});

test('una página que no es de carga a demanda no se precarga; un fallo de red no rompe la carga del remoto', async () => {
  const fallida = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  const PaginaInicio = paginaADemanda(fallida);
  const Rutas = rutasDelRemoto('mfe_productos', { '/inicio': <PaginaInicio />, '/ahorro': <Pagina /> });
  await expect(Rutas.precargarRuta('/ahorro')).resolves.toBeUndefined();
  await expect(Rutas.precargarRuta('/inicio')).resolves.toBeUndefined();
  expect(fallida).toHaveBeenCalledTimes(1);
  // la página lo reintenta al dibujarse
  await expect(PaginaInicio.precargar()).rejects.toThrow('Failed to fetch');
  expect(fallida).toHaveBeenCalledTimes(2);
});
