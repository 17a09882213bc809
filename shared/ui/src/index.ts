// @fondo/ui: raíz de antd del portal y piezas comunes; cada app la empaqueta con su antd.
export { AvisosDeError, useManejarError } from './manejar-error';
export { RequiereSesion, RequiereSuperadmin, RequiereActualizacion, MENSAJE_ACTUALIZAR } from './guardas/guardas';
export { Cargando, useTitulo } from './piezas';
export { Vacio, EncabezadoPagina } from './encabezado';
export { TEMA_FONDO } from './tema';
export { ProveedoresFondo } from './proveedores';
export { useAppFondo } from './usar-app';
export { mostrarDialogo, type OpcionesDialogo, type TipoDialogo } from './dialogos';
export { PaginaNoEncontrada } from './no-encontrada';
export { RutasRemotas, ConGuarda, diferenciasConManifiesto } from './rutas/rutas-remotas';
export { TABLA_REMOTOS, remotoDeRuta, esDeRemoto, entradaDe, type EntradaRemoto } from './rutas/tabla';
export { paginaADemanda, type PaginaADemanda } from './a-demanda';
export { usePaginacion, type Paginacion } from './paginacion';
export { RaizRemota } from './raiz-remota';
