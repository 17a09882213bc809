// En lugar del gancho con que el ConfigProvider de antd pone en la página el CSS de los íconos
// (useResetIconStyle, armado con stylis): ese CSS ya va en la base calculada al construir (estilos-antd.js),
// que trae todo chunk con componentes de antd.
export default function useEstiloDeIconosCalculado() {}
