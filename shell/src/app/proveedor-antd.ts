// El ConfigProvider del portal en su propio chunk (lo pide islaAntd): el antd de la shell viaja con él.
export { ProveedorAntd } from '@fondo/ui';
