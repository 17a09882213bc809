// 'Invitar a todos': la bienvenida de siempre (token de 72 h, auditoría, correo) a
// cada afiliado sin clave o del filtro, con su turno en la cola; los sin correo se cuentan; el avance
// sale del estado de cada correo. Y 5.000 invitaciones contra un servidor SMTP de verdad que se cae a
// mitad y vuelve: cada afiliado recibe su bienvenida exactamente una vez.
import { eq, sql } from 'drizzle-orm';
import { MENSAJE_SIN_INVITADOS, type RespuestaInvitar, type RespuestaLotes } from '@fondo/contrato';
import { afiliado, auditoria, invitacion, trabajo } from '../db/schema.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  superadminConToken,
  tokenDirecto,
  type AppDePrueba,
} from '../../test/ayudantes.js';
import { iniciarSmtp, type ServidorSmtp } from '../../test/smtp.js';

const MINUTO = 60_000;
/**
 * 10 por minuto: los turnos de 5.000 van de 0 a 500 min, lejos de la hora real (la cola toma lo que ya
 * pasó según el reloj de la app o el de la base, el mayor): solo el reloj de la prueba los alcanza.
 */
const POR_MINUTO = 10;
let smtp: ServidorSmtp;
let p: AppDePrueba;
let idAdmin: number;

beforeAll(async () => {
  smtp = await iniciarSmtp();
  p = await crearAppDePrueba({
    entorno: { SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '5000', INVITACIONES_POR_MINUTO: String(POR_MINUTO) },
  });
  idAdmin = (await superadminConToken(p)).admin.id_afiliado;
});
afterAll(async () => {
  await p?.cerrar();
  await smtp?.detener();
});

/** Un token nuevo en cada llamada: la prueba mueve el reloj horas y una sesión vence a los 30 min sin uso. */
const token = () => tokenDirecto(p.app, idAdmin);
const invitar = async (filtro?: object) =>
  pedir(p.app, 'POST', '/api/admin/invitaciones', await token(), filtro ? { filtro } : {});
const lotes = async () =>
  (await pedir(p.app, 'GET', '/api/admin/invitaciones', await token())).json<RespuestaLotes>().lotes;

test('con filtro: solo los sin clave, los sin correo contados, la bienvenida de siempre con su turno', async () => {
  const ana = await crearAfiliado(p.db, { nombres: 'Ana', apellidos: 'Invitada', password: null });
  const beto = await crearAfiliado(p.db, { nombres: 'Beto', apellidos: 'Invitado', password: null });
  await crearAfiliado(p.db, { nombres: 'Carla', apellidos: 'Invitada', password: null, email: null });
  await crearAfiliado(p.db, { nombres: 'Dora', apellidos: 'Invitada' }); // con clave: no
  await crearAfiliado(p.db, { nombres: 'Eva', apellidos: 'Invitada', password: null, retiro: '2020-01-01' }); // retirada

  const r = await invitar({ texto: 'invitad' });
  expect(r.statusCode).toBe(200);
  const { mensaje, lote } = r.json<RespuestaInvitar>();
  expect(mensaje).toBe('2 bienvenidas quedaron en la cola de correo; 1 sin correo registrado (no se envía)');
  expect(lote).toMatchObject({ total: 3, sin_correo: 1, en_cola: 2, enviados: 0, fallidos: 0, por_minuto: POR_MINUTO });
  expect(lote.filtro).toEqual({ texto: 'invitad' });

  // Cada una es la bienvenida de un afiliado: token guardado, auditoría con el lote, correo con su turno.
  const filas = await p.db.select().from(invitacion).where(eq(invitacion.id_lote, lote.id_lote));
  expect(filas.map((f) => f.resultado).sort()).toEqual(['en_cola', 'en_cola', 'sin_correo']);
  const correos = await p.db
    .select()
    .from(trabajo)
    .where(sql`${trabajo.id_trabajo} in (select id_trabajo from invitacion where id_lote = ${lote.id_lote})`)
    .orderBy(trabajo.id_trabajo);
  expect(correos.map((c) => [c.datos.motivo, c.datos.para])).toEqual([
    ['bienvenida', ana.afiliado.email],
    ['bienvenida', beto.afiliado.email],
  ]);
  expect(new Date(correos[1]!.ejecutar_en).getTime() - new Date(correos[0]!.ejecutar_en).getTime()).toBe(
    MINUTO / POR_MINUTO,
  );
  const conToken = await p.db
    .select({ t: afiliado.reestablecer_password })
    .from(afiliado)
    .where(eq(afiliado.id_afiliado, ana.afiliado.id_afiliado));
  expect(conToken[0]!.t).toMatch(/^bienvenida:/);
  const auditadas = await p.db
    .select()
    .from(auditoria)
    .where(sql`${auditoria.detalle}->>'id_lote' = ${String(lote.id_lote)}`);
  expect(auditadas.map((a) => a.accion).sort()).toEqual(['bienvenida', 'bienvenida', 'invitacion_masiva']);

  // La cola los entrega; el avance lo muestra.
  p.reloj.mover(MINUTO);
  await p.app.cola.procesar();
  p.reloj.real();
  expect((await lotes())[0]).toMatchObject({ id_lote: lote.id_lote, en_cola: 0, enviados: 2, fallidos: 0 });
  const recibido = smtp.recibidos.find((x) => x.para.includes(ana.afiliado.email!));
  expect(recibido?.correo.text).toContain('http://portal.prueba/reestablecer-clave?token=');

  // Carla sigue sin correo: se cuenta otra vez y no se encola; con clave (Dora), nadie que invitar.
  const otra = await invitar({ texto: 'carla invitada' });
  expect(otra.json<RespuestaInvitar>().lote).toMatchObject({ total: 1, sin_correo: 1, en_cola: 0 });
  const nadie = await invitar({ texto: 'dora' });
  expect(nadie.statusCode).toBe(400);
  expect(nadie.json()).toEqual({ error: MENSAJE_SIN_INVITADOS });
});

