import type { ConfiguracionPortal } from '@fondo/contrato';

export type Destino = { tipo: 'interno'; ruta: string } | { tipo: 'externo'; url: string };

const INICIO: Destino = { tipo: 'interno', ruta: '/inicio' };

/** Caracteres de control (C0, DEL, C1): el navegador los ignora o los borra al resolver una URL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

function urlDe(valor: string): URL | null {
  try {
    return new URL(valor);
  } catch {
    return null;
  }
}

/** Origen por defecto de las rutas relativas: el del portal. */
function origenPortal(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://portal.invalid';
}

/** Agrega token=<valor> a una URL absoluta conservando su consulta y su fragmento. */
export function agregarToken(url: string, token: string): string {
  const almohadilla = url.indexOf('#');
  const base = almohadilla >= 0 ? url.slice(0, almohadilla) : url;
  const fragmento = almohadilla >= 0 ? url.slice(almohadilla) : '';
  const separador = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separador}token=${encodeURIComponent(token)}${fragmento}`;
}

/** ¿El host de la URL está en ALLOWED_REDIRECT_HOSTS? Una entrada con puerto exige ese puerto. */
function hostPermitido(url: URL, hosts: string[]): boolean {
  return hosts.some((h) => {
    const x = h.trim().toLowerCase();
    return x !== '' && (x.includes(':') ? x === url.host : x === url.hostname);
  });
}

/**
 * SPEC 2.3 + DESIGN 6. Un redirect absoluto (http…) se sigue solo si su host es el del sitio del
 * colegio o está en ALLOWED_REDIRECT_HOSTS; cualquier otro va a /inicio (sin redirección abierta).
 * El pgweb_token (?token=) solo sale hacia el esquema y host exactos de SCHOOL_SITE_URL, o por https
 * hacia un host permitido: nunca por http a otro origen. Uno relativo va a '/' + valor y debe quedar
 * en el origen del portal. Sin redirect, /inicio.
 */
export function destinoTrasLogin(
  redirect: string | null | undefined,
  pgwebToken: string,
  configuracion: ConfiguracionPortal,
  origen: string = origenPortal(),
): Destino {
  // Los caracteres de control no cuentan (el navegador los quita: '/\t/malo.com' es '//malo.com').
  const valor = (redirect ?? '').replace(CONTROL, '').trim();
  if (!valor) return INICIO;
  if (/^http/i.test(valor)) {
    const url = urlDe(valor);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return INICIO;
    const colegio = urlDe(configuracion.sitio_colegio);
    const delColegio = colegio !== null && url.hostname === colegio.hostname && url.port === colegio.port;
    if (delColegio && url.protocol === colegio.protocol)
      return { tipo: 'externo', url: agregarToken(valor, pgwebToken) };
    const permitido = hostPermitido(url, configuracion.hosts_redireccion);
    if (permitido && url.protocol === 'https:') return { tipo: 'externo', url: agregarToken(valor, pgwebToken) };
    // El colegio por otro esquema, o un host permitido por http: se sigue, sin token.
    return delColegio || permitido ? { tipo: 'externo', url: valor } : INICIO;
  }
  // Relativo: nunca '//host' (barras y contrabarras iniciales fuera) y siempre en el origen del portal.
  const ruta = valor.replace(/^[/\\]+/, '');
  if (!ruta) return INICIO;
  const resuelta = urlDe(new URL(`/${ruta}`, origen).href);
  if (!resuelta || resuelta.origin !== new URL(origen).origin) return INICIO;
  // '..//x' se resuelve a '//x': una ruta del portal empieza por una sola barra.
  const camino = `/${resuelta.pathname.replace(/^\/+/, '')}`;
  return { tipo: 'interno', ruta: `${camino}${resuelta.search}${resuelta.hash}` };
}
