// La puerta de antd del lado de la página: lo que @fondo/ui y la shell toman de los archivos privados de antd
// (antd/es/...) fuera de esta carpeta pasa por aquí. Cada módulo está en la lista de supuestos
// (shared/webpack/antd-interno/supuestos.js), que una prueba compara con el antd instalado.
export { default as AppContext } from 'antd/es/app/context';
export { default as useEstiloApp } from 'antd/es/app/style';
export { default as esES } from 'antd/es/locale/es_ES';
export { default as useCSSVarCls } from 'antd/es/config-provider/hooks/useCSSVarCls';
export { default as DisabledContext } from 'antd/es/config-provider/DisabledContext';
export { default as useEstiloAviso } from 'antd/es/alert/style';
export { default as useEstiloAvatar } from 'antd/es/avatar/style';
export { default as useEstiloTarjeta } from 'antd/es/card/style';
export { default as useEstiloResultado } from 'antd/es/result/style';
export { default as useEstiloCifra } from 'antd/es/statistic/style';
export { default as useEstiloTipografia } from 'antd/es/typography/style';
export { default as useEstiloPestanas } from 'antd/es/tabs/style';
export { default as useEstiloEntrada, useSharedStyle as useEstiloEntradaComun } from 'antd/es/input/style';
// Input y Password sin el índice de antd/es/input, que trae además Search, OTP, TextArea y Group (y su CSS).
export { default as EntradaAntd } from 'antd/es/input/Input';
export { default as ClaveAntd } from 'antd/es/input/Password';
