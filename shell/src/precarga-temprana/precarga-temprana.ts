// La precarga temprana: lo primero que corre en la página (su propio archivo, pedido por el index.html
// antes que main.js; lo compila la fábrica de webpack con entrada.ts). En la ruta de un remoto lee
// remotes.json, pide el manifiesto del remoto y precarga su remoteEntry, su módulo './routes' y los .js de
// la página; con sesión y en una ruta sin parámetros, pide antes que nada los datos de la página (detrás de
// los .js, con seis conexiones ocupadas, llegaban después del último chunk). Todo queda para la shell
// (protocolo.ts). Nunca lanza: si algo falla, la shell pide todo como siempre.
import { coincide } from '@fondo/portal/manifiesto';
import {
  archivosDePagina,
  dejarPrecargaTemprana,
  pedirDato,
  precargarScript,
  sinParametros,
  tokenDeSesion,
  type DatoPrecargado,
  type ManifiestoRemoto,
  type TablaDePrecarga,
} from './protocolo';

export function precargaTemprana(tabla: TablaDePrecarga): void {
  try {
    const ruta = window.location.pathname;
    let nombre: string | null = null;
    let pagina: TablaDePrecarga[string][number] | null = null;
    for (const n of Object.keys(tabla)) {
      pagina = tabla[n]!.find((p) => coincide(p.patron, ruta)) ?? null;
      if (pagina) {
        nombre = n;
        break;
      }
    }
    if (!nombre || !pagina) return;
    const { patron } = pagina;
    const datos: Record<string, DatoPrecargado> = {};
    const token = tokenDeSesion();
    if (token && sinParametros(patron, ruta)) {
      for (const d of pagina.datos) {
        const { url, dato } = pedirDato(d, token);
        datos[url] = dato;
      }
    }
    const remoto = nombre;
    const lista = fetch('/remotes.json');
    const manifiesto = lista
      .then((r) => (r.ok ? (r.clone().json() as Promise<Record<string, unknown> | null>) : null))
      .then((l) => {
        const entrada = l?.[remoto];
        if (typeof entrada !== 'string') return null;
        const url = new URL(entrada, window.location.href).href;
        return { url, respuesta: fetch(url) };
      })
      .catch(() => null);
    dejarPrecargaTemprana({ lista, manifiesto, datos });
    manifiesto
      .then(async (m) => {
        if (!m) return;
        const r = await m.respuesta;
        if (!r.ok) return;
        const j = (await r.clone().json()) as ManifiestoRemoto;
        for (const js of archivosDePagina(j, m.url, patron)) precargarScript(js);
      })
      .catch(() => undefined);
  } catch {
    return; // la shell pide todo como siempre
  }
}
