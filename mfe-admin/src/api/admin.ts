// Llamadas de la API de Administración (SPEC 7 Admin, tipos de crédito, url-token, enviar-bienvenida).
// Las fechas ISO se recortan al día (SPEC 3), salvo la fecha y hora de la auditoría.
import { cliente, textoDelServidor, type AvanceSubida } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type {
  ColumnaAfiliadosAdmin,
  ColumnaAuditoria,
  ColumnaAportesCorte,
  ColumnaCreditosCorte,
  Corte,
  CuerpoAfiliadoAdmin,
  CuerpoTipoCredito,
  FiltroActualizacion,
  RespuestaAfiliadoAdmin,
  RespuestaAfiliadosAdmin,
  RespuestaAportesCorte,
  RespuestaAuditoria,
  RespuestaBienvenida,
  RespuestaCreditosCorte,
  RespuestaDocumentosRepetidos,
  RespuestaImportacion,
  RespuestaMensaje,
  RespuestaUrlToken,
  ResumenAdmin,
  TipoAporteCupo,
  TipoCredito,
  TipoImportacion,
  Orden,
} from '@fondo/contrato';

/** La consulta de una lista: sin los ausentes ni los textos vacíos, los textos recortados. */
function parametros<T extends object>(o: T): Partial<T> {
  const q: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o) as [string, unknown][]) {
    if (v === undefined) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    q[k] = typeof v === 'string' ? v.trim() : v;
  }
  return q as Partial<T>;
}

// ---------- Afiliados ----------

export interface FiltroAfiliados {
  texto: string;
  actualizacion: FiltroActualizacion;
  pagina: number;
  tamano: number;
  orden?: Orden<ColumnaAfiliadosAdmin>;
}

export async function obtenerAfiliados(f: FiltroAfiliados): Promise<RespuestaAfiliadosAdmin> {
  return recortarFecha(await cliente.admin.listarAfiliados({ consulta: parametros(f) }));
}

export async function guardarAfiliado(cuerpo: CuerpoAfiliadoAdmin): Promise<RespuestaAfiliadoAdmin> {
  return recortarFecha(await cliente.admin.guardarAfiliado({ cuerpo }));
}

export async function eliminarAfiliado(id: number): Promise<RespuestaMensaje> {
  return cliente.admin.eliminarAfiliado({ params: { id } });
}

export function descargarAfiliados(): Promise<void> {
  return cliente.admin.descargarAfiliados.descargar('afiliados.xlsx');
}

/** El formulario de actualización del afiliado en PDF. */
export function descargarFormulario(id: number): Promise<void> {
  return cliente.actualizacion.formularioPdf.descargar('Formulario de actualización.pdf', { params: { id } });
}

/** URL de un solo uso (2 minutos) para abrir el portal como el afiliado. */
export function obtenerUrlToken(id: number): Promise<RespuestaUrlToken> {
  return cliente.admin.urlToken({ params: { id } });
}

export function enviarBienvenida(id: number): Promise<RespuestaBienvenida> {
  return cliente.admin.enviarBienvenida({ params: { id } });
}

// ---------- Importación ----------

/** SPEC 8: el texto cuando el servidor no da uno. */
export const ERROR_PETICION = 'Error en la petición.';

/** Avance de la importación: subiendo (0..1) o procesando en el servidor. */
export type AvanceImportacion = AvanceSubida;

/** Un error de la importación con el texto que se muestra (el del servidor o ERROR_PETICION). */
export class ErrorImportacion extends Error {}

/**
 * POST /api/admin/importar (multipart: tipo, fila y luego el archivo), con el avance de la subida
 * (cliente.admin.importar.subir).
 */
