// Lecturas de Productos guardadas en memoria (el JSON de cada respuesta por afiliado), válidas solo
// mientras version_datos no cambie. Los triggers de la migración 0002 suben esa versión en la misma
// transacción de cualquier cambio a afiliado.cambio_password, aporte, corte, credito o los tipos; la
// consulta que arma una respuesta lee la versión en su misma instantánea, y cada petición que encuentra
// una respuesta guardada lee la versión actual con una consulta que sale después de que llegó. Así
// nunca se sirve algo que un cambio ya confirmado (en este proceso o en otro sobre la misma base) dejó
// viejo: no hay tiempos de espera ni avisos que puedan perderse.
// Las peticiones que esperan la versión a la vez comparten una sola consulta.
// Con PGlite (embebido: un solo proceso usa la base) ni esa consulta hace falta: el trigger también
// avisa (pg_notify) al confirmar, PGlite entrega el aviso antes de que continúe quien confirmó, y cada
// aviso cuenta como una versión nueva.
import { PGlite } from '@electric-sql/pglite';
import { consultaPreparada, type Db } from '../db/client.js';

/** Suma de las versiones de todas las tablas: crece con cada cambio (ninguna baja), así nunca se repite. */
const consultaVersion = consultaPreparada<{ version: string | null }>(
  'productos_version_datos',
  'select sum(v.version)::text as version from version_datos v',
);

/** SQL de la versión, para incluirla en la consulta que arma una respuesta (misma instantánea). */
export const VERSION_DATOS_SQL = '(select sum(v.version)::text from version_datos v)';

interface Guardada {
  version: string;
  json: string;
}

interface EstadoDeBase {
  guardadas: Map<string, Guardada>;
  /** Consulta de versión enviada y aún sin respuesta. */
  enVuelo: Promise<string | null> | null;
  /** La siguiente, para quienes llegaron con una ya en vuelo (pudo salir antes que ellos). */
  siguiente: Promise<string | null> | null;
  /** PGlite: avisos recibidos desde que se escucha el canal (null mientras no se escucha). */
  avisos: number | null;
  escuchando: Promise<void> | null;
}

/** Canal del pg_notify de los triggers de version_datos (migración 0002). */
const CANAL = 'version_datos';

/** Respuestas guardadas como máximo (las más viejas salen primero): unos 20 MB con las de 2 KB. */
export const MAXIMO_GUARDADAS = 10_000;

const estados = new WeakMap<object, EstadoDeBase>();

function estadoDe(db: Db): EstadoDeBase {
  const clave = (db as { $client?: object }).$client ?? db;
  let estado = estados.get(clave);
  if (!estado) {
    const nuevo: EstadoDeBase = {
      guardadas: new Map(),
      enVuelo: null,
      siguiente: null,
      avisos: null,
      escuchando: null,
    };
    if (clave instanceof PGlite) {
      // Hasta que LISTEN quede activo se usa la consulta de versión.
      nuevo.escuchando = clave
        .listen(CANAL, () => {
          nuevo.avisos = (nuevo.avisos ?? 0) + 1;
        })
        .then(
          () => {
            nuevo.avisos ??= 0;
          },
          () => {
            /* sin avisos: sigue la consulta de versión */
          },
        );
    }
    estados.set(clave, (estado = nuevo));
  }
  return estado;
}

/** Versión sin consultar la base (PGlite escuchando sus avisos); null si hay que consultarla. */
const versionPorAvisos = (estado: EstadoDeBase): string | null =>
  estado.avisos === null ? null : `aviso:${estado.avisos}`;

/**
 * Versión actual de los datos, leída por una consulta que sale después de esta llamada. Si ya hay una
 * en vuelo (salió antes: pudo no ver un cambio confirmado después), se espera la siguiente, que
 * comparten todas las que lleguen mientras tanto.
 */
function versionActual(db: Db, estado: EstadoDeBase): Promise<string | null> {
  if (!estado.enVuelo) {
    const consulta = consultaVersion(db, []).then((filas) => filas[0]?.version ?? null);
    estado.enVuelo = consulta.finally(() => {
      estado.enVuelo = null;
    });
    return estado.enVuelo;
  }
  if (!estado.siguiente) {
    estado.siguiente = estado.enVuelo
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        estado.siguiente = null;
        // Una consulta que salió después de que terminó la anterior salió después de que llegaron estas.
        return estado.enVuelo ?? versionActual(db, estado);
      });
  }
  return estado.siguiente;
}

/** Lo que devuelve la consulta que arma una respuesta: su JSON y la versión de su instantánea. */
export interface LecturaArmada {
  version: string | null;
  json: string;
}

/**
 * JSON de la lectura `clave`: el guardado si la versión actual es la misma con que se armó; si no,
 * `armar()` (que lee la versión en su misma consulta) y se guarda. null si `armar` da null (no existe).
 */
export async function lecturaGuardada(
  db: Db,
  clave: string,
  armar: () => Promise<LecturaArmada | null>,
): Promise<string | null> {
  const estado = estadoDe(db);
  const guardada = estado.guardadas.get(clave);
  // Con avisos, la versión se toma antes de leer: un cambio confirmado durante la lectura la deja vieja.
  const porAvisos = versionPorAvisos(estado);
  if (guardada && guardada.version === (porAvisos ?? (await versionActual(db, estado)))) return guardada.json;
  const armada = await armar();
  if (!armada) {
    estado.guardadas.delete(clave);
    return null;
  }
  const version = porAvisos ?? armada.version;
  if (version !== null) {
    estado.guardadas.delete(clave);
    if (estado.guardadas.size >= MAXIMO_GUARDADAS) {
      const primera = estado.guardadas.keys().next();
      if (!primera.done) estado.guardadas.delete(primera.value);
    }
    estado.guardadas.set(clave, { version, json: armada.json });
  }
  return armada.json;
}

/** Cuántas respuestas hay guardadas para esta base (pruebas). */
export function cuantasGuardadas(db: Db): number {
  return estadoDe(db).guardadas.size;
}
