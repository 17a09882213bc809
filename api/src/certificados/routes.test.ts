// Más de 300 líneas: casos de lista, PDF, errores y verificación pública sobre los mismos datos de prueba.
// Rutas de Certificados con los datos de test/datos-productos.ts: lista (DESIGN 6), PDF con su
// texto, 400/404 y la verificación pública.
import { eq } from 'drizzle-orm';
import type { CertificadoDisponible, ErrorApi } from '@fondo/contrato';
import { aporte, certificadoEmitido, tipoAporte } from '../db/schema.js';
import { cuantasGuardadas } from '../productos/lecturas-guardadas.js';
import { pedir, type AppDePrueba, type FilaAfiliado } from '../../test/ayudantes.js';
import { comprobarAccesoPorAfiliado, prepararDatosProductos, type DatosProductos } from '../../test/datos-productos.js';
import { textoDelPdf, tituloDelPdf } from '../../test/pdf.js';

let datos: DatosProductos;
let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let tokenMiembro: string;
let tokenVacio: string;
let tokenAdmin: string;
let c: Record<string, number>;

beforeAll(async () => {
  datos = await prepararDatosProductos();
  ({ prueba, miembro, otro, tokenMiembro, tokenVacio, tokenAdmin, c } = datos);
});
afterAll(async () => {
  await prueba?.cerrar();
});

