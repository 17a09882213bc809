// Varios procesos de la API son un solo portal. Sesión por nginx y lecturas en
// cualquiera; logout y cambio de clave rechazados por el otro proceso en 5 s; intentos fallidos contados
// entre procesos; un cambio se ve en la lectura siguiente desde cualquiera; migraciones y datos demo una
// sola vez; el PDF lo dibuja cualquiera; la IP del cliente es la que vio nginx (X-Forwarded-For reemplazado).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { autorizacion, consultar, CUENTAS, esperarQue, ESTADO, PROCESOS, RAIZ, sesion, URL_PORTAL } from './comun.js';

const [A, B] = PROCESOS as [string, string];
const leer = (base: string, ruta: string, token: string) => fetch(`${base}${ruta}`, { headers: autorizacion(token) });

const CLAVE_DEMO = 'Afiliado2026';
/** Afiliados demo distintos por prueba (los intentos fallidos quedan contados; uno cambia su clave). */
const DOCUMENTOS = await (async () => {
  const filas = await consultar<{ documento: string }>(
    "select documento from afiliado where not superadmin and documento not like '100000000_' and password is not null and (retiro is null or retiro > current_date) order by id_afiliado limit 4",
  );
  const [clave, logout, intentos, ip] = filas.map((f) => f.documento);
  return { clave: clave!, logout: logout!, intentos: intentos!, ip: ip! };
})();

test('login por nginx; el token sirve en ambos procesos, que leen lo mismo', async () => {
  const token = await sesion(URL_PORTAL, CUENTAS.afiliado);
  const cuerpos = [];
  for (const base of [URL_PORTAL, A, B]) {
    const r = await leer(base, '/api/afiliados/me/resumen', token);
    assert.equal(r.status, 200, base);
    cuerpos.push(await r.json());
  }
  assert.deepEqual(cuerpos[1], cuerpos[0]);
  assert.deepEqual(cuerpos[2], cuerpos[0]);
});

test('un logout en un proceso: el otro rechaza el token a lo sumo 5 s después', async () => {
  const token = await sesion(A, { usuario: DOCUMENTOS.logout, clave: CLAVE_DEMO });
  // El otro proceso ya leyó la sesión (queda en su memoria hasta 5 s).
  assert.equal((await leer(B, '/api/afiliados/me/resumen', token)).status, 200);
  assert.equal((await fetch(`${A}/api/logout`, { method: 'POST', headers: autorizacion(token) })).status, 200);
  assert.equal((await leer(A, '/api/afiliados/me/resumen', token)).status, 401);
  const t0 = Date.now();
  await esperarQue(async () => (await leer(B, '/api/afiliados/me/resumen', token)).status === 401, 6000, 'B rechaza');
  assert.ok(Date.now() - t0 <= 5500, `B tardó ${Date.now() - t0} ms`);
});

test('un cambio de clave en un proceso cierra la sesión en el otro a lo sumo 5 s después', async () => {
  const cuenta = { usuario: DOCUMENTOS.clave, clave: CLAVE_DEMO };
  const vieja = await sesion(URL_PORTAL, cuenta);
  const nueva = await sesion(URL_PORTAL, cuenta);
  assert.equal((await leer(B, '/api/afiliados/me/resumen', vieja)).status, 200);
  const cambio = await fetch(`${A}/api/afiliados/me/cambiar-clave`, {
    method: 'POST',
    headers: { ...autorizacion(nueva), 'content-type': 'application/json' },
    body: JSON.stringify({ password: CLAVE_DEMO, new_password: 'Cambiada2026' }),
  });
  assert.equal(cambio.status, 200, await cambio.clone().text());
  const t0 = Date.now();
  await esperarQue(async () => (await leer(B, '/api/afiliados/me/resumen', vieja)).status === 401, 6000, 'B rechaza');
  assert.ok(Date.now() - t0 <= 5500);
  // La clave nueva entra por cualquiera de los dos.
  await sesion(B, { usuario: DOCUMENTOS.clave, clave: 'Cambiada2026' });
});

