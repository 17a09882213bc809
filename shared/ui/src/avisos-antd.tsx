// El <App> de antd (message, notification, modal), cargado a demanda por ProveedoresFondo al primer
// aviso o diálogo: /login y una página abierta en frío no lo descargan.
import { App } from 'antd';
import { useEffect, type ReactElement } from 'react';
import type { ApiApp } from './avisos-diferidos';

/**
 * SPEC 9: avisos de 3 s (constante: un objeto nuevo en cada render renovaría la API de avisos), debajo de
 * la barra (60 px, fija arriba): encima tapaban su botón de menú en el teléfono ('Bienvenido').
 */
export const AVISOS = { duration: 3, top: 72 };

function Entregar({ alListo }: { alListo: (api: ApiApp) => void }): null {
  // eslint-disable-next-line no-restricted-properties -- este es el <App> real: aquí nace su API
  const api = App.useApp();
  useEffect(() => alListo(api), [api, alListo]);
  return null;
}

export default function AvisosAntd({ alListo }: { alListo: (api: ApiApp) => void }): ReactElement {
  return (
    <App component={false} message={AVISOS}>
      <Entregar alListo={alListo} />
    </App>
  );
}
