// Un campo del afiliado en el formulario según su clase (SPEC 3 y 5): lista de opciones, fecha
// (dd/mm/aaaa con el DatePicker de antd, que llega aparte: campo-fecha.tsx), dinero ('$ 10,444,000'
// también de solo lectura, SPEC 9), solo dígitos, correo o texto. El valor en el formulario siempre es
// texto: las fechas 'YYYY-MM-DD', el dinero solo dígitos.
import type { ReactElement } from 'react';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EntradaDinero, EntradaTexto, ListaNativa, TextoLargo } from '@fondo/ui';
import { CampoFecha } from './campo-fecha';
import {
  CAMPOS_DINERO,
  CAMPOS_FECHA,
  CAMPOS_SOLO_DIGITOS,
  ETIQUETAS_AFILIADO,
  OPCIONES_AFILIADO,
  type CampoAfiliado,
  type CampoConOpciones,
} from '@fondo/contrato';

/** Solo los dígitos de lo escrito (SPEC 5). */
export function soloDigitos(v: unknown): string {
  return typeof v === 'string' ? v.replace(/\D+/g, '') : '';
}

/** Props del Form.Item de una fecha guardada como 'YYYY-MM-DD'. */
export const propsFecha = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, 'YYYY-MM-DD') : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
};

/** Montos en pesos (SPEC 9: con separador de miles, también los de solo lectura), de la tabla del contrato. */
const DINERO = new Set<string>(CAMPOS_DINERO);
const DIGITOS = new Set<string>([...CAMPOS_SOLO_DIGITOS, 'hijos']);

export function CampoAfiliadoItem({
  campo,
  deshabilitado,
  requerido,
}: {
  campo: CampoAfiliado;
  deshabilitado?: boolean;
  requerido?: boolean;
}): ReactElement {
  const etiqueta = ETIQUETAS_AFILIADO[campo];
  // undefined (no false) para que el formulario de solo lectura deshabilite el campo
  const bloqueado = deshabilitado ? true : undefined;
  const comun = { name: ['afiliado', campo], label: etiqueta, required: requerido };
  if (campo in OPCIONES_AFILIADO) {
    const opciones = OPCIONES_AFILIADO[campo as CampoConOpciones].map((o) => ({ value: o, label: o }));
    return (
      <Form.Item {...comun}>
        <ListaNativa options={opciones} allowClear disabled={bloqueado} />
      </Form.Item>
    );
  }
  if ((CAMPOS_FECHA as readonly string[]).includes(campo)) {
    return (
      <Form.Item {...comun} {...propsFecha}>
        <CampoFecha disabled={bloqueado} />
      </Form.Item>
    );
  }
  if (DINERO.has(campo)) {
    return (
      <Form.Item {...comun} normalize={soloDigitos}>
        <EntradaDinero disabled={bloqueado} />
      </Form.Item>
    );
  }
  if (DIGITOS.has(campo)) {
    return (
      <Form.Item {...comun} normalize={soloDigitos}>
        <EntradaTexto inputMode="numeric" disabled={bloqueado} autoComplete="off" />
      </Form.Item>
    );
  }
  if (campo === 'otro') {
    return (
      <Form.Item {...comun}>
        <TextoLargo rows={3} disabled={bloqueado} />
      </Form.Item>
    );
  }
  return (
    <Form.Item {...comun}>
      <EntradaTexto type={campo === 'email' ? 'email' : 'text'} disabled={bloqueado} />
    </Form.Item>
  );
}
