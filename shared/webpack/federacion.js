// Más de 300 líneas: la configuración de webpack de todas las apps en un lugar; cada parte es una función.
// Configuración de webpack común a la shell y los remotos (Module Federation 2).
// Uso en <app>/webpack.config.js:
//   import { configurarApp } from '@fondo/webpack/federacion.js';
//   export default configurarApp({ nombre: 'mfe_productos', dir: import.meta.dirname });
// El puerto de desarrollo, lo que expone un remoto y remotes.json salen del manifiesto del portal.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createRequire } from 'node:module';
import CompressionPlugin from 'compression-webpack-plugin';
import {
  REMOTOS,
  SHELL,
  chunkDePagina,
  globalDeChunks,
  listaDeRemotos,
  remotoPorNombre,
} from '@fondo/portal/manifiesto';
import { mapaDeTokensAntd, reglaEstilosAntd } from './antd-interno/estilos-antd.js';
import { piezasQuitadas, reemplazosDeEstilosCalculados, reemplazosDiferidos } from './antd-interno/reemplazos.js';
import { exigirSupuestos } from './antd-interno/supuestos.js';
import { comprobarUnaCopia } from './antd-interno/una-copia.js';

// El minimizador que trae webpack, con swc (más rápido que terser con 2 núcleos).
const Minimizador = createRequire(import.meta.url)('minimizer-webpack-plugin');
const minimizador = (parallel = true) =>
  new Minimizador({
    parallel,
    minify: Minimizador.swcMinify,
    extractComments: false,
    minimizerOptions: { compress: true, mangle: true, format: { comments: false } },
  });

/** TypeScript y JSX con swc (el código de las apps; node_modules ya viene compilado). */
const REGLA_SWC = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: false } },
      },
    },
  },
};

/**
 * Singletons de Module Federation: lo que debe ser un solo objeto en la página (un React, la sesión,
 * el cliente de la API, el router y el de consultas). El router y react-query NO se comparten enteros
 * (MF comparte módulos enteros: ~60 + 13 KiB): @fondo/runtime reexporta lo que usan las apps
 * (src/enrutador.ts) y webpack descarta el resto dentro de su chunk; sigue habiendo un solo router y
 * un solo contexto de consultas. antd, los íconos, dayjs y @fondo/ui NO se comparten: cada app
 * empaqueta (con tree-shaking) solo lo que usa y envuelve su árbol en ProveedoresFondo (mismo tema,
 * es_ES, App de antd). Compartir antd entero ponía ~790 KiB en /login.
 */
export const COMPARTIDOS = ['react', 'react-dom', 'zustand', '@fondo/runtime'];

const RAIZ = path.resolve(import.meta.dirname, '..', '..');
function leerJson(archivo) {
  return JSON.parse(fs.readFileSync(archivo, 'utf8'));
}

/** Versión instalada de un paquete (subiendo por los node_modules desde la app). */
function versionInstalada(dirApp, paquete) {
  for (let d = dirApp; ; d = path.dirname(d)) {
    const archivo = path.join(d, 'node_modules', paquete, 'package.json');
    if (fs.existsSync(archivo)) return leerJson(archivo).version;
    if (path.dirname(d) === d) throw new Error(`No se encontró ${paquete} desde ${dirApp}`);
  }
}

/**
 * requiredVersion explícita: el rango declarado en el package.json de la app; un pin exacto
 * se abre a '^x.y.z' para que la shell y un remoto construido después compartan dentro de la versión mayor.
 */
function versionRequerida(pkgApp, paquete) {
  const declarada = pkgApp.dependencies?.[paquete] ?? pkgApp.devDependencies?.[paquete];
  if (!declarada) throw new Error(`${pkgApp.name} debe declarar ${paquete} en dependencies`);
  return /^\d+\.\d+\.\d+$/.test(declarada) ? `^${declarada}` : declarada;
}

/**
 * Configuración `shared`: cada singleton con su versión real (la instalada; para @fondo/runtime, la de
 * su package.json) y strictVersion: un remoto construido contra una versión incompatible de un
 * singleton (p. ej. @fondo/runtime ^2 con la shell en 1.x) no carga: el runtime de MF lanza un error
 * que nombra ambas versiones y la shell muestra el aviso con 'Reintentar'.
 */
