// Lo que el portal supone de antd y de @ant-design/cssinjs por dentro, en una lista: los módulos privados
// que importa (MODULOS), los imports de antd que la compilación cambia (reemplazos.js), cómo encuentra el
// cargador las hojas de estilo (cargador-estilos-antd.cjs) y la caché de cssinjs que lee generar.tsx.
// comprobarSupuestos() lo compara con lo instalado y devuelve cada supuesto roto por su nombre; la compilación
// de cada app se detiene con esa lista (federacion.js) y supuestos.test.js lo prueba con un antd falso.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  archivosJs,
  carpetaDePaquete,
  exportadosJs,
  exportadosPropios,
  hojasDe,
  importacionesDe,
  resolver,
} from './analisis.js';
import { CALCULADOS, DIFERIDOS } from './reemplazos.js';

export { carpetaDePaquete };

const requerir = createRequire(import.meta.url);
const { LLAMADAS_CON_HOJA, UTILIDADES } = requerir('./cargador-estilos-antd.cjs');

/**
 * Módulos de antd/es que el portal importa (desde shared/ui/src/antd-interno y, los índices de componente, con
 * import() desde las apps): su ruta bajo antd/es, los nombres que toma y para qué.
 * @type {{ ruta: string, nombres: string[], para: string }[]}
 */
export const MODULOS = [
  { ruta: 'app/context', nombres: ['default'], para: 'el contexto de App sin dibujar <App> (raíces y useAppFondo)' },
  { ruta: 'app/style', nombres: ['default'], para: 'el CSS de App en ProveedoresFondo' },
  { ruta: 'locale/es_ES', nombres: ['default'], para: 'es_ES en módulos ES (antd/locale trae la copia CommonJS)' },
  {
    ruta: 'config-provider/hooks/useCSSVarCls',
    nombres: ['default'],
    para: 'la clase de variables CSS en ligeros, Pestanas y EntradaNativa',
  },
  { ruta: 'config-provider/DisabledContext', nombres: ['default'], para: 'EntradaNativa deshabilitada como antd' },
  { ruta: 'theme/context', nombres: ['defaultTheme'], para: 'la prueba del cssVar estable' },
  { ruta: 'theme/themes/seed', nombres: ['default'], para: 'la prueba del cssVar estable' },
  { ruta: 'theme/useToken', nombres: ['getComputedToken'], para: 'la prueba del cssVar estable' },
  { ruta: 'alert/style', nombres: ['default'], para: 'el CSS del aviso ligero' },
  { ruta: 'avatar/style', nombres: ['default'], para: 'el CSS del avatar ligero' },
  { ruta: 'card/style', nombres: ['default'], para: 'el CSS de la tarjeta ligera' },
  { ruta: 'result/style', nombres: ['default'], para: 'el CSS del resultado ligero' },
  { ruta: 'statistic/style', nombres: ['default'], para: 'el CSS de la cifra ligera' },
  { ruta: 'typography/style', nombres: ['default'], para: 'el CSS del texto ligero' },
  { ruta: 'tabs/style', nombres: ['default'], para: 'el CSS de Pestanas' },
  { ruta: 'input/style', nombres: ['default', 'useSharedStyle'], para: 'el CSS de EntradaNativa' },
  { ruta: 'input/Input', nombres: ['default'], para: 'el Input del login sin el índice de antd/es/input' },
  { ruta: 'input/Password', nombres: ['default'], para: 'la clave del login sin el índice de antd/es/input' },
  { ruta: 'tooltip', nombres: ['default'], para: 'el Tooltip a demanda (la barra, la etiqueta de Form.Item)' },
  { ruta: 'tooltip/UniqueProvider', nombres: ['default'], para: 'tooltip.unique, traído al dibujarse' },
  { ruta: 'alert', nombres: ['default'], para: 'el Alert del login, traído solo si falla el token' },
  { ruta: 'date-picker', nombres: ['default'], para: 'el selector de fecha de la ficha, traído al abrirlo' },
];

/**
 * Compara cada supuesto con lo instalado. `raices`: la carpeta de cada paquete (por defecto, la instalada).
 * Devuelve los supuestos rotos, cada uno con su nombre y lo que se encontró; [] si todos se cumplen.
 * `hojas: false` omite el recorrido de las hojas de estilo (el más lento, ~1 s).
 */
