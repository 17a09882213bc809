// Servicio de certificados: qué certificados tiene un afiliado (DESIGN 6), la emisión (valida lo
// pedido, reúne las cifras, dibuja el PDF y guarda el código) y la verificación pública.
import { urlVerificacion, type CertificadoDisponible, type TipoCertificado, type Verificacion } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado, noEncontrado, solicitudInvalida } from '../errors.js';
import { lecturaGuardada } from '../productos/lecturas-guardadas.js';
import {
  afiliadoCertificado,
  aportesDelCorte,
  buscarEmision,
  corteDelAfiliado,
  cortesDelAfiliado,
  type CorteConCertificados,
  creditosConSaldo,
  creditosDelAnio,
  registrarEmision,
} from './consultas.js';
import {
  esDocumentoVerificable,
  esTipoCertificado,
  etiquetaCertificado,
  normalizarCodigo,
  nuevoCodigo,
} from './etiquetas.js';
import { documentoEnmascarado } from '../pdf/formato.js';
import { firmantesVerificados } from '../firmas/verificacion.js';

// El registro de un documento verificable (su código): también lo usa la firma electrónica.
export { registrarEmision };
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';

export const MENSAJE_NO_ENCONTRADO = 'Certificado no encontrado';
export const MENSAJE_SIN_DATOS = 'No hay información del afiliado en ese corte para generar el certificado';
export const MENSAJE_NO_DICIEMBRE = 'El certificado tributario solo se genera con el corte de diciembre';
export const MENSAJE_CORTE_INVALIDO = "El campo 'id_corte' debe ser un número entero";
export const MENSAJE_FALTA_CORTE = "Falta el corte del certificado ('id_corte')";
export const MENSAJE_FALTA_TIPO = "Falta el tipo de certificado ('tipo_certificado')";
export const MENSAJE_CODIGO_NO_ENCONTRADO = 'Código de verificación no encontrado';

export interface PedidoCertificado {
  idAfiliado: number;
  tipo: string | undefined;
  idCorte: string | undefined;
  ahora: Date;
  fondo: { nombre: string; nit: string };
  portalUrl: string;
  /** Quién dibuja el PDF (por defecto, en este hilo). */
  generarPdf?: (datos: DatosCertificado) => Promise<Buffer>;
}

export interface CertificadoEmitido {
  pdf: Buffer;
  etiqueta: string;
  codigo: string;
}

/** id_corte de la consulta: ausente (o vacío / 'null') -> null; si no es un entero positivo -> 400. */
function leerIdCorte(texto: string | undefined): number | null {
  const t = texto?.trim() ?? '';
  if (t === '' || t === 'null') return null;
  if (!/^[1-9]\d{0,9}$/.test(t) || Number(t) > 2_147_483_647) throw solicitudInvalida(MENSAJE_CORTE_INVALIDO);
  return Number(t);
}

export async function emitirCertificado(db: Db, pedido: PedidoCertificado): Promise<CertificadoEmitido> {
  const tipoTexto = pedido.tipo?.trim() ?? '';
  if (!tipoTexto) throw solicitudInvalida(MENSAJE_FALTA_TIPO);
  const idCorte = leerIdCorte(pedido.idCorte);
  if (!esTipoCertificado(tipoTexto)) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
  const tipo: TipoCertificado = tipoTexto;

  const afiliado = await afiliadoCertificado(db, pedido.idAfiliado);
  if (!afiliado) throw afiliadoNoEncontrado();

  const codigo = nuevoCodigo();
  const base = {
    tipo,
    codigo,
    urlVerificacion: urlVerificacion(pedido.portalUrl, codigo),
    emitido: pedido.ahora,
    fondo: pedido.fondo,
    ciudad: 'Bogotá D.C.',
    afiliado,
  };
  let datos: DatosCertificado;
  if (tipo === 'afiliacion') {
    datos = {
      ...base,
      etiqueta: etiquetaCertificado(tipo, null),
      corte: null,
      aportes: [],
      creditos: [],
      totalAportes: '0',
      totalCreditos: '0',
      totalIntereses: null,
    };
  } else {
    if (idCorte === null) throw solicitudInvalida(MENSAJE_FALTA_CORTE);
    const corte = await corteDelAfiliado(db, pedido.idAfiliado, idCorte);
    if (!corte) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
    if (tipo === 'saldos') {
      // Igual que la lista: hay certificado de saldos en los cortes con aportes.
      if (corte.aportes === 0) throw noEncontrado(MENSAJE_SIN_DATOS);
    } else {
      if (corte.corte.slice(5, 7) !== '12') throw noEncontrado(MENSAJE_NO_DICIEMBRE);
      if (corte.aportes + corte.creditos === 0) throw noEncontrado(MENSAJE_SIN_DATOS);
    }
    const aportes = await aportesDelCorte(db, pedido.idAfiliado, idCorte);
    // Saldos: los créditos con saldo al corte; tributario: los del año, con sus intereses.
    const creditos =
      tipo === 'saldos'
        ? { ...(await creditosConSaldo(db, pedido.idAfiliado, idCorte)), totalIntereses: null }
        : await creditosDelAnio(db, pedido.idAfiliado, Number(corte.corte.slice(0, 4)));
    datos = {
      ...base,
      etiqueta: etiquetaCertificado(tipo, corte.corte),
      corte: corte.corte,
      aportes: aportes.aportes,
      totalAportes: aportes.total,
      creditos: creditos.creditos,
      totalCreditos: creditos.total,
      totalIntereses: creditos.totalIntereses,
    };
  }

  const pdf = await (pedido.generarPdf ?? generarCertificadoPdf)(datos);
  await registrarEmision(db, {
    codigo,
    id_afiliado: pedido.idAfiliado,
    tipo,
    id_corte: idCorte === null || tipo === 'afiliacion' ? null : idCorte,
    etiqueta: datos.etiqueta,
    emitido: pedido.ahora.toISOString(),
  });
  return { pdf, etiqueta: datos.etiqueta, codigo };
}

