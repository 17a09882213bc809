// Buzón de salida: las llamadas de la lista de correos, su resumen para el panel y
// los reintentos. Las consultas (TanStack Query) están en consultas-correos.ts.
import { cliente } from '@fondo/runtime';
import type {
  ColumnaCorreos,
  FiltroEstadoCorreo,
  Orden,
  RespuestaCorreos,
  RespuestaMensaje,
  ResumenCorreos,
} from '@fondo/contrato';

export interface FiltroCorreos {
  estado: FiltroEstadoCorreo;
  texto: string;
  pagina: number;
  tamano: number;
  orden?: Orden<ColumnaCorreos>;
}

export function obtenerCorreos(f: FiltroCorreos): Promise<RespuestaCorreos> {
  const texto = f.texto.trim() || undefined;
  return cliente.correo.listar({
    consulta: { estado: f.estado, pagina: f.pagina, tamano: f.tamano, texto, orden: f.orden },
  });
}

export function obtenerResumenCorreos(): Promise<ResumenCorreos> {
  return cliente.correo.resumen();
}

export function reintentarCorreo(id: number): Promise<RespuestaMensaje> {
  return cliente.correo.reintentar({ params: { id } });
}

export function reintentarFallidos(): Promise<RespuestaMensaje> {
  return cliente.correo.reintentarFallidos();
}
