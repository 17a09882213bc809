// Rondas de actualización de datos e 'Invitar a todos': las llamadas. Las consultas
// (TanStack Query) están en consultas-rondas.ts.
import { cliente } from '@fondo/runtime';
import type {
  CuerpoAbrirRonda,
  FiltroAfiliados,
  RespuestaInvitar,
  RespuestaLotes,
  RespuestaRecordatorio,
  RespuestaRonda,
  RespuestaRondas,
} from '@fondo/contrato';

export function obtenerRondas(): Promise<RespuestaRondas> {
  return cliente.rondas.listar();
}

export function abrirRonda(cuerpo: CuerpoAbrirRonda): Promise<RespuestaRonda> {
  return cliente.rondas.abrir({ cuerpo });
}

export function cerrarRonda(id: number): Promise<RespuestaRonda> {
  return cliente.rondas.cerrar({ params: { id } });
}

export function recordarRonda(id: number): Promise<RespuestaRecordatorio> {
  return cliente.rondas.recordar({ params: { id } });
}

export function obtenerLotes(): Promise<RespuestaLotes> {
  return cliente.invitaciones.listar();
}

export function invitar(filtro: FiltroAfiliados): Promise<RespuestaInvitar> {
  return cliente.invitaciones.invitar({ cuerpo: { filtro } });
}
