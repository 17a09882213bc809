// La verificación reciente en cada exportación de datos personales en bloque y al abrir la aplicación
// como un afiliado (la tabla de rutas decide cada una), y los códigos de recuperación: cuántos quedan y
// generarlos de nuevo (anula los anteriores).
import { expect } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { rutas, type DefinicionRuta, type RespuestaCodigos, type RespuestaConfirmacion } from '@fondo/contrato';
import { auditoria, corte } from '../db/schema.js';
import { crearAfiliado, crearAppDePrueba, pedir, type AppDePrueba, type FilaAfiliado } from '../../test/ayudantes.js';
import {
  codigoTotp,
  inscribirFactor,
  loginClave,
  loginCodigo,
  loginConCodigo,
} from '../../test/ayudantes-dos-factores.js';

const INICIO = new Date('2026-11-27T14:00:10.000Z');
const MIN = 60_000;
const PEDIDO = {
  error: 'Por seguridad, confirme su código de verificación para continuar',
  codigo: 'verificacion_requerida',
};

let p: AppDePrueba;
let ip = 10;
const nuevaIp = () => `10.7.0.${ip++}`;

beforeAll(async () => {
  p = await crearAppDePrueba();
  p.reloj.fijar(INICIO);
});
afterAll(async () => {
  await p?.cerrar();
});

/** Las operaciones de la tabla: 'grupo.operacion' -> su definición. */
const operaciones = Object.entries(rutas).flatMap(([g, ops]) =>
  Object.entries(ops as Record<string, DefinicionRuta>).map(([o, d]) => [`${g}.${o}`, d] as const),
);

test('la tabla decide cada descarga de administración: datos personales en bloque piden el código', () => {
  // Descargas de un superadmin sin datos de afiliados: la plantilla vacía y el manual.
  const sinDatosPersonales = new Set(['admin.plantilla', 'manuales.administrador']);
  const descargas = operaciones.filter(([, d]) => d.acceso === 'superadmin' && d.binario);
  expect(descargas.map(([n]) => n).sort()).toEqual([
    'admin.descargarAfiliados',
    'admin.descargarAportesCorte',
    'admin.descargarCreditosCorte',
    'admin.plantilla',
    'manuales.administrador',
  ]);
  for (const [nombre, d] of descargas)
    expect([nombre, d.verificacion === true]).toEqual([nombre, !sinDatosPersonales.has(nombre)]);
  expect(rutas.admin.urlToken.verificacion).toBe(true);
});

describe('con el código viejo', () => {
  let admin: FilaAfiliado;
  let secreto: string;
  let token: string;
  let idCorte: number;
  let t0: Date;

  beforeAll(async () => {
    t0 = new Date(INICIO.getTime() + 60 * MIN);
    p.reloj.fijar(t0);
    admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
    ({ secreto } = await inscribirFactor(p.app, admin.id_afiliado));
    idCorte = (await p.db.insert(corte).values({ corte: '2026-10-31' }).returning())[0]!.id_corte;
  });

  /** Sesión nueva con código en `minuto` y el reloj 11 min después: el código ya es viejo. */
  const sesionVieja = async (minuto: number) => {
    p.reloj.fijar(new Date(t0.getTime() + minuto * MIN));
    token = await loginConCodigo(p.app, admin.documento, codigoTotp(secreto, p.reloj()), nuevaIp());
    p.reloj.fijar(new Date(t0.getTime() + (minuto + 11) * MIN));
  };
  const verificar = async () => {
    const r = await pedir(p.app, 'POST', '/api/dos-factores/verificar', token, {
      codigo: codigoTotp(secreto, p.reloj()),
    });
    expect(r.statusCode).toBe(200);
  };

  test.each(['aportes', 'creditos'])('la descarga de %s de un corte: 403, y con el código el .xlsx', async (vista) => {
    await sesionVieja(vista === 'aportes' ? 2 : 20);
    const url = `/api/admin/cortes/${idCorte}/${vista}/descargar`;
    const antes = await pedir(p.app, 'GET', url, token);
    expect([antes.statusCode, antes.json()]).toEqual([403, PEDIDO]);
    await verificar();
    const r = await pedir(p.app, 'GET', url, token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  test("'Abrir como afiliado' (url-token): 403 sin token creado; con el código, la URL", async () => {
    await sesionVieja(40);
    const { afiliado: m } = await crearAfiliado(p.db);
    const url = `/api/afiliados/${m.id_afiliado}/url-token`;
    const antes = await pedir(p.app, 'GET', url, token);
    expect([antes.statusCode, antes.json()]).toEqual([403, PEDIDO]);
    const creados = await p.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'impersonacion_token'), eq(auditoria.id_afiliado, m.id_afiliado)));
    expect(creados).toEqual([]);
    await verificar();
    const r = await pedir(p.app, 'GET', url, token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ url: expect.stringContaining('token=') });
  });

  test('el documento OpenAPI dice que la ruta pide el código', async () => {
    const doc = (await p.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    expect(doc.paths['/api/afiliados/{id}/url-token']!.get!.description).toContain('verificacion_requerida');
  });
});

