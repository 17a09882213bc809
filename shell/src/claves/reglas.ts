import type { FormInstance, FormRule } from 'antd';

type ReglaObjeto = Exclude<FormRule, (...a: never[]) => unknown>;
import { MENSAJE_CLAVE, MENSAJE_CLAVES_DISTINTAS, MENSAJE_CLAVE_REPETIDA, claveValida } from '@fondo/contrato';

/** SPEC 5: la nueva clave cumple la regla. */
export const reglaClave: ReglaObjeto = {
  validator: (_r, v: string | undefined) =>
    claveValida(v ?? '') ? Promise.resolve() : Promise.reject(new Error(MENSAJE_CLAVE)),
};

/** SPEC 5: la confirmación coincide con el campo indicado. */
export function reglaConfirmacion(campo: string): (f: Pick<FormInstance, 'getFieldValue'>) => ReglaObjeto {
  return (f) => ({
    validator: (_r, v: string | undefined) =>
      (v ?? '') === (f.getFieldValue(campo) ?? '')
        ? Promise.resolve()
        : Promise.reject(new Error(MENSAJE_CLAVES_DISTINTAS)),
  });
}

/**
 * La clave nueva es distinta de la actual (campo `campo`), como exige la API. Las claves comunes solo
 * las conoce la API: su texto llega en el diálogo de error.
 */
export function reglaDistintaDe(campo: string): (f: Pick<FormInstance, 'getFieldValue'>) => ReglaObjeto {
  return (f) => ({
    validator: (_r, v: string | undefined) =>
      !v || v !== f.getFieldValue(campo) ? Promise.resolve() : Promise.reject(new Error(MENSAJE_CLAVE_REPETIDA)),
  });
}