export function configuracionCompartida(dirApp) {
  const pkg = leerJson(path.join(dirApp, 'package.json'));
  const compartido = {};
  for (const p of COMPARTIDOS) {
    compartido[p] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: versionRequerida(pkg, p),
      version: versionInstalada(dirApp, p),
    };
  }
  // Subrutas: react-dom/client y react/jsx-runtime son parte del mismo React.
  compartido['react-dom/'] = { ...compartido['react-dom'] };
  compartido['react/jsx-runtime'] = { ...compartido.react };
  return compartido;
}

/** Copia public/ (salvo la plantilla index.html) a la salida. */
class CopiarPublico {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopiarPublico', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopiarPublico', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          const recorrer = (d) => {
            for (const e of fs.readdirSync(d, { withFileTypes: true })) {
              const abs = path.join(d, e.name);
              if (e.isDirectory()) recorrer(abs);
              else {
                const rel = path.relative(this.dir, abs).split(path.sep).join('/');
                if (rel === 'index.html') continue;
                compilation.fileDependencies.add(abs);
                compilation.emitAsset(rel, new RawSource(fs.readFileSync(abs)));
              }
            }
          };
          recorrer(this.dir);
        },
      );
    });
  }
}

/** Escribe un JSON calculado como archivo de la salida (remotes.json). */
class EmitirJson {
  constructor(nombre, datos) {
    this.nombre = nombre;
    this.datos = datos;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitirJson', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitirJson', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.nombre, new RawSource(`${JSON.stringify(this.datos, null, 2)}\n`)),
      );
    });
  }
}

/** El comentario de V8 que pide compilar todas las funciones del archivo al cargarlo (Chrome 136+). */
export const PISTA_DE_COMPILACION = '//# allFunctionsCalledOnLoad';

/**
 * Cada .js empieza con la pista de compilación explícita de V8. Sin ella, V8 solo
 * prepara cada función al llamarla, en el hilo principal, cuando el último chunk de la página ya llegó;
 * con ella la compila mientras el archivo baja, en otro hilo. Va después de minificar (que quita los
 * comentarios) y antes del hash del contenido y de la compresión.
 */
export class PistaDeCompilacion {
  apply(compiler) {
    const { ConcatSource, RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PistaDeCompilacion', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PistaDeCompilacion', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const nombre of Object.keys(assets)) {
            if (!nombre.endsWith('.js')) continue;
            compilation.updateAsset(
              nombre,
              (fuente) => new ConcatSource(new RawSource(`${PISTA_DE_COMPILACION}\n`), fuente),
            );
          }
        },
      );
    });
  }
}

/** Archivos .js de un grupo de chunks (y de sus hijos síncronos), sin repetir. */
function archivosJs(grupo) {
  return [...new Set(grupo.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))))];
}

/** Por remoto, sus rutas (patrón y lo primero que la página pide a la API), del manifiesto del portal. */
function tablaDePrecarga() {
  return Object.fromEntries(
    REMOTOS.map((r) => [r.nombre, r.rutas.map((x) => ({ patron: x.patron, datos: x.datos ?? [] }))]),
  );
}

/**
 * Compila la precarga temprana de la shell (`entrada`, relativa a `dir`) como un script suelto: una
 * compilación aparte, sin Module Federation ni runtime de chunks, con la tabla de rutas del manifiesto en
 * TABLA_PRECARGA. Devuelve su código y los archivos que leyó (para recompilar en desarrollo).
 * @param {{ dir: string, entrada: string, produccion: boolean }} o
 * @returns {Promise<{ codigo: string, archivos: string[] }>}
 */