describe('códigos de recuperación', () => {
  test('cuenta los que quedan; generar nuevos pide el código, anula los anteriores y queda auditado', async () => {
    const t0 = new Date(INICIO.getTime() + 300 * MIN);
    p.reloj.fijar(t0);
    const admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
    const { codigos } = await inscribirFactor(p.app, admin.id_afiliado);

    // Entra con un código de recuperación (teléfono perdido): quedan 9.
    p.reloj.fijar(new Date(t0.getTime() + MIN));
    const paso = (await loginClave(p.app, admin.documento, nuevaIp())).json<{ token_verificacion: string }>();
    const entrada = await loginCodigo(p.app, paso.token_verificacion, codigos[0]!);
    expect(entrada.statusCode).toBe(200);
    const token = entrada.json<{ access_token: string }>().access_token;
    const cuenta = async () => (await pedir(p.app, 'GET', '/api/dos-factores/codigos', token)).json<RespuestaCodigos>();
    expect(await cuenta()).toEqual({ activo: true, sin_usar: 9, total: 10 });

    // El código de recuperación del login cuenta como verificación reciente: genera ya.
    const nuevos = await pedir(p.app, 'POST', '/api/dos-factores/codigos', token);
    expect(nuevos.statusCode).toBe(200);
    expect(nuevos.headers['cache-control']).toBe('no-store');
    const { mensaje, codigos_recuperacion } = nuevos.json<RespuestaConfirmacion>();
    expect(mensaje).toBe(
      'Códigos de recuperación nuevos: guárdelos ahora, no se vuelven a mostrar. Los anteriores ya no sirven.',
    );
    expect(codigos_recuperacion).toHaveLength(10);
    expect(codigos_recuperacion.some((c) => codigos.includes(c))).toBe(false);
    expect(await cuenta()).toEqual({ activo: true, sin_usar: 10, total: 10 });
    const [fila] = await p.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.accion, 'codigos_recuperacion_regenerados'), eq(auditoria.id_afiliado, admin.id_afiliado)),
      );
    expect(fila).toMatchObject({ id_actor: admin.id_afiliado });

    // Un código anterior sin usar ya no abre sesión; uno nuevo sí.
    const otroPaso = (await loginClave(p.app, admin.documento, nuevaIp())).json<{ token_verificacion: string }>();
    const viejo = await loginCodigo(p.app, otroPaso.token_verificacion, codigos[1]!);
    expect([viejo.statusCode, viejo.json()]).toEqual([401, { error: 'Código de verificación incorrecto' }]);
    const nuevo = await loginCodigo(p.app, otroPaso.token_verificacion, codigos_recuperacion[0]!);
    expect(nuevo.statusCode).toBe(200);

    // Pasados 10 minutos del último código, generar otra vez pide el código.
    p.reloj.fijar(new Date(t0.getTime() + 15 * MIN));
    const tarde = await pedir(p.app, 'POST', '/api/dos-factores/codigos', token);
    expect([tarde.statusCode, tarde.json()]).toEqual([403, PEDIDO]);
  });

  test('sin factor: la cuenta lo dice y generar responde 409 con qué hacer', async () => {
    const admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
    const token = await loginConCodigoOClave(admin);
    expect((await pedir(p.app, 'GET', '/api/dos-factores/codigos', token)).json()).toEqual({
      activo: false,
      sin_usar: 0,
      total: 0,
    });
    const r = await pedir(p.app, 'POST', '/api/dos-factores/codigos', token);
    expect([r.statusCode, r.json()]).toEqual([
      409,
      {
        error:
          'Usted no tiene configurada la verificación en dos pasos: configúrela primero y recibirá sus códigos de recuperación.',
      },
    ]);
  });
});

/** Sin factor (REQUIERE_2FA=0 en las pruebas), el login con la clave abre la sesión. */
async function loginConCodigoOClave(admin: FilaAfiliado): Promise<string> {
  const r = await loginClave(p.app, admin.documento, nuevaIp());
  return r.json<{ access_token: string }>().access_token;
}
