// El aviso 'Su sesión está por terminar': seguir conectado o salir.
import { Button, Modal } from 'antd';
import type { ReactElement } from 'react';
import { CLASE_AVISO } from './vencimiento';

export const TITULO_AVISO = 'Su sesión está por terminar';

/** 95000 -> '1:35'. */
export function minutosYSegundos(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export default function AvisoVencimiento(props: {
  restanteMs: number;
  renovando: boolean;
  seguir: () => void;
  salir: () => void;
}): ReactElement {
  return (
    <Modal
      open
      title={TITULO_AVISO}
      wrapClassName={CLASE_AVISO}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="salir" onClick={props.salir}>
          Salir
        </Button>,
        <Button key="seguir" type="primary" loading={props.renovando} onClick={props.seguir} autoFocus>
          Seguir conectado
        </Button>,
      ]}
    >
      <p>
        Por seguridad, su sesión se cerrará en <strong>{minutosYSegundos(props.restanteMs)}</strong> si no hay
        actividad.
      </p>
      <p style={{ marginBottom: 0 }}>
        Lo que ha escrito queda guardado en este navegador: si la sesión se cierra, lo recupera al volver a entrar.
      </p>
    </Modal>
  );
}
