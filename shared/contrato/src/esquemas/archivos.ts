// Archivos (SPEC 3 y 7; DESIGN 4).
import { Type, type Static } from 'typebox';
import { MAXIMO_PAGINAS_PDF, type UsoArchivo } from '../archivos';

/** Las claves de USOS_ARCHIVO (archivos.ts). */
export const UsoArchivoEsquema = Type.Enum(['pdf', 'imagen', 'adjunto'] satisfies UsoArchivo[]);

/** Respuesta de POST /api/archivos: el nombre es el que guardó el servidor. */
export const ArchivoEsquema = Type.Object({ id_archivo: Type.Integer(), nombre: Type.String() });
export type Archivo = Static<typeof ArchivoEsquema>;

/**
 * POST /api/archivos: el archivo como data URL (límite de cuerpo propio de la ruta). `uso`
 * (opcional) hace que la API rechace con 415 una clase que ese uso no admite, sin guardar nada;
 * sin él se guarda cualquier clase reconocida y el uso se comprueba al referenciar el archivo.
 */
export const CuerpoArchivoEsquema = Type.Object({
  file: Type.String({ minLength: 1, pattern: '^data:' }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
  uso: Type.Optional(UsoArchivoEsquema),
});
export type CuerpoArchivo = Static<typeof CuerpoArchivoEsquema>;

/**
 * POST /api/archivos/pdf-de-fotos: las páginas (id_archivo de fotos ya enderezadas con
 * POST /api/archivos/pagina-foto, de quien llama), en el orden del documento, y el nombre del PDF.
 */
export const CuerpoPdfDeFotosEsquema = Type.Object({
  paginas: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    minItems: 1,
    maxItems: MAXIMO_PAGINAS_PDF,
  }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});
export type CuerpoPdfDeFotos = Static<typeof CuerpoPdfDeFotosEsquema>;

/** GET /api/archivos/{id_archivo} */
export const ParamsArchivoEsquema = Type.Object({ id_archivo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Contenido binario de un archivo (solo documentación). */
export const BinarioEsquema = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'Contenido del archivo',
});
