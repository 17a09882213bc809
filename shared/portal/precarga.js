// Lo que la página de un remoto necesita se pide en cuanto se sabe, en vez de esperar
// a main.js. La precarga temprana es un script diminuto que el index.html de la shell pide antes que
// nada (webpack/precarga-temprana.js lo arma con estas funciones): lee remotes.json, pide el manifiesto
// del remoto de la ruta y precarga su remoteEntry, su módulo './routes' y los .js de la página. La shell
// (remotos/precarga.ts y cargador.ts) toma esas respuestas en vez de pedirlas otra vez.
// Las funciones de aquí viajan como texto (Function.prototype.toString): no usan nada de fuera de sí mismas.

/**
 * Los .js (URL absolutas) que la página `patron` de un remoto necesita al abrirse, según su mf-manifest.json
 * (en `urlManifiesto`): el remoteEntry, los archivos del módulo './routes' y los de la página
 * (metaData.fondoPaginas, federacion.js).
 */
export function archivosDePagina(manifiesto, urlManifiesto, patron) {
  const base = new URL('.', urlManifiesto).href;
  const archivos = [];
  const entry = manifiesto && manifiesto.metaData && manifiesto.metaData.remoteEntry;
  if (entry && entry.name) archivos.push(new URL(`${entry.path || ''}${entry.name}`, base).href);
  const rutas = ((manifiesto && manifiesto.exposes) || []).find((e) => e.path === './routes');
  for (const js of (rutas && rutas.assets && rutas.assets.js && rutas.assets.js.sync) || []) {
    archivos.push(new URL(js, base).href);
  }
  const paginas = (manifiesto && manifiesto.metaData && manifiesto.metaData.fondoPaginas) || {};
  for (const js of (paginas[patron] && paginas[patron].js) || []) archivos.push(new URL(js, base).href);
  return [...new Set(archivos)];
}

/** <link rel=preload as=script> para `url`, si la página no lo tiene ya. */
export function precargarScript(url) {
  for (const l of document.head.querySelectorAll('link[rel="preload"]')) if (l.href === url) return;
  const l = document.createElement('link');
  l.rel = 'preload';
  l.as = 'script';
  l.href = url;
  document.head.appendChild(l);
}

/**
 * ¿`pathname` llena `patron` sin parámetros? Los datos de una página se piden por adelantado solo en su ruta
 * fija (/actualizacion, no /actualizacion/5, cuyos datos son otros).
 */
export function sinParametros(patron, pathname) {
  const segmentos = (t) => t.split('/').filter(Boolean);
  return segmentos(pathname).length === segmentos(patron).filter((s) => !s.startsWith(':')).length;
}

/** GET /api/{ruta} con el token de la pestaña: su URL absoluta y { token, respuesta, pedida }. */
export function pedirDato(ruta, token) {
  const url = new URL(`/api/${ruta}`, window.location.href).href;
  const respuesta = fetch(url, { headers: { Authorization: `bearer ${token}` } });
  respuesta.catch(() => undefined);
  return { url, dato: { token, respuesta, pedida: Date.now() } };
}

/**
 * El script de la precarga temprana. `remotos`: nombre de cada remoto -> sus rutas ({ patron, datos }: lo
 * primero que la página pide a la API, del manifiesto del portal). Deja en window.__fondoTemprana, desde el
 * principio, la lectura de remotes.json, la promesa de la del manifiesto ({ url, respuesta } o null) y, con
 * sesión y en una ruta sin parámetros, los GET de los datos de la página (url absoluta -> { token,
 * respuesta, pedida }), que la shell toma. Los datos salen antes que los .js: detrás de ellos, con seis
 * conexiones ocupadas, llegaban después del último chunk. Nunca lanza: si algo falla, la shell pide todo
 * como siempre.
 */
export function precargaTemprana(remotos, coincide, archivosDePagina, precargarScript, sinParametros, pedirDato) {
  try {
    const ruta = window.location.pathname;
    let nombre = null;
    let pagina = null;
    for (const n of Object.keys(remotos)) {
      pagina = remotos[n].find((p) => coincide(p.patron, ruta)) || null;
      if (pagina) {
        nombre = n;
        break;
      }
    }
    if (!nombre) return;
    const patron = pagina.patron;
    const datos = {};
    let token = null;
    try {
      token = window.sessionStorage.getItem('access_token') || null;
    } catch {
      token = null;
    }
    if (token && sinParametros(patron, ruta)) {
      for (const d of pagina.datos || []) {
        const { url, dato } = pedirDato(d, token);
        datos[url] = dato;
      }
    }
    const lista = fetch('/remotes.json');
    const manifiesto = lista
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((l) => {
        const entrada = l && l[nombre];
        if (typeof entrada !== 'string') return null;
        const url = new URL(entrada, window.location.href).href;
        return { url, respuesta: fetch(url) };
      })
      .catch(() => null);
    window.__fondoTemprana = { lista, manifiesto, datos };
    manifiesto
      .then((m) => m && m.respuesta.then((r) => (r.ok ? r.clone().json() : null)).then((j) => ({ j, url: m.url })))
      .then((x) => {
        if (x && x.j) for (const js of archivosDePagina(x.j, x.url, patron)) precargarScript(js);
      })
      .catch(() => undefined);
  } catch {
    // la shell pide todo como siempre
  }
}

/** Lo que la precarga temprana dejó en esta página (o null si no corrió: ruta de la shell, pruebas). */
export function precargaTempranaDeLaPagina() {
  const t = typeof window === 'undefined' ? undefined : window.__fondoTemprana;
  return t && typeof t === 'object' ? t : null;
}
