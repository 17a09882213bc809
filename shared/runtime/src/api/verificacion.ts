// Verificación reciente: cuando la API responde 403 { codigo: 'verificacion_requerida' }
// a una acción sensible, el cliente pide el código de verificación (el diálogo lo pone la shell) y, si se
// verificó, repite la misma petición. Una sola pregunta aunque varias peticiones la pidan a la vez.

/** Muestra el diálogo 'Código de verificación'; true si el código se verificó, false si se canceló. */
export type PedirCodigoVerificacion = () => Promise<boolean>;

let pedir: PedirCodigoVerificacion | null = null;
let enCurso: Promise<boolean> | null = null;

/** La shell registra su diálogo; devuelve cómo quitarlo (limpieza de un efecto de React). */
export function registrarPedirCodigo(fn: PedirCodigoVerificacion): () => void {
  pedir = fn;
  return () => {
    if (pedir === fn) pedir = null;
  };
}

/** Pide el código (o se suma a la pregunta en curso). Sin diálogo registrado: false. */
export function pedirCodigoVerificacion(): Promise<boolean> {
  if (!pedir) return Promise.resolve(false);
  enCurso ??= pedir().finally(() => {
    enCurso = null;
  });
  return enCurso;
}