export function importar(
  archivo: Blob,
  nombre: string,
  tipo: TipoImportacion,
  fila: number,
  alAvanzar: (a: AvanceImportacion) => void = () => undefined,
  vistaPrevia = false,
): Promise<RespuestaImportacion> {
  const datos = new FormData();
  datos.append('tipo', tipo);
  datos.append('fila', String(fila));
  // vista_previa: el servidor lee y valida el libro entero y responde lo que haría, sin escribir nada.
  if (vistaPrevia) datos.append('vista_previa', '1');
  datos.append('file', archivo, nombre);
  return cliente.admin.importar.subir(datos, alAvanzar).then(
    (r) => recortarFecha(r),
    async (e: unknown) => {
      throw new ErrorImportacion((await textoDelServidor(e)) ?? ERROR_PETICION);
    },
  );
}

export function descargarPlantilla(tipo: TipoImportacion): Promise<void> {
  return cliente.admin.plantilla.descargar(`plantilla-${tipo}.xlsx`, { params: { tipo } });
}

// ---------- Cortes ----------

export type VistaCorte = 'aportes' | 'creditos';

export async function obtenerCortes(): Promise<Corte[]> {
  return recortarFecha(await cliente.admin.cortes());
}

export interface FiltroCorte<C extends string> {
  texto: string;
  pagina: number;
  tamano: number;
  orden?: Orden<C>;
}

export async function obtenerAportesCorte(
  id: number,
  f: FiltroCorte<ColumnaAportesCorte>,
): Promise<RespuestaAportesCorte> {
  return cliente.admin.aportesCorte({ params: { id }, consulta: parametros(f) });
}

export async function obtenerCreditosCorte(
  id: number,
  f: FiltroCorte<ColumnaCreditosCorte>,
): Promise<RespuestaCreditosCorte> {
  return cliente.admin.creditosCorte({ params: { id }, consulta: parametros(f) });
}

/** La vista filtrada del corte en .xlsx, con su fila de totales. */
export function descargarVistaCorte(vista: VistaCorte, id: number, texto: string): Promise<void> {
  const descargar = vista === 'aportes' ? cliente.admin.descargarAportesCorte : cliente.admin.descargarCreditosCorte;
  return descargar.descargar(`${vista}-corte-${id}.xlsx`, { params: { id }, consulta: parametros({ texto }) });
}

// ---------- Tablero y auditoría ----------

export async function obtenerResumen(): Promise<ResumenAdmin> {
  return cliente.admin.resumen();
}

/** Afiliados cuyos documentos, normalizados, son el mismo: el superadmin decide. */
export async function obtenerDocumentosRepetidos(): Promise<RespuestaDocumentosRepetidos> {
  return cliente.admin.documentosRepetidos();
}

export interface FiltroAuditoria {
  accion: string;
  desde: string;
  hasta: string;
  pagina: number;
  tamano: number;
  orden?: Orden<ColumnaAuditoria>;
}

export async function obtenerAuditoria(f: FiltroAuditoria): Promise<RespuestaAuditoria> {
  return cliente.admin.auditoria({ consulta: parametros(f) });
}

// ---------- Tipos de crédito ----------

export function obtenerTiposCredito(): Promise<TipoCredito[]> {
  return cliente.tiposCredito.listar();
}

export function guardarTipoCredito(cuerpo: CuerpoTipoCredito): Promise<TipoCredito> {
  return cliente.tiposCredito.guardar({ cuerpo });
}

export function eliminarTipoCredito(id: number): Promise<RespuestaMensaje> {
  return cliente.tiposCredito.eliminar({ params: { id } });
}

/** Tipos de aporte con su marca de si cuentan para el cupo. */
export function obtenerTiposAporteCupo(): Promise<TipoAporteCupo[]> {
  return cliente.cupo.tiposAporte();
}

export function marcarAportesCupo(ids: number[]): Promise<TipoAporteCupo[]> {
  return cliente.cupo.marcarAportes({ cuerpo: { ids } });
}

/** Reinicia el segundo factor perdido de otro superadmin; puede pedir el código de verificación. */
export function reiniciarSegundoFactor(id: number): Promise<RespuestaMensaje> {
  return cliente.dosFactores.reiniciar({ params: { id } });
}
