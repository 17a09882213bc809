// Aviso de cambio de clave de /inicio (SPEC 8): su Modal se descarga solo si hay que mostrarlo.
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import type { ReactElement } from 'react';

interface Props {
  abierto: boolean;
  alAceptar: () => void;
  alCancelar: () => void;
}

export default function AvisoCambioClave({ abierto, alAceptar, alCancelar }: Props): ReactElement {
  // Confirmación declarativa: modal.confirm de antd 6 repite el título en el DOM (cabecera oculta + cuerpo).
  return (
    <Modal
      open={abierto}
      width={416}
      title={
        <span>
          <ExclamationCircleFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 8 }} />
          Cambio de clave
        </span>
      }
      okText="Sí"
      cancelText="No"
      onOk={alAceptar}
      onCancel={alCancelar}
    >
      Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?
    </Modal>
  );
}
