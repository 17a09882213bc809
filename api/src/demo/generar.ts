// Genera en memoria, de forma determinista, los datos demo del fondo (sin tocar la base de datos).
// Dinero en centavos enteros mientras se calcula; se entrega como texto numeric 'pesos.centavos'.
import type {
  afiliado, aporte, credito, familiar, mensaje, solicitudCredito, tipoAporte, tipoCredito,
} from '../db/schema.js';
import { Azar } from './azar.js';
import {
  APELLIDOS, AREAS_ESTUDIO, ASUNTOS, BANCOS, CARGOS, CIUDADES, DESTINOS, NIVELES,
  NOMBRES_HOMBRE, NOMBRES_MUJER, OCUPACIONES_ADULTO, VEHICULOS, VIAS,
} from './catalogos.js';
import {
  anioDe, diaDelMes, fecha, finDeMes, instante, mesAbsoluto, mesDeFecha, mesDelAnio, sumarDias,
} from './fechas.js';

/** Salario mínimo mensual legal vigente 2026, en pesos. */
export const SMMLV = 1_423_500;
/** Último corte de los datos demo. */
export const MES_ULTIMO_CORTE = mesAbsoluto(2026, 10);
export const SEMILLA_DEMO = 20261122;

export type TipoAfiliadoDemo = 'Docente' | 'Administrativo' | 'Servicios Generales';

// Filas demo con los tipos que Drizzle infiere de las tablas ($inferInsert): las columnas que el
// generador llena son obligatorias; las referencias (afiliado, corte, tipo...) son índices de las
// listas de DatosDemo, que sembrar.ts traduce a ids.
type Llenas<T, K extends keyof T> = { [P in K]-?: Exclude<T[P], undefined> };
type Insertar<T extends { $inferInsert: object }> = T['$inferInsert'];

/** Fila de afiliado con los nombres de columna de la tabla (sin id ni hash de clave). */
export type AfiliadoDemo = Llenas<Insertar<typeof afiliado>,
  | 'nombres' | 'apellidos' | 'documento' | 'documento_tipo' | 'documento_lugar' | 'documento_expedicion' | 'email'
  | 'telefono' | 'telefono_fijo' | 'direccion' | 'fecha_nacimiento' | 'lugar_nacimiento' | 'genero'
  | 'estado_civil' | 'hijos' | 'nivel_estudios' | 'area_estudio' | 'cargo' | 'lugar_trabajo' | 'tipo_contrato'
  | 'tipo_vivienda' | 'vehiculo' | 'otro' | 'autorizado_nombre' | 'autorizado_documento' | 'autorizado_direccion'
  | 'autorizado_telefono' | 'retiro' | 'ultima_actualizacion' | 'ultimo_login' | 'guid' | 'cambio_password'
  | 'superadmin' | 'creado'> & {
  // Lo que el generador siempre tiene (más estrecho que la columna, que admite null).
  tipo_afiliado: TipoAfiliadoDemo;
  afiliacion: string;
  ingreso: string;
  salario: string;
  ahorro_permanente: string;
  ahorro_programado: string;
  cuota_afiliacion: string;
  email: string;
  telefono: string;
  cargo: string;
  lugar_trabajo: string;
  tipo_contrato: string;
  documento_tipo: string;
  /** Clave en claro de la cuenta demo (se guarda su hash). */
  clave: string;
};

export type FamiliarDemo = Llenas<Insertar<typeof familiar>, 'nombre' | 'parentesco' | 'ocupacion' | 'fecha_nacimiento' | 'guid'>
  & { afiliado: number; nombre: string; parentesco: string; ocupacion: string; fecha_nacimiento: string; guid: string };

export type TipoAporteDemo = Llenas<Insertar<typeof tipoAporte>, 'nombre' | 'orden'>;

export type TipoCreditoDemo = Llenas<Insertar<typeof tipoCredito>,
  'nombre' | 'descripcion' | 'activo' | 'simulador' | 'tasa' | 'plazo_maximo' | 'plazo_minimo' | 'periodicidad'>
  & { descripcion: string; periodicidad: 'mensual' | 'semestral' };

/** Índices (afiliado, corte, tipo) apuntan a las listas de DatosDemo. */
export type AporteDemo = Llenas<Insertar<typeof aporte>, 'total' | 'cuota'> & { afiliado: number; corte: number; tipo: number };

export type CreditoDemo = Llenas<Insertar<typeof credito>,
  | 'numero' | 'saldo' | 'valor_credito' | 'valor_cuota' | 'cuotas' | 'cuotas_pagadas' | 'cuotas_pendientes'
  | 'desembolso' | 'inicio_descuento' | 'terminacion' | 'tasa' | 'estado_credito' | 'descuento_prima' | 'descuento_ahorro'>
  & {
    afiliado: number; corte: number; tipo: number;
    desembolso: string; inicio_descuento: string; terminacion: string;
    estado_credito: 'AL DIA' | 'EN MORA' | 'CANCELADO';
  };

