import AppContext from 'antd/es/app/context';
import { useContext } from 'react';
import type { ApiApp } from './avisos-diferidos';

/**
 * Lo mismo que App.useApp() de antd (message, notification, modal de la raíz), sin nombrar `App`:
 * nombrarlo mete en el paquete de quien lo llama todo el <App> (avisos y modales, ~50 KiB gzip), que
 * ProveedoresFondo carga a demanda. La shell y @fondo/ui usan este; en un remoto da igual.
 */
export function useAppFondo(): ApiApp {
  return useContext(AppContext);
}
