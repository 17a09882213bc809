// Ayudantes del segundo factor: inscribir el TOTP de un superadmin por la API y calcular sus
// códigos con otpauth a la hora del reloj de la app (las pruebas lo fijan).
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { RespuestaConfirmacion, RespuestaInscripcion, RespuestaLogin, RespuestaPasoLogin } from '@fondo/contrato';
import { CLAVE_PRUEBA, encabezado, tokenDirecto } from './ayudantes.js';

/** El código de 6 dígitos del secreto en `fecha` más `pasos` pasos de 30 s. */
export function codigoTotp(secreto: string, fecha: Date, pasos = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secreto), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: fecha.getTime() + pasos * 30_000 });
}

/** Inscribe y confirma el factor del superadmin; devuelve su secreto y sus códigos de recuperación. */
export async function inscribirFactor(
  app: FastifyInstance,
  idAfiliado: number,
): Promise<{ secreto: string; codigos: string[] }> {
  const token = await tokenDirecto(app, idAfiliado);
  const r = await app.inject({ method: 'POST', url: '/api/dos-factores/inscripcion', headers: encabezado(token) });
  if (r.statusCode !== 200) throw new Error(`inscripcion: ${r.statusCode} ${r.body}`);
  const { secreto } = r.json<RespuestaInscripcion>();
  const c = await app.inject({
    method: 'POST',
    url: '/api/dos-factores/confirmar',
    headers: encabezado(token),
    payload: { codigo: codigoTotp(secreto, app.reloj()) },
  });
  if (c.statusCode !== 200) throw new Error(`confirmar: ${c.statusCode} ${c.body}`);
  return { secreto, codigos: c.json<RespuestaConfirmacion>().codigos_recuperacion };
}

/** POST /api/login con clave (JSON). */
export function loginClave(app: FastifyInstance, documento: string, ip = '127.0.0.1', clave = CLAVE_PRUEBA) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { username: documento, password: clave },
  });
}

/** POST /api/login/codigo */
export function loginCodigo(app: FastifyInstance, token: string, codigo: string, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/login/codigo', remoteAddress: ip, payload: { token, codigo } });
}

/** Login completo de un superadmin con factor: clave y luego el código; devuelve el access_token. */
export async function loginConCodigo(
  app: FastifyInstance,
  documento: string,
  codigo: string,
  ip = '127.0.0.1',
): Promise<string> {
  const r = await loginClave(app, documento, ip);
  const paso = r.json<RespuestaPasoLogin>();
  if (!('requiere_codigo' in paso)) throw new Error(`se esperaba el paso del código: ${r.body}`);
  const c = await loginCodigo(app, paso.token_verificacion, codigo, ip);
  if (c.statusCode !== 200) throw new Error(`login/codigo: ${c.statusCode} ${c.body}`);
  return c.json<RespuestaLogin>().access_token;
}