export type SolicitudDemo = Llenas<Insertar<typeof solicitudCredito>,
  | 'valor' | 'destino' | 'cuotas' | 'desde_mes' | 'descuento_ahorro' | 'descuento_prima' | 'numero_cuenta'
  | 'tipo_cuenta' | 'banco' | 'codeudor' | 'codeudor_nombre' | 'codeudor_documento' | 'estado' | 'observaciones'
  | 'fecha_revision' | 'fecha'>
  & {
    afiliado: number; tipo: number;
    /** índice del afiliado que revisó, o null */
    revisado_por: number | null;
    tipo_cuenta: 'Ahorros' | 'Corriente';
    estado: 'PENDIENTE' | 'APROBADA' | 'NO APROBADA';
    fecha: string;
  };

export type MensajeDemo = Llenas<Insertar<typeof mensaje>, 'asunto' | 'texto' | 'creado' | 'ultima_actualizacion'>
  & {
    /** índice del mensaje padre en la lista, o null si abre el hilo */
    padre: number | null;
    afiliado: number;
    autor: number;
    estado: 0 | 1;
    creado: string;
    ultima_actualizacion: string;
    actualizado_por: number;
  };

export interface DatosDemo {
  afiliados: AfiliadoDemo[];
  familiares: FamiliarDemo[];
  cortes: string[];
  tiposAporte: TipoAporteDemo[];
  tiposCredito: TipoCreditoDemo[];
  aportes: AporteDemo[];
  creditos: CreditoDemo[];
  solicitudes: SolicitudDemo[];
  mensajes: MensajeDemo[];
}

export const CLAVE_ADMIN_DEMO = 'Admin2026';
export const CLAVE_AFILIADO_DEMO = 'Afiliado2026';

export const TIPOS_APORTE: TipoAporteDemo[] = [
  { nombre: 'Ahorro Permanente', orden: 1 },
  { nombre: 'Ahorro Programado', orden: 2 },
  { nombre: 'Aportes Sociales', orden: 3 },
  { nombre: 'Revalorizacion', orden: 4 },
];
const AP_PERMANENTE = 0;
const AP_PROGRAMADO = 1;
const AP_SOCIALES = 2;
const AP_REVALORIZACION = 3;

export const TIPOS_CREDITO: TipoCreditoDemo[] = [
  { nombre: 'Libre Inversión', descripcion: 'Crédito para cualquier destino, descontado por nómina.', activo: true, simulador: true, tasa: '0.012500', plazo_maximo: 60, plazo_minimo: 6, periodicidad: 'mensual' },
  { nombre: 'Educativo', descripcion: 'Matrículas y útiles del afiliado o su familia.', activo: true, simulador: true, tasa: '0.009000', plazo_maximo: 24, plazo_minimo: 3, periodicidad: 'mensual' },
  { nombre: 'Calamidad Doméstica', descripcion: 'Emergencias de salud, vivienda o fallecimiento de un familiar.', activo: true, simulador: true, tasa: '0.008000', plazo_maximo: 12, plazo_minimo: 1, periodicidad: 'mensual' },
  { nombre: 'Compra de Cartera', descripcion: 'Recoge deudas con otras entidades a una tasa menor.', activo: true, simulador: true, tasa: '0.011000', plazo_maximo: 72, plazo_minimo: 12, periodicidad: 'mensual' },
  { nombre: 'Crédito de Prima', descripcion: 'Se paga con las primas de junio y diciembre (cuotas semestrales).', activo: true, simulador: true, tasa: '0.010000', plazo_maximo: 6, plazo_minimo: 1, periodicidad: 'semestral' },
  { nombre: 'Vivienda', descripcion: 'Línea cerrada: solo se administran los créditos vigentes.', activo: false, simulador: false, tasa: '0.009500', plazo_maximo: 120, plazo_minimo: 60, periodicidad: 'mensual' },
  { nombre: 'Anticipo de Nómina', descripcion: 'Anticipo sin intereses, hasta tres cuotas.', activo: true, simulador: false, tasa: '0.000000', plazo_maximo: 3, plazo_minimo: 1, periodicidad: 'mensual' },
];
const TC_LIBRE = 0;
const TC_EDUCATIVO = 1;
const TC_CALAMIDAD = 2;
const TC_CARTERA = 3;
const TC_PRIMA = 4;
const TC_VIVIENDA = 5;
const TC_ANTICIPO = 6;

/** Cuentas fijas de demostración (documento = usuario). */
export const DOC_ADMIN = '1000000000';
export const DOC_ACTUALIZADO = '1000000001';
export const DOC_SIN_ACTUALIZAR = '1000000002';
export const DOC_CAMBIO_CLAVE = '1000000003';

