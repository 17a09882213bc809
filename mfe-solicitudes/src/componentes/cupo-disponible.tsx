// Cupo disponible en el simulador y en la solicitud: para un tipo con regla de cupo, el cupo
// disponible y la cuota máxima por salario del afiliado (GET /api/afiliados/me/cupo) y, con la regla del
// contrato (avisosCupo), los avisos cuando el valor o la cuota pasan. Un tipo sin regla: nada.
import { Aviso, Parrafo } from '@fondo/ui';
import type { ReactElement } from 'react';
import {
  avisosCupo,
  cuotaParaCupo,
  formatoDinero,
  formatoPorcentaje,
  reglaCupoDe,
  tieneReglaCupo,
  type CupoTipo,
  type TipoCredito,
} from '@fondo/contrato';
import { useCupo } from '../api/consultas';

export interface EstadoCupo {
  /** El cupo del tipo elegido; null si no tiene regla (o aún no llega). */
  cupo: CupoTipo | null;
  /** Lo que pasa del cupo o de la cuota máxima; [] si nada. */
  avisos: string[];
}

export const TITULO_CUPO = 'Cupo disponible';
export const MENSAJE_BLOQUEO_CUPO = 'No se puede enviar la solicitud: ajuste el valor o las cuotas a su cupo.';

/** El cupo del tipo elegido y los avisos para el valor y las cuotas escritos. */
export function useCupoDe(
  tipo: TipoCredito | undefined,
  valor: number | null | undefined,
  cuotas: number | null | undefined,
): EstadoCupo {
  const conRegla = tipo !== undefined && tieneReglaCupo(reglaCupoDe(tipo));
  const consulta = useCupo(conRegla);
  const cupo = (conRegla && consulta.data?.tipos.find((t) => t.id_tipo_credito === tipo.id_tipo_credito)) || null;
  if (!cupo || !tipo || typeof valor !== 'number' || valor <= 0) return { cupo, avisos: [] };
  return { cupo, avisos: avisosCupo(cupo, { valor, cuota: cuotaParaCupo(tipo, valor, cuotas) ?? 0 }) };
}

function textoCuota(c: CupoTipo): string | null {
  if (c.porcentaje_salario === null) return null;
  if (c.cuota_maxima === null)
    return `Sus cuotas pueden tomar hasta el ${formatoPorcentaje(c.porcentaje_salario)} de su salario; no tenemos su salario registrado.`;
  return (
    `Cuota máxima por salario: ${formatoDinero(c.cuota_maxima)} ` +
    `(${formatoPorcentaje(c.porcentaje_salario)} de su salario menos las cuotas que ya paga).`
  );
}

/** El recuadro del cupo junto a los campos: informativo, o de aviso si algo pasa. */
export function PanelCupo(props: { estado: EstadoCupo }): ReactElement | null {
  const { cupo, avisos } = props.estado;
  if (!cupo) return null;
  const cuota = textoCuota(cupo);
  return (
    <Aviso
      style={{ marginBottom: 16 }}
      type={avisos.length > 0 ? 'warning' : 'info'}
      showIcon
      title={cupo.disponible === null ? 'Límite de cuota' : `${TITULO_CUPO}: ${formatoDinero(cupo.disponible)}`}
      description={
        <>
          {cupo.cupo !== null && cupo.veces_ahorro !== null ? (
            <Parrafo style={{ marginBottom: 4 }}>
              {`${cupo.veces_ahorro} veces su ahorro (${formatoDinero(cupo.cupo)}) menos el saldo de ${
                cupo.cupo_por === 'todos' ? 'todos sus créditos' : 'sus créditos de este tipo'
              } (${formatoDinero(cupo.saldo_creditos)}).`}
            </Parrafo>
          ) : null}
          {cuota ? <Parrafo style={{ marginBottom: 4 }}>{cuota}</Parrafo> : null}
          {avisos.map((a) => (
            <Parrafo key={a} style={{ marginBottom: 4 }}>
              <strong>{a}</strong>
            </Parrafo>
          ))}
        </>
      }
    />
  );
}