describe('autorización de cada ruta', () => {
  const rutas = ['certificados', 'certificado?tipo_certificado=afiliacion'];
  test.each(rutas)(
    '%s: propio 200, ajeno 403, superadmin 200 sobre cualquiera, invitado 401, id inválido 400',
    async (ruta) => {
      await comprobarAccesoPorAfiliado(datos, ruta);
    },
  );
});
describe('certificados', () => {
  test('lista (DESIGN 6): afiliación, tributarios por diciembre con filas y saldos por corte con aportes', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/certificados', tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.json<CertificadoDisponible[]>()).toEqual([
      { id_corte: null, certificado: 'afiliacion', etiqueta: 'Certificado de afiliación', corte: null },
      {
        id_corte: c['2025-12-31'],
        certificado: 'tributario',
        etiqueta: 'Certificado tributario 2025',
        corte: '2025-12-31',
      },
      {
        id_corte: c['2024-12-31'],
        certificado: 'tributario',
        etiqueta: 'Certificado tributario 2024',
        corte: '2024-12-31',
      },
      {
        id_corte: c['2023-12-31'],
        certificado: 'tributario',
        etiqueta: 'Certificado tributario 2023',
        corte: '2023-12-31',
      },
      // 2025-06-30 solo tiene créditos: no hay certificado de saldos de ese corte.
      {
        id_corte: c['2026-01-31'],
        certificado: 'saldos',
        etiqueta: 'Certificado de saldos a 31/01/2026',
        corte: '2026-01-31',
      },
      {
        id_corte: c['2025-12-31'],
        certificado: 'saldos',
        etiqueta: 'Certificado de saldos a 31/12/2025',
        corte: '2025-12-31',
      },
      {
        id_corte: c['2024-12-31'],
        certificado: 'saldos',
        etiqueta: 'Certificado de saldos a 31/12/2024',
        corte: '2024-12-31',
      },
      {
        id_corte: c['2023-12-31'],
        certificado: 'saldos',
        etiqueta: 'Certificado de saldos a 31/12/2023',
        corte: '2023-12-31',
      },
    ]);
  });

  test('sin cortes: solo el de afiliación', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/certificados', tokenVacio);
    expect(r.json<CertificadoDisponible[]>().map((x) => x.certificado)).toEqual(['afiliacion']);
  });

  test('PDF de saldos: documento, nombres, cifras del corte, código guardado y verificable', async () => {
    const r = await pedir(
      prueba.app,
      'GET',
      `/api/afiliados/me/certificado?id_corte=${c['2026-01-31']}&tipo_certificado=saldos`,
      tokenMiembro,
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Certificado de saldos a 31-01-2026.pdf"; filename*=UTF-8''Certificado%20de%20saldos%20a%2031-01-2026.pdf`,
    );
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [texto, titulo] = await Promise.all([textoDelPdf(r.rawPayload), tituloDelPdf(r.rawPayload)]);
    expect(titulo).toBe('Certificado de saldos a 31/01/2026');
    expect(texto).toContain('CERTIFICADO DE SALDOS');
    expect(texto).toContain('MARÍA JOSÉ NÚÑEZ PEÑA, identificada con C.C. No. 52.123.456');
    expect(texto).toContain('Bogotá D.C., 22 de noviembre de 2026');
    expect(texto).toContain('con corte al 31 de enero de 2026');
    expect(texto).toContain('Ahorro Permanente $1,234,567.10');
    expect(texto).toContain('Ahorro Programado $0.20');
    expect(texto).toContain('Total aportes y ahorros $1,234,567.30');
    // Revalorizacion en cero no se lista.
    expect(texto).not.toContain('Revalorizacion');
    expect(texto).toMatch(/Libre Inversión No\. A-1 15\/10\/2024 \$1,200,000\.00 \$1,000,000\.10/);
    expect(texto).toContain('Total créditos $3,000,000.30');
    expect(texto).toContain('Representante Legal');

    const codigo = /Código de verificación: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(texto)?.[1];
    expect(codigo).toBeDefined();
    expect(texto).toContain(`http://portal.prueba/verificar/${codigo}`);
    const [guardado] = await prueba.db.select().from(certificadoEmitido).where(eq(certificadoEmitido.codigo, codigo!));
    expect(guardado).toMatchObject({
      id_afiliado: miembro.id_afiliado,
      tipo: 'saldos',
      id_corte: c['2026-01-31'],
      etiqueta: 'Certificado de saldos a 31/01/2026',
    });

    // Verificación pública, sin sesión, con el código como lo escribiría una persona.
    const v = await pedir(
      prueba.app,
      'GET',
      `/api/certificados/verificar/${codigo!.toLowerCase().replaceAll('-', '')}`,
    );
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({
      valido: true,
      etiqueta: 'Certificado de saldos a 31/01/2026',
      tipo_certificado: 'saldos',
      corte: '2026-01-31',
      afiliado: { nombres: 'María José', apellidos: 'Núñez Peña', documento: '****3456' },
      emitido: '2026-11-22T15:00:00.000Z',
    });
  });

  test('PDF tributario: saldos a diciembre, intereses pagados en el año y la nota de renta', async () => {
    const r = await pedir(
      prueba.app,
      'GET',
      `/api/afiliados/me/certificado?id_corte=${c['2025-12-31']}&tipo_certificado=tributario`,
      tokenMiembro,
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''Certificado%20tributario%202025.pdf`);
    const [texto, titulo] = await Promise.all([textoDelPdf(r.rawPayload), tituloDelPdf(r.rawPayload)]);
    expect(titulo).toBe('Certificado tributario 2025');
    expect(texto).toContain('CERTIFICADO TRIBUTARIO');
    expect(texto).toContain('Año gravable 2025');
    expect(texto).toContain('Ahorro Permanente $1,100,000.00');
    expect(texto).toContain('Revalorizacion $4,321.55');
    expect(texto).toContain('Total aportes y ahorros $1,104,321.55');
    expect(texto).toContain('Libre Inversión No. A-1 $300,000.00 $120,000.00');
    expect(texto).toContain('Crédito de Prima No. B-2 $0.00 $50,000.00');
    expect(texto).toContain('Vivienda No. C-3 $45,000,000.00 No disponible');
    expect(texto).toContain('Total $45,300,000.00 $170,000.00');
    expect(texto).toContain('declaración de renta');
  });

  test('PDF de afiliación: fecha de afiliación, tipo y estado', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/certificado?tipo_certificado=afiliacion', tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''Certificado%20de%20afiliaci%C3%B3n.pdf`);
    const texto = await textoDelPdf(r.rawPayload);
    expect(texto).toContain('CERTIFICADO DE AFILIACIÓN');
    expect(texto).toContain('se encuentra afiliada a este fondo desde el 16 de marzo de 2015 en calidad de Docente');
    expect(texto).toContain('A la fecha su estado es ACTIVO.');
    expect(texto).toContain('Fecha de afiliación 16/03/2015');
    expect(texto).toContain('Lugar de trabajo Sede Campestre');
    expect(texto).toContain('C.C. No. 52.123.456');
  });

  test('el superadmin descarga el de cualquier afiliado; otro afiliado recibe 403', async () => {
    const url = `/certificado?id_corte=${c['2026-01-31']}&tipo_certificado=saldos`;
    const r = await pedir(prueba.app, 'GET', `/api/afiliados/${miembro.id_afiliado}${url}`, tokenAdmin);
    expect(r.statusCode).toBe(200);
    expect(await textoDelPdf(r.rawPayload)).toContain('MARÍA JOSÉ NÚÑEZ PEÑA');
    const ajeno = await pedir(prueba.app, 'GET', `/api/afiliados/${otro.id_afiliado}${url}`, tokenMiembro);
    expect(ajeno.statusCode).toBe(403);
    const invitado = await pedir(prueba.app, 'GET', `/api/afiliados/me${url}`);
    expect(invitado.statusCode).toBe(401);
  });

  test.each([
    ['tipo desconocido', `id_corte=CORTE_2026-01-31&tipo_certificado=otro`, 404, 'Certificado no encontrado'],
    ['corte inexistente', 'id_corte=99999&tipo_certificado=saldos', 404, 'Certificado no encontrado'],
    [
      'corte sin filas del afiliado',
      'id_corte=CORTE_2026-02-28&tipo_certificado=saldos',
      404,
      'No hay información del afiliado en ese corte para generar el certificado',
    ],
    [
      'saldos de un corte solo con créditos',
      'id_corte=CORTE_2025-06-30&tipo_certificado=saldos',
      404,
      'No hay información del afiliado en ese corte para generar el certificado',
    ],
    [
      'tributario de un diciembre sin filas',
      'id_corte=CORTE_2026-12-31&tipo_certificado=tributario',
      404,
      'No hay información del afiliado en ese corte para generar el certificado',
    ],
    [
      'tributario de un corte que no es de diciembre',
      'id_corte=CORTE_2026-01-31&tipo_certificado=tributario',
      404,
      'El certificado tributario solo se genera con el corte de diciembre',
    ],
    [
      'id_corte no numérico',
      'id_corte=abc&tipo_certificado=saldos',
      400,
      "El campo 'id_corte' debe ser un número entero",
    ],
    ['id_corte decimal', 'id_corte=1.5&tipo_certificado=saldos', 400, "El campo 'id_corte' debe ser un número entero"],
    ['saldos sin id_corte', 'tipo_certificado=saldos', 400, "Falta el corte del certificado ('id_corte')"],
    ['sin tipo', `id_corte=CORTE_2026-01-31`, 400, "Falta el tipo de certificado ('tipo_certificado')"],
  ])('%s (%s) -> %d', async (_nombre, consulta, status, error) => {
    const q = consulta.replace(/CORTE_(\d{4}-\d{2}-\d{2})/, (_m, fecha: string) => String(c[fecha]));
    const antes = (await prueba.db.select().from(certificadoEmitido)).length;
    const r = await pedir(prueba.app, 'GET', `/api/afiliados/me/certificado?${q}`, tokenMiembro);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status, body: { error } });
    // Nada se registra cuando no hay certificado.
    expect((await prueba.db.select().from(certificadoEmitido)).length).toBe(antes);
  });

  test('verificación: código desconocido o malformado -> 404', async () => {
    for (const codigo of ['ABCD-EFGH-JKLM-NPQR', 'no-es-un-codigo', 'x'.repeat(64)]) {
      const r = await pedir(prueba.app, 'GET', `/api/certificados/verificar/${codigo}`);
      expect({ codigo, s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
        codigo,
        s: 404,
        b: { error: 'Código de verificación no encontrado' },
      });
    }
  });
});