test('intentos fallidos contados entre procesos: 3 en uno y 2 en el otro bloquean la cuenta en ambos', async () => {
  const intento = (base: string, clave: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: DOCUMENTOS.intentos, password: clave }),
    });
  // Los 4 primeros fallan con 401; el quinto completa el límite de la cuenta desde esta IP.
  for (const base of [A, A, B, B]) assert.equal((await intento(base, 'Errada1234')).status, 401);
  assert.ok([401, 429].includes((await intento(A, 'Errada1234')).status));
  for (const base of [A, B]) {
    const r = await intento(base, CLAVE_DEMO);
    assert.equal(r.status, 429, base);
    assert.match(((await r.json()) as { error: string }).error, /^Demasiados intentos fallidos/);
  }
});

test('X-Forwarded-For lo reescribe nginx: una IP inventada no esquiva el límite de intentos', async () => {
  // Cada intento dice venir de otra IP; la API (TRUST_PROXY=1) solo ve la que nginx vio: 127.0.0.1.
  for (let i = 1; i <= 5; i++) {
    const r = await fetch(`${URL_PORTAL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${i}` },
      body: new URLSearchParams({ username: DOCUMENTOS.ip, password: 'Errada1234' }),
    });
    assert.ok(i < 5 ? r.status === 401 : [401, 429].includes(r.status), `intento ${i}: ${r.status}`);
  }
  const bloqueado = await fetch(`${URL_PORTAL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.7' },
    body: new URLSearchParams({ username: DOCUMENTOS.ip, password: CLAVE_DEMO }),
  });
  assert.equal(bloqueado.status, 429);
  // Los contadores por cuenta + IP guardan la IP que vio nginx, nunca las inventadas.
  const filas = await consultar<{ clave: string }>('select clave from intento_login where clave like $1', [
    `login:doc-ip:${DOCUMENTOS.ip}|%`,
  ]);
  assert.deepEqual(
    filas.map((f) => f.clave),
    [`login:doc-ip:${DOCUMENTOS.ip}|127.0.0.1`],
  );
});

test('un cambio hecho por un proceso se ve en la lectura siguiente del otro (aprobación de una solicitud)', async () => {
  const admin = await sesion(URL_PORTAL, CUENTAS.admin);
  const lista = (await (await leer(A, '/api/admin/solicitudes-credito?estado=PENDIENTE&tamano=1', admin)).json()) as {
    filas: { id_solicitud: number }[];
  };
  const id = lista.filas[0]?.id_solicitud;
  assert.ok(id, 'los datos demo traen solicitudes pendientes');
  const antes = (await (await leer(B, `/api/solicitudes-credito/${id}`, admin)).json()) as Record<string, unknown>;
  assert.equal(antes.estado, 'PENDIENTE');
  const guardar = await fetch(`${A}/api/solicitudes-credito`, {
    method: 'POST',
    headers: { ...autorizacion(admin), 'content-type': 'application/json' },
    body: JSON.stringify({ id_solicitud: id, estado: 'APROBADA', observaciones: 'Aprobada por el proceso A' }),
  });
  assert.equal(guardar.status, 200, await guardar.clone().text());
  const despues = (await (await leer(B, `/api/solicitudes-credito/${id}`, admin)).json()) as Record<string, unknown>;
  assert.equal(despues.estado, 'APROBADA');
  assert.equal(despues.observaciones, 'Aprobada por el proceso A');
});

test('un aporte nuevo escrito por un proceso cambia el resumen que da el otro en la lectura siguiente', async () => {
  const token = await sesion(URL_PORTAL, CUENTAS.afiliado);
  const resumen = async (base: string) =>
    ((await (await leer(base, '/api/afiliados/me/resumen', token)).json()) as { aportes: number }).aportes;
  const antes = await resumen(B);
  assert.equal(await resumen(B), antes); // guardada en memoria de B
  // El cambio llega a la base por fuera del proceso B (como una importación hecha en A).
  const [fila] = await consultar<{ id_aporte: number }>(
    `update aporte set total = total + 1000 where id_aporte = (
       select a.id_aporte from aporte a join afiliado f using (id_afiliado) join corte c using (id_corte)
       where f.documento = $1 order by c.corte desc, a.id_aporte limit 1) returning id_aporte`,
    [CUENTAS.afiliado.usuario],
  );
  assert.ok(fila);
  assert.equal(await resumen(B), antes + 1000);
  assert.equal(await resumen(A), antes + 1000);
  await consultar('update aporte set total = total - 1000 where id_aporte = $1', [fila.id_aporte]);
});

test('migraciones y datos demo aplicados una sola vez aunque los procesos arrancaron juntos', async () => {
  const journal = JSON.parse(readFileSync(join(RAIZ, 'api', 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [m] = await consultar<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  assert.equal(m!.n, journal.entries.length);
  const [d] = await consultar<{ n: number }>("select count(*)::int as n from afiliado where documento = '1000000001'");
  assert.equal(d!.n, 1);
  // Solo uno de los dos sembró (el otro esperó el candado y encontró la base llena).
  const registros = readdirSync(join(ESTADO, 'registros')).filter((f) => /^api-\d+\.log$/.test(f));
  const sembraron = registros.filter((f) =>
    readFileSync(join(ESTADO, 'registros', f), 'utf8').includes('cargando datos de demostración'),
  );
  assert.equal(sembraron.length, 1, `sembraron: ${sembraron.join(', ')}`);
});

test('el certificado PDF lo dibuja cualquiera de los dos procesos', async () => {
  const token = await sesion(URL_PORTAL, CUENTAS.afiliado);
  const lista = (await (await leer(A, '/api/afiliados/me/certificados', token)).json()) as {
    id_corte: number | null;
    certificado: string;
  }[];
  const saldos = lista.find((c) => c.certificado === 'saldos')!;
  for (const base of [A, B]) {
    const r = await leer(
      base,
      `/api/afiliados/me/certificado?id_corte=${saldos.id_corte}&tipo_certificado=saldos`,
      token,
    );
    assert.equal(r.status, 200, base);
    assert.equal(
      Buffer.from(await r.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
  }
});

test('un correo encolado por cualquiera de los dos procesos sale una sola vez (la cola es de los dos)', async () => {
  // Afiliados con un correo que no comparte nadie: una petición de enlace de clave a cada uno, repartidas
  // entre los procesos; los trabajadores de ambos compiten por la misma cola.
  const filas = await consultar<{ documento: string; email: string }>(
    `select documento, lower(trim(email)) as email from afiliado a
     where not superadmin and coalesce(trim(email), '') <> ''
       and (select count(*) from afiliado b where lower(trim(b.email)) = lower(trim(a.email))) = 1
     order by id_afiliado desc limit 6`,
  );
  assert.equal(filas.length, 6);
  const respuestas = await Promise.all(
    filas.map((f, i) =>
      fetch(`${i % 2 === 0 ? A : B}/api/afiliados/reestablecer-clave`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ documento: f.documento }),
      }),
    ),
  );
  assert.deepEqual(
    respuestas.map((r) => r.status),
    filas.map(() => 200),
  );
  const correos = filas.map((f) => f.email);
  const trabajos = () =>
    consultar<{ para: string; estado: string; intentos: number }>(
      `select lower(datos->>'para') as para, estado, intentos from trabajo
       where tipo = 'correo' and datos->>'motivo' = 'reestablecer_clave' and lower(datos->>'para') = any($1)`,
      [correos],
    );
  await esperarQue(
    async () => {
      const t = await trabajos();
      return t.length === correos.length && t.every((x) => x.estado === 'hecho');
    },
    30_000,
    'los seis correos entregados',
  );
  // Más de una vuelta de cada trabajador (cada 1 s): nada se entrega dos veces.
  await new Promise((r) => setTimeout(r, 3000));
  assert.deepEqual(
    (await trabajos()).map((t) => t.intentos),
    correos.map(() => 1),
  );
  const salida = join(ESTADO, 'datos', 'outbox');
  const destinatarios = readdirSync(salida)
    .filter((n) => n.endsWith('.eml'))
    .map((n) =>
      readFileSync(join(salida, n), 'utf8')
        .split(/\r?\n\r?\n/)[0]!
        .toLowerCase(),
    );
  for (const email of correos) {
    const veces = destinatarios.filter((cabecera) => /^to: .*$/m.exec(cabecera)?.[0].includes(email)).length;
    assert.equal(veces, 1, `${email}: ${veces} correos`);
  }
});
