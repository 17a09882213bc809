// Datos de ejemplo del contrato para las pruebas de pantalla: un solo lugar que crece con el tipo.
import type { TipoCredito } from '@fondo/contrato';

/** Un tipo de crédito mensual, activo, en el simulador, sin límites ni regla de cupo; `cambios` encima. */
export function tipoCreditoDePrueba(
  cambios: Partial<TipoCredito> & Pick<TipoCredito, 'id_tipo_credito' | 'nombre'>,
): TipoCredito {
  return {
    descripcion: null,
    activo: true,
    simulador: true,
    tasa: 0.015,
    plazo_maximo: null,
    plazo_minimo: null,
    valor_maximo: null,
    periodicidad: 'mensual',
    veces_ahorro: null,
    porcentaje_salario: null,
    cupo_por: 'tipo',
    ...cambios,
  };
}