test('5.000 afiliados, el servidor SMTP se cae a mitad y vuelve: cada uno recibe su bienvenida una vez', async () => {
  await p.db.delete(trabajo);
  // Los de la prueba anterior ya tienen token pero no clave: se les da clave para que no entren.
  await p.db.execute(sql`update afiliado set password = 'x' where password is null`);
  await p.db.execute(sql`
    insert into afiliado (nombres, apellidos, documento, email)
    select 'Masivo' || n, 'Invitación', (7000000000 + n)::text,
      case when n % 500 = 0 then null else 'masivo' || n || '@correo.prueba' end
    from generate_series(1, 5000) as n`);
  const antes = smtp.recibidos.length;
  const conexionesAntes = smtp.conexiones;

  const inicio = performance.now();
  const r = await invitar();
  const msEncolar = performance.now() - inicio;
  process.stdout.write(`Invitar a 5.000: encolar ${Math.round(msEncolar)} ms\n`);
  expect(r.statusCode).toBe(200);
  const { lote } = r.json<RespuestaInvitar>();
  expect(lote).toMatchObject({ total: 5000, sin_correo: 10, en_cola: 4990, enviados: 0 });
  // A 10 por minuto: la última sale casi 500 minutos después de la primera.
  expect(new Date(lote.termina!).getTime() - new Date(lote.creado).getTime()).toBe(
    Math.floor((4989 * MINUTO) / POR_MINUTO),
  );

  // 200 minutos: los 2.001 primeros turnos (un envío que venza su plazo en una máquina cargada se
  // reintenta más tarde); luego el servidor cae y los 100 minutos siguientes fallan enteros.
  const base = new Date(lote.creado).getTime();
  p.reloj.fijar(new Date(base + 200 * MINUTO));
  const t0 = performance.now();
  await p.app.cola.procesar();
  const primeros = smtp.recibidos.length - antes;
  process.stdout.write(`Invitar a 5.000: ${primeros} entregados en ${Math.round(performance.now() - t0)} ms\n`);
  expect(primeros).toBeGreaterThan(1500);
  expect(primeros).toBeLessThanOrEqual(2001);
  await smtp.detener();
  p.reloj.fijar(new Date(base + 300 * MINUTO));
  await p.app.cola.procesar();
  const aMitad = (await lotes())[0]!;
  expect(aMitad.enviados).toBe(primeros);
  expect(aMitad.en_cola).toBe(4990 - primeros);
  expect(smtp.recibidos.length - antes).toBe(primeros);
  const conError = await p.db
    .select({ n: sql<number>`count(*)::int` })
    .from(trabajo)
    .where(sql`${trabajo.ultimo_error} is not null and ${trabajo.estado} = 'pendiente'`);
  expect(conError[0]!.n).toBeGreaterThan(0);

  // Vuelve: con los reintentos (1 minuto después de cada fallo) y el resto de turnos, todo sale.
  // Un envío que falle otra vez (un plazo vencido en una máquina cargada) se reintenta más tarde: el reloj
  // avanza hasta que no queda nada en cola, y aun así cada afiliado recibe una sola bienvenida.
  await smtp.reanudar();
  for (let minuto = 600; minuto <= 1200; minuto += 60) {
    p.reloj.fijar(new Date(base + minuto * MINUTO));
    await p.app.cola.procesar();
    if ((await lotes())[0]!.en_cola === 0) break;
  }
  p.reloj.real();

  const final = (await lotes())[0]!;
  expect(final).toMatchObject({ total: 5000, sin_correo: 10, en_cola: 0, enviados: 4990, fallidos: 0 });
  const recibidos = smtp.recibidos.slice(antes).flatMap((x) => x.para);
  expect(recibidos).toHaveLength(4990);
  expect(new Set(recibidos).size).toBe(4990);
  const unicos = new Set(recibidos);
  const faltan = Array.from({ length: 5000 }, (_, i) => i + 1)
    .filter((n) => n % 500 !== 0)
    .filter((n) => !unicos.has(`masivo${n}@correo.prueba`));
  expect(faltan).toEqual([]);
  // Las conexiones se reusan (SMTP_CONEXIONES, 100 correos cada una): no una por correo.
  const conexiones = smtp.conexiones - conexionesAntes;
  process.stdout.write(`Invitar a 5.000: ${conexiones} conexiones SMTP\n`);
  expect(conexiones).toBeLessThan(200);
}, 600_000);
