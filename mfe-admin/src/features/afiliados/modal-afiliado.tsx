// Modal 'Crear Afiliado' / 'Editar Afiliado' (SPEC 2.13, 5): nombres, apellidos, documento (normalizado por el contrato),
// tipo de documento y correo, todos requeridos. Un error del servidor (documento repetido) deja el modal.
// Un correo que ya es de otro afiliado (409) pide confirmación; confirmado, se guarda con
// confirmar_correo_repetido.
import { Form, Input, Modal, Select } from 'antd';
import { useAppFondo } from '@fondo/ui';
import type { ReactElement } from 'react';
import {
  MENSAJE_DOCUMENTO_INVALIDO,
  OPCIONES_AFILIADO,
  documentoValido,
  normalizarDocumento,
  type FilaAfiliadoAdmin,
} from '@fondo/contrato';
import { avisarError, textoDeError } from '@fondo/runtime';
import { useGuardarAfiliado } from '../../api/consultas';

export const TITULO_CORREO_REPETIDO = 'Correo de otro afiliado';

/** ¿El servidor respondió 409 por un correo que ya es de otro afiliado? */
const esCorreoRepetido = (e: unknown, texto: string) =>
  (e as { response?: { status?: number } }).response?.status === 409 && texto.startsWith('El correo ');

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
  const { modal } = useAppFondo();
  const a = props.afiliado;
  const iniciales: ValoresAfiliado = a
    ? {
        nombres: a.nombres,
        apellidos: a.apellidos,
        documento: a.documento,
        documento_tipo: a.documento_tipo,
        email: a.email ?? '',
      }
    : { nombres: '', apellidos: '', documento: '', documento_tipo: 'CC', email: '' };

  // La regla única del contrato: el documento se guarda normalizado y aquí se ve cómo.
  const documento = Form.useWatch('documento', form);
  const normalizado = normalizarDocumento(documento ?? '');

  async function enviar(v: ValoresAfiliado, confirmado = false): Promise<void> {
    try {
      await guardar.mutateAsync({
        id_afiliado: a?.id_afiliado ?? 0,
        nombres: v.nombres.trim(),
        apellidos: v.apellidos.trim(),
        documento: normalizarDocumento(v.documento) ?? v.documento.trim(),
        documento_tipo: v.documento_tipo ?? '',
        email: v.email.trim(),
        ...(confirmado ? { confirmar_correo_repetido: true } : {}),
      });
      props.alGuardar();
    } catch (e) {
      // el modal queda abierto con lo escrito
      const texto = await textoDeError(e);
      if (!confirmado && esCorreoRepetido(e, texto)) {
        modal.confirm({
          title: TITULO_CORREO_REPETIDO,
          content: `${texto} ¿Confirma que este afiliado usa el mismo correo?`,
          okText: 'Confirmar',
          cancelText: 'Cancelar',
          onOk: () => enviar(v, true),
        });
        return;
      }
      void avisarError(e);
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
          rules={[
            requerido('Escriba el documento'),
            {
              validator: (_, v: string | undefined) =>
                !v?.trim() || documentoValido(v)
                  ? Promise.resolve()
                  : Promise.reject(new Error(MENSAJE_DOCUMENTO_INVALIDO)),
            },
          ]}
          extra={
            normalizado && normalizado !== documento?.trim()
              ? `Se guardará como ${normalizado} (sin ceros a la izquierda ni puntos)`
              : undefined
          }
        >
          <Input maxLength={20} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="documento_tipo"
          label="Tipo de documento"
          rules={[{ required: true, message: 'Elija el tipo de documento' }]}
        >
          <Select options={OPCIONES_AFILIADO.documento_tipo.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Correo electrónico"
          rules={[
            requerido('Escriba el correo electrónico'),
            { type: 'email', message: 'El correo electrónico no es válido' },
          ]}
        >
          <Input maxLength={254} type="email" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
