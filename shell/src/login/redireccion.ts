import type { ConfiguracionPortal } from '@fondo/shared';

export type Destino = { tipo: 'interno'; ruta: string } | { tipo: 'externo'; url: string };

const INICIO: Destino = { tipo: 'interno', ruta: '/inicio' };

function hostDe(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Agrega token=<valor> a una URL absoluta conservando su consulta y su fragmento. */
export function agregarToken(url: string, token: string): string {
  const almohadilla = url.indexOf('#');
  const base = almohadilla >= 0 ? url.slice(0, almohadilla) : url;
  const fragmento = almohadilla >= 0 ? url.slice(almohadilla) : '';
  const separador = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separador}token=${encodeURIComponent(token)}${fragmento}`;
}

/**
 * SPEC 2.3 + DESIGN 6. Un redirect absoluto (http…) se sigue solo si su host es el del sitio del
 * colegio (que recibe el pgweb_token como token) o está en ALLOWED_REDIRECT_HOSTS; cualquier otro
 * va a /inicio (sin redirección abierta). Uno relativo va a '/' + valor. Sin redirect, /inicio.
 */
export function destinoTrasLogin(
  redirect: string | null | undefined,
  pgwebToken: string,
  configuracion: ConfiguracionPortal,
): Destino {
  const valor = (redirect ?? '').trim();
  if (!valor) return INICIO;
  if (/^http/i.test(valor)) {
    let url: URL;
    try {
      url = new URL(valor);
    } catch {
      return INICIO;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return INICIO;
    const host = url.host.toLowerCase();
    if (host === hostDe(configuracion.sitio_colegio)) return { tipo: 'externo', url: agregarToken(valor, pgwebToken) };
    const permitido = configuracion.hosts_redireccion.some((h) => {
      const x = h.trim().toLowerCase();
      return x !== '' && (x.includes(':') ? x === host : x === url.hostname.toLowerCase());
    });
    return permitido ? { tipo: 'externo', url: valor } : INICIO;
  }
  // Relativo: nunca '//host' (barras y contrabarras iniciales fuera).
  const ruta = valor.replace(/^[/\\]+/, '');
  return ruta ? { tipo: 'interno', ruta: `/${ruta}` } : INICIO;
}