export function compilarPrecargaTemprana(o) {
  const salida = fs.mkdtempSync(path.join(os.tmpdir(), 'fondo-precarga-'));
  const compilador = webpack({
    mode: o.produccion ? 'production' : 'development',
    context: o.dir,
    entry: o.entrada,
    target: ['web', 'es2020'],
    devtool: false,
    output: { path: salida, filename: 'precarga.js', iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [REGLA_SWC] },
    plugins: [new webpack.DefinePlugin({ TABLA_PRECARGA: JSON.stringify(tablaDePrecarga()) })],
    // un archivo de 2 KiB: sin procesos aparte para minimizarlo
    optimization: { minimize: o.produccion, minimizer: [minimizador(false)] },
    infrastructureLogging: { level: 'warn' },
  });
  return new Promise((ok, mal) => {
    compilador.run((error, stats) => {
      compilador.close(() => {
        try {
          if (error) throw error;
          if (stats.hasErrors()) throw new Error(`precarga temprana:\n${stats.toString('errors-only')}`);
          const codigo = fs.readFileSync(path.join(salida, 'precarga.js'), 'utf8');
          const archivos = [...stats.compilation.fileDependencies].filter(
            (f) => /\.[cm]?[jt]sx?$/.test(f) && !f.split(path.sep).includes('node_modules'),
          );
          ok({ codigo, archivos });
        } catch (e) {
          mal(e);
        } finally {
          fs.rmSync(salida, { recursive: true, force: true });
        }
      });
    });
  });
}

/**
 * El index.html de la shell pide desde el principio, junto con main.js, lo que la página
 * siempre necesita al arrancar: remotes.json (la lista de remotos) y los chunks del arranque (bootstrap y
 * los singletons de Module Federation que provee la shell). Sin esto cada uno esperaba a que main.js
 * corriera y los descubriera (una ida y vuelta más por la red cada vez). También lleva la precarga
 * temprana (compilarPrecargaTemprana), en su propio archivo con hash en el nombre: la CSP no admite
 * scripts en línea.
 */
class PrecargaDeArranque {
  /** @param {{ dir: string, entrada?: string, produccion: boolean }} o sin `entrada`, sin precarga temprana */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecargaDeArranque', (compilation) => {
      let temprana = null;
      const { entrada } = this.o;
      if (entrada)
        compilation.hooks.processAssets.tapPromise(
          { name: 'PrecargaDeArranque', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => {
            const { codigo, archivos } = await compilarPrecargaTemprana({ ...this.o, entrada });
            temprana = `precarga-temprana.${crypto.createHash('sha256').update(codigo).digest('hex').slice(0, 12)}.js`;
            compilation.emitAsset(temprana, new RawSource(codigo));
            compilation.fileDependencies.addAll(archivos);
          },
        );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PrecargaDeArranque', (datos) => {
        const archivos = new Set();
        const arranque = compilation.namedChunkGroups.get('arranque');
        if (arranque) for (const f of archivosJs(arranque)) archivos.add(f);
        for (const m of compilation.modules) {
          const id = m.identifier();
          const clave = /^provide module \([^)]+\) (.+)@[^@ ]+ = /.exec(id)?.[1];
          if (!clave || !(COMPARTIDOS.includes(clave) || /^react(-dom)?\//.test(clave))) continue;
          for (const b of m.blocks) {
            const g = compilation.chunkGraph.getBlockChunkGroup(b);
            if (g) for (const f of archivosJs(g)) archivos.add(f);
          }
        }
        const enlace = (attributes) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PrecargaDeArranque' },
          attributes,
        });
        // main.js primero y con prioridad alta: su precarga (remotos/precarga.ts) descubre el remoto de la
        // página, sus chunks y sus datos; detrás de los chunks del arranque llegaba a 1,3 s en el teléfono.
        const principal = datos.headTags.find(
          (t) => t.tagName === 'script' && /\/main\.js/.test(String(t.attributes.src)),
        );
        if (principal) principal.attributes.fetchpriority = 'high';
        datos.headTags.unshift(
          ...(principal
            ? [enlace({ rel: 'preload', href: principal.attributes.src, as: 'script', fetchpriority: 'high' })]
            : []),
          enlace({ rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }),
          // En una ruta de un remoto, pide su manifiesto y sus .js sin esperar a main.js. Después de la
          // precarga de remotes.json: si corriera antes (desde la caché), la pediría otra vez.
          ...(temprana
            ? [
                {
                  tagName: 'script',
                  voidTag: false,
                  meta: { plugin: 'PrecargaDeArranque' },
                  attributes: { src: `/${temprana}`, async: true, fetchpriority: 'high' },
                },
              ]
            : []),
          ...[...archivos].sort().map((f) => enlace({ rel: 'preload', href: `/${f}`, as: 'script' })),
        );
        return datos;
      });
    });
  }
}

