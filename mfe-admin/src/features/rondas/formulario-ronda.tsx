// Abrir una ronda de actualización de datos: nombre, fecha límite y a quiénes (todos o
// el filtro de la lista de afiliados). El servidor valida todo y responde en español.
import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { trasMutacion, useAppFondo } from '@fondo/ui';
import { useAccionesRonda } from '../../api/consultas-rondas';
import { aFiltro, CamposFiltro, type ValoresFiltro } from './filtro-afiliados';

interface Valores extends ValoresFiltro {
  nombre: string;
  fecha_limite: string;
}

/** Como escribe las fechas el portal (dd/mm/aaaa), no como las muestra el navegador en su idioma. */
const FORMATO_FECHA_RONDA = 'DD/MM/YYYY';
const FORMATO_DIA = 'YYYY-MM-DD';

export function FormularioRonda({ anio }: { anio: number }): ReactElement {
  const { message } = useAppFondo();
  const [form] = Form.useForm<Valores>();
  const { abrir } = useAccionesRonda();

  async function alEnviar(v: Valores): Promise<void> {
    const resultado = await trasMutacion(
      abrir.mutateAsync({ nombre: v.nombre, fecha_limite: v.fecha_limite, filtro: aFiltro(v) }),
    );
    if (resultado.ok) void message.success(resultado.valor.mensaje);
  }

  return (
    <Card title="Abrir una ronda" style={{ marginBottom: 16 }}>
      <Form<Valores>
        form={form}
        name="abrir-ronda"
        layout="vertical"
        initialValues={{ nombre: `Actualización de datos ${anio}`, actualizacion: 'todos' }}
        onFinish={(v) => void alEnviar(v)}
      >
        <Flex gap={12} wrap>
          <Form.Item
            name="nombre"
            label="Nombre"
            rules={[{ required: true, whitespace: true, message: 'Escriba el nombre de la ronda' }]}
            style={{ minWidth: 240, flex: 2 }}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item
            name="fecha_limite"
            label="Fecha límite"
            rules={[{ required: true, message: 'Elija la fecha límite' }]}
            style={{ minWidth: 160 }}
            // el valor del formulario sigue siendo AAAA-MM-DD (el del contrato); el campo lo muestra dd/mm/aaaa
            getValueProps={(v?: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format(FORMATO_DIA) : undefined)}
          >
            <DatePicker
              format={FORMATO_FECHA_RONDA}
              placeholder="dd/mm/aaaa"
              style={{ width: '100%' }}
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              // Enter confirma la fecha escrita; no envía el formulario (abriría la ronda para todos sin querer)
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <CamposFiltro />
        </Flex>
        <Button type="primary" htmlType="submit" icon={<PlayCircleOutlined />} loading={abrir.isPending}>
          Abrir ronda
        </Button>
      </Form>
    </Card>
  );
}
