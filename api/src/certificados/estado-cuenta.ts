// Servicio del estado de cuenta de un corte: reúne las cifras del corte y del
// anterior, dibuja el PDF (en los hilos de PDF) y lo registra con su código de verificación, como
// un certificado (tipo 'estado_cuenta').
import { ocultarAporte, urlVerificacion } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado, noEncontrado } from '../errors.js';
import { fechaCorta } from '../pdf/formato.js';
import { afiliadoCertificado, registrarEmision } from './consultas.js';
import { ahorrosEstadoCuenta, cortesEstadoCuenta, creditosEstadoCuenta } from './consultas-estado-cuenta.js';
import { generarEstadoCuentaPdf, type DatosEstadoCuenta } from './estado-cuenta-pdf.js';
import { nuevoCodigo } from './etiquetas.js';

export const MENSAJE_CORTE_NO_ENCONTRADO = 'Corte no encontrado';
export const MENSAJE_SIN_DATOS_ESTADO = 'No hay información del afiliado en ese corte para generar el estado de cuenta';

export interface PedidoEstadoCuenta {
  idAfiliado: number;
  idCorte: number;
  ahora: Date;
  fondo: { nombre: string; nit: string };
  portalUrl: string;
  /** Quién dibuja el PDF (por defecto, en este hilo). */
  generarPdf?: (datos: DatosEstadoCuenta) => Promise<Buffer>;
}

export function etiquetaEstadoCuenta(corte: string): string {
  return `Estado de cuenta a ${fechaCorta(corte)}`;
}

export async function emitirEstadoCuenta(
  db: Db,
  pedido: PedidoEstadoCuenta,
): Promise<{ pdf: Buffer; etiqueta: string; codigo: string }> {
  const afiliado = await afiliadoCertificado(db, pedido.idAfiliado);
  if (!afiliado) throw afiliadoNoEncontrado();
  const cortes = await cortesEstadoCuenta(db, pedido.idAfiliado, pedido.idCorte);
  if (!cortes) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
  if (cortes.aportes + cortes.creditos === 0) throw noEncontrado(MENSAJE_SIN_DATOS_ESTADO);

  const [ahorros, creditos] = await Promise.all([
    ahorrosEstadoCuenta(db, pedido.idAfiliado, pedido.idCorte, cortes.id_anterior),
    creditosEstadoCuenta(db, pedido.idAfiliado, pedido.idCorte),
  ]);
  const codigo = nuevoCodigo();
  const etiqueta = etiquetaEstadoCuenta(cortes.corte);
  const datos: DatosEstadoCuenta = {
    etiqueta,
    codigo,
    urlVerificacion: urlVerificacion(pedido.portalUrl, codigo),
    emitido: pedido.ahora,
    fondo: pedido.fondo,
    afiliado,
    corte: cortes.corte,
    anterior: cortes.anterior,
    // La Revalorización en cero no se lista (SPEC 5) si tampoco tenía saldo en el corte anterior.
    ahorros: ahorros.filas.filter(
      (a) => !(ocultarAporte(a.nombre, a.actual) && (a.anterior === null || Number(a.anterior) === 0)),
    ),
    totalesAhorro: ahorros.totales,
    creditos: creditos.filas,
    totalesCredito: creditos.totales,
  };
  const pdf = await (pedido.generarPdf ?? generarEstadoCuentaPdf)(datos);
  await registrarEmision(db, {
    codigo,
    id_afiliado: pedido.idAfiliado,
    tipo: 'estado_cuenta',
    id_corte: pedido.idCorte,
    etiqueta,
    emitido: pedido.ahora.toISOString(),
  });
  return { pdf, etiqueta, codigo };
}
