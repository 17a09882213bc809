// Cuentas escritas con su número: '1 afiliado', '3 afiliados' (nunca 'los 1 afiliados').

/** '1 afiliado' / '0 afiliados' / '1,250 afiliados'. */
export function cantidad(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}
