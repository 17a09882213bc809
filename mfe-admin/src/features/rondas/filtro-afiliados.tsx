// El filtro de la lista de afiliados (texto y Actualización, como en /admin/afiliados) para elegir a
// quién abre una ronda o a quién invita 'Invitar a todos'. Campos de un Form de antd.
import { Form, Input, Select } from 'antd';
import type { ReactElement } from 'react';
import type { FiltroActualizacion, FiltroAfiliados } from '@fondo/contrato';

const OPCIONES: { value: FiltroActualizacion; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'actualizados', label: 'Actualizados' },
  { value: 'sin_actualizar', label: 'Sin Actualizar' },
];

export interface ValoresFiltro {
  texto?: string;
  actualizacion?: FiltroActualizacion;
}

/** Los valores del formulario como filtro de la API (sin vacíos). */
export function aFiltro(v: ValoresFiltro): FiltroAfiliados {
  const texto = v.texto?.trim();
  return {
    ...(texto ? { texto } : {}),
    ...(v.actualizacion && v.actualizacion !== 'todos' ? { actualizacion: v.actualizacion } : {}),
  };
}

/** 'todos los afiliados' / 'los afiliados sin actualizar con «pérez»' (para los textos y las listas). */
export function describirFiltro(f: FiltroAfiliados, quienes = 'los afiliados'): string {
  const partes = [quienes];
  if (f.actualizacion === 'actualizados') partes.push('actualizados');
  if (f.actualizacion === 'sin_actualizar') partes.push('sin actualizar');
  if (f.texto) partes.push(`con «${f.texto}»`);
  return partes.length === 1 ? `todos ${quienes}` : partes.join(' ');
}

/** Los campos; el Form que los lleva necesita su `name` (los ids de sus campos, únicos en la página). */
export function CamposFiltro(): ReactElement {
  return (
    <>
      <Form.Item name="texto" label="Apellidos, nombres o documento" style={{ minWidth: 220, flex: 1 }}>
        <Input allowClear placeholder="Vacío: todos" />
      </Form.Item>
      <Form.Item name="actualizacion" label="Actualización" style={{ minWidth: 160 }}>
        <Select<FiltroActualizacion> options={OPCIONES} />
      </Form.Item>
    </>
  );
}
