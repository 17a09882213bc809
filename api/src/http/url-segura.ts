// La URL de una petición tal como se registra en el log, sin tokens: se mira lo que el enrutador verá,
// es decir la ruta y la consulta ya decodificadas (%76erificar-token, verificar%2Dtoken, tok%65n=) y
// los parámetros con ';' (/login;token=...), y se oculta el valor en la URL tal como llegó.

/** Segmentos tras los cuales la ruta lleva un token. */
const SEGMENTOS_CON_TOKEN = new Set(['verificar-token', 'reestablecer-clave']);
const OCULTO = '***';

function decodificar(texto: string): string {
  try {
    return decodeURIComponent(texto.replace(/\+/g, ' '));
  } catch {
    // %xx mal formado en algún punto: decodificar los que sí son válidos, uno a uno.
    return texto.replace(/%[0-9a-f]{2}/gi, (m) => String.fromCharCode(parseInt(m.slice(1), 16)));
  }
}

const esClaveDeToken = (clave: string) => decodificar(clave).trim().toLowerCase().includes('token');

/** 'a=1&token=x;b=2' -> cada par con su valor oculto si la clave (decodificada) nombra un token. */
function parametrosSeguros(texto: string, separador: RegExp): string {
  // Cada par conserva su separador al principio ('&' o ';'): se vuelven a unir tal cual.
  return texto
    .split(separador)
    .map((par) => {
      const igual = par.indexOf('=');
      return igual >= 0 && esClaveDeToken(par.slice(0, igual)) ? `${par.slice(0, igual + 1)}${OCULTO}` : par;
    })
    .join('');
}

/** La URL sin tokens (ruta, parámetros ';' y consulta), o la misma si no hay nada que ocultar. */
export function urlSegura(url: string): string {
  // Atajo: sin '%', ';' ni 'token' ni 'reestablecer-clave' no hay nada que ocultar.
  if (!/%|;|token|reestablecer-clave/i.test(url)) return url;
  const corte = url.search(/[?#]/);
  const ruta = corte < 0 ? url : url.slice(0, corte);
  const resto = corte < 0 ? '' : url.slice(corte);
  const segmentos = ruta.split('/');
  let ocultarSiguiente = false;
  const seguros = segmentos.map((segmento) => {
    const puntoYComa = segmento.indexOf(';');
    const base = puntoYComa < 0 ? segmento : segmento.slice(0, puntoYComa);
    const params = puntoYComa < 0 ? '' : segmento.slice(puntoYComa);
    const baseSegura = ocultarSiguiente && base !== '' ? OCULTO : base;
    ocultarSiguiente = SEGMENTOS_CON_TOKEN.has(decodificar(base).trim().toLowerCase());
    return baseSegura + parametrosSeguros(params, /(?=;)/);
  });
  let consulta = resto;
  if (resto.startsWith('?')) {
    const fin = resto.indexOf('#');
    const q = fin < 0 ? resto.slice(1) : resto.slice(1, fin);
    consulta = `?${parametrosSeguros(q, /(?=[&;])/)}${fin < 0 ? '' : resto.slice(fin)}`;
  }
  return seguros.join('/') + consulta;
}
