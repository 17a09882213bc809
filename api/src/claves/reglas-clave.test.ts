// La clave nueva y quién puede asignarla: el afiliado retirado (correo sin enlace, enlace viejo que ya no
// sirve), la clave igual a la actual y las claves comunes, al reestablecer y al cambiar. El correo se lee
// del servidor SMTP de prueba.
import { eq } from 'drizzle-orm';
import { MENSAJE_CLAVE_COMUN, MENSAJE_CLAVE_REPETIDA } from '@fondo/contrato';
import { CLAVES_COMUNES } from '@fondo/contrato/pruebas';
import { afiliado } from '../db/schema.js';
import { esClaveComun } from '../auth/claves.js';
import {
  CLAVE_PRUEBA,
  crearAfiliado,
  crearAppDePrueba,
  iniciarSesion,
  pedir,
  type AppDePrueba,
} from '../../test/ayudantes.js';
import { iniciarSmtp, type ServidorSmtp } from '../../test/smtp.js';

const MENSAJE = 'Si el documento está registrado, enviaremos a su correo un enlace para reestablecer la clave.';
const CONTACTO = 'atencion@fondo.prueba';
const ENLACE_RETIRADO =
  'Su afiliación al fondo está retirada: este enlace ya no sirve para asignar una clave y no podrá ingresar ' +
  `al portal. Si cree que es un error, escriba a ${CONTACTO}.`;

let p: AppDePrueba;
let smtp: ServidorSmtp;
let ip = 1;

beforeAll(async () => {
  smtp = await iniciarSmtp();
  p = await crearAppDePrueba({
    entorno: { SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '5000', FONDO_CORREO: CONTACTO },
  });
});
afterAll(async () => {
  await p?.cerrar();
  await smtp?.detener();
});

/** Pide el enlace, envía la cola y devuelve la respuesta y los correos que llegaron al SMTP. */
async function pedirEnlace(documento: string) {
  const antes = smtp.recibidos.length;
  const r = await p.app.inject({
    method: 'POST',
    url: '/api/afiliados/reestablecer-clave',
    remoteAddress: `10.4.0.${ip++}`,
    payload: { documento },
  });
  await p.app.cola.procesar();
  return { status: r.statusCode, cuerpo: r.json<unknown>(), correos: smtp.recibidos.slice(antes) };
}

async function tokenPorCorreo(documento: string): Promise<string> {
  const { correos } = await pedirEnlace(documento);
  expect(correos).toHaveLength(1);
  return /\/reestablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(correos[0]!.correo.text ?? '')![1]!;
}

const verificar = (token: string) => pedir(p.app, 'GET', `/api/afiliados/verificar-token/${token}`);
const reestablecer = (token: string, password: string) =>
  pedir(p.app, 'POST', `/api/afiliados/reestablecer-clave/${token}`, null, { password });
const claveGuardada = async (id: number) =>
  (await p.db.select({ c: afiliado.password }).from(afiliado).where(eq(afiliado.id_afiliado, id)))[0]!.c;

