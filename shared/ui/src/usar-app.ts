import { AppContext } from './antd-interno';
import { useContext } from 'react';
import type { ApiApp } from './avisos-diferidos';

/**
 * Lo mismo que App.useApp() de antd (message, notification, modal de la raíz), sin nombrar `App`:
 * nombrarlo mete en el paquete de quien lo llama todo el <App> (avisos y modales, ~50 KiB gzip), que
 * ProveedoresFondo y RaizRemota cargan a demanda. Lo usan la shell, los remotos y @fondo/ui (ESLint lo exige).
 */
export function useAppFondo(): ApiApp {
  return useContext(AppContext);
}