/**
 * mf-manifest.json de un remoto (metaData.fondoPaginas): por cada patrón del manifiesto del portal, los .js
 * de su página (el chunk `pagina-...` de su import()) y lo primero que pide a la API. La shell lo lee al
 * abrir una ruta y lo pide todo junto; un remoto publicado después trae el suyo.
 */
function paginasDelRemoto(remoto) {
  return ({ stats, compilation }) => {
    const paginas = {};
    for (const ruta of remoto.rutas) {
      const grupo = compilation.namedChunkGroups.get(chunkDePagina(ruta.patron));
      paginas[ruta.patron] = { js: grupo ? archivosJs(grupo) : [], datos: ruta.datos ?? [] };
    }
    stats.metaData.fondoPaginas = paginas;
    return stats;
  };
}

/**
 * @param {{ nombre: string, dir: string, titulo?: string, definir?: Record<string, unknown>, precargaTemprana?: string }} o
 *   nombre: 'shell' o el nombre de MF de un remoto del manifiesto (expone './routes': src/routes.tsx);
 *   precargaTemprana: en la shell, la entrada del script que su index.html corre antes que main.js.
 */
export function configurarApp(o) {
  const remoto = o.nombre === SHELL.nombre ? null : remotoPorNombre(o.nombre);
  if (o.nombre !== SHELL.nombre && !remoto) {
    throw new Error(`${o.nombre} no está en el manifiesto del portal (shared/portal/manifiesto.js)`);
  }
  const puerto = remoto ? remoto.puerto : SHELL.puerto;
  return (_env, argv) => {
    // antes de compilar: una segunda copia de antd (o de su CSS-in-JS o sus íconos), o un antd que ya no cumple
    // lo que el portal supone de sus archivos internos (antd-interno/supuestos.js), detiene la construcción
    comprobarUnaCopia(RAIZ);
    exigirSupuestos();
    const produccion = argv.mode === 'production';
    // el CSS de antd calculado al construir; sin él (solo para el bench), antd lo arma en la página con stylis
    const cssCalculado = !piezasQuitadas().has('css-calculado');
    const esRemoto = remoto !== null;
    // En producción un remoto es solo su contenedor (remoteEntry.js); el arnés independiente es de desarrollo.
    const soloContenedor = esRemoto && produccion;
    const api = process.env.API_URL ?? 'http://localhost:8080';
    const plugins = [
      new ModuleFederationPlugin({
        name: o.nombre,
        ...(esRemoto ? { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' } } : { remotes: {} }),
        shared: configuracionCompartida(o.dir),
        // La versión ya cargada (la de la shell) gana: un remoto nunca trae un segundo React o runtime.
        shareStrategy: 'loaded-first',
        manifest: {
          fileName: 'mf-manifest.json',
          ...(esRemoto ? { additionalData: paginasDelRemoto(remoto) } : {}),
        },
        dts: false,
        // Runtime de MF más liviano: solo navegador; un remoto no carga otros remotos.
        experiments: { optimization: { target: 'web', ...(esRemoto ? { disableRemote: true } : {}) } },
      }),
      ...(soloContenedor
        ? []
        : [
            new HtmlWebpackPlugin({
              template: fs.existsSync(path.join(o.dir, 'public', 'index.html'))
                ? path.join(o.dir, 'public', 'index.html')
                : path.join(import.meta.dirname, 'index.html'),
              title: o.titulo ?? (remoto ? `${remoto.titulo} · Fondo (desarrollo)` : o.nombre),
              publicPath: '/',
              hash: produccion,
              // Solo la app; el contenedor de MF (remoteEntry.js) lo carga quien consume el remoto.
              chunks: ['main'],
            }),
          ]),
      ...(soloContenedor || esRemoto
        ? []
        : [new PrecargaDeArranque({ dir: o.dir, entrada: o.precargaTemprana, produccion })]),
      new CopiarPublico(path.join(o.dir, 'public')),
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries({
            ...o.definir,
            __ANTD_CSS_ESTATICO__: cssCalculado,
            __ANTD_MAPA_TOKEN__: mapaDeTokensAntd(produccion),
          }).map(([k, v]) => [k, JSON.stringify(v)]),
        ),
      ),
    ];
    // Lo que antd importa sin usarlo al entrar (la ayuda de Form.Item, tooltip.unique), solo cuando se dibuja.
    plugins.push(reemplazosDiferidos());
    // Lo que arma el CSS de antd en la página (stylis, el CSS de los íconos): ya viene calculado.
    if (cssCalculado) plugins.push(reemplazosDeEstilosCalculados());
    if (produccion && !piezasQuitadas().has('pista-compilacion')) plugins.push(new PistaDeCompilacion());
    // remotes.json de la shell: los remotos del manifiesto cuyo workspace existe (la API usa la misma función).
    if (!esRemoto) {
      const existe = (carpeta) => fs.existsSync(path.join(RAIZ, carpeta, 'package.json'));
      plugins.push(new EmitirJson('remotes.json', listaDeRemotos({ desarrollo: !produccion, existe })));
    }
    // Cada archivo de texto también en brotli (calidad 11) y gzip (9), hechos al
    // construir; el servidor los envía tal cual según Accept-Encoding (antes, brotli 4 en cada petición).
    // remotes.json no: se edita en el despliegue y un .br viejo lo contradiría.
    if (produccion) {
      const comprimibles = /\.(js|css|json|html|svg)$/;
      const excluir = /(^|\/)remotes\.json$/;
      plugins.push(
        new CompressionPlugin({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: comprimibles,
          exclude: excluir,
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 1024,
          minRatio: 0.9,
        }),
        new CompressionPlugin({
          filename: '[path][base].gz',
          algorithm: 'gzip',
          test: comprimibles,
          exclude: excluir,
          compressionOptions: { level: 9 },
          threshold: 1024,
          minRatio: 0.9,
        }),
      );
    }

    return {
      mode: produccion ? 'production' : 'development',
      context: o.dir,
      entry: soloContenedor ? {} : { main: './src/index.ts' },
      // Sin source maps en producción: compilación ligera (2 núcleos); baratos en desarrollo.
      devtool: produccion ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // Los puntos de entrada (main.js, remoteEntry.js) no llevan hash: el runtime de MF lo exige;
        // la página los pide con ?<hash> y el manifiesto de MF no se guarda en caché. Los chunks sí llevan hash.
        filename: '[name].js',
        chunkFilename: produccion ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // La shell vive en '/', con rutas profundas; un remoto se sirve desde donde esté su manifiesto.
        publicPath: esRemoto ? 'auto' : '/',
        uniqueName: o.nombre,
        // El mismo nombre que vacía el shell al cargar otra versión publicada del remoto.
        chunkLoadingGlobal: globalDeChunks(o.nombre),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          REGLA_SWC,
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset/resource' },
          // El CSS de antd calculado al construir, pegado a cada módulo de antd que lo usa (estilos-antd.js).
          ...(cssCalculado ? [reglaEstilosAntd(produccion)] : []),
          // Las dependencias de antd no declaran "sideEffects": false (antd e @ant-design/icons sí): sin
          // esto, importar su índice arrastraba módulos que nadie usa (p. ej. todo @rc-component/form
          // y el selector de color en el núcleo de antd de cada app). Sus módulos es/ no tienen efectos al importarse.
          {
            test: /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]es[\\/]/,
            sideEffects: false,
          },
        ],
      },
      plugins,
      optimization: {
        // Los paquetes compartidos ya salen en sus propios chunks; el resto, por defecto (async).
        splitChunks: { chunks: 'async' },
        runtimeChunk: false,
        minimizer: [minimizador()],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      stats: produccion ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: puerto,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        static: { directory: path.join(o.dir, 'public'), watch: false },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: api, changeOrigin: true }],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}
