// Valores con separador de miles (1,000,000) en los campos numéricos: solo dígitos.

export function formatoMiles(v: number | string | undefined): string {
  if (v === undefined || v === '') return '';
  return String(v).replace(/\D/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function soloDigitos(v: string | undefined): number {
  const d = (v ?? '').replace(/\D/g, '');
  return d ? Number(d) : 0;
}