const pesos = (centavos: number): string => {
  const c = Math.round(centavos);
  return `${Math.trunc(c / 100)}.${String(Math.abs(c % 100)).padStart(2, '0')}`;
};
const redondear = (valor: number, paso: number): number => Math.round(valor / paso) * paso;
const sinTildes = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Cuota fija de un crédito y saldos tras cada cuota pagada (centavos). La última cuota ajusta el saldo. */
export function amortizar(capital: number, cuotas: number, tasaPeriodo: number): { cuota: number; saldos: number[] } {
  const cuota = tasaPeriodo === 0
    ? Math.round(capital / cuotas)
    : Math.round((capital * tasaPeriodo) / (1 - (1 + tasaPeriodo) ** -cuotas));
  const saldos = [capital];
  let saldo = capital;
  for (let j = 1; j <= cuotas; j++) {
    const interes = Math.round(saldo * tasaPeriodo);
    saldo = j === cuotas ? 0 : Math.max(0, saldo - (cuota - interes));
    saldos.push(saldo);
  }
  return { cuota, saldos };
}

interface PlanCredito {
  afiliado: number;
  tipo: number;
  numero: string;
  capital: number;
  cuotas: number;
  periodo: number;
  mesDesembolso: number;
  desembolso: string;
  mesInicio: number;
  cuota: number;
  saldos: number[];
  prima: boolean;
  ahorro: boolean;
  /** mes en que empieza a atrasarse (solo créditos mensuales), cuántas cuotas llega a deber y cuándo se pone al día */
  moraDesde: number | null;
  moraMaxima: number;
  moraHasta: number | null;
}

interface Perfil {
  afiliacionMes: number;
  retiroMes: number | null;
  cuotaPermanente: number;
  cuotaProgramado: number;
  cuotaSociales: number;
}

/** Documentos de los afiliados demo, en el orden en que se crean (los cuatro primeros son las cuentas fijas). */
export function documentosDemo(afiliados: number): string[] {
  const azar = new Azar(SEMILLA_DEMO ^ 0x5eed);
  const fijos = [DOC_ADMIN, DOC_ACTUALIZADO, DOC_SIN_ACTUALIZAR, DOC_CAMBIO_CLAVE];
  const usados = new Set(fijos);
  const docs = fijos.slice(0, Math.min(afiliados, fijos.length));
  while (docs.length < afiliados) {
    // Cédulas de Bogotá: 8 dígitos (51/52/79/80 millones) o 10 dígitos (1.010 a 1.033 millones).
    const doc = azar.probabilidad(0.55)
      ? `${azar.elegir(['51', '52', '53', '79', '80'])}${azar.digitos(6)}`
      : `10${String(azar.entero(10, 33))}${azar.digitos(6)}`;
    if (usados.has(doc)) continue;
    usados.add(doc);
    docs.push(doc);
  }
  return docs;
}

