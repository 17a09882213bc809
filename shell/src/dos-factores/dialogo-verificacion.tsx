// Diálogo 'Código de verificación' de la verificación reciente: lo abre el cliente de
// la API cuando una acción sensible lo pide; con el código correcto la acción se repite sola.
import { Form, Input, Modal, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { textoDeError } from '@fondo/runtime';
import { MENSAJE_CODIGO_OBLIGATORIO, MENSAJE_VERIFICACION_REQUERIDA } from '@fondo/contrato';
import { verificarCodigo } from './consultas';

export default function DialogoVerificacion({ alTerminar }: { alTerminar: (ok: boolean) => void }): ReactElement {
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);

  async function verificar(): Promise<void> {
    if (!codigo.trim()) {
      setError(MENSAJE_CODIGO_OBLIGATORIO);
      return;
    }
    setEnviando(true);
    try {
      await verificarCodigo(codigo);
      alTerminar(true);
    } catch (e) {
      setCodigo('');
      setError(await textoDeError(e));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Modal
      open
      title="Código de verificación"
      okText="Verificar"
      cancelText="Cancelar"
      confirmLoading={enviando}
      onOk={() => void verificar()}
      onCancel={() => alTerminar(false)}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>{MENSAJE_VERIFICACION_REQUERIDA}.</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void verificar()} requiredMark={false}>
        <Form.Item
          label="Código de verificación"
          htmlFor="codigo-verificacion"
          validateStatus={error ? 'error' : undefined}
          help={error ?? 'Los 6 dígitos de su aplicación de autenticación o un código de recuperación.'}
        >
          <Input
            id="codigo-verificacion"
            autoFocus
            autoComplete="one-time-code"
            maxLength={32}
            value={codigo}
            onChange={(e) => {
              setCodigo(e.target.value);
              if (error) setError(undefined);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