export function comprobarSupuestos(raices = {}, { hojas = true } = {}) {
  const antd = raices.antd ?? carpetaDePaquete('antd');
  const raizDe = (paquete) => raices[paquete] ?? carpetaDePaquete(paquete);
  const rotos = [];

  for (const m of MODULOS) {
    const archivo = resolver(path.join(antd, 'es', m.ruta));
    if (!archivo) {
      rotos.push(`módulo antd/es/${m.ruta} (${m.para}): no está en ${path.join(antd, 'es')}`);
      continue;
    }
    const hay = exportadosJs(archivo);
    const faltan = m.nombres.filter((n) => !hay.has(n));
    if (faltan.length) rotos.push(`módulo antd/es/${m.ruta} (${m.para}): no exporta ${faltan.join(', ')}`);
  }

  for (const r of [...CALCULADOS, ...DIFERIDOS]) {
    const [paquete, ...resto] = r.carpeta.startsWith('@')
      ? [r.carpeta.split('/').slice(0, 2).join('/'), ...r.carpeta.split('/').slice(2)]
      : r.carpeta.split('/');
    const carpeta = path.join(raizDe(paquete), ...resto);
    const nombre = `reemplazo de '${r.pedido}' en ${r.carpeta} (${r.porque})`;
    const importan = importacionesDe(carpeta, r.pedido);
    if (Object.keys(importan).length === 0) {
      rotos.push(`${nombre}: ningún módulo de ${r.carpeta} importa '${r.pedido}'`);
      continue;
    }
    const propios = exportadosPropios(r.modulo);
    for (const [archivo, nombres] of Object.entries(importan)) {
      const faltan = nombres.filter((n) => (n === '*' ? !propios.has('default') : !propios.has(n)));
      if (faltan.length)
        rotos.push(
          `${nombre}: ${r.carpeta}/${archivo} toma ${faltan.join(', ')}, que ${path.basename(r.modulo)} no da`,
        );
    }
  }

  const utilidades = path.join(antd, 'es', 'theme', 'util', 'genStyleUtils.js');
  if (!fs.existsSync(utilidades) || !UTILIDADES.test(utilidades))
    rotos.push(
      'cargador de estilos: no está el módulo de utilidades de estilos (es/theme/util/genStyleUtils.js, lleva la base)',
    );
  if (hojas) {
    let total = 0;
    for (const archivo of archivosJs(path.join(antd, 'es'))) {
      const { porTexto, porArbol } = hojasDe(archivo);
      total += porArbol.length;
      if (porTexto.join() !== porArbol.join())
        rotos.push(
          `cargador de estilos: en ${path.relative(antd, archivo)} halla [${porTexto}] y antd declara [${porArbol}]`,
        );
    }
    if (total === 0)
      rotos.push(`cargador de estilos: ningún módulo de antd/es llama a ${[...LLAMADAS_CON_HOJA].join(', ')}`);
  }

  const cssinjs = requerir(
    createRequire(path.join(raizDe('@ant-design/cssinjs'), 'package.json')).resolve('@ant-design/cssinjs'),
  );
  const cache = typeof cssinjs.createCache === 'function' ? cssinjs.createCache() : null;
  if (
    !(cache?.cache instanceof Map) ||
    !(cache.updateTimes instanceof Map) ||
    typeof cssinjs.extractStyle !== 'function'
  )
    rotos.push(
      'caché de @ant-design/cssinjs (generar.tsx la lee por hoja): createCache() no da los Map cache y updateTimes, o falta extractStyle',
    );
  return rotos;
}

/** Detiene la compilación si un supuesto no se cumple, con la lista y qué hacer (docs/antd.md). */
export function exigirSupuestos() {
  const rotos = comprobarSupuestos({}, { hojas: false });
  if (rotos.length === 0) return;
  throw new Error(
    [
      `antd ${JSON.parse(fs.readFileSync(path.join(carpetaDePaquete('antd'), 'package.json'), 'utf8')).version} no cumple ${rotos.length} supuesto(s) del portal (shared/webpack/antd-interno/supuestos.js):`,
      ...rotos.map((r) => `  - ${r}`),
      'Cada uno dice qué pieza lo usa: adáptela a la nueva versión o vuelva a la anterior (docs/antd.md).',
    ].join('\n'),
  );
}
