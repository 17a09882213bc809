// Subida con avance (multipart): fetch no informa el avance de la subida en HTTP/1.1, así que va con
// XMLHttpRequest, el único del portal, con la misma política de sesión que el cliente ky (cliente.ts).
import { HTTPError, type NormalizedOptions } from 'ky';
import { aplicarPolitica, autorizacionDeSesion, PREFIJO } from './cliente';

/** Avance de una subida: subiendo (0..1) o procesando en el servidor. */
export type AvanceSubida = { fase: 'subiendo'; fraccion: number } | { fase: 'procesando' };

const SIN_CUERPO = new Set([204, 205, 304]);

/** La respuesta del XMLHttpRequest como Response, para la política y los errores de ky (HTTPError). */
function respuestaDe(xhr: XMLHttpRequest): Response {
  const cabeceras = new Headers();
  for (const nombre of ['token', 'content-type']) {
    const v = xhr.getResponseHeader(nombre);
    if (v) cabeceras.set(nombre, v);
  }
  return new Response(SIN_CUERPO.has(xhr.status) ? null : xhr.responseText, {
    status: xhr.status,
    headers: cabeceras,
  });
}

/**
 * `metodo` /api/`ruta` con `datos`; responde el JSON de la respuesta. Un error del servidor es un HTTPError
 * (como en ky: textoDeError lo lee); uno de red, un TypeError. El XMLHttpRequest se abre en el acto.
 */
export function subirConAvance(
  metodo: string,
  ruta: string,
  datos: FormData,
  alAvanzar: (a: AvanceSubida) => void = () => undefined,
): Promise<unknown> {
  return new Promise((resolver, rechazar) => {
    const url = `${PREFIJO}/${ruta}`;
    const xhr = new XMLHttpRequest();
    xhr.open(metodo, url);
    const autorizacion = autorizacionDeSesion();
    if (autorizacion) xhr.setRequestHeader('Authorization', autorizacion);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) alAvanzar({ fase: 'subiendo', fraccion: e.loaded / e.total });
    };
    xhr.upload.onload = () => alAvanzar({ fase: 'procesando' });
    xhr.onload = () => {
      const respuesta = respuestaDe(xhr);
      const terminar = async (): Promise<unknown> => {
        if (await aplicarPolitica(respuesta)) return subirConAvance(metodo, ruta, datos, alAvanzar);
        if (!respuesta.ok) {
          throw new HTTPError(respuesta, new Request(url, { method: metodo }), {} as NormalizedOptions);
        }
        const texto = await respuesta.text();
        return texto === '' ? undefined : (JSON.parse(texto) as unknown);
      };
      terminar().then(resolver, rechazar);
    };
    xhr.onerror = () => rechazar(new TypeError('No se pudo conectar con el servidor (network)'));
    xhr.onabort = () => rechazar(new TypeError('La subida se canceló (network)'));
    xhr.send(datos);
  });
}
