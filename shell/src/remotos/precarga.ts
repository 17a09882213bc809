// Al abrir una ruta de un remoto, la shell pide todo lo que esa página necesita en
// cuanto main.js corre, en paralelo, en vez de en cadena (remotes.json -> manifiesto -> remoteEntry ->
// chunks -> datos): el mf-manifest.json del remoto, su remoteEntry.js, el módulo './routes', los .js de la
// página (metaData.fondoPaginas del manifiesto del remoto) y lo primero que la página pide a la API.
// Corre antes de la frontera asíncrona (index.ts): nada de aquí importa un módulo compartido (React, la
// sesión): lee sessionStorage y usa fetch. Si algo falla, la carga normal sigue igual (solo más lenta).
// La precarga temprana del index.html (precarga-temprana/) suele haber pedido ya los datos, el
// manifiesto y los .js: se toman sus respuestas y nada se pide dos veces.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { rutaDelManifiesto } from '@fondo/portal/manifiesto';
import {
  archivosDePagina,
  pedirDato,
  precargarScript,
  precargaTempranaDeLaPagina,
  sinParametros,
  tokenDeSesion,
  type DatoPrecargado,
  type ManifiestoRemoto,
} from '../precarga-temprana/protocolo';
import { leerListaDeRemotos } from './cargador';

/** Una respuesta pedida por adelantado sirve este tiempo (después, la página pide la suya). */
const VIGENCIA_MS = 20_000;

const precargas = new Map<string, DatoPrecargado>();
const manifiestos = new Map<string, Promise<Response>>();

const absoluta = (url: string): string => new URL(url, window.location.href).href;

/** GET /api/{ruta} con el token de la sesión de esta pestaña, guardado para cuando la página lo pida. */
function precargarDato(ruta: string, token: string): void {
  if (precargas.has(absoluta(`/api/${ruta}`))) return;
  const { url, dato } = pedirDato(ruta, token);
  // un fallo de red: la página pide de nuevo (y muestra su error)
  dato.respuesta.catch(() => precargas.delete(url));
  precargas.set(url, dato);
}

/** Los datos que la precarga temprana del index.html ya pidió pasan (una vez) a esta lista. */
function tomarTempranas(): void {
  const datos = precargaTempranaDeLaPagina()?.datos;
  if (!datos) return;
  for (const [url, p] of Object.entries(datos)) {
    delete datos[url];
    if (precargas.has(url)) continue;
    p.respuesta.catch(() => precargas.delete(url));
    precargas.set(url, p);
  }
}

/**
 * Entrega una vez la respuesta pedida por adelantado para ese GET con ese token (ky la recibe como si la
 * hubiera pedido: la renovación del token y los errores siguen su camino). Se registra en @fondo/runtime.
 */
export function tomarPrecarga(url: string, token: string): Promise<Response> | undefined {
  tomarTempranas();
  const p = precargas.get(url);
  if (!p) return undefined;
  precargas.delete(url);
  if (p.token !== token || Date.now() - p.pedida > VIGENCIA_MS) return undefined;
  return p.respuesta.then((r) => r.clone());
}

/** El manifiesto de un remoto ya pedido: Module Federation lo toma de aquí (hook fetch) y no lo pide otra vez. */
let pluginRegistrado = false;
function registrarPlugin(): void {
  if (pluginRegistrado) return;
  pluginRegistrado = true;
  registerPlugins([
    {
      name: 'fondo-precarga',
      fetch(url: string) {
        const r = manifiestos.get(absoluta(url));
        if (!r) return undefined;
        manifiestos.delete(absoluta(url));
        return r.then((x) => x.clone());
      },
    },
  ]);
}

/** Pide por adelantado lo de la página `pathname` (si es de un remoto). No lanza errores. */
export async function precargarRuta(pathname: string): Promise<void> {
  try {
    tomarTempranas();
    // La foto de la barra no: llega con el menú de usuario, después de la página (barra/usuario-barra.tsx).
    const token = tokenDeSesion();
    const destino = rutaDelManifiesto(pathname);
    if (!destino) return;
    const entrada = (await leerListaDeRemotos())[destino.remoto.nombre];
    if (!entrada) return;
    const urlManifiesto = absoluta(entrada);
    registrarPlugin();
    const temprana = await precargaTempranaDeLaPagina()?.manifiesto;
    const pedido = temprana?.url === urlManifiesto ? temprana.respuesta : fetch(urlManifiesto);
    manifiestos.set(urlManifiesto, pedido);
    const manifiesto = (await (await pedido).clone().json()) as ManifiestoRemoto;
    for (const js of archivosDePagina(manifiesto, urlManifiesto, destino.ruta.patron)) precargarScript(js);
    const pagina = manifiesto.metaData?.fondoPaginas?.[destino.ruta.patron];
    if (token && sinParametros(destino.ruta.patron, pathname))
      for (const d of pagina?.datos ?? []) precargarDato(d, token);
  } catch (e) {
    console.warn('No se pudo precargar la página', e);
  }
}
