// Una ficha completa y válida de un afiliado importado (la regla de requeridos de SPEC 5 pasa): para las
// pruebas que envían el formulario de actualización de datos.
import type { CamposAfiliado, CuerpoActualizacion } from '@fondo/contrato';
import { crearArchivo } from './ayudantes-solicitudes.js';
import { crearAfiliado, tokenDirecto, type AppDePrueba, type FilaAfiliado } from './ayudantes.js';

/** Lo que trae un afiliado importado (tipo, afiliación, salario y ahorros: campos bloqueados de SPEC 4). */
export const IMPORTADO = {
  tipo_afiliado: 'Docente',
  afiliacion: '2015-03-16',
  salario: '4000000.00',
  ahorro_permanente: '200000.00',
  ahorro_programado: '0.00',
  cuota_afiliacion: '30000.00',
  documento_tipo: 'CC',
} as const;

export interface MiembroConFicha {
  fila: FilaAfiliado;
  token: string;
  foto: number;
  firma: number;
}

/** Afiliado importado, con su foto y su firma ya subidas y un token de sesión. */
export async function miembroConFicha(
  p: AppDePrueba,
  campos: Parameters<typeof crearAfiliado>[1] = {},
): Promise<MiembroConFicha> {
  const { afiliado: fila } = await crearAfiliado(p.db, { ...IMPORTADO, ...campos });
  return {
    fila,
    token: await tokenDirecto(p.app, fila.id_afiliado),
    foto: await crearArchivo(p.db, fila.id_afiliado, 'jpg', 'foto.jpg', 'foto'),
    firma: await crearArchivo(p.db, fila.id_afiliado, 'png', 'firma.png', 'firma'),
  };
}

/** La ficha completa y válida del afiliado, con lo importado sin cambios, más `cambios`. */
export function fichaCompleta(m: MiembroConFicha, cambios: Partial<CamposAfiliado> = {}): CamposAfiliado {
  return {
    nombres: m.fila.nombres,
    apellidos: m.fila.apellidos,
    foto: m.foto,
    documento: m.fila.documento,
    documento_tipo: 'CC',
    documento_lugar: 'Bogotá D.C.',
    documento_expedicion: '2004-05-10',
    email: m.fila.email,
    tipo_afiliado: 'Docente',
    telefono: '3001234567',
    telefono_fijo: '6017654321',
    direccion: 'Calle 170 # 8-20',
    fecha_nacimiento: '1986-02-14',
    lugar_nacimiento: 'Tunja',
    genero: 'Femenino',
    estado_civil: 'Casado',
    hijos: 2,
    nivel_estudios: 'Maestría',
    area_estudio: 'Matemáticas',
    afiliacion: '2015-03-16',
    ingreso: '2014-01-20',
    cargo: 'Docente de matemáticas',
    lugar_trabajo: 'Sede 170',
    tipo_contrato: 'Indefinido',
    salario: 4_000_000,
    ahorro_permanente: '200000',
    ahorro_programado: 0,
    tipo_vivienda: 'Propia',
    vehiculo: null,
    otro: null,
    autorizado_nombre: 'Luis Ruiz Peña',
    autorizado_documento: '79111222',
    autorizado_direccion: 'Calle 170 # 8-20',
    autorizado_telefono: '3007654321',
    firma: m.firma,
    retiro: null,
    cuota_afiliacion: null,
    ...cambios,
  };
}

/** El cuerpo del envío final: la ficha completa con lo importado sin cambios, más `cambios`. */
export function envioCompleto(m: MiembroConFicha, cambios: Partial<CamposAfiliado> = {}): CuerpoActualizacion {
  return {
    autorizacion_datos: true,
    familiares: [
      { nombre: 'Luis Ruiz Peña', parentesco: 'Cónyuge', ocupacion: 'Ingeniero', fecha_nacimiento: '1984-07-01' },
    ],
    afiliado: fichaCompleta(m, cambios),
  };
}
