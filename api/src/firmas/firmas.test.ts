// Más de 300 líneas: un recorrido de la firma (afiliado, codeudor, fondo, verificación) sobre la misma app y sus datos.
// Firma electrónica de la carta y el pagaré: el documento hecho con la solicitud, el código por correo (un uso,
// 10 minutos, 5 intentos, atado al documento y a su SHA-256), la radicación con el PDF firmado y su evidencia
// (leída del PDF y su QR), el codeudor por su enlace (72 horas), la aprobación que espera al codeudor, la
// verificación pública con el archivo y la auditoría de todo.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type {
  CodigoFirmaEnviado,
  ComprobacionFirma,
  DocumentoFirma,
  SolicitudCredito,
  SolicitudParaCodeudor,
  Verificacion,
} from '@fondo/contrato';
import {
  DOCUMENTO_IDENTICO,
  DOCUMENTO_NO_COINCIDE,
  MENSAJE_APROBAR_CODEUDOR_PENDIENTE,
  MENSAJE_APROBAR_CODEUDOR_RECHAZO,
  MENSAJE_CODEUDOR_SIN_CEDULA,
  MENSAJE_CODIGO_AGOTADO,
  MENSAJE_CODIGO_VENCIDO,
  MENSAJE_CONFIRME_LECTURA,
  MENSAJE_DOCUMENTO_CAMBIO,
  MENSAJE_DOCUMENTO_FIRMADO,
  MENSAJE_ENLACE_CODEUDOR_INVALIDO,
  MENSAJE_FIRMA_APAGADA,
  MENSAJE_FIRMA_IMPERSONADA,
  MENSAJE_SIN_CODIGO,
  mensajeCodigoIncorrecto,
} from '@fondo/contrato';
import { purgarArchivosSinUso } from '../archivos/purga.js';
import { auditoria, documentoFirma, trabajo } from '../db/schema.js';
import { crearAppDePrueba, crearAfiliado, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { crearArchivo, crearTipoCredito } from '../../test/ayudantes-solicitudes.js';
import { paginasDelPdf, textoConPdftotext, textoDelPdf } from '../../test/pdf.js';
import { leerQrDelPdf } from '../../test/qr.js';
import { dataUrl } from '../demo/muestras.js';

const FOTO_IPHONE = readFileSync(new URL('../../test/muestras/foto-iphone.heic', import.meta.url));

let prueba: AppDePrueba;
let apagada: AppDePrueba;
let idMiembro: number;
let tokenMiembro: string;
let tokenAdmin: string;
let tokenImpersonado: string;
let tipo: number;
const AHORA = new Date('2026-12-07T20:15:00.000Z');

beforeAll(async () => {
  prueba = await crearAppDePrueba({ entorno: { FIRMA_ELECTRONICA: '1', FONDO_CORREO: 'fondo@correo.prueba' } });
  apagada = await crearAppDePrueba();
  prueba.reloj.fijar(AHORA);
  const miembro = (
    await crearAfiliado(prueba.db, {
      nombres: 'Carolina',
      apellidos: 'Ríos Mejía',
      documento: '43555777',
      documento_tipo: 'CC',
      email: 'carolina@correo.prueba',
    })
  ).afiliado;
  idMiembro = miembro.id_afiliado;
  const admin = (await crearAfiliado(prueba.db, { superadmin: true, nombres: 'Ana', apellidos: 'Revisora' })).afiliado;
  tokenMiembro = await tokenDirecto(prueba.app, idMiembro);
  tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
  tokenImpersonado = await tokenDirecto(prueba.app, idMiembro, admin.id_afiliado);
  tipo = await crearTipoCredito(prueba.db, { nombre: 'Libre Inversión', tasa: '1.2' });
});
afterAll(async () => {
  await prueba.cerrar();
  await apagada.cerrar();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function cuerpo(campos: Record<string, unknown> = {}) {
  return {
    id_tipo_credito: tipo,
    valor: 4_000_000,
    destino: 'Remodelación de la cocina',
    cuotas: 24,
    desde_mes: 2,
    descuento_ahorro: false,
    descuento_prima: false,
    numero_cuenta: '0099887766',
    tipo_cuenta: 'Ahorros',
    banco: 'Banco de Bogotá',
    codeudor: false,
    ultimo_desprendible: await crearArchivo(prueba.db, idMiembro, 'pdf', 'desprendible.pdf'),
    firma: await crearArchivo(prueba.db, idMiembro, 'png', 'firma.png'),
    ...campos,
  };
}

async function documento(campos: Record<string, unknown> = {}): Promise<DocumentoFirma> {
  const r = await pedir(
    prueba.app,
    'POST',
    '/api/afiliados/me/solicitar-credito/documento',
    tokenMiembro,
    await cuerpo(campos),
  );
  expect(r.statusCode).toBe(200);
  return r.json<DocumentoFirma>();
}

/** El último código enviado a `para`, leído del buzón de salida. */
async function ultimoCodigo(para: string): Promise<string> {
  const filas = await prueba.db
    .select()
    .from(trabajo)
    .where(
      and(
        eq(trabajo.tipo, 'correo'),
        sql`${trabajo.datos}->>'motivo' = 'codigo_firma'`,
        sql`${trabajo.datos}->>'para' = ${para}`,
      ),
    )
    .orderBy(sql`${trabajo.id_trabajo} desc`)
    .limit(1);
  const texto = typeof filas[0]?.datos.texto === 'string' ? filas[0].datos.texto : '';
  const m = /es: (\d{6})/.exec(texto);
  if (!m) throw new Error(`Sin código para ${para}`);
  return m[1]!;
}

async function correos(motivo: string): Promise<{ para: string; asunto: string; texto: string }[]> {
  const filas = await prueba.db
    .select()
    .from(trabajo)
    .where(and(eq(trabajo.tipo, 'correo'), sql`${trabajo.datos}->>'motivo' = ${motivo}`))
    .orderBy(trabajo.id_trabajo);
  return filas.map((f) => ({
    para: String(f.datos.para),
    asunto: String(f.datos.asunto),
    texto: String(f.datos.texto),
  }));
}

const pedirCodigo = (id: number, leido = true, token = tokenMiembro) =>
  pedir(prueba.app, 'POST', `/api/firmas/${id}/codigo`, token, { leido });
const firmar = (id: number, codigo: string, sha256: string, token = tokenMiembro) =>
  pedir(prueba.app, 'POST', `/api/firmas/${id}/firmar`, token, { codigo, sha256 });
const acciones = async (accion: string) => prueba.db.select().from(auditoria).where(eq(auditoria.accion, accion));

async function pdfDeSolicitud(s: SolicitudCredito): Promise<Buffer> {
  const r = await pedir(prueba.app, 'GET', `/api/archivos/${s.carta_pagare}`, tokenMiembro);
  expect(r.statusCode).toBe(200);
  return r.rawPayload;
}

test('con FIRMA_ELECTRONICA apagada (por defecto) no se prepara ningún documento', async () => {
  const { afiliado } = await crearAfiliado(apagada.db);
  const token = await tokenDirecto(apagada.app, afiliado.id_afiliado);
  const r = await pedir(apagada.app, 'POST', '/api/afiliados/me/solicitar-credito/documento', token, {});
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual({ error: MENSAJE_FIRMA_APAGADA });
  const c = await pedir(apagada.app, 'GET', '/api/configuracion');
  expect(c.json<{ firma_electronica: boolean }>().firma_electronica).toBe(false);
  expect((await pedir(prueba.app, 'GET', '/api/configuracion')).json<{ firma_electronica: boolean }>()).toMatchObject({
    firma_electronica: true,
  });
});

test('el afiliado lee el documento hecho con su solicitud, firma con el código y la solicitud queda radicada con su evidencia', async () => {
  const d = await documento();
  expect(d.correo).toBe('c***@correo.prueba');
  const pdf = await pedir(prueba.app, 'GET', `/api/firmas/${d.id_documento}/documento`, tokenMiembro);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(sha(pdf.rawPayload)).toBe(d.sha256);
  const texto = await textoDelPdf(pdf.rawPayload);
  expect(texto).toContain('Carolina Ríos Mejía');
  expect(texto).toContain('$4,000,000.00');
  expect(texto).toContain('24 cuotas mensuales');
  expect(texto).toContain('Remodelación de la cocina');
  expect(texto).toContain('febrero');

  // sin marcar que lo leyó no hay código; el de otro afiliado no es suyo
  expect((await pedirCodigo(d.id_documento, false)).json()).toEqual({ error: MENSAJE_CONFIRME_LECTURA });
  const otro = await tokenDirecto(prueba.app, (await crearAfiliado(prueba.db)).afiliado.id_afiliado);
  expect((await pedir(prueba.app, 'GET', `/api/firmas/${d.id_documento}/documento`, otro)).statusCode).toBe(403);
  expect((await pedirCodigo(d.id_documento, true, otro)).statusCode).toBe(403);
  expect((await firmar(d.id_documento, '123456', d.sha256, otro)).statusCode).toBe(403);
  // en una sesión abierta como el afiliado, el fondo no firma por él
  const imp = await pedirCodigo(d.id_documento, true, tokenImpersonado);
  expect(imp.statusCode).toBe(403);
  expect(imp.json()).toEqual({ error: MENSAJE_FIRMA_IMPERSONADA });

  expect((await firmar(d.id_documento, '123456', d.sha256)).json()).toEqual({ error: MENSAJE_SIN_CODIGO });
  const enviado = await pedirCodigo(d.id_documento);
  expect(enviado.statusCode).toBe(200);
  expect(enviado.json<CodigoFirmaEnviado>()).toEqual({
    correo: 'c***@correo.prueba',
    vence: new Date(AHORA.getTime() + 10 * 60_000).toISOString(),
  });
  const codigo = await ultimoCodigo('carolina@correo.prueba');
  const malo = codigo === '000000' ? '111111' : '000000';
  const fallo = await firmar(d.id_documento, malo, d.sha256);
  expect(fallo.statusCode).toBe(400);
  expect(fallo.json()).toEqual({ error: mensajeCodigoIncorrecto(4) });
  // el código está atado al SHA-256 que se leyó: otro documento (uno adulterado) no se firma con él
  expect((await firmar(d.id_documento, codigo, 'a'.repeat(64))).json()).toEqual({ error: MENSAJE_DOCUMENTO_CAMBIO });

  const r = await pedir(prueba.app, 'POST', `/api/firmas/${d.id_documento}/firmar`, tokenMiembro, {
    codigo,
    sha256: d.sha256,
  });
  expect(r.statusCode).toBe(200);
  const s = r.json<SolicitudCredito>();
  expect(s).toMatchObject({ estado: 'PENDIENTE', firma_electronica: true, codeudor_estado: null, valor: 4_000_000 });
  expect(s.codigo_verificacion).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  expect(s.firmas).toBeUndefined(); // la evidencia (con la IP) es para el fondo

  // el código sirve una sola vez
  expect((await firmar(d.id_documento, codigo, d.sha256)).statusCode).toBe(409);

  const firmado = await pdfDeSolicitud(s);
  const paginas = await paginasDelPdf(firmado);
  expect(paginas.total).toBe(3);
  // la página de evidencia, leída por pdftotext (poppler)
  const evidencia = await textoConPdftotext(firmado, 3);
  for (const esperado of [
    'EVIDENCIA DE FIRMA ELECTRÓNICA',
    `Solicitud de crédito No. ${s.id_solicitud}`,
    'Carolina Ríos Mejía',
    '43.555.777',
    '07/12/26 15:15 (hora de Bogotá)',
    '127.0.0.1',
    'código enviado a c***@correo.prueba',
    d.sha256,
    `Código de verificación: ${s.codigo_verificacion}`,
  ]) {
    expect(evidencia).toContain(esperado);
  }
  expect(await leerQrDelPdf(firmado, 3)).toBe(`http://portal.prueba/verificar/${s.codigo_verificacion}`);

  const admin = await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${s.id_solicitud}`, tokenAdmin);
  expect(admin.json<SolicitudCredito>().firmas).toEqual([
    expect.objectContaining({
      rol: 'afiliado',
      nombre: 'Carolina Ríos Mejía',
      documento: '43555777',
      ip: '127.0.0.1',
      metodo: 'código enviado a c***@correo.prueba',
      sha256: d.sha256,
      fecha: AHORA.toISOString(),
    }),
  ]);
  expect((await acciones('firma_electronica')).map((a) => a.detalle)).toContainEqual(
    expect.objectContaining({ id_solicitud: s.id_solicitud, sha256: d.sha256 }),
  );
  expect((await acciones('firma_codigo_enviado')).length).toBeGreaterThanOrEqual(1);
  expect((await acciones('firma_codigo_fallido')).map((a) => a.detalle)).toContainEqual(
    expect.objectContaining({ id_documento: d.id_documento, intento: 1 }),
  );
  expect((await correos('solicitud_radicada')).some((c) => c.asunto.includes(`No. ${s.id_solicitud}`))).toBe(true);

  // verificación pública: quién firmó, y el archivo firmado contra uno con un byte cambiado
  const v = (
    await pedir(prueba.app, 'GET', `/api/certificados/verificar/${s.codigo_verificacion}`)
  ).json<Verificacion>();
  expect(v.tipo_certificado).toBe('carta_pagare');
  expect(v.firmas).toEqual([
    { rol: 'afiliado', nombre: 'Carolina Ríos Mejía', documento: '****5777', fecha: AHORA.toISOString() },
  ]);
  const comprobar = async (b: Buffer) =>
    (
      await pedir(prueba.app, 'POST', `/api/firmas/verificar/${s.codigo_verificacion}`, null, { sha256: sha(b) })
    ).json<ComprobacionFirma>();
  expect(await comprobar(firmado)).toEqual({ identico: true, mensaje: DOCUMENTO_IDENTICO });
  const cambiado = Buffer.from(firmado);
  const medio = Math.floor(cambiado.length / 2);
  cambiado[medio] = cambiado[medio]! ^ 1;
  expect(await comprobar(cambiado)).toEqual({ identico: false, mensaje: DOCUMENTO_NO_COINCIDE });
});

test('el código vence a los 10 minutos, se agota a los 5 intentos y uno nuevo anula el anterior; un documento nuevo anula los códigos del viejo', async () => {
  const d = await documento();
  await pedirCodigo(d.id_documento);
  const primero = await ultimoCodigo('carolina@correo.prueba');
  prueba.reloj.mover(10 * 60_000 + 1000);
  expect((await firmar(d.id_documento, primero, d.sha256)).json()).toEqual({ error: MENSAJE_CODIGO_VENCIDO });
  prueba.reloj.fijar(AHORA);

  await pedirCodigo(d.id_documento);
  const segundo = await ultimoCodigo('carolina@correo.prueba');
  const malo = segundo === '999999' ? '888888' : '999999';
  for (let quedan = 4; quedan >= 1; quedan--) {
    expect((await firmar(d.id_documento, malo, d.sha256)).json()).toEqual({ error: mensajeCodigoIncorrecto(quedan) });
  }
  expect((await firmar(d.id_documento, malo, d.sha256)).json()).toEqual({ error: MENSAJE_CODIGO_AGOTADO });
  // ni el bueno sirve después de agotarlo
  expect((await firmar(d.id_documento, segundo, d.sha256)).json()).toEqual({ error: MENSAJE_CODIGO_AGOTADO });

  await pedirCodigo(d.id_documento);
  const tercero = await ultimoCodigo('carolina@correo.prueba');
  // la solicitud cambió: el documento nuevo anula los códigos del anterior, y este código no firma el nuevo
  const nuevo = await documento({ valor: 3_500_000 });
  expect((await firmar(d.id_documento, tercero, d.sha256)).json()).toEqual({ error: MENSAJE_SIN_CODIGO });
  expect((await firmar(nuevo.id_documento, tercero, nuevo.sha256)).json()).toEqual({ error: MENSAJE_SIN_CODIGO });
  expect(nuevo.sha256).not.toBe(d.sha256);
});

test('con codeudor: su enlace (72 horas), su copia desde la cámara, su código; el fondo no aprueba mientras espera', async () => {
  const d = await documento({
    codeudor: true,
    codeudor_nombre: 'Jorge Peña',
    codeudor_documento: '80111222',
    codeudor_email: 'Jorge@Correo.Prueba',
  });
  await pedirCodigo(d.id_documento);
  const r = await firmar(d.id_documento, await ultimoCodigo('carolina@correo.prueba'), d.sha256);
  const s = r.json<SolicitudCredito>();
  expect(s).toMatchObject({ codeudor: true, codeudor_estado: 'pendiente', codeudor_cedula: null });

  const [enlace] = (await correos('enlace_codeudor')).filter((c) => c.para === 'jorge@correo.prueba');
  const token = /\/codeudor\/([\w-]+)/.exec(enlace!.texto)![1]!;
  const resumen = (await pedir(prueba.app, 'GET', `/api/codeudor/${token}`)).json<SolicitudParaCodeudor>();
  expect(resumen).toMatchObject({
    afiliado: 'Carolina Ríos Mejía',
    valor: 4_000_000,
    cuotas: 24,
    codeudor_nombre: 'Jorge Peña',
    estado: 'pendiente',
    cedula: null,
    sha256: d.sha256,
    correo: 'j***@correo.prueba',
  });
  expect(JSON.stringify(resumen)).not.toContain('0099887766'); // ni la cuenta ni nada más del afiliado
  const pdf = await pedir(prueba.app, 'GET', `/api/codeudor/${token}/documento`);
  expect(sha(pdf.rawPayload)).toBe(d.sha256);

  // el fondo no puede aprobar todavía
  const aprobar = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
    id_solicitud: s.id_solicitud,
    estado: 'APROBADA',
  });
  expect(aprobar.json()).toEqual({ error: MENSAJE_APROBAR_CODEUDOR_PENDIENTE });

  // sin la copia de su documento no acepta; con una foto (JPG de la cámara) queda un PDF
  await pedir(prueba.app, 'POST', `/api/codeudor/${token}/codigo`, null, { leido: true });
  const sinCedula = await pedir(prueba.app, 'POST', `/api/codeudor/${token}/aceptar`, null, {
    codigo: await ultimoCodigo('jorge@correo.prueba'),
    sha256: d.sha256,
  });
  expect(sinCedula.json()).toEqual({ error: MENSAJE_CODEUDOR_SIN_CEDULA });
  // una foto de iPhone (HEIC), como la toma el teléfono
  const subida = await pedir(prueba.app, 'POST', `/api/codeudor/${token}/cedula`, null, {
    file: dataUrl(FOTO_IPHONE, 'image/heic'),
    name: 'IMG_0042.HEIC',
  });
  expect(subida.statusCode).toBe(200);
  expect(subida.json()).toEqual({ nombre: 'documento-codeudor.pdf' });

  // un código de la solicitud del afiliado no sirve al codeudor, ni el del codeudor a otro enlace
  const codigoCodeudor = await ultimoCodigo('jorge@correo.prueba');
  const ajeno = await pedir(prueba.app, 'POST', `/api/codeudor/${'x'.repeat(43)}/aceptar`, null, {
    codigo: codigoCodeudor,
    sha256: d.sha256,
  });
  expect(ajeno.json()).toEqual({ error: MENSAJE_ENLACE_CODEUDOR_INVALIDO });
  const acepta = await pedir(prueba.app, 'POST', `/api/codeudor/${token}/aceptar`, null, {
    codigo: codigoCodeudor,
    sha256: d.sha256,
  });
  expect(acepta.statusCode).toBe(200);
  expect(acepta.json<SolicitudParaCodeudor>()).toMatchObject({ estado: 'acepto', fecha: AHORA.toISOString() });
  // el enlace ya no sirve
  expect((await pedir(prueba.app, 'GET', `/api/codeudor/${token}`)).statusCode).toBe(404);

  const final = (
    await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${s.id_solicitud}`, tokenAdmin)
  ).json<SolicitudCredito>();
  expect(final.codeudor_estado).toBe('acepto');
  expect(final.codeudor_cedula).not.toBeNull();
  expect(final.firmas?.map((f) => [f.rol, f.nombre, f.sha256])).toEqual([
    ['afiliado', 'Carolina Ríos Mejía', d.sha256],
    ['codeudor', 'Jorge Peña', d.sha256],
  ]);
  const firmado = await pdfDeSolicitud(final);
  const texto = await textoDelPdf(firmado);
  expect(texto).toContain('Codeudor');
  expect(texto).toContain('código enviado a j***@correo.prueba');
  const comprobacion = await pedir(prueba.app, 'POST', `/api/firmas/verificar/${final.codigo_verificacion}`, null, {
    sha256: sha(firmado),
  });
  expect(comprobacion.json<ComprobacionFirma>().identico).toBe(true);
  const respuestas = await correos('respuesta_codeudor');
  expect(respuestas.map((c) => c.para)).toContain('carolina@correo.prueba');
  expect((await correos('respuesta_codeudor_fondo')).map((c) => c.para)).toContain('fondo@correo.prueba');
  expect((await acciones('codeudor_acepto')).length).toBe(1);

  const ahora = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
    id_solicitud: s.id_solicitud,
    estado: 'APROBADA',
  });
  expect(ahora.statusCode).toBe(200);
});

