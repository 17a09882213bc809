// ¿El From de un correo importado es de fiar? El servidor que recibe el correo del
// fondo comprueba SPF, DKIM y DMARC y lo anota en la cabecera Authentication-Results (RFC 8601) con su
// authserv-id. Solo cuentan las cabeceras de los authserv-id configurados (IMAP_AUTHSERV_ID): cualquier
// otra la pudo escribir el remitente. El From queda verificado con un dmarc=pass de su dominio, o un
// dkim=pass o spf=pass de un dominio alineado con el suyo (el mismo, o uno es subdominio del otro).

export interface ResultadoAutenticacion {
  metodo: string;
  resultado: string;
  /** 'header.from', 'header.d', 'smtp.mailfrom', ... -> valor en minúsculas */
  propiedades: Record<string, string>;
}

/** Quita los comentarios (entre paréntesis, anidables) que no están entre comillas. */
function sinComentarios(texto: string): string {
  let salida = '';
  let nivel = 0;
  let comillas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i]!;
    if (comillas) {
      salida += c;
      if (c === '\\') salida += texto[++i] ?? '';
      else if (c === '"') comillas = false;
    } else if (c === '(') nivel++;
    else if (nivel > 0) {
      if (c === '\\') i++;
      else if (c === ')' && --nivel === 0) salida += ' ';
    } else {
      if (c === '"') comillas = true;
      salida += c;
    }
  }
  return salida;
}

/** Una cabecera Authentication-Results: su authserv-id y sus resultados. */
export function leerResultados(valor: string): { servidor: string; resultados: ResultadoAutenticacion[] } {
  const [cabeza = '', ...partes] = sinComentarios(valor.replace(/\r?\n[ \t]+/g, ' ')).split(';');
  const servidor = (cabeza.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const resultados: ResultadoAutenticacion[] = [];
  for (const parte of partes) {
    const fichas = parte.trim().match(/[^\s=]+\s*=\s*("[^"]*"|[^\s]+)/g) ?? [];
    const [primera, ...resto] = fichas.map((f) => {
      const i = f.indexOf('=');
      return [
        f.slice(0, i).trim().toLowerCase(),
        f
          .slice(i + 1)
          .trim()
          .replace(/^"|"$/g, '')
          .toLowerCase(),
      ] as const;
    });
    if (!primera || primera[0] === 'none') continue;
    const propiedades: Record<string, string> = {};
    for (const [clave, v] of resto) if (clave.includes('.')) propiedades[clave] = v;
    resultados.push({ metodo: primera[0].split('/')[0]!, resultado: primera[1], propiedades });
  }
  return { servidor, resultados };
}

const dominioDe = (v: string | undefined): string =>
  (v ?? '').replace(/^.*@/, '').replace(/[<>]/g, '').trim().toLowerCase().replace(/\.$/, '');
const alineados = (a: string, b: string): boolean =>
  a !== '' && b !== '' && (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`));

/**
 * null si no hay servidores de confianza configurados (no se comprueba); si no, true cuando algún
 * resultado de un servidor de confianza aprueba el dominio del From.
 */
export function remitenteVerificado(
  cabeceras: readonly string[],
  direccionFrom: string,
  servidores: readonly string[],
): boolean | null {
  if (servidores.length === 0) return null;
  const dominio = dominioDe(direccionFrom);
  for (const cabecera of cabeceras) {
    const { servidor, resultados } = leerResultados(cabecera);
    if (!servidores.includes(servidor)) continue;
    for (const r of resultados) {
      if (r.resultado !== 'pass') continue;
      const p = r.propiedades;
      if (r.metodo === 'dmarc' && (p['header.from'] === undefined || dominioDe(p['header.from']) === dominio))
        return true;
      if (r.metodo === 'dkim' && alineados(dominioDe(p['header.d'] ?? p['header.i']), dominio)) return true;
      if (r.metodo === 'spf' && alineados(dominioDe(p['smtp.mailfrom']), dominio)) return true;
    }
  }
  return false;
}
