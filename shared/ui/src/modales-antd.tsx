// Los modales de App.useApp() de un remoto (Modal.useModal de su antd): RaizRemota los carga al primer uso.
import { Modal } from 'antd';
import { useEffect, type ReactElement } from 'react';
import type { ApiApp } from './avisos-diferidos';

export default function ModalesAntd({ alListo }: { alListo: (modal: ApiApp['modal']) => void }): ReactElement {
  const [modal, modales] = Modal.useModal();
  useEffect(() => alListo(modal), [modal, alListo]);
  return modales;
}