test('el codeudor no acepta: el fondo no puede aprobar; un enlace vencido no abre nada', async () => {
  const firmarCon = async (email: string) => {
    const d = await documento({
      codeudor: true,
      codeudor_nombre: 'Luis Mora',
      codeudor_documento: '1020304050',
      codeudor_email: email,
    });
    await pedirCodigo(d.id_documento);
    const s = (
      await firmar(d.id_documento, await ultimoCodigo('carolina@correo.prueba'), d.sha256)
    ).json<SolicitudCredito>();
    const enlace = (await correos('enlace_codeudor')).filter((c) => c.para === email).at(-1)!;
    return { s, token: /\/codeudor\/([\w-]+)/.exec(enlace.texto)![1]! };
  };
  const { s, token } = await firmarCon('luis@correo.prueba');
  const no = await pedir(prueba.app, 'POST', `/api/codeudor/${token}/rechazar`, null, { motivo: 'No lo conozco' });
  expect(no.json<SolicitudParaCodeudor>().estado).toBe('rechazo');
  const aprobar = await pedir(prueba.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
    id_solicitud: s.id_solicitud,
    estado: 'APROBADA',
  });
  expect(aprobar.json()).toEqual({ error: MENSAJE_APROBAR_CODEUDOR_RECHAZO });
  expect((await acciones('codeudor_rechazo')).map((a) => a.detalle)).toContainEqual(
    expect.objectContaining({ id_solicitud: s.id_solicitud, motivo: 'No lo conozco' }),
  );

  // al que ya respondió no se le reenvía nada
  const yaRespondio = await pedir(
    prueba.app,
    'POST',
    `/api/solicitudes-credito/${s.id_solicitud}/codeudor/enlace`,
    tokenMiembro,
  );
  expect(yaRespondio.statusCode).toBe(409);

  const vencido = await firmarCon('sofia@correo.prueba');
  prueba.reloj.mover(72 * 3_600_000 + 1000);
  try {
    const r = await pedir(prueba.app, 'GET', `/api/codeudor/${vencido.token}`);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: MENSAJE_ENLACE_CODEUDOR_INVALIDO });
    // el afiliado lo envía de nuevo: el enlace nuevo sirve (otro afiliado no puede)
    const ajeno = await tokenDirecto(prueba.app, (await crearAfiliado(prueba.db)).afiliado.id_afiliado);
    const url = `/api/solicitudes-credito/${vencido.s.id_solicitud}/codeudor/enlace`;
    expect((await pedir(prueba.app, 'POST', url, ajeno)).statusCode).toBe(403);
    const otraVez = await pedir(prueba.app, 'POST', url, await tokenDirecto(prueba.app, idMiembro));
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json<CodigoFirmaEnviado>().correo).toBe('s***@correo.prueba');
    const nuevo = (await correos('enlace_codeudor')).filter((c) => c.para === 'sofia@correo.prueba').at(-1)!;
    const token = /\/codeudor\/([\w-]+)/.exec(nuevo.texto)![1]!;
    expect(token).not.toBe(vencido.token);
    expect((await pedir(prueba.app, 'GET', `/api/codeudor/${token}`)).json<SolicitudParaCodeudor>().estado).toBe(
      'pendiente',
    );
  } finally {
    prueba.reloj.fijar(AHORA);
  }
});

