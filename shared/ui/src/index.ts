// @fondo/ui: raíz de antd del portal y piezas comunes; cada app la empaqueta con su antd.
export { AvisosDeError, useManejarError, trasMutacion, type ResultadoMutacion } from './manejar-error';
export {
  RequiereSesion,
  RequiereSuperadmin,
  RequiereActualizacion,
  MENSAJE_ACTUALIZAR,
  MENSAJE_SOLO_ADMINISTRADORES,
} from './guardas/guardas';
export { Cargando, CLASE_CARGANDO, useTitulo } from './piezas';
export { EncabezadoPagina } from './encabezado';
export { Vacio } from './vacio';
export { Tarjeta, Titulo, Parrafo, Texto, Enlace, Foto, ResultadoExito, Aviso, Cifra } from './ligeros';
export { ListaNativa, type OpcionLista, type PropsListaNativa } from './lista-nativa/lista-nativa';
export {
  EntradaTexto,
  TextoLargo,
  type PropsEntradaTexto,
  type PropsTextoLargo,
} from './entrada-nativa/entrada-nativa';
export { Pestanas, type Pestana, type PropsPestanas } from './pestanas/pestanas';
export { TEMA_FONDO } from './tema';
export { ProveedoresFondo } from './proveedores';
export { RaizPortal } from './raiz-portal';
export { ProveedorAntd } from './proveedor-antd';
export { useAppFondo } from './usar-app';
export { mostrarDialogo, type OpcionesDialogo, type TipoDialogo } from './dialogos';
export { PaginaNoEncontrada } from './no-encontrada';
export {
  RutasRemotas,
  ConGuarda,
  diferenciasConManifiesto,
  rutasDelRemoto,
  type RutasDeRemoto,
} from './rutas/rutas-remotas';
export { TABLA_REMOTOS, remotoDeRuta, esDeRemoto, entradaDe, type EntradaRemoto } from './rutas/tabla';
export { paginaADemanda, type PaginaADemanda } from './a-demanda';
export { usePaginacion, type Paginacion } from './paginacion';
export {
  useListaUrl,
  ordenDeSorter,
  type ListaUrl,
  type DefinicionListaUrl,
  type DefinicionFiltro,
  type CambioLista,
  type Orden,
} from './listas/estado-url';
export { useEsTelefono } from './listas/telefono';
export { useEstadoDeLista, useRutaDeLista, type EstadoDesdeLista } from './listas/volver';
export {
  ListaAdaptable,
  type TarjetaLista,
  type AbrirTarjeta,
  type PropsListaAdaptable,
} from './listas/lista-adaptable';
export { EtiquetaEstado, COLORES_TONO, type TonoEstado } from './listas/etiqueta-estado';
export { Dinero, renderDinero, columnasCuota, EntradaDinero, miles } from './dinero';
export { TarjetasCuotas } from './tarjetas-cuotas';
export { cantidad } from './cantidad';
export { RaizRemota } from './raiz-remota';
export {
  useBorrador,
  borrarBorradores,
  nombreDeArchivo,
  MENSAJE_BORRADOR_RECUPERADO,
  type ControlBorrador,
  type OpcionesBorrador,
} from './borradores';
export { CLAVE_TIPOS_CREDITO, useTiposCredito } from './tipos-credito';
