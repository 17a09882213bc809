// Saneamiento del HTML de los mensajes (DESIGN 6): las cargas XSS no dejan nada ejecutable.
import { CARGAS_XSS, problemasHtml, problemasTextoPlano } from '../../test/cargas-xss.js';
import { ASUNTOS } from '../demo/catalogos.js';
import { htmlATexto, htmlVacio, sanearHtml, textoComoHtml, textoPlano } from './html.js';

describe('sanearHtml', () => {
  test('hay al menos 40 cargas', () => {
    expect(CARGAS_XSS.length).toBeGreaterThanOrEqual(40);
  });

  test.each(CARGAS_XSS.map((c) => [c]))('%s no deja nada peligroso', (carga) => {
    const html = sanearHtml(`<p>antes</p>${carga}<p>después</p>`);
    expect(problemasHtml(html)).toEqual([]);
    expect(html).toContain('<p>antes</p>');
  });

  test('conserva el formato permitido y fija rel y target en los enlaces', () => {
    const html = sanearHtml(
      '<p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u><br></p><ul><li>1</li></ul><ol><li>2</li></ol>' +
        '<p><a href="https://fondo.example/x?a=1&amp;b=2" target="_self" rel="opener">web</a> <a href="mailto:a@b.co">correo</a></p>',
    );
    expect(html).toBe(
      '<p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u><br /></p><ul><li>1</li></ul><ol><li>2</li></ol>' +
        '<p><a href="https://fondo.example/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">web</a> ' +
        '<a href="mailto:a@b.co" rel="noopener noreferrer" target="_blank">correo</a></p>',
    );
  });

  test('quita el enlace javascript: pero deja su texto', () => {
    expect(sanearHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  test('el texto con < se escapa, no se vuelve etiqueta', () => {
    expect(sanearHtml('<p>1 &lt; 2 &amp;&amp; &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &amp;&amp; &lt;b&gt;</p>');
  });
});

describe('texto plano', () => {
  test.each(CARGAS_XSS.map((c) => [c]))('asunto %s', (carga) => {
    const t = textoPlano(`Consulta ${carga}`);
    expect(problemasTextoPlano(t)).toEqual([]);
    expect(t.startsWith('Consulta')).toBe(true);
  });

  test('quita control, colapsa espacios, decodifica entidades y recorta', () => {
    expect(textoPlano('  Crédito\u0000 &amp; ahorro\n\tdel  mes  ')).toBe('Crédito & ahorro del mes');
    expect([...textoPlano('x'.repeat(500))].length).toBe(200);
  });

  test('texto de correo como HTML: párrafos y saltos', () => {
    expect(textoComoHtml('Hola <b>\nlínea 2\n\notro párrafo')).toBe(
      '<p>Hola &lt;b&gt;<br />línea 2</p><p>otro párrafo</p>',
    );
  });

  test('HTML a texto y vacío', () => {
    expect(htmlATexto('<p>Hola &amp; chao</p><ul><li>uno</li></ul>')).toBe('Hola & chao\n- uno');
    expect(htmlVacio(sanearHtml('<script>x</script><p> </p>'))).toBe(true);
  });
});

test('los mensajes demo ya son HTML saneado (sanearlos no los cambia)', () => {
  const textos = ASUNTOS.flatMap(([asunto, texto, respuesta]) => {
    expect(textoPlano(asunto)).toBe(asunto);
    return respuesta === null ? [texto] : [texto, respuesta];
  });
  for (const t of textos) expect(sanearHtml(t)).toBe(t);
  expect(textos.some((t) => t.includes('<a href="https://'))).toBe(true);
});
