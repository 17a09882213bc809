// Ayudantes de prueba de archivos, tipos de crédito y solicitudes: filas creadas directamente en la
// base (sin pasar por la API) y cuerpos válidos para las rutas.
import type { CuerpoSolicitudCredito } from '@fondo/contrato';
import type { Db } from '../src/db/client.js';
import { archivo, solicitudCredito, tipoCredito } from '../src/db/schema.js';
import { pngDeMuestra } from '../src/demo/muestras.js';

/** Un PDF mínimo: basta la firma '%PDF-' para la detección. */
/** Un PDF mínimo que se abre: una página en blanco, con su tabla xref (la API rechaza los que no se abren). */
export const PDF_MINIMO = ((): Buffer => {
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const posiciones = objetos.map((o, i) => {
    const p = pdf.length;
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return p;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const p of posiciones) pdf += `${String(p).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
})();
export const PNG_MINIMO = pngDeMuestra(8, 8, (x, y) => x === y);
export const JPG_MINIMO = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);

export async function crearTipoCredito(db: Db, campos: Partial<typeof tipoCredito.$inferInsert> = {}): Promise<number> {
  const [f] = await db
    .insert(tipoCredito)
    .values({
      nombre: 'Libre Inversión',
      tasa: '0.012500',
      plazo_minimo: 6,
      plazo_maximo: 36,
      simulador: true,
      ...campos,
    })
    .returning({ id: tipoCredito.id_tipo_credito });
  return f!.id;
}

export async function crearArchivo(
  db: Db,
  idAfiliado: number | null,
  clase: 'pdf' | 'png' | 'jpg' = 'pdf',
  nombre = `archivo.${clase}`,
  /** 'foto' o 'firma': como si lo hubiera guardado la ruta de limpieza de ese tipo */
  limpieza: 'foto' | 'firma' | null = null,
): Promise<number> {
  const bytes = clase === 'pdf' ? PDF_MINIMO : clase === 'png' ? PNG_MINIMO : JPG_MINIMO;
  const mime = clase === 'pdf' ? 'application/pdf' : clase === 'png' ? 'image/png' : 'image/jpeg';
  const [f] = await db
    .insert(archivo)
    .values({ nombre, tipo_mime: mime, tamano: bytes.length, contenido: bytes, id_afiliado: idAfiliado, limpieza })
    .returning({ id: archivo.id_archivo });
  return f!.id;
}

/** Los tres archivos de una solicitud, subidos por el afiliado. */
export async function archivosDeSolicitud(db: Db, idAfiliado: number) {
  return {
    ultimo_desprendible: await crearArchivo(db, idAfiliado, 'pdf', 'desprendible.pdf'),
    firma: await crearArchivo(db, idAfiliado, 'png', 'firma.png'),
    carta_pagare: await crearArchivo(db, idAfiliado, 'pdf', 'carta.pdf'),
  };
}

/** Cuerpo completo y válido de POST /api/afiliados/me/solicitar-credito. */
export function cuerpoSolicitud(
  idTipo: number,
  archivos: { ultimo_desprendible: number; firma: number; carta_pagare: number },
  campos: Partial<CuerpoSolicitudCredito> = {},
): CuerpoSolicitudCredito {
  return {
    id_tipo_credito: idTipo,
    valor: 5_000_000,
    destino: 'Estudios de posgrado',
    cuotas: 24,
    desde_mes: 3,
    descuento_ahorro: false,
    descuento_prima: true,
    numero_cuenta: '0012345678',
    tipo_cuenta: 'Ahorros',
    banco: 'Banco de Bogotá',
    codeudor: false,
    ...archivos,
    ...campos,
  };
}

/** Una solicitud insertada directamente (estado PENDIENTE salvo que se diga otro). */
export async function crearSolicitud(
  db: Db,
  idAfiliado: number,
  idTipo: number,
  campos: Partial<typeof solicitudCredito.$inferInsert> = {},
): Promise<number> {
  const archivos = await archivosDeSolicitud(db, idAfiliado);
  const [f] = await db
    .insert(solicitudCredito)
    .values({
      id_afiliado: idAfiliado,
      id_tipo_credito: idTipo,
      valor: '3000000.00',
      destino: 'Vivienda',
      cuotas: 12,
      desde_mes: 2,
      numero_cuenta: '123',
      tipo_cuenta: 'Ahorros',
      banco: 'Banco Popular',
      ...archivos,
      ...campos,
    })
    .returning({ id: solicitudCredito.id_solicitud });
  return f!.id;
}