test('la purga diaria borra a los 7 días los documentos que nadie firmó, no los firmados', async () => {
  const borrador = await documento();
  const firmado = await documento();
  await pedirCodigo(firmado.id_documento);
  expect(
    (await firmar(firmado.id_documento, await ultimoCodigo('carolina@correo.prueba'), firmado.sha256)).statusCode,
  ).toBe(200);
  const quedan = async () =>
    (await prueba.db.select({ id: documentoFirma.id_documento }).from(documentoFirma)).map((f) => f.id);
  await purgarArchivosSinUso(prueba.db, new Date(AHORA.getTime() + 6 * 86_400_000));
  expect(await quedan()).toContain(borrador.id_documento);
  await purgarArchivosSinUso(prueba.db, new Date(AHORA.getTime() + 8 * 86_400_000));
  expect(await quedan()).not.toContain(borrador.id_documento);
  expect(await quedan()).toContain(firmado.id_documento);
});

test('un documento firmado no pide otro código ni se firma otra vez', async () => {
  const d = await documento();
  await pedirCodigo(d.id_documento);
  const codigo = await ultimoCodigo('carolina@correo.prueba');
  expect((await firmar(d.id_documento, codigo, d.sha256)).statusCode).toBe(200);
  const otraVez = await pedirCodigo(d.id_documento);
  expect(otraVez.statusCode).toBe(409);
  expect(otraVez.json()).toEqual({ error: MENSAJE_DOCUMENTO_FIRMADO });
});
