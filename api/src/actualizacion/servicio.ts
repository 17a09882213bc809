// Servicio de la actualización de datos (SPEC 2.12, 4, 5): leer la ficha con sus 6 familiares y
// guardarla con todas las reglas del contrato, en una transacción (nada queda a medias).
import {
  CAMPOS_BLOQUEADOS, ETIQUETAS_AFILIADO, FILAS_FAMILIARES, MENSAJE_BORRADOR_GUARDADO, MENSAJE_CAMPOS_BLOQUEADOS,
  MENSAJE_DATOS_GUARDADOS, MENSAJE_SOLO_LECTURA, camposFaltantesActualizacion, camposInvalidosActualizacion,
  fechaValida, mensajeCamposFaltantes, mensajeCamposInvalidos, partesVehiculo, vacio,
  type Afiliado, type CamposAfiliado, type CuerpoActualizacion, type Familiar, type FamiliarEntrada,
  type RespuestaAfiliado, type RespuestaGuardarAfiliado,
} from '@fondo/contrato';
import { datosDeArchivos } from '../archivos/consultas.js';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Actor } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { conflicto, noEncontrado, prohibido, solicitudInvalida } from '../errors.js';
import { imagenParaPdf } from '../imagenes/procesar.js';
import { generarFormularioPdf } from './pdf.js';
import {
  actualizarFicha, bytesDeArchivo, documentoDeOtro, insertarFicha, leerFamiliares, leerFicha, pasarArchivosAlAfiliado,
  reemplazarFamiliares, type FilaFamiliar, type FilaFicha, type ValoresFamiliar, type ValoresFicha,
} from './consultas.js';

export const MENSAJE_AFILIADO_NO_ENCONTRADO = 'Afiliado no encontrado';
export const MENSAJE_BORRADOR_SOLO_ADMIN = 'Solo un administrador puede guardar un borrador';

/** Instante de la base ('2026-11-22 10:00:00+00') a ISO 8601. */
function aIso(instante: string | null): string | null {
  return instante === null ? null : new Date(instante).toISOString();
}

const numero = (v: string | null): number | null => (v === null ? null : Number(v));

export function afiliadoDeFila(f: FilaFicha): Afiliado {
  return {
    ...f,
    salario: numero(f.salario),
    ahorro_permanente: numero(f.ahorro_permanente),
    ahorro_programado: numero(f.ahorro_programado),
    cuota_afiliacion: numero(f.cuota_afiliacion),
    ultima_actualizacion: aIso(f.ultima_actualizacion),
    ultimo_login: aIso(f.ultimo_login),
  };
}

/** Siempre 6 filas (SPEC 9): las guardadas y, después, filas vacías. */
export function seisFamiliares(filas: readonly FilaFamiliar[], idAfiliado: number): Familiar[] {
  const vacia = (): Familiar => ({
    id_familiar: null, id_afiliado: idAfiliado, nombre: null, parentesco: null, ocupacion: null, fecha_nacimiento: null, guid: null,
  });
  const llenas: Familiar[] = filas.slice(0, FILAS_FAMILIARES).map((f) => ({
    id_familiar: f.id_familiar, id_afiliado: f.id_afiliado, nombre: f.nombre, parentesco: f.parentesco,
    ocupacion: f.ocupacion, fecha_nacimiento: f.fecha_nacimiento, guid: f.guid,
  }));
  while (llenas.length < FILAS_FAMILIARES) llenas.push(vacia());
  return llenas;
}

/** Ficha vacía para crear un afiliado (id 0, solo superadmin). */
function fichaVacia(): RespuestaAfiliado {
  const afiliado: Afiliado = {
    id_afiliado: 0, nombres: '', apellidos: '', foto: null, documento: '', documento_tipo: null, documento_lugar: null,
    documento_expedicion: null, email: null, tipo_afiliado: null, telefono: null, telefono_fijo: null, direccion: null,
    fecha_nacimiento: null, lugar_nacimiento: null, genero: null, estado_civil: null, hijos: null, nivel_estudios: null,
    area_estudio: null, afiliacion: null, ingreso: null, cargo: null, lugar_trabajo: null, tipo_contrato: null,
    salario: null, ahorro_permanente: null, ahorro_programado: null, tipo_vivienda: null, vehiculo: null, otro: null,
    autorizado_nombre: null, autorizado_documento: null, autorizado_direccion: null, autorizado_telefono: null,
    firma: null, retiro: null, cuota_afiliacion: null, ultima_actualizacion: null, ultimo_login: null,
    cambio_password: false, superadmin: false,
  };
  return { afiliado, familiares: seisFamiliares([], 0) };
}

