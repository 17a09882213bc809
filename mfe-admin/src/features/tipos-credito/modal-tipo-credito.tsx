// Modal de un tipo de crédito (SPEC 2.9, 3, 5): nombre y tasa requeridos, tasa con paso 0.01 (se escribe
// como porcentaje mensual y se guarda como fracción), activo (por defecto sí al crear), simulador,
// plazos, periodicidad y el cupo (veces el ahorro, porcentaje del salario en %, qué saldo
// descuenta). Guardar cierra el modal y recarga la lista (SPEC 4); un error deja el modal.
import { Checkbox, Divider, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { ReactElement } from 'react';
import type { CuerpoTipoCredito, CupoPor, Periodicidad, TipoCredito } from '@fondo/contrato';
import { useGuardarTipoCredito } from '../../api/consultas';
import { trasMutacion } from '@fondo/ui';

interface ValoresTipo {
  nombre: string;
  descripcion?: string | null;
  tasa: number | null;
  activo: boolean;
  simulador: boolean;
  plazo_minimo?: number | null;
  plazo_maximo?: number | null;
  valor_maximo?: number | null;
  periodicidad: Periodicidad;
  veces_ahorro?: number | null;
  /** en porcentaje (50 = 50 %) */
  porcentaje_salario?: number | null;
  cupo_por: CupoPor;
}

/** Tasa en porcentaje sin errores de coma flotante (0.015 -> 1.5). */
const aPorcentaje = (tasa: number) => Math.round(tasa * 100 * 1e6) / 1e6;
const aFraccion = (porcentaje: number) => Math.round((porcentaje / 100) * 1e8) / 1e8;

export function ModalTipoCredito(props: {
  tipo: TipoCredito | null;
  cerrar: () => void;
  alGuardar: (t: TipoCredito) => void;
}): ReactElement {
  const [form] = Form.useForm<ValoresTipo>();
  const guardar = useGuardarTipoCredito();
  const t = props.tipo;
  const iniciales: ValoresTipo = t
    ? {
        nombre: t.nombre,
        descripcion: t.descripcion,
        tasa: aPorcentaje(t.tasa),
        activo: t.activo,
        simulador: t.simulador,
        plazo_minimo: t.plazo_minimo,
        plazo_maximo: t.plazo_maximo,
        valor_maximo: t.valor_maximo,
        periodicidad: t.periodicidad,
        veces_ahorro: t.veces_ahorro,
        porcentaje_salario: t.porcentaje_salario === null ? null : aPorcentaje(t.porcentaje_salario),
        cupo_por: t.cupo_por,
      }
    : {
        nombre: '',
        descripcion: null,
        tasa: null,
        activo: true,
        simulador: true,
        periodicidad: 'mensual',
        cupo_por: 'tipo',
      };

  async function enviar(v: ValoresTipo): Promise<void> {
    const cuerpo: CuerpoTipoCredito = {
      id_tipo_credito: t?.id_tipo_credito ?? 0,
      nombre: v.nombre.trim(),
      descripcion: v.descripcion?.trim() ? v.descripcion.trim() : null,
      tasa: aFraccion(v.tasa ?? 0),
      activo: v.activo,
      simulador: v.simulador,
      plazo_minimo: v.plazo_minimo ?? null,
      plazo_maximo: v.plazo_maximo ?? null,
      valor_maximo: v.valor_maximo ?? null,
      periodicidad: v.periodicidad,
      veces_ahorro: v.veces_ahorro ?? null,
      porcentaje_salario: v.porcentaje_salario == null ? null : aFraccion(v.porcentaje_salario),
      cupo_por: v.cupo_por,
    };
    // el diálogo 'Error' (con el texto del servidor) lo muestra la política de consultas; el modal queda
    const resultado = await trasMutacion(guardar.mutateAsync(cuerpo));
    if (resultado.ok) props.alGuardar(resultado.valor);
  }

  return (
    <Modal
      open
      title={t ? 'Editar Tipo de Crédito' : 'Crear Tipo de Crédito'}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={() => form.submit()}
      onCancel={props.cerrar}
      destroyOnHidden
    >
      <Form<ValoresTipo> form={form} layout="vertical" initialValues={iniciales} onFinish={(v) => void enviar(v)}>
        <Form.Item
          name="nombre"
          label="Nombre"
          rules={[{ required: true, whitespace: true, message: 'Escriba el nombre del tipo de crédito' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="descripcion" label="Descripción">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="tasa"
          label="Tasa mensual (%)"
          rules={[{ required: true, message: 'Escriba la tasa' }]}
          extra="Porcentaje mensual: 1.5 es 1.5 % al mes."
        >
          <InputNumber min={0} max={100} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="plazo_minimo" label="Plazo mínimo (cuotas)" style={{ flex: 1, minWidth: 140 }}>
            <InputNumber min={1} max={600} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="plazo_maximo" label="Plazo máximo (cuotas)" style={{ flex: 1, minWidth: 140 }}>
            <InputNumber min={1} max={600} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="valor_maximo"
          label="Valor máximo (pesos)"
          extra="Tope del valor de una solicitud de este tipo; vacío: sin tope"
        >
          <InputNumber min={1} max={1e12} precision={0} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="periodicidad" label="Periodicidad">
          <Select
            options={[
              { value: 'mensual', label: 'Mensual' },
              { value: 'semestral', label: 'Semestral' },
            ]}
          />
        </Form.Item>
        <Divider titlePlacement="start" plain>
          Cupo de crédito
        </Divider>
        <Flex gap={12} wrap>
          <Form.Item
            name="veces_ahorro"
            label="Veces el ahorro"
            extra="Presta hasta estas veces el ahorro del afiliado; vacío: sin cupo por ahorro"
            style={{ flex: 1, minWidth: 160 }}
          >
            <InputNumber min={0.01} max={100} step={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="porcentaje_salario"
            label="Porcentaje máximo del salario para cuotas (%)"
            extra="Vacío: 50 % si el tipo tiene cupo; si no, sin límite"
            style={{ flex: 1, minWidth: 160 }}
          >
            <InputNumber min={1} max={100} step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="cupo_por" label="El cupo descuenta el saldo de">
          <Select
            options={[
              { value: 'tipo', label: 'Créditos de este tipo' },
              { value: 'todos', label: 'Todos los créditos' },
            ]}
          />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item name="activo" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Activo</Checkbox>
          </Form.Item>
          <Form.Item name="simulador" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Simulador</Checkbox>
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
