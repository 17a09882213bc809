// Regla local de ESLint: fronteras de importación del monorepo (DESIGN 8).
// - Una ruta relativa no sale de su app o paquete (shell, mfe-*, api, e2e, bench, shared/<paquete>):
//   entre apps y paquetes se importa por el nombre del paquete (@fondo/...).
// - Dentro de src/features/<a>, nada de src/features/<b>: lo común va a src/api, src/componentes o a un paquete.
import path from 'node:path';

const RAIZ = path.resolve(import.meta.dirname, '..', '..');

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

const regla = {
  meta: {
    type: 'problem',
    docs: { description: 'Fronteras de importación entre apps, paquetes y features' },
    schema: [],
    messages: {
      entreUnidades: "'{{ruta}}' entra en {{destino}} por ruta relativa: importe su paquete (@fondo/…); las apps no se importan entre sí.",
      entreFeatures: "La feature '{{origen}}' importa la feature '{{destino}}': mueva lo común a src/api, src/componentes o a un paquete.",
    },
  },
  create(contexto) {
    const archivo = contexto.filename;
    const propia = unidad(archivo);
    const propiaFeature = feature(archivo);
    function revisar(nodo, fuente) {
      if (!fuente || typeof fuente.value !== 'string' || !fuente.value.startsWith('.')) return;
      const destino = path.resolve(path.dirname(archivo), fuente.value);
      const suya = unidad(destino);
      if (propia && suya !== propia) {
        contexto.report({ node: fuente, messageId: 'entreUnidades', data: { ruta: fuente.value, destino: suya ?? 'otro lugar' } });
        return;
      }
      const otraFeature = feature(`${destino}/`);
      if (propiaFeature && otraFeature && otraFeature !== propiaFeature) {
        contexto.report({ node: fuente, messageId: 'entreFeatures', data: { origen: propiaFeature, destino: otraFeature } });
      }
    }
    return {
      ImportDeclaration: (n) => revisar(n, n.source),
      ExportNamedDeclaration: (n) => revisar(n, n.source),
      ExportAllDeclaration: (n) => revisar(n, n.source),
      ImportExpression: (n) => revisar(n, n.source.type === 'Literal' ? n.source : null),
    };
  },
};

export default { rules: { importaciones: regla } };