/** GET /api/afiliados/{id}: id ya autorizado por la ruta (0 = ficha vacía para crear). */
export async function fichaDe(db: Db, id: number): Promise<RespuestaAfiliado> {
  if (id === 0) return fichaVacia();
  const fila = await leerFicha(db, id);
  if (!fila) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
  return { afiliado: afiliadoDeFila(fila), familiares: seisFamiliares(await leerFamiliares(db, id), id) };
}

// --- Normalización: del cuerpo (ya validado en formato) a lo que se escribe ---

function texto(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const t = String(v).trim();
  return t === '' ? null : t;
}

const fecha = (v: string | null): string | null => (vacio(v) ? null : fechaValida(v!));

/** Dígitos sin ceros a la izquierda ('0150' -> '150'), como texto para numeric. */
function digitos(v: number | string | null): string | null {
  const t = texto(v);
  return t === null ? null : t.replace(/^0+(?=\d)/, '');
}

/** Las cuatro partes separadas por tabuladores, o null si no hay ninguna. */
function vehiculo(v: string | null): string | null {
  const partes = partesVehiculo(v);
  return partes.every((p) => p === '') ? null : partes.join('\t');
}

function valoresDe(a: CamposAfiliado): ValoresFicha {
  return {
    nombres: texto(a.nombres) ?? '',
    apellidos: texto(a.apellidos) ?? '',
    foto: a.foto,
    documento: texto(a.documento) ?? '',
    documento_tipo: texto(a.documento_tipo),
    documento_lugar: texto(a.documento_lugar),
    documento_expedicion: fecha(a.documento_expedicion),
    email: texto(a.email)?.toLowerCase() ?? null,
    tipo_afiliado: texto(a.tipo_afiliado),
    telefono: texto(a.telefono),
    telefono_fijo: texto(a.telefono_fijo),
    direccion: texto(a.direccion),
    fecha_nacimiento: fecha(a.fecha_nacimiento),
    lugar_nacimiento: texto(a.lugar_nacimiento),
    genero: texto(a.genero),
    estado_civil: texto(a.estado_civil),
    hijos: a.hijos,
    nivel_estudios: texto(a.nivel_estudios),
    area_estudio: texto(a.area_estudio),
    afiliacion: fecha(a.afiliacion),
    ingreso: fecha(a.ingreso),
    cargo: texto(a.cargo),
    lugar_trabajo: texto(a.lugar_trabajo),
    tipo_contrato: texto(a.tipo_contrato),
    salario: digitos(a.salario),
    ahorro_permanente: digitos(a.ahorro_permanente),
    ahorro_programado: digitos(a.ahorro_programado),
    tipo_vivienda: texto(a.tipo_vivienda),
    vehiculo: vehiculo(a.vehiculo),
    otro: texto(a.otro),
    autorizado_nombre: texto(a.autorizado_nombre),
    autorizado_documento: texto(a.autorizado_documento),
    autorizado_direccion: texto(a.autorizado_direccion),
    autorizado_telefono: texto(a.autorizado_telefono),
    firma: a.firma,
    retiro: fecha(a.retiro),
    cuota_afiliacion: a.cuota_afiliacion === null ? null : a.cuota_afiliacion.toFixed(2),
  };
}

/** Las filas con algo escrito, en el orden del formulario. */
function familiaresDe(filas: readonly FamiliarEntrada[]): ValoresFamiliar[] {
  return filas
    .map((f) => ({
      nombre: texto(f.nombre), parentesco: texto(f.parentesco), ocupacion: texto(f.ocupacion),
      fecha_nacimiento: fecha(f.fecha_nacimiento),
    }))
    .filter((f) => Object.values(f).some((v) => v !== null));
}

