// Servicio de archivos (SPEC 7, DESIGN 4): subir (data URL -> clase por bytes -> ¿el fondo lo puede
// abrir? -> nombre limpio -> bytes en PostgreSQL), leer con la regla de acceso, y comprobar los archivos que otra entidad
// (una solicitud) referencia: que existan, que sean de quien la crea y de la clase de su uso.
import {
  CLASES_ARCHIVO,
  LIMITE_ARCHIVO_BYTES,
  claseAdmitida,
  claseDeMime,
  nombresDelUso,
  type Archivo,
  type CuerpoArchivo,
  type UsoArchivo,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { idActorReal, type Actor } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { demasiadoGrande, noEncontrado, prohibido, solicitudInvalida, tipoNoSoportado } from '../errors.js';
import { mensajeArchivoGrande } from '../http/subidas.js';
import { comprobarPixeles, formatoDeFoto, fotoComoJpeg } from '../imagenes/formatos.js';
import { claseDeArchivo, esOfficeCifrado } from './clases.js';
import { datosDeArchivos, guardarArchivo, leerArchivo } from './consultas.js';
import { guardarConCuota, type Dueno } from './cuota.js';
import { decodificarDataUrl } from './data-url.js';
import { limpiarNombre } from './nombre.js';
import { problemaDelPdf } from './pdf.js';

// Lo que otros dominios (imagenes, mensajes, actualizacion, demo) usan de la tabla archivo.
export { datosDeArchivos, guardarArchivo, leerArchivo };

export const MENSAJE_ARCHIVO_NO_ENCONTRADO = 'Archivo no encontrado';
export const MENSAJE_TIPO_NO_PERMITIDO =
  `Tipo de archivo no permitido: se aceptan ${nombresDelUso('adjunto')} ` +
  '(y fotos HEIC o WebP, que se guardan como JPG)';
export const MENSAJE_OFFICE_CON_CLAVE =
  'El documento tiene contraseña y el fondo no podría abrirlo. Ábralo, quite la contraseña (en Office: ' +
  'Archivo > Información > Proteger > Cifrar con contraseña, y déjela en blanco), guárdelo y súbalo otra vez.';

const NOMBRE_FOTO = { heic: 'HEIC', webp: 'WebP' } as const;

/**
 * Guarda el archivo del cuerpo como subido por quien llama, dentro de su cuota (413 si no cabe).
 * Nada se guarda si algo falla.
 */
export async function subirArchivo(db: Db, dueno: Dueno, cuerpo: CuerpoArchivo, cuotaBytes: number): Promise<Archivo> {
  const { bytes, base64 } = decodificarDataUrl(cuerpo.file);
  // Una foto HEIC/HEIF (iPhone) o WebP se guarda como JPG, lo que el fondo abre: el nombre dice .jpg.
  const foto = formatoDeFoto(bytes);
  if (foto === 'heic' || foto === 'webp') {
    if (cuerpo.uso && !claseAdmitida(cuerpo.uso, 'jpg')) {
      throw tipoNoSoportado(
        `El archivo debe ser ${nombresDelUso(cuerpo.uso)} y el enviado es una foto ${NOMBRE_FOTO[foto]}: ` +
          'súbalo en PDF (o tome la foto del documento con la cámara desde el formulario, que arma el PDF)',
      );
    }
    const jpeg = await fotoComoJpeg(bytes);
    if (jpeg.length > LIMITE_ARCHIVO_BYTES) throw demasiadoGrande(mensajeArchivoGrande(LIMITE_ARCHIVO_BYTES));
    return guardarConCuota(
      db,
      dueno,
      {
        nombre: limpiarNombre(cuerpo.name, 'jpg'),
        tipo_mime: CLASES_ARCHIVO.jpg.mime,
        tamano: jpeg.length,
        base64: jpeg.toString('base64'),
      },
      cuotaBytes,
    );
  }
  const clase = claseDeArchivo(bytes, cuerpo.name);
  if (!clase) {
    if (esOfficeCifrado(bytes)) throw solicitudInvalida(MENSAJE_OFFICE_CON_CLAVE);
    throw tipoNoSoportado(MENSAJE_TIPO_NO_PERMITIDO);
  }
  if (cuerpo.uso && !claseAdmitida(cuerpo.uso, clase)) {
    throw tipoNoSoportado(
      `El archivo debe ser ${nombresDelUso(cuerpo.uso)} y el enviado es ${CLASES_ARCHIVO[clase].nombre}`,
    );
  }
  // Nada que el fondo no pueda abrir: un PDF con contraseña o cortado, una imagen de más de 40 megapíxeles.
  if (clase === 'pdf') {
    const problema = await problemaDelPdf(bytes);
    if (problema) throw solicitudInvalida(problema);
  }
  if (clase === 'png' || clase === 'jpg') await comprobarPixeles(bytes);
  return guardarConCuota(
    db,
    dueno,
    { nombre: limpiarNombre(cuerpo.name, clase), tipo_mime: CLASES_ARCHIVO[clase].mime, tamano: bytes.length, base64 },
    cuotaBytes,
  );
}

export interface ArchivoParaEnviar {
  nombre: string;
  tipoMime: string;
  contenido: Buffer;
}

/** 404 si no existe; 403 si el lector no es quien lo subió, ni superadmin, ni de lo que lo contiene. */
export async function archivoParaLeer(
  db: Db,
  idArchivo: number,
  lector: Actor,
  ctx: { ip: string; ahora: Date },
): Promise<ArchivoParaEnviar> {
  const a = await leerArchivo(db, idArchivo, lector);
  if (!a) throw noEncontrado(MENSAJE_ARCHIVO_NO_ENCONTRADO);
  if (!a.permitido || !a.contenido) throw prohibido();
  // Un administrador que lee el archivo de otro afiliado (o como él): una fila de auditoría.
  if ((lector.superadmin && a.id_afiliado !== lector.id_afiliado) || lector.impersonate) {
    await registrarAuditoria(db, {
      accion: 'descarga_archivo',
      id_actor: idActorReal(lector),
      id_afiliado: a.id_afiliado,
      detalle: { id_archivo: idArchivo, nombre: a.nombre },
      ip: ctx.ip,
      fecha: ctx.ahora,
    });
  }
  // encode() de PostgreSQL parte el base64 en líneas: Buffer.from las ignora.
  return { nombre: a.nombre, tipoMime: a.tipo_mime, contenido: Buffer.from(a.contenido, 'base64') };
}

export interface ArchivoReferido {
  id: number;
  uso: UsoArchivo;
  /** nombre del campo para el mensaje, p. ej. 'Firma y huella' */
  etiqueta: string;
}

/**
 * Los archivos que una solicitud del afiliado referencia: 400 si alguno no existe o no es de la
 * clase de su uso; 403 si alguno lo subió otra persona.
 */
export async function comprobarArchivosDelAfiliado(
  db: Pick<Db, 'select'>,
  idAfiliado: number,
  referidos: readonly ArchivoReferido[],
): Promise<void> {
  const datos = new Map(
    (
      await datosDeArchivos(
        db,
        referidos.map((r) => r.id),
      )
    ).map((d) => [d.id_archivo, d]),
  );
  for (const r of referidos) {
    const d = datos.get(r.id);
    if (!d) throw solicitudInvalida(`El archivo de '${r.etiqueta}' no existe`);
    if (d.id_afiliado !== idAfiliado) throw prohibido(`El archivo de '${r.etiqueta}' no fue subido por usted`);
    const clase = claseDeMime(d.tipo_mime);
    if (!clase || !claseAdmitida(r.uso, clase)) {
      throw solicitudInvalida(`El archivo de '${r.etiqueta}' debe ser ${nombresDelUso(r.uso)}`);
    }
  }
}
