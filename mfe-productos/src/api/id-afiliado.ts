// Afiliado cuyos productos se muestran: 'me', o el de ?id_afiliado= si quien mira es superadmin.
import { esSuperadmin, useSesion, useSearchParams } from '@fondo/runtime';
import type { IdAfiliado } from './productos';

export function useIdAfiliado(): IdAfiliado {
  const [params] = useSearchParams();
  const admin = useSesion((s) => esSuperadmin(s));
  const valor = params.get('id_afiliado');
  if (admin && valor && /^[1-9]\d*$/.test(valor)) return Number(valor);
  return 'me';
}

/** Sufijo de consulta para conservar el afiliado al navegar entre pantallas de productos. */
export function consultaAfiliado(id: IdAfiliado): string {
  return id === 'me' ? '' : `?id_afiliado=${id}`;
}