/** Mismo valor para un campo bloqueado: dinero por su valor numérico, lo demás como texto. */
function mismoValor(campo: typeof CAMPOS_BLOQUEADOS[number], antes: string | null, ahora: string | null): boolean {
  if (antes === null || ahora === null) return antes === ahora;
  if (campo === 'tipo_afiliado' || campo === 'afiliacion') return antes.trim() === ahora.trim();
  return Number(antes) === Number(ahora);
}

export interface ContextoGuardar {
  actor: Actor;
  ahora: Date;
  ip: string;
}

/**
 * Fotos y firmas nuevas: deben existir (400), ser JPG/PNG (400) y ser del afiliado o de quien edita
 * (403). Las que no cambian no se vuelven a comprobar.
 */
async function comprobarImagenes(
  tx: Pick<Db, 'select'>, actual: FilaFicha | undefined, valores: ValoresFicha, destino: number, actor: Actor,
): Promise<number[]> {
  const nuevas = (['foto', 'firma'] as const)
    .map((campo) => ({ campo, id: valores[campo] }))
    .filter((c): c is { campo: 'foto' | 'firma'; id: number } => c.id !== null && c.id !== actual?.[c.campo]);
  const datos = new Map((await datosDeArchivos(tx, nuevas.map((n) => n.id))).map((d) => [d.id_archivo, d]));
  for (const { campo, id } of nuevas) {
    const etiqueta = ETIQUETAS_AFILIADO[campo];
    const d = datos.get(id);
    if (!d) throw solicitudInvalida(`El archivo de '${etiqueta}' no existe`);
    if (d.id_afiliado !== actor.id_afiliado && d.id_afiliado !== destino) {
      throw prohibido(`El archivo de '${etiqueta}' no pertenece a este afiliado`);
    }
    if (d.tipo_mime !== 'image/jpeg' && d.tipo_mime !== 'image/png') {
      throw solicitudInvalida(`El archivo de '${etiqueta}' debe ser una imagen JPG o PNG`);
    }
  }
  return nuevas.map((n) => n.id);
}

/**
 * POST /api/afiliados/{id} (id ya autorizado por la ruta; 0 crea, solo superadmin). Reglas:
 * - borrador solo superadmin (403); omite los requeridos (salvo nombres, apellidos y documento) y no
 *   marca ultima_actualizacion;
 * - formato (dígitos, fechas, correo, opciones): 400 con la lista de etiquetas;
 * - afiliado (no superadmin): 403 si ya actualizó (solo lectura); 403 si cambia un campo bloqueado que
 *   ya tenía valor; cuota_afiliacion y retiro los pone el fondo (lo enviado se ignora);
 * - requeridos de SPEC 5 en el envío final: 400 con la lista;
 * - documento de otro afiliado: 409; fotos y firmas: del afiliado o de quien edita, JPG/PNG.
 * Nunca se asignan password, guid, superadmin, reestablecer_*, ultimo_login ni cambio_password: no
 * están en ValoresFicha. Ficha y familiares en una transacción.
 */
