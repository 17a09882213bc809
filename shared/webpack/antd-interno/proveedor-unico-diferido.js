// ConfigProvider de antd importa el UniqueProvider de los Tooltip (la prop `tooltip.unique`, un solo globo
// que se mueve entre los Tooltip). El portal no la usa, y con ella llegaban al núcleo de antd de cada app el
// disparador de @rc-component/trigger, su Popup y su portal (~9 KiB comprimidos en la primera carga).
// reemplazos.js pone este módulo en su lugar: trae el de antd solo si una app pide `tooltip.unique`, y
// mientras llega dibuja los hijos tal cual.
import { createElement, lazy, Suspense } from 'react';

const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider/index.js'));

export default function ProveedorUnicoDiferido(props) {
  return createElement(Suspense, { fallback: props.children }, createElement(UniqueProvider, props));
}
