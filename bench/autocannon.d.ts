// Tipos de lo que el benchmark usa de autocannon 8 (el paquete no trae los suyos).
declare module 'autocannon' {
  interface Opciones {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeout?: number;
    /**
     * Secuencia de peticiones que repite cada conexión. setupRequest recibe el contexto de la conexión
     * (un objeto por conexión: p. ej. para darle su propia sesión).
     */
    requests?: {
      method?: 'GET' | 'POST';
      path: string;
      headers?: Record<string, string>;
      setupRequest?: (
        peticion: { path: string; headers?: Record<string, string> },
        contexto: Record<string, unknown>,
      ) => { path: string; headers?: Record<string, string> };
    }[];
  }
  interface Histograma {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Resultado {
    requests: Histograma;
    latency: Histograma;
    throughput: Histograma;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(opciones: Opciones): Promise<Resultado>;
  export default autocannon;
}
