// El protocolo entre la precarga temprana y la shell: los .js de una página según su mf-manifest.json, las
// rutas sin parámetros y lo que la precarga deja en la página para la shell.
import {
  archivosDePagina,
  dejarPrecargaTemprana,
  olvidarPrecargaTemprana,
  precargaTempranaDeLaPagina,
  sinParametros,
} from './protocolo';

const MANIFIESTO = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    fondoPaginas: { '/simulador': { js: ['931.a.js', 'pagina-simulador.b.js'], datos: ['tipos-credito'] } },
  },
  exposes: [{ path: './routes', assets: { js: { sync: ['931.a.js', '__federation_expose_routes.c.js'] } } }],
};

test('archivosDePagina: remoteEntry, ./routes y la página, absolutos y sin repetir', () => {
  expect(
    archivosDePagina(MANIFIESTO, 'https://fondo.example/remotes/mfe-solicitudes/v1/mf-manifest.json', '/simulador'),
  ).toEqual([
    'https://fondo.example/remotes/mfe-solicitudes/v1/remoteEntry.js',
    'https://fondo.example/remotes/mfe-solicitudes/v1/931.a.js',
    'https://fondo.example/remotes/mfe-solicitudes/v1/__federation_expose_routes.c.js',
    'https://fondo.example/remotes/mfe-solicitudes/v1/pagina-simulador.b.js',
  ]);
  expect(archivosDePagina({}, 'https://fondo.example/m/mf-manifest.json', '/x')).toEqual([]);
});

test('sinParametros: la ruta fija de la página, no la que trae un id', () => {
  expect(sinParametros('/actualizacion/:id?', '/actualizacion')).toBe(true);
  expect(sinParametros('/actualizacion/:id?', '/actualizacion/5')).toBe(false);
  expect(sinParametros('/inicio', '/inicio')).toBe(true);
});

test('lo que deja la precarga es lo que la shell lee; sin precarga, null', () => {
  olvidarPrecargaTemprana();
  expect(precargaTempranaDeLaPagina()).toBeNull();
  const lista = Promise.resolve(new Response('{}'));
  const t = { lista, manifiesto: Promise.resolve(null), datos: {} };
  dejarPrecargaTemprana(t);
  expect(precargaTempranaDeLaPagina()).toBe(t);
  // no es una variable global con nombre: nada en window lo pisa por descuido
  expect(Object.keys(window).some((k) => /temprana/i.test(k))).toBe(false);
  olvidarPrecargaTemprana();
  expect(precargaTempranaDeLaPagina()).toBeNull();
});
