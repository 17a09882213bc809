// La cola con varios procesos de la API sobre la misma base (DESIGN 7): cada correo sale una sola vez.
// Con DATABASE_URL cada instancia tiene su propio pool de conexiones, como procesos aparte sobre un
// PostgreSQL; en PGlite (un solo proceso por base) las instancias comparten la base. Y el trabajo
// periódico: uno por día aunque varios procesos lo programen.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { abrirBaseDeDatos, type BaseDeDatos } from '../db/client.js';
import { trabajo } from '../db/schema.js';
import { crearCorreo } from '../correo-saliente/transporte.js';
import { encolarCorreo } from '../correo-saliente/salida.js';
import { crearAppDePrueba, type AppDePrueba } from '../../test/ayudantes.js';
import { iniciarSmtp, type ServidorSmtp } from '../../test/smtp.js';
import { encolarDelDia } from './periodicos.js';
import { encolar, estadoCola } from './consultas.js';
import { crearCola } from './cola.js';

let smtp: ServidorSmtp;
let p: AppDePrueba;
const otras: { app: FastifyInstance; base: BaseDeDatos | null }[] = [];
/** Correos que envió cada instancia. */
const enviadosPor: number[] = [0, 0, 0];

beforeAll(async () => {
  smtp = await iniciarSmtp();
  p = await crearAppDePrueba({ entorno: { SMTP_URL: smtp.url } });
  for (let i = 1; i < 3; i++) {
    const base = p.config.databaseUrl ? await abrirBaseDeDatos(p.config) : null;
    const correo = crearCorreo(p.config, p.app.log);
    const app = await buildApp({
      config: p.config,
      db: base?.db ?? p.db,
      reloj: p.reloj,
      trabajador: false,
      correo: {
        carpetaSalida: null,
        enviar: async (m) => {
          await correo.enviar(m);
          enviadosPor[i]!++;
        },
        cerrar: () => correo.cerrar?.(),
      },
    });
    await app.ready();
    otras.push({ app, base });
  }
});
afterAll(async () => {
  for (const o of otras) {
    await o.app.close();
    await o.base?.cerrar();
  }
  await p?.cerrar();
  await smtp?.detener();
});

test('tres instancias con su trabajador: 60 correos, cada uno entregado una sola vez', async () => {
  const original = p.app.correo.enviar.bind(p.app.correo);
  p.app.correo.enviar = async (m) => {
    await original(m);
    enviadosPor[0]!++;
  };
  const apps = [p.app, ...otras.map((o) => o.app)];
  for (const app of apps) app.cola.iniciar();
  try {
    await p.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++)
        await encolarCorreo(tx, {
          motivo: 'bienvenida',
          para: `persona${i}@correo.prueba`,
          asunto: `Correo ${i}`,
          texto: `Hola ${i}`,
        });
    });
    const limite = Date.now() + 60_000;
    for (;;) {
      const filas = await p.db.select({ estado: trabajo.estado }).from(trabajo).where(eq(trabajo.tipo, 'correo'));
      if (filas.every((f) => f.estado === 'hecho')) break;
      if (Date.now() > limite) throw new Error(`No terminó: ${JSON.stringify(filas)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    for (const app of apps) await app.cola.detener();
  }
  const asuntos = smtp.recibidos.map((r) => r.correo.subject);
  expect(asuntos).toHaveLength(60);
  expect(new Set(asuntos).size).toBe(60);
  expect(enviadosPor.reduce((a, b) => a + b, 0)).toBe(60);
  // Las tres trabajaron a la vez (no una sola con las demás esperando).
  expect(enviadosPor.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  expect((await estadoCola(p.db, p.reloj())).find((e) => e.tipo === 'correo')).toMatchObject({
    pendientes: 0,
    en_curso: 0,
    fallidos: 0,
    hechos_24h: 60,
  });
});

test('el trabajo del día se crea una vez aunque lo programen todas las instancias, y lo ejecuta una', async () => {
  const hoy = new Date('2026-11-24T12:00:00Z');
  const bases = [p.db, ...otras.map((o) => o.base?.db ?? p.db)];
  await Promise.all(bases.map((db) => encolarDelDia(db, ['purga_archivos', 'purga_cola'], hoy)));
  const filas = await p.db.select().from(trabajo).where(eq(trabajo.clave, 'purga_archivos:2026-11-24'));
  expect(filas).toHaveLength(1);
  const tomados = await Promise.all([p.app, ...otras.map((o) => o.app)].map((a) => a.cola.procesar()));
  expect(tomados.reduce((a, b) => a + b, 0)).toBe(2);
  const hechos = await p.db.select().from(trabajo).where(eq(trabajo.estado, 'hecho'));
  expect(
    hechos
      .filter((t) => t.clave?.endsWith(':2026-11-24'))
      .map((t) => t.tipo)
      .sort(),
  ).toEqual(['purga_archivos', 'purga_cola']);
  // Otra vez el mismo día: nada nuevo.
  await encolarDelDia(p.db, ['purga_archivos', 'purga_cola'], new Date('2026-11-24T23:00:00Z'));
  expect(await p.app.cola.procesar()).toBe(0);
});

test('un proceso ejecuta hasta `concurrencia` trabajos a la vez, y todos una vez', async () => {
  let enVuelo = 0;
  let maximo = 0;
  const hechos: number[] = [];
  const cola = crearCola({
    db: p.db,
    reloj: () => p.reloj(),
    log: p.app.log,
    concurrencia: 3,
    manejadores: {
      espera: async (t) => {
        enVuelo++;
        maximo = Math.max(maximo, enVuelo);
        await new Promise((r) => setTimeout(r, 20));
        hechos.push(Number(t.datos.n));
        enVuelo--;
      },
    },
  });
  for (let n = 0; n < 12; n++) await encolar(p.db, { tipo: 'espera', datos: { n } });
  expect(await cola.procesar()).toBe(12);
  expect(maximo).toBe(3);
  expect(hechos.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
});
