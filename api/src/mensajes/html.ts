// HTML seguro de los mensajes (DESIGN 6): todo texto se sanea aquí antes de guardarse, con una
// lista blanca estricta (sanitize-html). Asuntos y nombres son texto plano.
import sanitizeHtml from 'sanitize-html';
import { LARGO_MAXIMO_ASUNTO } from '@fondo/contrato/esquemas';

/** Párrafos, saltos, negrita, cursiva, subrayado, listas y enlaces http/https/mailto. */
const OPCIONES_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // El contenido de estas se descarta entero (no queda como texto).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'head',
  ],
  transformTags: {
    // Enlaces siempre en otra pestaña y sin acceso a la ventana que los abre.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
    // Encabezados y divisiones de un correo se vuelven párrafos.
    div: 'p',
    h1: 'p',
    h2: 'p',
    h3: 'p',
    h4: 'p',
    h5: 'p',
    h6: 'p',
    blockquote: 'p',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** HTML saneado, listo para guardar y mostrar. */
export function sanearHtml(html: string): string {
  return sanitizeHtml(html, OPCIONES_HTML).trim();
}

/** Texto plano (un correo sin HTML) como HTML seguro: párrafos por línea en blanco, <br> por línea. */
export function textoComoHtml(texto: string): string {
  const escapado = texto
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
  const parrafos = escapado
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return sanearHtml(parrafos.map((p) => `<p>${p.replace(/\n/g, '<br />')}</p>`).join(''));
}

/** ¿El HTML saneado no dice nada (solo etiquetas vacías y espacios)? */
export function htmlVacio(html: string): boolean {
  return htmlATexto(html).trim() === '';
}

/** Las únicas entidades que deja sanitize-html al escapar texto. */
const ENTIDADES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
const desescapar = (t: string) => t.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTIDADES[e] ?? e);

/** Texto de un HTML (para la versión en texto de un correo): párrafos y saltos como líneas. */
export function htmlATexto(html: string): string {
  const conSaltos = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|ul|ol)>/gi, '\n')
    .replace(/<li>/gi, '- ');
  const texto = desescapar(
    sanitizeHtml(conSaltos, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPCIONES_HTML.nonTextTags }),
  );
  return texto
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Texto plano de una línea (asunto): sin etiquetas, sin entidades, sin caracteres de control ni
 * '<' '>', espacios colapsados y recortado a `largo` caracteres.
 */
export function textoPlano(texto: string, largo = LARGO_MAXIMO_ASUNTO): string {
  const sinEtiquetas = desescapar(
    sanitizeHtml(texto, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPCIONES_HTML.nonTextTags }),
  );
  const limpio = sinEtiquetas
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const letras = [...limpio];
  return letras.length > largo ? letras.slice(0, largo).join('').trim() : limpio;
}
