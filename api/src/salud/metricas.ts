// Métricas de Prometheus (prom-client): un registro por app. Se sirven en otro puerto (METRICS_PORT,
// server.ts), nunca por nginx ni por el puerto público. Nombres documentados en el README.
import { createServer, type Server } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { filaDeClaves } from '../auth/claves.js';
import type { ResultadoIntento } from '../cola/cola.js';
import { estadoCola } from '../cola/consultas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registro de métricas de esta app (prom-client). */
    metricas: Registry;
  }
}

/** Ruta de la métrica para una petición sin ruta registrada (404): no se usa la URL, que no tiene límite. */
const SIN_RUTA = '(sin ruta)';

/** Resultado de un POST /api/login por su status. */
function resultadoLogin(status: number): string {
  if (status === 200) return 'ok';
  if (status === 401) return 'rechazado';
  if (status === 429) return 'bloqueado';
  if (status === 400) return 'invalido';
  return 'error';
}

export interface Metricas {
  registro: Registry;
  /** Cuenta un intento de la cola de trabajos (lo llama la cola al terminar cada uno; se pasa suelta). */
  contarTrabajo: (tipo: string, resultado: ResultadoIntento) => void;
}

/**
 * Crea el registro y los hooks que cuentan peticiones, latencias, logins, importaciones, el pool y la
 * cola de trabajos (profundidad por tipo al leer /metrics; intentos por resultado al terminar cada uno).
 */
export function instalarMetricas(app: FastifyInstance): Metricas {
  const registro = new Registry();
  const peticiones = new Counter({
    name: 'fondo_http_peticiones_total',
    help: 'Peticiones HTTP atendidas, por método, patrón de ruta y status',
    labelNames: ['metodo', 'ruta', 'status'] as const,
    registers: [registro],
  });
  const duracion = new Histogram({
    name: 'fondo_http_duracion_segundos',
    help: 'Tiempo de respuesta HTTP, por método y patrón de ruta',
    labelNames: ['metodo', 'ruta'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registro],
  });
  const logins = new Counter({
    name: 'fondo_logins_total',
    help: 'Intentos de POST /api/login por resultado (ok, rechazado, bloqueado, invalido, error)',
    labelNames: ['resultado'] as const,
    registers: [registro],
  });
  const bloqueos = new Counter({
    name: 'fondo_login_bloqueos_total',
    help: 'Logins rechazados con 429 por demasiados intentos fallidos',
    registers: [registro],
  });
  const importaciones = new Histogram({
    name: 'fondo_importacion_duracion_segundos',
    help: 'Duración de POST /api/admin/importar (subida y escritura), por status',
    labelNames: ['status'] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
    registers: [registro],
  });
  new Gauge({
    name: 'fondo_db_conexiones',
    help: 'Conexiones del pool de PostgreSQL por estado (total, inactivas, esperando: peticiones sin conexión)',
    labelNames: ['estado'] as const,
    registers: [registro],
    collect() {
      const cliente = (app.db as { $client?: unknown }).$client;
      if (cliente instanceof pg.Pool) {
        this.set({ estado: 'total' }, cliente.totalCount);
        this.set({ estado: 'inactivas' }, cliente.idleCount);
        this.set({ estado: 'esperando' }, cliente.waitingCount);
      } else if (cliente instanceof PGlite) {
        this.set({ estado: 'total' }, 1);
      }
    },
  });
  new Gauge({
    name: 'fondo_claves_hashes',
    help: 'Hashes argon2 (login, cambio de clave) en curso y en fila',
    labelNames: ['estado'] as const,
    registers: [registro],
    collect() {
      const f = filaDeClaves();
      this.set({ estado: 'activos' }, f.activos);
      this.set({ estado: 'esperando' }, f.esperando);
    },
  });

  const intentos = new Counter({
    name: 'fondo_cola_intentos_total',
    help: 'Intentos de la cola de trabajos de este proceso, por tipo y resultado (hecho, reintento, fallido)',
    labelNames: ['tipo', 'resultado'] as const,
    registers: [registro],
  });
  // Estado de la cola, leído de la base al pedir /metrics (es de todos los procesos).
  const leerCola = () => estadoCola(app.db, app.reloj()).catch(() => null);
  new Gauge({
    name: 'fondo_cola_trabajos',
    help: 'Trabajos de la cola por tipo y estado (pendiente, en_curso, fallido); compartida por los procesos',
    labelNames: ['tipo', 'estado'] as const,
    registers: [registro],
    async collect() {
      const tipos = await leerCola();
      this.reset();
      for (const t of tipos ?? []) {
        this.set({ tipo: t.tipo, estado: 'pendiente' }, t.pendientes);
        this.set({ tipo: t.tipo, estado: 'en_curso' }, t.en_curso);
        this.set({ tipo: t.tipo, estado: 'fallido' }, t.fallidos);
      }
    },
  });
  new Gauge({
    name: 'fondo_cola_pendiente_mas_antiguo_segundos',
    help: 'Edad del trabajo pendiente o en curso más antiguo, por tipo (0 sin ninguno); compartida por los procesos',
    labelNames: ['tipo'] as const,
    registers: [registro],
    async collect() {
      const ahora = app.reloj().getTime();
      const tipos = await leerCola();
      this.reset();
      for (const t of tipos ?? []) {
        const desde = t.pendiente_mas_antiguo ? Date.parse(t.pendiente_mas_antiguo) : ahora;
        this.set({ tipo: t.tipo }, Math.max(0, (ahora - desde) / 1000));
      }
    },
  });

  app.addHook('onResponse', (request, reply, listo) => {
    const ruta = request.routeOptions.url ?? SIN_RUTA;
    const metodo = request.method;
    const status = reply.statusCode;
    peticiones.inc({ metodo, ruta, status });
    const segundos = reply.elapsedTime / 1000;
    duracion.observe({ metodo, ruta }, segundos);
    if (metodo === 'POST' && ruta === '/api/login') {
      logins.inc({ resultado: resultadoLogin(status) });
      if (status === 429) bloqueos.inc();
    } else if (metodo === 'POST' && ruta === '/api/admin/importar') {
      importaciones.observe({ status }, segundos);
    }
    listo();
  });
  app.decorate('metricas', registro);
  return { registro, contarTrabajo: (tipo, resultado) => intentos.inc({ tipo, resultado }) };
}

/**
 * Servidor de /metrics en su propio puerto (solo GET /metrics). Añade las métricas del proceso
 * (CPU, memoria, retraso del bucle de eventos) con el prefijo fondo_proceso_.
 */
export async function servirMetricas(registro: Registry, puerto: number, host: string): Promise<Server> {
  collectDefaultMetrics({ register: registro, prefix: 'fondo_proceso_' });
  const servidor = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Recurso no encontrado' }));
      return;
    }
    registro.metrics().then(
      (texto) => {
        res.writeHead(200, { 'content-type': registro.contentType, 'cache-control': 'no-store' });
        res.end(texto);
      },
      () => {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'No se pudieron leer las métricas' }));
      },
    );
  });
  await new Promise<void>((ok, mal) => {
    servidor.once('error', mal);
    servidor.listen(puerto, host, () => ok());
  });
  return servidor;
}
