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
  type RespuestaCupo,
  type TipoCredito,
} from '@fondo/contrato';
import { useCupo } from '../api/consultas';

export interface EstadoCupo {
  /** El cupo del tipo elegido; null si no tiene regla (o aún no llega). */
  cupo: CupoTipo | null;
  /** El ahorro que cuenta para el cupo, de qué aportes sale y el ahorro total (el de /inicio). */
  ahorro?: Pick<RespuestaCupo, 'ahorro' | 'aportes_cupo' | 'ahorro_total'>;
  /** Lo que pasa del cupo o de la cuota máxima; [] si nada. */
  avisos: string[];
}

export const TITULO_CUPO = 'Cupo disponible';
export const MENSAJE_BLOQUEO_CUPO = 'No se puede enviar la solicitud: ajuste el valor o las cuotas a su cupo.';
export const MENSAJE_SOLICITAR_CUPO = 'Para solicitar este crédito ajuste el valor o el plazo a su cupo.';

/** El cupo del tipo elegido y los avisos para el valor y las cuotas escritos. */
export function useCupoDe(
  tipo: TipoCredito | undefined,
  valor: number | null | undefined,
  cuotas: number | null | undefined,
): EstadoCupo {
  const conRegla = tipo !== undefined && tieneReglaCupo(reglaCupoDe(tipo));
  const consulta = useCupo(conRegla);
  const datos = conRegla ? consulta.data : undefined;
  const cupo = (datos && tipo && datos.tipos.find((t) => t.id_tipo_credito === tipo.id_tipo_credito)) || null;
  const ahorro = datos
    ? { ahorro: datos.ahorro, aportes_cupo: datos.aportes_cupo, ahorro_total: datos.ahorro_total }
    : undefined;
  if (!cupo || !tipo || typeof valor !== 'number' || valor <= 0) return { cupo, ahorro, avisos: [] };
  return { cupo, ahorro, avisos: avisosCupo(cupo, { valor, cuota: cuotaParaCupo(tipo, valor, cuotas) ?? 0 }) };
}

/**
 * De dónde sale el cupo: 'Ahorro que cuenta para el cupo: $X (Ahorro Permanente $A, Ahorro Programado $B).'
 * y, si el ahorro total de /inicio es otro, por qué; luego 'N veces ese ahorro = $Y, menos el saldo de ...'.
 */
function textosCupo(c: CupoTipo, a: EstadoCupo['ahorro']): string[] {
  if (c.cupo === null || c.veces_ahorro === null) return [];
  const textos: string[] = [];
  if (a) {
    const partes = a.aportes_cupo.map((p) => `${p.nombre} ${formatoDinero(p.total)}`).join(', ');
    textos.push(`Ahorro que cuenta para el cupo: ${formatoDinero(a.ahorro)}${partes ? ` (${partes})` : ''}.`);
    if (a.ahorro_total !== a.ahorro)
      textos.push(`Su ahorro total es ${formatoDinero(a.ahorro_total)}: los demás aportes no cuentan para el cupo.`);
  }
  const saldo = c.cupo_por === 'todos' ? 'todos sus créditos' : 'sus créditos de este tipo';
  textos.push(
    `Cupo: ${c.veces_ahorro} veces ${a ? 'ese ahorro' : 'su ahorro'} = ${formatoDinero(c.cupo)}, menos el saldo de ` +
      `${saldo} (${formatoDinero(c.saldo_creditos)}).`,
  );
  return textos;
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
  const { cupo, avisos, ahorro } = props.estado;
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
          {textosCupo(cupo, ahorro).map((t) => (
            <Parrafo key={t} style={{ marginBottom: 4 }}>
              {t}
            </Parrafo>
          ))}
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
