// Form.Item de antd importa el Tooltip para la ayuda de su etiqueta (la prop `tooltip`). El portal no la
// usa, y con él llegaban a cada formulario el Tooltip, su disparador y su CSS (~12 KiB comprimidos en la
// primera carga de /login, del simulador y de la ficha). reemplazos.js pone este módulo en su lugar: trae el
// Tooltip de antd solo si una etiqueta lo pide, y mientras tanto muestra el ícono sin globo.
import { createElement, lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip/index.js'));

export default function TooltipDeEtiqueta(props) {
  return createElement(Suspense, { fallback: props.children }, createElement(Tooltip, props));
}
