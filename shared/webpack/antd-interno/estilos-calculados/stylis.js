// En lugar de stylis (el compilador de CSS que @ant-design/cssinjs usa para armar el CSS de antd en la
// página): con el CSS calculado al construir (estilos-antd.js, theme.zeroRuntime) nadie lo llama, y no
// viaja en cada app. Si algo lo llamara, el error lo dice.
function noSeArmaEnLaPagina() {
  throw new Error('estilos-antd: el CSS de antd se calculó al construir; stylis no viaja a la página');
}

export const compile = noSeArmaEnLaPagina;
export const middleware = noSeArmaEnLaPagina;
export const prefixer = noSeArmaEnLaPagina;
export const serialize = noSeArmaEnLaPagina;
export const stringify = noSeArmaEnLaPagina;