/**
 * Certificados del afiliado (DESIGN 6): afiliación primero; luego los tributarios (un año por cada
 * diciembre con filas del afiliado, el más reciente primero); luego los de saldos de cada corte con
 * aportes, el más reciente primero. 404 si el afiliado no existe.
 * JSON de la lista de certificados, guardado en memoria mientras version_datos no cambie (como las
 * lecturas de Productos): con 120 cortes por afiliado la lista no se arma en cada lectura.
 */
export async function certificadosDisponiblesJson(db: Db, idAfiliado: number): Promise<string> {
  const json = await lecturaGuardada(db, `certificados:${idAfiliado}`, async () => {
    const leidos = await cortesDelAfiliado(db, idAfiliado);
    return leidos && { version: leidos.version, json: JSON.stringify(listaDeCertificados(leidos.cortes)) };
  });
  if (json === null) throw afiliadoNoEncontrado();
  return json;
}

function listaDeCertificados(cortes: CorteConCertificados[]): CertificadoDisponible[] {
  const tributarios: CertificadoDisponible[] = [];
  const saldos: CertificadoDisponible[] = [];
  const anios = new Set<string>();
  for (const f of cortes) {
    const anio = f.corte.slice(0, 4);
    // El último corte de diciembre de cada año (la lista viene del más reciente al más antiguo).
    if (f.corte.slice(5, 7) === '12' && !anios.has(anio)) {
      anios.add(anio);
      tributarios.push({
        id_corte: f.id_corte,
        certificado: 'tributario',
        etiqueta: etiquetaCertificado('tributario', f.corte),
        corte: f.corte,
      });
    }
    if (f.con_aportes) {
      saldos.push({
        id_corte: f.id_corte,
        certificado: 'saldos',
        etiqueta: etiquetaCertificado('saldos', f.corte),
        corte: f.corte,
      });
    }
  }
  return [
    { id_corte: null, certificado: 'afiliacion', etiqueta: etiquetaCertificado('afiliacion', null), corte: null },
    ...tributarios,
    ...saldos,
  ];
}

/**
 * Verificación pública por código (certificados y estados de cuenta): lo mínimo para que un banco confirme
 * el documento; el documento de identidad sale enmascarado de aquí, nunca completo. 404 si no existe.
 */
export async function verificarCertificado(db: Db, codigoTexto: string): Promise<Verificacion> {
  const codigo = normalizarCodigo(codigoTexto);
  const emision = codigo ? await buscarEmision(db, codigo) : null;
  if (!emision || !esDocumentoVerificable(emision.tipo)) throw noEncontrado(MENSAJE_CODIGO_NO_ENCONTRADO);
  return {
    valido: true,
    etiqueta: emision.etiqueta,
    tipo_certificado: emision.tipo,
    corte: emision.corte,
    afiliado: {
      nombres: emision.nombres,
      apellidos: emision.apellidos,
      documento: documentoEnmascarado(emision.documento),
    },
    emitido: emision.emitido,
    ...(emision.tipo === 'carta_pagare' ? { firmas: await firmantesVerificados(db, codigo!) } : {}),
  };
}
