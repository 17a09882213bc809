// Etiquetas de los certificados (DESIGN 6), también nombre del PDF, y el código de verificación.
// El Content-Disposition de la descarga es el de los archivos (archivos/nombre.ts).
import { randomBytes } from 'node:crypto';
import type { TipoCertificado, TipoDocumentoVerificable } from '@fondo/contrato';
import { fechaCorta } from '../pdf/formato.js';

export const TIPOS_CERTIFICADO: readonly TipoCertificado[] = ['saldos', 'tributario', 'afiliacion'];

export function esTipoCertificado(valor: string): valor is TipoCertificado {
  return (TIPOS_CERTIFICADO as readonly string[]).includes(valor);
}

/** Los certificados, el estado de cuenta de un corte y la carta y el pagaré firmados llevan código de verificación. */
export function esDocumentoVerificable(valor: string): valor is TipoDocumentoVerificable {
  return esTipoCertificado(valor) || valor === 'estado_cuenta' || valor === 'carta_pagare';
}

export function etiquetaCertificado(tipo: TipoCertificado, corte: string | null): string {
  if (tipo === 'afiliacion') return 'Certificado de afiliación';
  if (!corte) throw new Error(`El certificado ${tipo} necesita un corte`);
  if (tipo === 'tributario') return `Certificado tributario ${corte.slice(0, 4)}`;
  return `Certificado de saldos a ${fechaCorta(corte)}`;
}

/** Nombre de archivo: la etiqueta, con las barras de la fecha como guiones. */
export function nombreArchivo(etiqueta: string): string {
  return `${etiqueta.replaceAll('/', '-')}.pdf`;
}

/** Sin 0/O ni 1/I: se dicta y se copia sin confusiones. 32 símbolos = 5 bits cada uno. */
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LARGO_CODIGO = 16;

/** Código aleatorio de 80 bits, en grupos de 4: 'K7QM-2XPD-9HTR-WB4C'. */
export function nuevoCodigo(): string {
  const bytes = randomBytes(LARGO_CODIGO);
  let s = '';
  for (const b of bytes) s += ALFABETO[b & 31];
  return agrupar(s);
}

function agrupar(s: string): string {
  return s.match(/.{4}/g)?.join('-') ?? s;
}

/** Forma canónica de un código escrito a mano (minúsculas, sin guiones o con espacios); null si no puede ser un código. */
export function normalizarCodigo(entrada: string): string | null {
  const s = entrada.toUpperCase().replace(/[\s-]/g, '');
  if (s.length !== LARGO_CODIGO) return null;
  for (const c of s) if (!ALFABETO.includes(c)) return null;
  return agrupar(s);
}
