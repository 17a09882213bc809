// Valores con separador de miles (1,000,000) en los campos numéricos: solo dígitos.
import { formatoDinero } from '@fondo/contrato';

export function formatoMiles(v: number | string | undefined): string {
  if (v === undefined || v === '') return '';
  return String(v)
    .replace(/\D/g, '')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function soloDigitos(v: string | undefined): number {
  const d = (v ?? '').replace(/\D/g, '');
  return d ? Number(d) : 0;
}

/** 'Valor máximo para este tipo: $50,000,000.00' (el tope del tipo de crédito). */
export const textoValorMaximo = (maximo: number) => `Valor máximo para este tipo: ${formatoDinero(maximo)}`;
