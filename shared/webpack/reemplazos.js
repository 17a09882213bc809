// Cambiar, al compilar, un import de un paquete por un módulo propio: cada regla dice desde qué carpeta
// (`desde`, la del módulo que importa), qué pedido exacto (`pedido`) y por qué archivo (`modulo`).
import webpack from 'webpack';

const escapar = (texto) => texto.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** @param {{ desde: RegExp, pedido: string, modulo: string }[]} reglas */
export function reemplazoDeModulos(reglas) {
  const pedidos = new RegExp(`^(${[...new Set(reglas.map((r) => escapar(r.pedido)))].join('|')})$`);
  return new webpack.NormalModuleReplacementPlugin(pedidos, (pedido) => {
    const r = reglas.find((x) => x.pedido === pedido.request && x.desde.test(pedido.context));
    if (r) pedido.request = r.modulo;
  });
}
