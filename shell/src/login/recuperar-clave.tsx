import { Form, Input, Modal } from 'antd';
import type { ReactElement } from 'react';
import { mostrarDialogo, useAppFondo } from '@fondo/ui';
import { useRecuperarClave } from './consultas';

export const TEXTO_ESCRIBA_DOCUMENTO = 'Escriba su documento!';

/** SPEC 2.3 / 8: pide el documento y solicita el enlace para reestablecer la clave. */
export function RecuperarClave({ abierto, alCerrar }: { abierto: boolean; alCerrar: () => void }): ReactElement {
  const [form] = Form.useForm<{ documento: string }>();
  const { modal } = useAppFondo();
  const recuperar = useRecuperarClave();

  // Un error va al diálogo 'Error' (política del cliente de consultas); si no, el mensaje del servidor.
  async function enviar(): Promise<void> {
    const { documento } = await form.validateFields();
    recuperar.mutate(documento.trim(), {
      onSuccess: (r) => {
        alCerrar();
        form.resetFields();
        mostrarDialogo(modal, { tipo: 'info', titulo: 'Reestablecer Clave', contenido: r.mensaje });
      },
    });
  }

  return (
    <Modal
      title="¿Olvidó su clave?"
      open={abierto}
      okText="Enviar"
      cancelText="Cancelar"
      confirmLoading={recuperar.isPending}
      onOk={() => void enviar().catch(() => undefined)}
      onCancel={alCerrar}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void enviar().catch(() => undefined)}>
        <Form.Item
          label="Documento de identidad"
          name="documento"
          rules={[{ required: true, whitespace: true, message: TEXTO_ESCRIBA_DOCUMENTO }]}
        >
          <Input autoFocus inputMode="numeric" autoComplete="username" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
