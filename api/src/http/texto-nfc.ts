// Todo texto que se guarda, en Unicode NFC: 'Ñandú' escrito en macOS llega como 'N' + U+0303 ... y se
// guarda compuesto, así se busca, se compara y se copia igual que lo escrito en Windows o Android. Un solo
// recorrido (enNfc) para la entrada de la API (cuerpos JSON y de formulario, consulta y parámetros, en un
// hook antes de validar: los largos máximos cuentan los caracteres ya compuestos), las importaciones .xlsx
// y los correos importados. Las claves y los tokens no se tocan: su hash es de los bytes que se escribieron.
import type { FastifyInstance } from 'fastify';

/** Campos cuyo valor se guarda o compara byte a byte (hashes de claves, tokens, secretos). */
const SIN_NORMALIZAR = /password|token|secreto/i;

/** El valor con cada texto en NFC (objetos y listas por dentro; lo demás igual). */
export function enNfc<T>(valor: T): T {
  if (typeof valor === 'string') return valor.normalize('NFC') as T;
  if (Array.isArray(valor)) {
    for (let i = 0; i < valor.length; i++) valor[i] = enNfc(valor[i]) as unknown;
    return valor;
  }
  if (valor !== null && typeof valor === 'object' && !Buffer.isBuffer(valor) && !ArrayBuffer.isView(valor)) {
    const objeto = valor as Record<string, unknown>;
    for (const clave of Object.keys(objeto)) if (!SIN_NORMALIZAR.test(clave)) objeto[clave] = enNfc(objeto[clave]);
  }
  return valor;
}

/** Cuerpo, consulta y parámetros de cada petición en NFC antes de validarlos. */
export function instalarTextoNfc(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, listo) => {
    if (request.body !== undefined) request.body = enNfc(request.body);
    enNfc(request.query);
    enNfc(request.params);
    listo();
  });
}
