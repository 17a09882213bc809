import { useEffect, useState } from 'react';
import { registrarAvisosPortal } from '@fondo/runtime';
import { AvisosDiferidos, type ApiApp } from './avisos-diferidos';

/**
 * La pila de avisos de una raíz del portal (ProveedoresFondo, RaizPortal): su API (message, notification,
 * modal) sirve desde el primer render y espera en cola hasta que los avisos de antd se cargan (`cargar`
 * pasa a true con el primer uso; el componente cargado llama a `conectar`). Queda registrada como los
 * avisos del portal (@fondo/runtime), para los remotos.
 */
export function useRaizDeAvisos(): { api: ApiApp; cargar: boolean; conectar: (api: ApiApp) => void } {
  const [cargar, setCargar] = useState(false);
  const [diferidos] = useState(() => new AvisosDiferidos(() => setCargar(true)));
  const { api } = diferidos;
  registrarAvisosPortal(api, true);
  useEffect(() => registrarAvisosPortal(api), [api]);
  return { api, cargar, conectar: diferidos.conectar };
}