export async function guardarFicha(db: Db, id: number, cuerpo: CuerpoActualizacion, ctx: ContextoGuardar): Promise<RespuestaGuardarAfiliado> {
  const { actor } = ctx;
  const admin = actor.superadmin;
  const borrador = cuerpo.borrador === true;
  if (borrador && !admin) throw prohibido(MENSAJE_BORRADOR_SOLO_ADMIN);

  const idGuardado = await db.transaction(async (tx) => {
    const actual = id === 0 ? undefined : await leerFicha(tx, id, true);
    if (id !== 0 && !actual) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    if (!admin && actual?.ultima_actualizacion) throw prohibido(MENSAJE_SOLO_LECTURA);

    const invalidos = camposInvalidosActualizacion(cuerpo.afiliado, cuerpo.familiares);
    if (invalidos.length > 0) throw solicitudInvalida(mensajeCamposInvalidos(invalidos));

    const valores = valoresDe(cuerpo.afiliado);
    const familiares = familiaresDe(cuerpo.familiares);
    if (!admin && actual) {
      const cambiados = CAMPOS_BLOQUEADOS.filter((c) => actual[c] !== null && !mismoValor(c, actual[c], valores[c]));
      if (cambiados.length > 0) {
        throw prohibido(`${MENSAJE_CAMPOS_BLOQUEADOS} ${cambiados.map((c) => ETIQUETAS_AFILIADO[c]).join(', ')}`);
      }
      valores.cuota_afiliacion = actual.cuota_afiliacion;
      valores.retiro = actual.retiro;
    }

    const faltan = borrador
      ? (['nombres', 'apellidos', 'documento'] as const).filter((c) => vacio(valores[c])).map((c) => ETIQUETAS_AFILIADO[c])
      : camposFaltantesActualizacion(valores, cuerpo.familiares);
    if (faltan.length > 0) throw solicitudInvalida(mensajeCamposFaltantes(faltan));

    if (await documentoDeOtro(tx, valores.documento, id === 0 ? null : id)) {
      throw conflicto(`Ya existe un afiliado con el documento ${valores.documento}`);
    }
    const imagenes = await comprobarImagenes(tx, actual, valores, id, actor);

    const ultima = borrador ? null : ctx.ahora.toISOString();
    let destino = id;
    if (id === 0) destino = await insertarFicha(tx, valores, ultima);
    else await actualizarFicha(tx, id, valores, ultima);
    await reemplazarFamiliares(tx, destino, familiares);
    await pasarArchivosAlAfiliado(tx, imagenes, actor.id_afiliado, destino);
    if (destino !== actor.id_afiliado) {
      await registrarAuditoria(tx, {
        accion: id === 0 ? 'afiliado_creado' : 'afiliado_actualizado',
        id_actor: actor.id_afiliado, id_afiliado: destino, detalle: { borrador }, ip: ctx.ip, fecha: ctx.ahora,
      });
    }
    return destino;
  });

  const { afiliado, familiares } = await fichaDe(db, idGuardado);
  const propio = idGuardado === actor.id_afiliado;
  return {
    mensaje: borrador ? MENSAJE_BORRADOR_GUARDADO : MENSAJE_DATOS_GUARDADOS,
    afiliado,
    familiares,
    sesion: propio
      ? {
        usuario: {
          id_afiliado: afiliado.id_afiliado, nombres: afiliado.nombres, apellidos: afiliado.apellidos,
          foto: afiliado.foto, ultima_actualizacion: afiliado.ultima_actualizacion,
        },
        actualizacion_datos: afiliado.ultima_actualizacion ? 'ok' : '',
      }
      : null,
  };
}

/** Nombre del PDF: 'Actualizacion de datos - Nombres Apellidos.pdf'. */
export function nombreFormulario(a: Pick<Afiliado, 'nombres' | 'apellidos'>): string {
  const nombre = `${a.nombres} ${a.apellidos}`.replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ').replace(/\s+/g, ' ').trim();
  return `Actualizacion de datos - ${nombre || 'afiliado'}.pdf`;
}

/** GET /api/afiliados/{id}/actualizacion: el formulario lleno en PDF y su nombre de archivo. */
export async function formularioPdf(
  db: Db, id: number, ctx: { ahora: Date; fondo: { nombre: string; nit: string } },
): Promise<{ pdf: Buffer; nombre: string }> {
  const { afiliado, familiares } = await fichaDe(db, id);
  const imagen = async (idArchivo: number | null, tipo: 'foto' | 'firma') => {
    if (idArchivo === null) return null;
    const bytes = await bytesDeArchivo(db, idArchivo);
    return bytes ? imagenParaPdf(bytes, tipo) : null;
  };
  const [foto, firma] = await Promise.all([imagen(afiliado.foto, 'foto'), imagen(afiliado.firma, 'firma')]);
  const pdf = await generarFormularioPdf({ afiliado, familiares, foto, firma, fondo: ctx.fondo, generado: ctx.ahora });
  return { pdf, nombre: nombreFormulario(afiliado) };
}
