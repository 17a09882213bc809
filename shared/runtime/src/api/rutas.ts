// El cliente de la API del portal: una función por operación de la tabla de rutas de @fondo/contrato,
// con los tipos de sus esquemas (solo tipos: TypeBox no llega al navegador).
import { rutas, type Grupo, type Operacion, type PeticionDe, type RespuestaDe, type Rutas } from '@fondo/contrato';
import { crearCliente, type ClienteDe } from './tipado';

/** Petición y respuesta de cada operación de la tabla. */
export type TiposRutas = {
  readonly [G in Grupo]: {
    readonly [O in Operacion<G>]: { peticion: PeticionDe<G, O>; respuesta: RespuestaDe<G, O> };
  };
};

/** `cliente.solicitudes.listarMias({ consulta })`, `cliente.productos.resumen({ params: { id: 'me' } })`. */
export const cliente: ClienteDe<Rutas, TiposRutas> = crearCliente<Rutas, TiposRutas>(rutas);
