// Modal 'Crear Afiliado' / 'Editar Afiliado' (SPEC 2.13, 5): nombres, apellidos, documento (solo dígitos),
// tipo de documento y correo, todos requeridos. Un error del servidor (documento repetido) deja el modal.
import { Form, Input, Modal, Select } from 'antd';
import type { ReactElement } from 'react';
import { OPCIONES_AFILIADO, type FilaAfiliadoAdmin } from '@fondo/contrato';
import { useGuardarAfiliado } from '../../api/consultas';

interface ValoresAfiliado {
  nombres: string;
  apellidos: string;
  documento: string;
  documento_tipo: string | null;
  email: string;
}

export function ModalAfiliado(props: {
  afiliado: FilaAfiliadoAdmin | null;
  cerrar: () => void;
  alGuardar: () => void;
}): ReactElement {
  const [form] = Form.useForm<ValoresAfiliado>();
  const guardar = useGuardarAfiliado();
  const a = props.afiliado;
  const iniciales: ValoresAfiliado = a
    ? { nombres: a.nombres, apellidos: a.apellidos, documento: a.documento, documento_tipo: a.documento_tipo, email: a.email ?? '' }
    : { nombres: '', apellidos: '', documento: '', documento_tipo: 'CC', email: '' };

  async function enviar(v: ValoresAfiliado): Promise<void> {
    try {
      await guardar.mutateAsync({
        id_afiliado: a?.id_afiliado ?? 0,
        nombres: v.nombres.trim(),
        apellidos: v.apellidos.trim(),
        documento: v.documento.trim(),
        documento_tipo: v.documento_tipo ?? '',
        email: v.email.trim(),
      });
      props.alGuardar();
    } catch {
      // el diálogo 'Error' muestra el texto del servidor; el modal queda abierto con lo escrito
    }
  }

  const requerido = (m: string) => ({ required: true, whitespace: true, message: m });

  return (
    <Modal
      open
      title={a ? 'Editar Afiliado' : 'Crear Afiliado'}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={() => form.submit()}
      onCancel={props.cerrar}
      destroyOnHidden
    >
      <Form<ValoresAfiliado> form={form} layout="vertical" initialValues={iniciales} onFinish={(v) => void enviar(v)}>
        <Form.Item name="nombres" label="Nombres" rules={[requerido('Escriba los nombres')]}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item name="apellidos" label="Apellidos" rules={[requerido('Escriba los apellidos')]}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="documento"
          label="Documento"
          rules={[requerido('Escriba el documento'), { pattern: /^\d+$/, message: 'El documento debe tener solo dígitos' }]}
        >
          <Input maxLength={20} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="documento_tipo" label="Tipo de documento" rules={[{ required: true, message: 'Elija el tipo de documento' }]}>
          <Select options={OPCIONES_AFILIADO.documento_tipo.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Correo electrónico"
          rules={[requerido('Escriba el correo electrónico'), { type: 'email', message: 'El correo electrónico no es válido' }]}
        >
          <Input maxLength={254} type="email" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