describe('lista guardada detrás de la versión de los datos', () => {
  test('la segunda lectura sale de memoria; un aporte nuevo o borrado se ve en la lectura siguiente', async () => {
    const lista = async () =>
      (await pedir(prueba.app, 'GET', '/api/afiliados/me/certificados', tokenMiembro))
        .json<CertificadoDisponible[]>()
        .map((x) => x.etiqueta);
    const antes = await lista();
    expect(antes).not.toContain('Certificado de saldos a 28/02/2026');
    const guardadas = cuantasGuardadas(prueba.db);
    expect(await lista()).toEqual(antes);
    expect(cuantasGuardadas(prueba.db)).toBe(guardadas);

    const [tipo] = await prueba.db.select().from(tipoAporte).limit(1);
    const [nuevo] = await prueba.db
      .insert(aporte)
      .values({
        id_corte: c['2026-02-28']!,
        id_afiliado: miembro.id_afiliado,
        id_tipo_aporte: tipo!.id_tipo_aporte,
        total: '1000',
      })
      .returning();
    expect(await lista()).toContain('Certificado de saldos a 28/02/2026');
    await prueba.db.delete(aporte).where(eq(aporte.id_aporte, nuevo!.id_aporte));
    expect(await lista()).toEqual(antes);
  });
});
