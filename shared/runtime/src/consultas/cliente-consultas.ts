import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { useSesion } from '../sesion/sesion';
import { avisarError } from './avisos';

/** meta de una consulta o mutación: `sinDialogo` cuando la pantalla muestra el error a su manera (SPEC 8). */
export interface MetaConsulta {
  [clave: string]: unknown;
  sinDialogo?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: MetaConsulta;
    mutationMeta: MetaConsulta;
  }
}

/** Un reintento solo si no hubo respuesta o el servidor falló (5xx); un 4xx no cambia al repetirlo. */
export function reintentar(fallos: number, error: unknown): boolean {
  if (fallos >= 1) return false;
  if (error instanceof HTTPError) return error.response.status >= 500;
  return error instanceof TypeError;
}

/**
 * Un cliente de consultas con la política del portal: los errores se avisan una vez (diálogo 'Error'),
 * salvo meta.sinDialogo; 30 s de frescura; sin recargar al volver a la ventana. Al cerrar la sesión o
 * cambiar de afiliado se vacía, para que los datos de uno nunca se vean con la sesión de otro.
 */
export function crearClienteConsultas(): QueryClient {
  const cliente = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, consulta) => {
        if (!consulta.meta?.sinDialogo) void avisarError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _contexto, mutacion) => {
        if (!mutacion.meta?.sinDialogo) void avisarError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: reintentar, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  useSesion.subscribe((s, antes) => {
    const cerro = Boolean(antes.access_token) && !s.access_token;
    const otro = antes.usuario !== null && s.usuario !== null && antes.usuario.id_afiliado !== s.usuario.id_afiliado;
    if (cerro || otro) cliente.clear();
  });
  return cliente;
}

/** El cliente de consultas de la página: lo crea este singleton y lo pone la shell en su raíz. */
export const clienteConsultas: QueryClient = crearClienteConsultas();
