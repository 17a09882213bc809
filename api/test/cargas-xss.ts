// Cargas XSS para las pruebas del saneamiento (texto, asunto, nombres de adjuntos, correo importado)
// en la API y en el navegador (e2e), y la comprobación de que nada peligroso quedó en lo guardado.

export const CARGAS_XSS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.rocks/.j></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/xss src="http://x/x.js"></script>',
  '"><script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src=`javascript:alert(1)`>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">clic</p>',
  '<strong onmouseover=alert(1)>negrita</strong>',
  '<a href="javascript:alert(1)">enlace</a>',
  '<a href="JaVaScRiPt:alert(1)">enlace</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entidades</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href=" javascript:alert(1)">espacio</a>',
  '<a href="java\nscript:alert(1)">salto</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.example/x">protocolo relativo</a>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red">ok</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">X</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLIC</math>',
  '<p style="background:url(javascript:alert(1))">estilo</p>',
  '<div style="width: expression(alert(1))">expresion</div>',
  '<style>@import "http://x/x.css";</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<p class="x" id="y" title="z">atributos</p>',
  '<<script>alert(1);//<</script>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example"><img src=x onerror=alert(1)></a>',
  '<template><script>alert(1)</script></template>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<a href="mailto:fondo@example.com" target="_self">correo</a>',
];

/** Las etiquetas de un HTML (lo que está entre < y >). */
const etiquetas = (html: string) => html.match(/<[^>]*>/g) ?? [];

const PERMITIDAS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']);

/**
 * Problemas de un HTML guardado: ninguna etiqueta fuera de la lista blanca, ningún manejador de
 * eventos, estilo ni esquema peligroso dentro de una etiqueta; enlaces solo http/https/mailto con
 * rel y target fijos.
 */
export function problemasHtml(html: string): string[] {
  const problemas: string[] = [];
  if (/<\s*(script|iframe|object|embed|svg|math|img|style|noscript|template|form|input|meta|base|link)/i.test(html)) {
    problemas.push('etiqueta prohibida');
  }
  for (const e of etiquetas(html)) {
    const nombre = /^<\/?\s*([a-z0-9]+)/i.exec(e)?.[1]?.toLowerCase();
    if (!nombre || !PERMITIDAS.has(nombre)) problemas.push(`etiqueta fuera de la lista: ${e}`);
    if (/\son\w+\s*=/i.test(e)) problemas.push(`manejador: ${e}`);
    if (/style\s*=|class\s*=|id\s*=/i.test(e)) problemas.push(`estilo o clase: ${e}`);
    if (/javascript:|vbscript:|data:/i.test(e)) problemas.push(`esquema: ${e}`);
    if (nombre === 'a' && !e.startsWith('</')) {
      const href = /href="([^"]*)"/.exec(e)?.[1];
      if (href !== undefined && !/^(https?:|mailto:)/i.test(href)) problemas.push(`href: ${e}`);
      if (!/rel="noopener noreferrer"/.test(e) || !/target="_blank"/.test(e))
        problemas.push(`enlace sin rel/target: ${e}`);
    }
    const atributos = [...e.matchAll(/\s([a-z-:]+)\s*=/gi)].map((m) => m[1]!.toLowerCase());
    if (atributos.some((a) => !['href', 'rel', 'target'].includes(a))) problemas.push(`atributo: ${e}`);
  }
  return problemas;
}

/** Texto plano (asunto, nombre de archivo): no puede formar ninguna etiqueta. */
export function problemasTextoPlano(texto: string): string[] {
  return /[<>]/.test(texto) || /\p{Cc}/u.test(texto) ? [`texto plano con < > o control: ${texto}`] : [];
}