describe('afiliado retirado', () => {
  test('pide el enlace: en pantalla la misma respuesta; el correo dice por qué y a quién escribir, sin enlace', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, {
      nombres: 'Rosa',
      email: 'rosa.retirada@correo.prueba',
      retiro: '2024-06-30',
    });
    const activo = await crearAfiliado(p.db, { email: 'activo@correo.prueba' });
    const deRetirado = await pedirEnlace(a.documento);
    const deActivo = await pedirEnlace(activo.afiliado.documento);
    const deNadie = await pedirEnlace('31313131');
    // Lo que ve quien pide: idéntico para el retirado, el activo y un documento que no existe.
    for (const r of [deRetirado, deActivo, deNadie]) expect([r.status, r.cuerpo]).toEqual([200, { mensaje: MENSAJE }]);

    expect(deRetirado.correos).toHaveLength(1);
    const { para, correo } = deRetirado.correos[0]!;
    expect(para).toEqual(['rosa.retirada@correo.prueba']);
    expect(correo.text).toContain('Hola Rosa,');
    expect(correo.text).toContain('Su afiliación al fondo está retirada');
    expect(correo.text).toContain(`escriba a ${CONTACTO}`);
    expect(correo.replyTo?.text).toBe(CONTACTO);
    expect(`${correo.text ?? ''}${String(correo.html)}`).not.toMatch(/token=|reestablecer-clave/);
    // Y no queda ningún token guardado que asigne una clave.
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, a.id_afiliado));
    expect(fila!.reestablecer_password).toBeNull();
    // El activo sí recibe su enlace.
    expect(deActivo.correos[0]!.correo.text).toContain('http://portal.prueba/reestablecer-clave?token=');
  });

  test('un enlace pedido antes del retiro ya no verifica ni asigna la clave (403 que lo explica)', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, { email: 'se.retira@correo.prueba' });
    const token = await tokenPorCorreo(a.documento);
    expect((await verificar(token)).statusCode).toBe(200);
    const antes = await claveGuardada(a.id_afiliado);
    await p.db.update(afiliado).set({ retiro: '2025-01-31' }).where(eq(afiliado.id_afiliado, a.id_afiliado));

    const v = await verificar(token);
    expect([v.statusCode, v.json()]).toEqual([403, { error: ENLACE_RETIRADO }]);
    const r = await reestablecer(token, 'Retirada2027');
    expect([r.statusCode, r.json()]).toEqual([403, { error: ENLACE_RETIRADO }]);
    expect(await claveGuardada(a.id_afiliado)).toBe(antes);
  });
});

describe('la clave nueva no puede ser la actual', () => {
  test('al reestablecer: 400 que lo dice; otra clave sí', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, { email: 'misma@correo.prueba' });
    const token = await tokenPorCorreo(a.documento);
    const misma = await reestablecer(token, CLAVE_PRUEBA);
    expect([misma.statusCode, misma.json()]).toEqual([400, { error: MENSAJE_CLAVE_REPETIDA }]);
    // El token sigue sirviendo para una clave distinta.
    expect((await reestablecer(token, 'Distinta2027')).statusCode).toBe(200);
    await expect(iniciarSesion(p.app, a.documento, 'Distinta2027')).resolves.toEqual(expect.any(String));
  });

  test('al cambiar: 400 que lo dice', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const sesion = await iniciarSesion(p.app, a.documento);
    const r = await pedir(p.app, 'POST', '/api/afiliados/me/cambiar-clave', sesion, {
      password: CLAVE_PRUEBA,
      new_password: CLAVE_PRUEBA,
    });
    expect([r.statusCode, r.json()]).toEqual([400, { error: MENSAJE_CLAVE_REPETIDA }]);
  });
});

describe('claves comunes (lista de zxcvbn-ts)', () => {
  test('la lista se compara sin mayúsculas; una clave poco común no está', () => {
    for (const c of CLAVES_COMUNES) expect([c, esClaveComun(c)]).toEqual([c, true]);
    expect(esClaveComun('PASSWORD1')).toBe(true);
    expect(esClaveComun('Nube2026abc')).toBe(false);
    expect(esClaveComun(CLAVE_PRUEBA)).toBe(false);
  });

  test.each(CLAVES_COMUNES)('%s: rechazada al cambiar y al reestablecer, con el mismo texto', async (comun) => {
    const { afiliado: a } = await crearAfiliado(p.db, { email: `comun.${ip}@correo.prueba` });
    const sesion = await iniciarSesion(p.app, a.documento);
    const c = await pedir(p.app, 'POST', '/api/afiliados/me/cambiar-clave', sesion, {
      password: CLAVE_PRUEBA,
      new_password: comun,
    });
    expect([c.statusCode, c.json()]).toEqual([400, { error: MENSAJE_CLAVE_COMUN }]);
    const r = await reestablecer(await tokenPorCorreo(a.documento), comun);
    expect([r.statusCode, r.json()]).toEqual([400, { error: MENSAJE_CLAVE_COMUN }]);
  });
});
