import { TOKEN_EXPIRADO, textoDeError } from '../api/cliente';

/** Muestra el texto de un error (SPEC 8: diálogo titulado 'Error'); la registra la raíz de antd de la shell. */
export type MostrarError = (texto: string) => void;

let mostrador: MostrarError | null = null;
// Cada falla se avisa una sola vez, aunque la vean la caché de consultas y la pantalla.
const avisados = new WeakSet<object>();

/** Registra quién muestra los errores; devuelve cómo quitarlo. */
export function registrarAvisoDeError(fn: MostrarError): () => void {
  mostrador = fn;
  return () => {
    if (mostrador === fn) mostrador = null;
  };
}

/**
 * SPEC 8: el texto del error (campo error, si no detail, si no el error tal cual) en el diálogo 'Error',
 * una sola vez por falla. 'Token expirado' no se muestra: el cliente de la API ya lleva a /logout.
 * `mostrar` sustituye al mostrador registrado (una pantalla con su propio App de antd).
 */
export async function avisarError(e: unknown, mostrar?: MostrarError): Promise<void> {
  if (typeof e === 'object' && e !== null) {
    if (avisados.has(e)) return;
    avisados.add(e);
  }
  const texto = await textoDeError(e);
  if (texto === TOKEN_EXPIRADO) return;
  const fn = mostrar ?? mostrador;
  if (fn) fn(texto);
  else console.error(texto);
}
