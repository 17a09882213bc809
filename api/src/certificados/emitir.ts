// Emisión de un certificado: valida lo pedido, reúne las cifras, dibuja el PDF y guarda el código.
import type { TipoCertificado } from '@fondo/shared/types';
import type { Db } from '../db/client.js';
import { noEncontrado, solicitudInvalida } from '../errors.js';
import {
  afiliadoCertificado, aportesDelCorte, corteDelAfiliado, creditosConSaldo, creditosDelAnio, registrarEmision,
} from './consultas.js';
import { esTipoCertificado, etiquetaCertificado, nuevoCodigo } from './etiquetas.js';
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';

export const MENSAJE_NO_ENCONTRADO = 'Certificado no encontrado';
export const MENSAJE_SIN_DATOS = 'No hay información del afiliado en ese corte para generar el certificado';
export const MENSAJE_NO_DICIEMBRE = 'El certificado tributario solo se genera con el corte de diciembre';
export const MENSAJE_CORTE_INVALIDO = "El campo 'id_corte' debe ser un número entero";
export const MENSAJE_FALTA_CORTE = "Falta el corte del certificado ('id_corte')";
export const MENSAJE_FALTA_TIPO = "Falta el tipo de certificado ('tipo_certificado')";
export const MENSAJE_AFILIADO_NO_ENCONTRADO = 'Afiliado no encontrado';

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
  if (!afiliado) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);

  const codigo = nuevoCodigo();
  const base = {
    tipo,
    codigo,
    urlVerificacion: `${pedido.portalUrl}/api/certificados/verificar/${codigo}`,
    emitido: pedido.ahora,
    fondo: pedido.fondo,
    ciudad: 'Bogotá D.C.',
    afiliado,
  };
  let datos: DatosCertificado;
  if (tipo === 'afiliacion') {
    datos = {
      ...base, etiqueta: etiquetaCertificado(tipo, null), corte: null,
      aportes: [], creditos: [], totalAportes: '0', totalCreditos: '0', totalIntereses: null,
    };
  } else {
    if (idCorte === null) throw solicitudInvalida(MENSAJE_FALTA_CORTE);
    const corte = await corteDelAfiliado(db, pedido.idAfiliado, idCorte);
    if (!corte) throw noEncontrado(MENSAJE_NO_ENCONTRADO);
    if (tipo === 'saldos') {
      // Igual que la lista: hay certificado de saldos en los cortes con aportes.
      if (corte.aportes === 0) throw noEncontrado(MENSAJE_SIN_DATOS);
      const aportes = await aportesDelCorte(db, pedido.idAfiliado, idCorte);
      const creditos = await creditosConSaldo(db, pedido.idAfiliado, idCorte);
      datos = {
        ...base, etiqueta: etiquetaCertificado(tipo, corte.corte), corte: corte.corte,
        aportes: aportes.aportes, totalAportes: aportes.total,
        creditos: creditos.creditos, totalCreditos: creditos.total, totalIntereses: null,
      };
    } else {
      if (corte.corte.slice(5, 7) !== '12') throw noEncontrado(MENSAJE_NO_DICIEMBRE);
      if (corte.aportes + corte.creditos === 0) throw noEncontrado(MENSAJE_SIN_DATOS);
      const anio = Number(corte.corte.slice(0, 4));
      const aportes = await aportesDelCorte(db, pedido.idAfiliado, idCorte);
      const creditos = await creditosDelAnio(db, pedido.idAfiliado, anio);
      datos = {
        ...base, etiqueta: etiquetaCertificado(tipo, corte.corte), corte: corte.corte,
        aportes: aportes.aportes, totalAportes: aportes.total,
        creditos: creditos.creditos, totalCreditos: creditos.total, totalIntereses: creditos.totalIntereses,
      };
    }
  }

  const pdf = await (pedido.generarPdf ?? generarCertificadoPdf)(datos);
  await registrarEmision(db, {
    codigo, id_afiliado: pedido.idAfiliado, tipo, id_corte: idCorte === null || tipo === 'afiliacion' ? null : idCorte,
    etiqueta: datos.etiqueta, emitido: pedido.ahora.toISOString(),
  });
  return { pdf, etiqueta: datos.etiqueta, codigo };
}
