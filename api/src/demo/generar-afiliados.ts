// Afiliados demo: datos personales, laborales y de contacto, cuotas y familiares.
import { SALARIO_MINIMO, claveNombre, cuotaAfiliacionAnual } from '@fondo/contrato';
import {
  APELLIDOS,
  AREAS_ESTUDIO,
  CARGOS,
  CIUDADES,
  NIVELES,
  NOMBRES_HOMBRE,
  NOMBRES_MUJER,
  OCUPACIONES_ADULTO,
  VEHICULOS,
  VIAS,
} from './catalogos.js';
import { diaDelMes, fecha, instante, mesAbsoluto, mesDeFecha, sumarDias } from './fechas.js';
import type { TipoAfiliadoDemo, AfiliadoDemo, FamiliarDemo, Perfil, ContextoDemo } from './tipos.js';
import { MES_ULTIMO_CORTE, CLAVE_ADMIN_DEMO, CLAVE_AFILIADO_DEMO, pesos, redondear } from './reglas.js';

/** Afiliados (los cuatro primeros son las cuentas fijas), su perfil de cuotas y sus familiares. */
export function generarAfiliados(contexto: ContextoDemo): {
  afiliados: AfiliadoDemo[];
  perfiles: Perfil[];
  familiares: FamiliarDemo[];
} {
  const { azar, totalAfiliados, documentos, mesPrimerCorte } = contexto;
  const afiliados: AfiliadoDemo[] = [];
  const perfiles: Perfil[] = [];
  const familiares: FamiliarDemo[] = [];

  const celular = (): string =>
    `3${azar.elegir(['00', '01', '02', '04', '10', '11', '12', '13', '14', '15', '16', '17', '18', '20', '21', '50'])}${azar.digitos(7)}`;
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
    const tipo: TipoAfiliadoDemo =
      i === 0
        ? 'Administrativo'
        : i === 1
          ? 'Docente'
          : i === 2
            ? 'Servicios Generales'
            : azar.ponderado<TipoAfiliadoDemo>([
                ['Docente', 60],
                ['Administrativo', 22],
                ['Servicios Generales', 18],
              ]);
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
    const afiliacionMes = Math.min(
      ingresoMes +
        azar.ponderado([
          [0, 4],
          [1, 3],
          [3, 2],
          [12, 1],
        ]),
      MES_ULTIMO_CORTE,
    );
    const afiliacion = diaDelMes(afiliacionMes, azar.entero(1, 28));

    const retiroMes =
      i >= 4 && azar.probabilidad(0.04) && afiliacionMes < mesPrimerCorte
        ? azar.entero(mesPrimerCorte + 1, MES_ULTIMO_CORTE - 1)
        : null;

    const factor =
      tipo === 'Servicios Generales'
        ? azar.probabilidad(0.35)
          ? 1
          : 1 + azar.siguiente() * 0.6
        : tipo === 'Administrativo'
          ? 1.5 + azar.siguiente() * 2.5
          : 2.5 + azar.siguiente() * 5.5;
    const salario = Math.max(SALARIO_MINIMO, redondear(SALARIO_MINIMO * factor, 1000));
    const pctPermanente = azar.entero(5, 10);
    const cuotaPermanente = redondear((salario * pctPermanente) / 100, 100);
    const cuotaProgramado =
      azar.probabilidad(0.45) || i === 1 || i === 0
        ? Math.min(
            azar.elegir([50_000, 100_000, 100_000, 150_000, 200_000, 300_000, 500_000]),
            redondear(salario * 0.1, 10_000) || 50_000,
          )
        : 0;
    const cuotaSociales = redondear(salario * 0.01, 100);
    const cuotaAfiliacion = cuotaAfiliacionAnual(salario);

    // Miembros que ya actualizaron sus datos tienen la ficha completa; los demás, solo lo importado.
    const actualizado = i === 0 || i === 1 || i === 3 || (i >= 4 && azar.probabilidad(0.72));
    const estadoCivil = azar.ponderado([
      ['Soltero', 30],
      ['Casado', 35],
      ['Unión Libre', 20],
      ['Divorciado', 10],
      ['Viudo', 5],
    ]);
    const ultimaActualizacion = actualizado
      ? instante(
          diaDelMes(azar.entero(mesAbsoluto(2025, 2), mesAbsoluto(2026, 10)), azar.entero(1, 28)),
          azar.entero(7, 19),
          azar.entero(0, 59),
        )
      : null;
    const ultimoLogin =
      actualizado || azar.probabilidad(0.3)
        ? instante(fecha(2026, 11, azar.entero(1, 21)), azar.entero(6, 21), azar.entero(0, 59))
        : null;
    const cambioPassword = i === 3 || (i >= 4 && !actualizado && azar.probabilidad(0.25));

    // Grupo familiar (0 a 6 personas) solo de quienes llenaron el formulario.
    let hijos = 0;
    let autorizado: { nombre: string; documento: string } | null = null;
    if (actualizado) {
      const casado = estadoCivil === 'Casado' || estadoCivil === 'Unión Libre';
      const sorteo = azar.ponderado([
        [0, 10],
        [1, 15],
        [2, 25],
        [3, 25],
        [4, 15],
        [5, 6],
        [6, 4],
      ]);
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
          nacF = fecha(
            anioNac + (esPadre ? -azar.entero(20, 35) : azar.entero(-8, 8)),
            azar.entero(1, 12),
            azar.entero(1, 28),
          );
          apellidoF = esPadre
            ? `${apellidos.split(' ')[generoF === 'Femenino' ? 1 : 0] ?? ''} ${azar.elegir(APELLIDOS)}`
            : apellidos;
        }
        const edadF = 2026 - Number(nacF.slice(0, 4));
        const ocupacion =
          edadF < 5
            ? 'Ninguna'
            : edadF < 18
              ? 'Estudiante'
              : edadF < 24 && azar.probabilidad(0.6)
                ? 'Estudiante universitario(a)'
                : edadF > 65
                  ? 'Pensionado(a)'
                  : azar.elegir(OCUPACIONES_ADULTO);
        const nombreF = `${nombreDe(generoF)} ${apellidoF}`;
        familiares.push({
          afiliado: i,
          nombre: nombreF,
          parentesco,
          ocupacion,
          fecha_nacimiento: nacF,
          guid: azar.uuid(),
        });
        if (!autorizado && edadF >= 18)
          autorizado = {
            nombre: nombreF,
            documento: `${azar.elegir(['39', '41', '51', '52', '79', '80'])}${azar.digitos(6)}`,
          };
      }
    }

    const veh = actualizado && azar.probabilidad(0.35) ? azar.elegir(VEHICULOS) : null;
    const placa = veh
      ? veh[0] === 'Yamaha' || veh[0] === 'Honda'
        ? `${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${azar.digitos(2)}${String.fromCharCode(65 + azar.entero(0, 25))}`
        : `${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${String.fromCharCode(65 + azar.entero(0, 25))}${azar.digitos(3)}`
      : '';
    const usuarioCorreo = claveNombre(`${nombres.split(' ')[0] ?? ''}.${apellidos.split(' ')[0] ?? ''}`).replace(
      /[^a-z.]/g,
      '',
    );
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
      tipo_vivienda: actualizado
        ? azar.ponderado([
            ['Propia', 45],
            ['Arriendo', 35],
            ['Familiar', 20],
          ])
        : null,
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

  return { afiliados, perfiles, familiares };
}
