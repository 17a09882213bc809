// Regla local de ESLint: fronteras de importación del monorepo (DESIGN 8).
// - Una ruta relativa no sale de su app o paquete (shell, mfe-*, api, e2e, bench, shared/<paquete>):
//   entre apps y paquetes se importa por el nombre del paquete (@fondo/...).
// - Dentro de src/features/<a>, nada de src/features/<b>: lo común va a src/api, src/componentes o a un paquete.
// - En la API, un dominio (api/src/<dominio>/) entra en otro por su servicio o sus módulos públicos, nunca
//   por sus consultas ni sus rutas; las carpetas comunes (db, http, pdf, cola...) no son dominios. Las
//   pruebas (*.test.ts) sí pueden leer las consultas de otro dominio.
// - En un dominio de la API, el SQL (drizzle-orm y las tablas de db/schema) solo en consultas.ts o
//   consultas-<tema>.ts; salvo el lector y el escritor de la importación y los datos demo (siembran tablas).
import path from 'node:path';

const RAIZ = path.resolve(import.meta.dirname, '..');

/** Carpeta raíz de la app o paquete de un archivo: 'shell', 'mfe-productos', 'shared/ui', ... */
function unidad(archivo) {
  const rel = path.relative(RAIZ, archivo).split(path.sep);
  // Fuera del repositorio, archivos de la raíz y bench/ (mide el portal entero): sin frontera.
  if (rel[0] === '..' || rel.length === 1 || rel[0] === 'bench') return null;
  return rel[0] === 'shared' ? rel.slice(0, 2).join('/') : rel[0];
}

function feature(archivo) {
  const m = /(?:^|\/)src\/features\/([^/]+)\//.exec(path.relative(RAIZ, archivo).split(path.sep).join('/'));
  return m ? m[1] : null;
}

/** Carpetas de api/src que son infraestructura común y no un dominio: cualquiera las importa entera. */
const COMUNES_API = new Set(['db', 'http', 'pdf', 'cola', 'correo-saliente', 'auditoria', 'despliegue']);

/** Dominio de la API de un archivo ('admin', 'archivos', ...) o null (raíz de api/src, carpeta común, fuera). */
function dominioApi(archivo) {
  const rel = path.relative(RAIZ, archivo).split(path.sep);
  if (rel[0] !== 'api' || rel[1] !== 'src' || rel.length < 4 || COMUNES_API.has(rel[2])) return null;
  return rel[2];
}

/** Archivos de dominio que sí escriben SQL fuera de consultas (relativos a api/src). */
const SQL_PERMITIDO = new Set(['admin/importacion/lector.ts', 'admin/importacion/escritor.ts']);

/** ¿Puede este archivo de dominio importar drizzle-orm y las tablas? */
function puedeEscribirSql(archivo) {
  const rel = path.relative(path.join(RAIZ, 'api', 'src'), archivo).split(path.sep);
  const nombre = (rel.at(-1) ?? '').replace(/\.(js|ts)$/, '');
  return (
    rel[0] === 'demo' ||
    SQL_PERMITIDO.has(rel.join('/')) ||
    nombre === 'consultas' ||
    nombre.startsWith('consultas-') ||
    rel.slice(0, -1).includes('consultas')
  );
}

/** ¿Es privado de su dominio? consultas.ts, consultas-<tema>.ts (o una carpeta consultas/) y routes.ts. */
function privadoDelDominio(destino) {
  const partes = path.relative(RAIZ, destino).split(path.sep).slice(3);
  const nombre = (partes.at(-1) ?? '').replace(/\.(js|ts)$/, '');
  return (
    nombre === 'consultas' ||
    nombre.startsWith('consultas-') ||
    nombre === 'routes' ||
    partes.slice(0, -1).includes('consultas')
  );
}

const regla = {
  meta: {
    type: 'problem',
    docs: { description: 'Fronteras de importación entre apps, paquetes y features' },
    schema: [],
    messages: {
      entreUnidades:
        "'{{ruta}}' entra en {{destino}} por ruta relativa: importe su paquete (@fondo/…); las apps no se importan entre sí.",
      entreFeatures:
        "La feature '{{origen}}' importa la feature '{{destino}}': mueva lo común a src/api, src/componentes o a un paquete.",
      sqlFueraDeConsultas:
        "'{{ruta}}' en el dominio '{{origen}}': el SQL va en consultas.ts (o consultas-<tema>.ts) del dominio.",
      entreDominios:
        "El dominio '{{origen}}' entra en '{{ruta}}': use el servicio de '{{destino}}' (añada allí la función) o mueva lo común a una carpeta propia.",
    },
  },
  create(contexto) {
    const archivo = contexto.filename;
    const propia = unidad(archivo);
    const propiaFeature = feature(archivo);
    const propioDominio = /\.test\.[jt]sx?$/.test(archivo) ? null : dominioApi(archivo);
    const vigilaSql = propioDominio !== null && !puedeEscribirSql(archivo);
    /** Un import de valores (no solo de tipos) de drizzle-orm o de db/schema fuera de consultas. */
    function revisarSql(nodo, fuente) {
      if (!vigilaSql || !fuente || typeof fuente.value !== 'string') return;
      if (nodo.importKind === 'type' || nodo.exportKind === 'type') return;
      const especificadores = nodo.specifiers ?? [];
      if (especificadores.length > 0 && especificadores.every((e) => e.importKind === 'type')) return;
      const ruta = fuente.value;
      const esSchema =
        ruta.startsWith('.') &&
        path
          .relative(RAIZ, path.resolve(path.dirname(archivo), ruta))
          .split(path.sep)
          .join('/') === 'api/src/db/schema.js';
      if (ruta === 'drizzle-orm' || ruta.startsWith('drizzle-orm/') || esSchema) {
        contexto.report({ node: fuente, messageId: 'sqlFueraDeConsultas', data: { ruta, origen: propioDominio } });
      }
    }
    function revisar(nodo, fuente) {
      if (!fuente || typeof fuente.value !== 'string' || !fuente.value.startsWith('.')) return;
      const destino = path.resolve(path.dirname(archivo), fuente.value);
      const suya = unidad(destino);
      if (propia && suya !== propia) {
        contexto.report({
          node: fuente,
          messageId: 'entreUnidades',
          data: { ruta: fuente.value, destino: suya ?? 'otro lugar' },
        });
        return;
      }
      const otraFeature = feature(`${destino}/`);
      if (propiaFeature && otraFeature && otraFeature !== propiaFeature) {
        contexto.report({
          node: fuente,
          messageId: 'entreFeatures',
          data: { origen: propiaFeature, destino: otraFeature },
        });
      }
      const otroDominio = dominioApi(destino);
      if (propioDominio && otroDominio && otroDominio !== propioDominio && privadoDelDominio(destino)) {
        contexto.report({
          node: fuente,
          messageId: 'entreDominios',
          data: { origen: propioDominio, destino: otroDominio, ruta: fuente.value },
        });
      }
    }
    return {
      ImportDeclaration: (n) => {
        revisar(n, n.source);
        revisarSql(n, n.source);
      },
      ExportNamedDeclaration: (n) => revisar(n, n.source),
      ExportAllDeclaration: (n) => revisar(n, n.source),
      ImportExpression: (n) => revisar(n, n.source.type === 'Literal' ? n.source : null),
    };
  },
};

export default { rules: { importaciones: regla } };
