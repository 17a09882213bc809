// Datos demo de la actualización: el afiliado que ya actualizó (1000000001) y la administradora
// quedan con la ficha completa (foto, firma y huella, teléfono fijo, vehículo y grupo familiar), así
// su formulario en PDF sale lleno. El que nunca actualizó (1000000002) no se toca.
import { and, eq, isNull } from 'drizzle-orm';
import { guardarArchivo } from '../archivos/servicio.js';
import type { Db } from '../db/client.js';
import { afiliado, familiar } from '../db/schema.js';
import { cargarSharp } from '../imagenes/formatos.js';
import { limpiarFirma, limpiarFoto } from '../imagenes/procesar.js';

/** Retrato de silueta (SVG -> JPEG) con el color de cada afiliado. */
async function retrato(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe8f3"/><stop offset="1" stop-color="#b9c8dc"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#f)"/>
    <ellipse cx="300" cy="250" rx="105" ry="125" fill="#c99a7a"/>
    <path d="M195 215 Q 300 90 405 215 Q 400 150 300 120 Q 200 150 195 215 Z" fill="#3b2a20"/>
    <path d="M90 600 Q 110 420 300 400 Q 490 420 510 600 Z" fill="${color}"/>
  </svg>`;
  const sharp = await cargarSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Firma a mano alzada y huella sobre papel gris claro, como la foto de una hoja. */
async function hojaFirmada(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="360">
    <rect width="900" height="360" fill="#d9d6cf"/>
    <path d="M90 230 C 130 120, 170 300, 210 190 S 270 120, 300 220 C 320 280, 360 150, 400 200 S 470 260, 520 180
             M150 250 L 520 236" stroke="#1d2440" stroke-width="6" fill="none" stroke-linecap="round"/>
    <g fill="none" stroke="#2b2230" stroke-width="5">
      <ellipse cx="720" cy="190" rx="62" ry="82"/><ellipse cx="720" cy="190" rx="46" ry="64"/>
      <ellipse cx="720" cy="190" rx="30" ry="45"/><ellipse cx="720" cy="192" rx="14" ry="24"/>
    </g>
  </svg>`;
  const sharp = await cargarSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const FAMILIA_MINIMA = [
  { nombre: 'María Fernanda Gómez Ortiz', parentesco: 'Hija', ocupacion: 'Estudiante', fecha_nacimiento: '2012-04-18' },
  { nombre: 'Julián Gómez Ortiz', parentesco: 'Hijo', ocupacion: 'Estudiante', fecha_nacimiento: '2015-09-02' },
  {
    nombre: 'Rosa Elena Restrepo de Gómez',
    parentesco: 'Madre',
    ocupacion: 'Pensionado(a)',
    fecha_nacimiento: '1958-01-23',
  },
];

/** Completa la ficha de los afiliados demo que ya actualizaron. Devuelve cuántos completó. */
export async function sembrarFichasDemo(
  db: Db,
  documentos: readonly string[] = ['1000000000', '1000000001'],
): Promise<number> {
  let completados = 0;
  const colores = ['#2f5d8a', '#6b3f7a'];
  for (const [i, documento] of documentos.entries()) {
    const [a] = await db
      .select({
        id: afiliado.id_afiliado,
        telefono_fijo: afiliado.telefono_fijo,
        vehiculo: afiliado.vehiculo,
        otro: afiliado.otro,
      })
      .from(afiliado)
      .where(and(eq(afiliado.documento, documento), isNull(afiliado.foto)));
    if (!a) continue;
    const guardar = async (bytes: Buffer, nombre: string, tipo: string) =>
      (
        await guardarArchivo(db, {
          nombre,
          tipo_mime: tipo,
          tamano: bytes.length,
          base64: bytes.toString('base64'),
          id_afiliado: a.id,
        })
      ).id_archivo;
    const foto = await guardar(
      await limpiarFoto(await retrato(colores[i % colores.length]!)),
      'foto.jpg',
      'image/jpeg',
    );
    const firma = await guardar(await limpiarFirma(await hojaFirmada()), 'firma-y-huella.png', 'image/png');
    await db
      .update(afiliado)
      .set({
        foto,
        firma,
        telefono_fijo: a.telefono_fijo ?? '6016701234',
        vehiculo: a.vehiculo ?? (i === 1 ? 'Renault\tSandero\t2019\tJKT482' : null),
        otro: a.otro ?? (i === 1 ? 'Prefiero recibir la información del fondo por correo electrónico.' : null),
      })
      .where(eq(afiliado.id_afiliado, a.id));
    const familiares = await db
      .select({ id: familiar.id_familiar })
      .from(familiar)
      .where(eq(familiar.id_afiliado, a.id));
    if (familiares.length === 0) {
      await db.insert(familiar).values(FAMILIA_MINIMA.map((f) => ({ ...f, id_afiliado: a.id })));
    }
    completados++;
  }
  return completados;
}