export function generarDatosDemo(opciones: { afiliados?: number; cortes?: number } = {}): DatosDemo {
  const totalAfiliados = Math.max(4, Math.floor(opciones.afiliados ?? 200));
  const totalCortes = Math.max(1, Math.floor(opciones.cortes ?? 24));
  const azar = new Azar(SEMILLA_DEMO);
  const documentos = documentosDemo(totalAfiliados);

  const mesPrimerCorte = MES_ULTIMO_CORTE - (totalCortes - 1);
  const cortes = Array.from({ length: totalCortes }, (_, c) => finDeMes(mesPrimerCorte + c));

  const afiliados: AfiliadoDemo[] = [];
  const perfiles: Perfil[] = [];
  const familiares: FamiliarDemo[] = [];

  const celular = (): string => `3${azar.elegir(['00', '01', '02', '04', '10', '11', '12', '13', '14', '15', '16', '17', '18', '20', '21', '50'])}${azar.digitos(7)}`;
  const direccion = (): string => {
    const via = azar.elegir(VIAS);
    const numero = via.includes('Calle') ? azar.entero(127, 190) : azar.entero(7, 72);
    const base = `${via} ${numero}${azar.probabilidad(0.25) ? ` ${azar.elegir(['A', 'B', 'C'])}` : ''} # ${azar.entero(5, 95)}-${azar.entero(2, 98)}`;
    return azar.probabilidad(0.5) ? `${base} Apto ${azar.entero(1, 22)}0${azar.entero(1, 4)}` : base;
  };
  const nombreDe = (genero: string): string => {
    const lista = genero === 'Femenino' ? NOMBRES_MUJER : NOMBRES_HOMBRE;
    const primero = azar.elegir(lista);
    if (!azar.probabilidad(0.6)) return primero;
    let segundo = azar.elegir(lista);
    while (segundo === primero) segundo = azar.elegir(lista);
    return `${primero} ${segundo}`;
  };

  for (let i = 0; i < totalAfiliados; i++) {
    const documento = documentos[i] ?? '';
    const tipo: TipoAfiliadoDemo = i === 0 ? 'Administrativo'
      : i === 1 ? 'Docente'
        : i === 2 ? 'Servicios Generales'
          : azar.ponderado<TipoAfiliadoDemo>([['Docente', 60], ['Administrativo', 22], ['Servicios Generales', 18]]);
    const genero = azar.probabilidad(tipo === 'Docente' ? 0.65 : 0.5) ? 'Femenino' : 'Masculino';
    let nombres = nombreDe(genero);
    const ap1 = azar.elegir(APELLIDOS);
    let apellidos = `${ap1} ${azar.elegir(APELLIDOS)}`;
    const fijos: Record<number, [string, string]> = {
      0: ['Gloria Esperanza', 'Castillo Bernal'],
      1: ['Carlos Andrés', 'Gómez Restrepo'],
      2: ['Luz Marina', 'Pérez Quintero'],
      3: ['Jorge Iván', 'Martínez Sarmiento'],
    };
    const fijo = fijos[i];
    if (fijo) [nombres, apellidos] = fijo;
    const generoFinal = i === 0 || i === 2 ? 'Femenino' : i === 1 || i === 3 ? 'Masculino' : genero;

    const edad = azar.entero(tipo === 'Docente' ? 26 : 22, 62);
    const nacimiento = fecha(2026 - edad, azar.entero(1, 12), azar.entero(1, 28));
    const mesNacimiento = mesDeFecha(nacimiento);
    const ingresoMin = Math.max(mesNacimiento + 12 * 20, mesAbsoluto(1996, 1));
    let ingresoMes = azar.entero(ingresoMin, MES_ULTIMO_CORTE - 3);
    if (i < 4) ingresoMes = Math.min(ingresoMes, mesAbsoluto(2018, 2 + i));
    const ingreso = diaDelMes(ingresoMes, azar.elegir([1, 1, 16, 16, 15, 20]));
    const afiliacionMes = Math.min(ingresoMes + azar.ponderado([[0, 4], [1, 3], [3, 2], [12, 1]]), MES_ULTIMO_CORTE);
    const afiliacion = diaDelMes(afiliacionMes, azar.entero(1, 28));

    const retiroMes = i >= 4 && azar.probabilidad(0.04) && afiliacionMes < mesPrimerCorte
      ? azar.entero(mesPrimerCorte + 1, MES_ULTIMO_CORTE - 1) : null;

    const factor = tipo === 'Servicios Generales' ? (azar.probabilidad(0.35) ? 1 : 1 + azar.siguiente() * 0.6)
      : tipo === 'Administrativo' ? 1.5 + azar.siguiente() * 2.5
        : 2.5 + azar.siguiente() * 5.5;
    const salario = Math.max(SMMLV, redondear(SMMLV * factor, 1000));
    const pctPermanente = azar.entero(5, 10);
    const cuotaPermanente = redondear((salario * pctPermanente) / 100, 100);
    const cuotaProgramado = azar.probabilidad(0.45) || i === 1 || i === 0
      ? Math.min(azar.elegir([50_000, 100_000, 100_000, 150_000, 200_000, 300_000, 500_000]), redondear(salario * 0.1, 10_000) || 50_000)
      : 0;
    const cuotaSociales = redondear(salario * 0.01, 100);
    const cuotaAfiliacion = salario < 2 * SMMLV ? 10_000 : salario < 3 * SMMLV ? 20_000 : 30_000;

    // Miembros que ya actualizaron sus datos tienen la ficha completa; los demás, solo lo importado.
    const actualizado = i === 0 || i === 1 || i === 3 || (i >= 4 && azar.probabilidad(0.72));
    const estadoCivil = azar.ponderado([['Soltero', 30], ['Casado', 35], ['Unión Libre', 20], ['Divorciado', 10], ['Viudo', 5]]);
    const ultimaActualizacion = actualizado
      ? instante(diaDelMes(azar.entero(mesAbsoluto(2025, 2), mesAbsoluto(2026, 10)), azar.entero(1, 28)), azar.entero(7, 19), azar.entero(0, 59))
      : null;
    const ultimoLogin = actualizado || azar.probabilidad(0.3)
      ? instante(fecha(2026, 11, azar.entero(1, 21)), azar.entero(6, 21), azar.entero(0, 59)) : null;
    const cambioPassword = i === 3 || (i >= 4 && !actualizado && azar.probabilidad(0.25));

    // Grupo familiar (0 a 6 personas) solo de quienes llenaron el formulario.
    let hijos = 0;
    let autorizado: { nombre: string; documento: string } | null = null;
    if (actualizado) {
      const casado = estadoCivil === 'Casado' || estadoCivil === 'Unión Libre';
      const sorteo = azar.ponderado([[0, 10], [1, 15], [2, 25], [3, 25], [4, 15], [5, 6], [6, 4]]);
      const cuantos = i === 1 ? Math.max(3, sorteo) : sorteo;
      const anioNac = Number(nacimiento.slice(0, 4));
      for (let f = 0; f < cuantos; f++) {
        let parentesco: string;
        let generoF = azar.probabilidad(0.5) ? 'Femenino' : 'Masculino';
        let nacF: string;
        let apellidoF: string;
        if (f === 0 && casado) {
          parentesco = 'Cónyuge';
          generoF = generoFinal === 'Femenino' ? 'Masculino' : 'Femenino';
          nacF = fecha(anioNac + azar.entero(-5, 5), azar.entero(1, 12), azar.entero(1, 28));
          apellidoF = `${azar.elegir(APELLIDOS)} ${azar.elegir(APELLIDOS)}`;
        } else if (anioNac + 20 < 2024 && azar.probabilidad(0.75)) {
          parentesco = generoF === 'Femenino' ? 'Hija' : 'Hijo';
          hijos++;
          nacF = fecha(Math.min(2025, anioNac + azar.entero(20, 40)), azar.entero(1, 12), azar.entero(1, 28));
          apellidoF = `${apellidos.split(' ')[0] ?? ''} ${azar.elegir(APELLIDOS)}`;
        } else {
          parentesco = generoF === 'Femenino' ? azar.elegir(['Madre', 'Hermana']) : azar.elegir(['Padre', 'Hermano']);
          const esPadre = parentesco === 'Madre' || parentesco === 'Padre';
          nacF = fecha(anioNac + (esPadre ? -azar.entero(20, 35) : azar.entero(-8, 8)), azar.entero(1, 12), azar.entero(1, 28));
          apellidoF = esPadre ? `${apellidos.split(' ')[generoF === 'Femenino' ? 1 : 0] ?? ''} ${azar.elegir(APELLIDOS)}` : apellidos;
        }
        const edadF = 2026 - Number(nacF.slice(0, 4));
        const ocupacion = edadF < 5 ? 'Ninguna' : edadF < 18 ? 'Estudiante' : edadF < 24 && azar.probabilidad(0.6) ? 'Estudiante universitario(a)'
          : edadF > 65 ? 'Pensionado(a)' : azar.elegir(OCUPACIONES_ADULTO);
        const nombreF = `${nombreDe(generoF)} ${apellidoF}`;
        familiares.push({ afiliado: i, nombre: nombreF, parentesco, ocupacion, fecha_nacimiento: nacF, guid: azar.uuid() });
        if (!autorizado && edadF >= 18) autorizado = { nombre: nombreF, documento: `${azar.elegir(['39', '41', '51', '52', '79', '80'])}${azar.digitos(6)}` };
      }
    }

    const veh = actualizado && azar.probabilidad(0.35) ? azar.elegir(VEHICULOS) : null;
    const placa = veh
      ? veh[0] === 'Yamaha' || veh[0] === 'Honda'
        ? `${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${azar.digitos(2)}${String.fromCharCode(65 + azar.entero(0, 25))}`
        : `${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${azar.digitos(3)}`
      : '';
    const usuarioCorreo = sinTildes(`${nombres.split(' ')[0] ?? ''}.${apellidos.split(' ')[0] ?? ''}`).toLowerCase().replace(/[^a-z.]/g, '');
    const nivel = azar.elegir(NIVELES[tipo]);
    const ciudadNac = azar.elegir(CIUDADES);

    afiliados.push({
      nombres,
      apellidos,
      documento,
      documento_tipo: 'CC',
      documento_lugar: actualizado ? azar.elegir(CIUDADES) : null,
      documento_expedicion: actualizado ? sumarDias(nacimiento, 18 * 365 + azar.entero(5, 300)) : null,
      // Dominio reservado (RFC 2606): los correos demo nunca llegan a una persona real.
      email: `${usuarioCorreo}${azar.entero(1, 99)}@${azar.elegir(['example.com', 'example.org', 'example.net'])}`,
      tipo_afiliado: tipo,
      telefono: celular(),
      telefono_fijo: actualizado && azar.probabilidad(0.5) ? `601${azar.entero(2, 7)}${azar.digitos(6)}` : null,
      direccion: actualizado ? `${direccion()}, Bogotá D.C.` : null,
      fecha_nacimiento: actualizado ? nacimiento : null,
      lugar_nacimiento: actualizado ? ciudadNac : null,
      genero: actualizado ? generoFinal : null,
      estado_civil: actualizado ? estadoCivil : null,
      hijos: actualizado ? hijos : null,
      nivel_estudios: actualizado ? nivel : null,
      area_estudio: actualizado ? azar.elegir(AREAS_ESTUDIO[tipo]) : null,
      afiliacion,
      ingreso,
      cargo: i === 0 ? 'Tesorera' : azar.elegir(CARGOS[tipo]),
      lugar_trabajo: azar.probabilidad(0.55) ? 'Sede 170' : 'Sede Campestre',
      tipo_contrato: azar.probabilidad(0.8) ? 'Indefinido' : 'Fijo',
      salario: pesos(salario * 100),
      ahorro_permanente: pesos(cuotaPermanente * 100),
      ahorro_programado: pesos(cuotaProgramado * 100),
      tipo_vivienda: actualizado ? azar.ponderado([['Propia', 45], ['Arriendo', 35], ['Familiar', 20]]) : null,
      vehiculo: veh ? `${veh[0]}\t${veh[1]}\t${azar.entero(2012, 2026)}\t${placa}` : null,
      otro: null,
      autorizado_nombre: autorizado?.nombre ?? null,
      autorizado_documento: autorizado?.documento ?? null,
      autorizado_direccion: autorizado ? `${direccion()}, Bogotá D.C.` : null,
      autorizado_telefono: autorizado ? celular() : null,
      retiro: retiroMes === null ? null : diaDelMes(retiroMes, azar.entero(1, 28)),
      ultima_actualizacion: ultimaActualizacion,
      ultimo_login: ultimoLogin,
      cuota_afiliacion: pesos(cuotaAfiliacion * 100),
      guid: azar.uuid(),
      cambio_password: cambioPassword,
      superadmin: i === 0,
      creado: instante(afiliacion, 8, 0),
      clave: i === 0 ? CLAVE_ADMIN_DEMO : CLAVE_AFILIADO_DEMO,
    });
    perfiles.push({ afiliacionMes, retiroMes, cuotaPermanente, cuotaProgramado, cuotaSociales });
  }

  // Un afiliado tiene filas en un corte si ya estaba afiliado y aún no se había retirado.
  const activo = (p: Perfil, mes: number): boolean => p.afiliacionMes <= mes && (p.retiroMes === null || mes < p.retiroMes);
  // Las cuotas suben cada enero con el salario (~7 % anual).
  const alAnio = (cuota: number, mes: number): number => redondear(cuota / 1.07 ** (2026 - anioDe(mes)), 100);

  const aportes: AporteDemo[] = [];
  perfiles.forEach((p, i) => {
    let permanente = 0;
    let sociales = 0;
    let programado = 0;
    let revalorizacion = 0;
    let empezo = false;
    for (let c = 0; c < totalCortes; c++) {
      const mes = mesPrimerCorte + c;
      if (!activo(p, mes)) continue;
      const cPerm = alAnio(p.cuotaPermanente, mes) * 100;
      const cSoc = alAnio(p.cuotaSociales, mes) * 100;
      const cProg = alAnio(p.cuotaProgramado, mes) * 100;
      if (!empezo) {
        // Saldo acumulado antes del primer corte de la ventana (cuotas históricas algo menores).
        const mesesPrevios = Math.max(0, mes - p.afiliacionMes);
        permanente = Math.round(mesesPrevios * cPerm * 0.8);
        sociales = Math.round(mesesPrevios * cSoc * 0.8);
        revalorizacion = mesesPrevios >= 12 ? Math.round(sociales * 0.035 * Math.min(8, Math.floor(mesesPrevios / 12)) * 0.5) : 0;
        programado = cProg * Math.min(mesesPrevios, mesDelAnio(mes) - 1);
        empezo = true;
      }
      permanente += cPerm;
      sociales += cSoc;
      const m = mesDelAnio(mes);
      // El ahorro programado se acumula de enero a noviembre y se entrega en diciembre.
      programado = m === 12 ? 0 : m === 1 ? cProg : programado + cProg;
      // Revalorización de aportes sociales: se abona en el corte de diciembre.
      if (m === 12 && p.afiliacionMes < mes - 1) revalorizacion += Math.round(sociales * 0.035);
      aportes.push({ afiliado: i, corte: c, tipo: AP_PERMANENTE, total: pesos(permanente), cuota: pesos(cPerm) });
      if (p.cuotaProgramado > 0) aportes.push({ afiliado: i, corte: c, tipo: AP_PROGRAMADO, total: pesos(programado), cuota: pesos(cProg) });
      aportes.push({ afiliado: i, corte: c, tipo: AP_SOCIALES, total: pesos(sociales), cuota: pesos(cSoc) });
      aportes.push({ afiliado: i, corte: c, tipo: AP_REVALORIZACION, total: pesos(revalorizacion), cuota: pesos(0) });
    }
  });

  // Créditos: un plan de amortización por crédito, y una fila por corte mientras está vivo.
  const planes: PlanCredito[] = [];
  let consecutivo = 0;
  const nuevoPlan = (
    i: number, tipo: number, capitalPesos: number, cuotas: number, mesDesembolso: number,
    extra: { prima?: boolean; ahorro?: boolean; mora?: [number, number, number | null] | null } = {},
  ): void => {
    const tc = TIPOS_CREDITO[tipo];
    if (!tc) return;
    const periodo = tc.periodicidad === 'semestral' ? 6 : 1;
    let mesInicio = mesDesembolso + 1;
    if (periodo === 6) while (mesDelAnio(mesInicio) !== 6 && mesDelAnio(mesInicio) !== 12) mesInicio++;
    const tasaPeriodo = Number(tc.tasa) * periodo;
    const capital = capitalPesos * 100;
    const { cuota, saldos } = amortizar(capital, cuotas, tasaPeriodo);
    consecutivo++;
    planes.push({
      afiliado: i, tipo, numero: `${anioDe(mesDesembolso)}${String(consecutivo).padStart(5, '0')}`,
      capital, cuotas, periodo, mesDesembolso,
      desembolso: diaDelMes(mesDesembolso, 5 + ((consecutivo * 7) % 20)),
      mesInicio, cuota, saldos,
      prima: extra.prima ?? false, ahorro: extra.ahorro ?? false,
      moraDesde: extra.mora?.[0] ?? null, moraMaxima: extra.mora?.[1] ?? 0, moraHasta: extra.mora?.[2] ?? null,
    });
  };

  perfiles.forEach((p, i) => {
    const salario = Number(afiliados[i]?.salario ?? SMMLV);
    if (i === 1) {
      // Cuenta demo con datos: dos créditos vigentes y uno cancelado dentro de la ventana.
      nuevoPlan(i, TC_LIBRE, 15_000_000, 36, Math.max(mesPrimerCorte, mesAbsoluto(2025, 3)), { prima: true });
      nuevoPlan(i, TC_EDUCATIVO, 4_000_000, 12, Math.max(mesPrimerCorte, mesAbsoluto(2026, 2)), { ahorro: true });
      nuevoPlan(i, TC_CALAMIDAD, 2_000_000, 6, Math.max(mesPrimerCorte, mesAbsoluto(2025, 1)));
      return;
    }
    if (i === 0) {
      nuevoPlan(i, TC_PRIMA, 3_000_000, 4, Math.max(mesPrimerCorte, mesAbsoluto(2025, 8)), { prima: true });
      return;
    }
    const cuantos = azar.ponderado([[0, 35], [1, 35], [2, 20], [3, 10]]);
    for (let k = 0; k < cuantos; k++) {
      const tipo = azar.ponderado([[TC_LIBRE, 40], [TC_EDUCATIVO, 12], [TC_CALAMIDAD, 8], [TC_CARTERA, 12], [TC_PRIMA, 12], [TC_VIVIENDA, 6], [TC_ANTICIPO, 10]]);
      const rango: Record<number, [number, number, readonly number[]]> = {
        [TC_LIBRE]: [2_000_000, Math.min(40_000_000, salario * 10), [12, 18, 24, 36, 48, 60]],
        [TC_EDUCATIVO]: [1_000_000, 12_000_000, [6, 12, 18, 24]],
        [TC_CALAMIDAD]: [500_000, 5_000_000, [6, 12]],
        [TC_CARTERA]: [5_000_000, Math.min(50_000_000, salario * 14), [24, 36, 48, 60, 72]],
        [TC_PRIMA]: [1_000_000, Math.min(8_000_000, salario * 2), [2, 3, 4, 6]],
        [TC_VIVIENDA]: [30_000_000, 90_000_000, [84, 96, 120]],
        [TC_ANTICIPO]: [300_000, Math.min(2_000_000, salario * 0.8), [1, 2, 3]],
      };
      const [min, max, plazos] = rango[tipo] ?? [1_000_000, 5_000_000, [12]];
      const capital = redondear(min + azar.siguiente() * Math.max(0, max - min), 100_000) || min;
      const cuotas = azar.elegir(plazos);
      const periodo = TIPOS_CREDITO[tipo]?.periodicidad === 'semestral' ? 6 : 1;
      // Desembolso tal que el crédito esté vivo en algún corte de la ventana.
      const desde = Math.max(p.afiliacionMes, mesPrimerCorte - cuotas * periodo + 1);
      const hasta = Math.min(MES_ULTIMO_CORTE, (p.retiroMes ?? MES_ULTIMO_CORTE + 1) - 1);
      if (desde > hasta) continue;
      const mesDesembolso = azar.entero(desde, hasta);
      // Algunos créditos se atrasan 1 a 3 cuotas; la mayoría se pone al día meses después.
      const inicioMora = azar.entero(mesDesembolso + 2, mesDesembolso + 2 + cuotas);
      const mora: [number, number, number | null] | null = periodo === 1 && cuotas > 3 && azar.probabilidad(0.12)
        ? [inicioMora, azar.entero(1, 3), azar.probabilidad(0.6) ? inicioMora + azar.entero(3, 10) : null] : null;
      nuevoPlan(i, tipo, capital, cuotas, mesDesembolso, {
        prima: azar.probabilidad(0.2), ahorro: azar.probabilidad(0.12), mora,
      });
    }
  });

  const creditos: CreditoDemo[] = [];
  for (const plan of planes) {
    const perfil = perfiles[plan.afiliado];
    const tc = TIPOS_CREDITO[plan.tipo];
    if (!perfil || !tc) continue;
    let cancelado = false;
    let pagadasAntes = 0;
    for (let c = 0; c < totalCortes && !cancelado; c++) {
      const mes = mesPrimerCorte + c;
      if (mes < plan.mesDesembolso) continue;
      const vencidas = mes < plan.mesInicio ? 0 : Math.min(plan.cuotas, Math.floor((mes - plan.mesInicio) / plan.periodo) + 1);
      const enMora = plan.moraDesde !== null && mes >= plan.moraDesde && (plan.moraHasta === null || mes < plan.moraHasta);
      const atraso = enMora && plan.moraDesde !== null ? Math.min(plan.moraMaxima, mes - plan.moraDesde + 1) : 0;
      // Lo pagado nunca retrocede: el atraso solo frena los pagos.
      const pagadas = Math.max(pagadasAntes, vencidas - atraso);
      pagadasAntes = pagadas;
      cancelado = pagadas === plan.cuotas;
      if (!activo(perfil, mes)) continue;
      creditos.push({
        afiliado: plan.afiliado,
        corte: c,
        tipo: plan.tipo,
        numero: plan.numero,
        saldo: pesos(plan.saldos[pagadas] ?? 0),
        valor_credito: pesos(plan.capital),
        valor_cuota: pesos(plan.cuota),
        cuotas: plan.cuotas,
        cuotas_pagadas: pagadas,
        cuotas_pendientes: plan.cuotas - pagadas,
        desembolso: plan.desembolso,
        inicio_descuento: finDeMes(plan.mesInicio),
        terminacion: finDeMes(plan.mesInicio + (plan.cuotas - 1) * plan.periodo),
        tasa: tc.tasa,
        estado_credito: cancelado ? 'CANCELADO' : atraso > 0 && vencidas > pagadas ? 'EN MORA' : 'AL DIA',
        descuento_prima: plan.prima,
        descuento_ahorro: plan.ahorro,
      });
    }
  }

  // Solicitudes de crédito: algunas en cada estado (la cuenta 1000000001 tiene una pendiente y una aprobada).
  const solicitudes: SolicitudDemo[] = [];
  const estados = ['PENDIENTE', 'APROBADA', 'NO APROBADA'] as const;
  const candidatos = [1, 1, ...Array.from({ length: 10 }, (_, k) => 4 + ((k * 37) % Math.max(1, totalAfiliados - 4)))]
    .filter((i) => i < totalAfiliados);
  candidatos.forEach((i, k) => {
    const estado = i === 1 ? (k === 0 ? 'PENDIENTE' : 'APROBADA') : estados[k % 3] ?? 'PENDIENTE';
    const tipo = azar.elegir([TC_LIBRE, TC_EDUCATIVO, TC_CALAMIDAD, TC_CARTERA, TC_PRIMA]);
    const tc = TIPOS_CREDITO[tipo];
    const cuotas = Math.min(tc?.plazo_maximo ?? 12, azar.elegir([6, 12, 24, 36]));
    const dia = fecha(2026, azar.entero(8, 11), azar.entero(1, 20));
    const codeudor = azar.probabilidad(0.3);
    const revisada = estado !== 'PENDIENTE';
    solicitudes.push({
      afiliado: i,
      tipo,
      valor: pesos(redondear(1_000_000 + azar.siguiente() * 19_000_000, 500_000) * 100),
      destino: azar.elegir(DESTINOS),
      cuotas,
      desde_mes: azar.entero(1, 12),
      descuento_ahorro: azar.probabilidad(0.2),
      descuento_prima: azar.probabilidad(0.3),
      numero_cuenta: azar.digitos(11),
      tipo_cuenta: azar.probabilidad(0.85) ? 'Ahorros' : 'Corriente',
      banco: azar.elegir(BANCOS),
      codeudor,
      codeudor_nombre: codeudor ? `${azar.elegir(NOMBRES_HOMBRE)} ${azar.elegir(APELLIDOS)} ${azar.elegir(APELLIDOS)}` : null,
      codeudor_documento: codeudor ? `${azar.elegir(['79', '80', '52'])}${azar.digitos(6)}` : null,
      estado,
      observaciones: estado === 'APROBADA' ? 'Aprobada por el comité de crédito. Desembolso en los próximos cinco días hábiles.'
        : estado === 'NO APROBADA' ? 'La capacidad de descuento por nómina no alcanza para la cuota solicitada.' : null,
      revisado_por: revisada ? 0 : null,
      fecha_revision: revisada ? instante(sumarDias(dia, 3), 10, 30) : null,
      fecha: instante(dia, 9 + (k % 8), 15),
    });
  });

  // Mensajes (Contáctenos): hilos con y sin respuesta del fondo.
  const mensajes: MensajeDemo[] = [];
  const autoresHilo = [1, 1, 2, 3, ...Array.from({ length: 4 }, (_, k) => 5 + k * 11)].filter((i) => i < totalAfiliados);
  autoresHilo.forEach((i, k) => {
    const [asunto, texto, respuesta] = ASUNTOS[k % ASUNTOS.length] ?? ASUNTOS[0];
    const dia = fecha(2026, azar.entero(9, 11), azar.entero(1, 18));
    const creado = instante(dia, 8 + k, 10);
    const idx = mensajes.length;
    const respondido = respuesta !== null && k % 4 !== 1;
    const respuestaEn = instante(sumarDias(dia, 1), 11, 5);
    mensajes.push({
      padre: null, afiliado: i, autor: i, asunto, texto, creado,
      estado: respondido ? 1 : 0,
      ultima_actualizacion: respondido ? respuestaEn : creado,
      actualizado_por: respondido ? 0 : i,
    });
    if (respondido) {
      mensajes.push({
        padre: idx, afiliado: i, autor: 0, asunto: `RE: ${asunto}`, texto: respuesta, creado: respuestaEn,
        estado: 1, ultima_actualizacion: respuestaEn, actualizado_por: 0,
      });
    }
  });

  return { afiliados, familiares, cortes, tiposAporte: TIPOS_APORTE, tiposCredito: TIPOS_CREDITO, aportes, creditos, solicitudes, mensajes };
}
