// jsdom sin fetch: se le da la API Fetch de Node, resolviendo URLs relativas contra
// window.location como haría el navegador. AbortController/URLSearchParams de Node
// para que undici acepte las señales y los cuerpos que arma ky.
const { TestEnvironment } = require('jest-environment-jsdom');

class EntornoJsdom extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const absoluta = (u) => new URL(String(u), g.location.href);
    // El FormData de jsdom no es el de undici: desde Node 24, un Request con él de cuerpo lo manda como el
    // texto '[object FormData]'. Uno de solo textos se copia al FormData de Node (los archivos de jsdom no se
    // pueden leer sin esperar; ninguna prueba lee esos cuerpos).
    const cuerpoDeNode = (init) => {
      const cuerpo = init?.body;
      if (!(cuerpo instanceof g.FormData) || [...cuerpo.values()].some((v) => typeof v !== 'string')) return init;
      const copia = new FormData();
      for (const [clave, valor] of cuerpo) copia.append(clave, valor);
      const headers = new Headers(init.headers);
      headers.delete('content-type');
      return { ...init, headers, body: copia };
    };
    class RequestRelativa extends Request {
      constructor(input, init) {
        super(input instanceof Request ? input : absoluta(input), cuerpoDeNode(init));
      }
      // Como en el navegador, la copia es del mismo Request global (ky la reenvía: `instanceof Request`).
      clone() {
        return new RequestRelativa(super.clone());
      }
    }
    g.Request = RequestRelativa;
    g.Response = Response;
    g.Headers = Headers;
    g.fetch = (input, init) => fetch(input instanceof Request ? input : absoluta(input), init);
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.URLSearchParams = URLSearchParams;
    g.ReadableStream = ReadableStream;
    // MSW (pruebas con la red simulada) los usa al cargar y al leer los cuerpos.
    g.TransformStream = TransformStream;
    g.WritableStream = WritableStream;
    g.BroadcastChannel = BroadcastChannel;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.structuredClone = structuredClone;
    // React y antd lo usan para diferir trabajo; jsdom no lo trae. Uno con setTimeout
    // (el de Node mantendría vivo el proceso de jest).
    if (!g.MessageChannel) {
      g.MessageChannel = class MessageChannel {
        constructor() {
          const puerto = () => ({ onmessage: null, postMessage: null, start() {}, close() {} });
          this.port1 = puerto();
          this.port2 = puerto();
          const enviar = (destino) => (data) => g.setTimeout(() => destino.onmessage?.({ data }), 0);
          this.port1.postMessage = enviar(this.port2);
          this.port2.postMessage = enviar(this.port1);
        }
      };
    }
  }
}

module.exports = EntornoJsdom;
