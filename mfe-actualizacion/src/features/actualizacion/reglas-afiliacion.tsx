// Afiliación (SPEC 9): las reglas de la cuota anual (con las palabras de SPEC 9) y de los ahorros, la cuota
// que aplica al salario escrito (con el salario mínimo del contrato) y un aviso si el ahorro permanente sale
// del 5%-10%.
import type { ReactElement } from 'react';
import { Form } from 'antd';
import {
  AHORRO_PERMANENTE_MAXIMO,
  AHORRO_PERMANENTE_MINIMO,
  SALARIO_MINIMO,
  ahorroPermanenteEnRango,
  cuotaAfiliacionAnual,
  formatoDinero,
} from '@fondo/contrato';
// el dinero nunca se parte dentro del número
import { Aviso, Dinero, Parrafo, Texto } from '@fondo/ui';

function numero(v: unknown): number | null {
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
}

export function ReglasAfiliacion(): ReactElement {
  const salario = numero(Form.useWatch(['afiliado', 'salario']));
  const ahorro = numero(Form.useWatch(['afiliado', 'ahorro_permanente']));
  const fueraDeRango = salario !== null && salario > 0 && ahorro !== null && !ahorroPermanenteEnRango(ahorro, salario);
  return (
    <div style={{ marginBottom: 16 }}>
      <Parrafo style={{ marginBottom: 8 }}>
        <Texto strong>Cuota anual de afiliación:</Texto> <Dinero valor={10_000} /> hasta 1 salario mínimo,{' '}
        <Dinero valor={20_000} /> desde 2 y <Dinero valor={30_000} /> desde 3 salarios mínimos.
      </Parrafo>
      <Parrafo style={{ marginBottom: 8 }}>
        <Texto strong>Ahorro permanente:</Texto> entre el 5% y el 10% del salario.{' '}
        <Texto strong>Ahorro programado:</Texto> voluntario; se paga en los primeros cinco días hábiles de diciembre.
      </Parrafo>
      {salario !== null && salario > 0 && (
        <Aviso
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={`Con un salario de ${formatoDinero(salario)}, la cuota anual de afiliación es ${formatoDinero(
            cuotaAfiliacionAnual(salario),
          )} (salario mínimo: ${formatoDinero(SALARIO_MINIMO)}).`}
        />
      )}
      {fueraDeRango && (
        <Aviso
          type="warning"
          showIcon
          title={`El ahorro permanente debe estar entre ${formatoDinero(
            Math.ceil(salario * AHORRO_PERMANENTE_MINIMO),
          )} y ${formatoDinero(Math.floor(salario * AHORRO_PERMANENTE_MAXIMO))} (5% a 10% del salario).`}
        />
      )}
    </div>
  );
}
