import { App, Form, Input, Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { api, mostrarDialogo, useManejarError, type RespuestaMensaje } from '@fondo/shared';

export const TEXTO_ESCRIBA_DOCUMENTO = 'Escriba su documento!';

/** SPEC 2.3 / 8: pide el documento y solicita el enlace para reestablecer la clave. */
export function RecuperarClave({ abierto, alCerrar }: { abierto: boolean; alCerrar: () => void }): ReactElement {
  const [form] = Form.useForm<{ documento: string }>();
  const { modal } = App.useApp();
  const manejarError = useManejarError();
  const [enviando, setEnviando] = useState(false);

  async function enviar(): Promise<void> {
    const { documento } = await form.validateFields();
    setEnviando(true);
    try {
      const r = await api
        .post('afiliados/reestablecer-clave', { json: { documento: documento.trim() } })
        .json<Partial<RespuestaMensaje> & { error?: string }>();
      if (r.error) {
        await manejarError(r);
        return;
      }
      alCerrar();
      form.resetFields();
      mostrarDialogo(modal, { tipo: 'info', titulo: 'Reestablecer Clave', contenido: r.mensaje ?? '' });
    } catch (e) {
      await manejarError(e);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Modal
      title="¿Olvidó su clave?"
      open={abierto}
      okText="Enviar"
      cancelText="Cancelar"
      confirmLoading={enviando}
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
