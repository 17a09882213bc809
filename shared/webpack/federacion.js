// Configuración de webpack común a la shell y los remotos (Module Federation 2).
// Uso en <app>/webpack.config.js:
//   import { configurarApp } from '@fondo/shared/webpack/federacion.js';
//   export default configurarApp({ nombre: 'mfe_productos', dir: import.meta.dirname, puerto: 8302,
//     expone: { './routes': './src/routes.tsx' } });
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createRequire } from 'node:module';

// El minimizador que trae webpack, con swc (más rápido que terser con 2 núcleos).
const Minimizador = createRequire(import.meta.url)('minimizer-webpack-plugin');

/** Singletons compartidos por todas las apps: un solo React, un solo antd, una sola sesión. */
export const COMPARTIDOS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  'zustand',
  'dayjs',
  'ky',
  '@fondo/shared',
];

/** Remotos conocidos: nombre de MF → carpeta del workspace y puerto de su servidor de desarrollo. */
export const REMOTOS = [
  { nombre: 'mfe_productos', dir: 'mfe-productos', puerto: 8302 },
  { nombre: 'mfe_solicitudes', dir: 'mfe-solicitudes', puerto: 8303 },
  { nombre: 'mfe_actualizacion', dir: 'mfe-actualizacion', puerto: 8304 },
  { nombre: 'mfe_mensajes', dir: 'mfe-mensajes', puerto: 8305 },
  { nombre: 'mfe_admin', dir: 'mfe-admin', puerto: 8306 },
];

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

export function configuracionCompartida(dirApp) {
  const pkg = leerJson(path.join(dirApp, 'package.json'));
  const compartido = {};
  for (const p of COMPARTIDOS) {
    compartido[p] = {
      singleton: true,
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

/**
 * Lista de remotos de la shell: en producción /remotes/<dir>/mf-manifest.json (los sirve la API),
 * en desarrollo el servidor de cada remoto. Solo los remotos cuyo workspace existe.
 */
export function listaDeRemotos(produccion) {
  const lista = {};
  for (const r of REMOTOS) {
    if (!fs.existsSync(path.join(RAIZ, r.dir, 'package.json'))) continue;
    lista[r.nombre] = produccion
      ? `/remotes/${r.dir}/mf-manifest.json`
      : `http://localhost:${r.puerto}/mf-manifest.json`;
  }
  return lista;
}

/**
 * @param {{ nombre: string, dir: string, puerto: number, expone?: Record<string,string>,
 *   remotos?: boolean, titulo?: string, definir?: Record<string, unknown> }} o
 *   remotos: true en la shell (escribe remotes.json); expone: módulos expuestos de un remoto.
 */
export function configurarApp(o) {
  return (_env, argv) => {
    const produccion = argv.mode === 'production';
    const esRemoto = Boolean(o.expone);
    // En producción un remoto es solo su contenedor (remoteEntry.js); el arnés independiente es de desarrollo.
    const soloContenedor = esRemoto && produccion;
    const api = process.env.API_URL ?? 'http://localhost:8080';
    const swc = {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: false } },
        },
      },
    };

    const plugins = [
      new ModuleFederationPlugin({
        name: o.nombre,
        ...(esRemoto ? { filename: 'remoteEntry.js', exposes: o.expone } : { remotes: {} }),
        shared: configuracionCompartida(o.dir),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      ...(soloContenedor ? [] : [new HtmlWebpackPlugin({
        template: fs.existsSync(path.join(o.dir, 'public', 'index.html'))
          ? path.join(o.dir, 'public', 'index.html')
          : path.join(import.meta.dirname, 'index.html'),
        title: o.titulo ?? o.nombre,
        publicPath: '/',
        hash: produccion,
        // Solo la app; el contenedor de MF (remoteEntry.js) lo carga quien consume el remoto.
        chunks: ['main'],
      })]),
      new CopiarPublico(path.join(o.dir, 'public')),
      new webpack.DefinePlugin(
        Object.fromEntries(Object.entries(o.definir ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
      ),
    ];
    if (o.remotos) plugins.push(new EmitirJson('remotes.json', listaDeRemotos(produccion)));

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
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swc },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins,
      optimization: {
        // Los paquetes compartidos ya salen en sus propios chunks; el resto, por defecto (async).
        splitChunks: { chunks: 'async' },
        runtimeChunk: false,
        minimizer: [
          new Minimizador({
            minify: Minimizador.swcMinify,
            extractComments: false,
            minimizerOptions: { compress: true, mangle: true, format: { comments: false } },
          }),
        ],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      stats: produccion ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: o.puerto,
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
