// npm run bench [-- --solo lecturas,pdf,js,solicitudes,actualizacion,mensajes,admin,movil,certificados,produccion,plan-pagos,verificables,firma
//   --afiliados 5000
//   --cortes 24 --segundos 10 --conexiones 10,64 --pg postgres://postgres@127.0.0.1:5432/test --puerto 8700
//   --sin-navegador --veces 3]
// Partes (todas por defecto, en este orden; --solo elige algunas):
// - lecturas: req/s y p99 de la ruta desnuda + JWT y de las lecturas del afiliado (bench/dominios/lecturas.ts)
// - pdf: certificado PDF de saldos
// - js: JavaScript (gzip) que carga el navegador (bench/js-inicial.ts; no con --sin-navegador)
// - solicitudes: radicar con tres subidas de 1 MB; lista del superadmin con 20.000 (bench/dominios/solicitudes.ts)
// - actualizacion: limpiar-foto de 12 MP; formulario en PDF (bench/dominios/actualizacion.ts)
// - mensajes: lista con 20.000 hilos; importar 500 correos de Dovecot (bench/dominios/mensajes.ts)
// - admin: lista con filtro, exportación e importación de 120.000 filas en PostgreSQL y PGlite (bench/dominios/admin.ts)
// - certificados: GET certificados con 24 y con 120 cortes por afiliado (bench/dominios/certificados.ts)
// - produccion: nginx y 2 procesos (deploy/local.sh): 200 afiliados 60 s, reinicio bajo carga, ola de 100 logins; requiere --pg
// - movil: /login, /inicio, /simulador y /actualizacion en el perfil de teléfono de Lighthouse, mediana de --veces
//   cargas (bench/dominios/movil.ts; no con --sin-navegador)
// - plan-pagos: CPU p50 y p99 del PDF del plan de pagos de un crédito, en este proceso (bench/dominios/plan-pagos.ts)
// - verificables: CPU del estado de cuenta y del certificado con QR; verificación pública por HTTP (bench/dominios/verificables.ts)
// - firma: CPU p50 y p99 del PDF firmado de una solicitud (carta, pagaré y evidencia), en este proceso; y en el perfil
//   de teléfono, de 'Enviar Solicitud' a la solicitud radicada con firma electrónica, mediana de --veces (bench/dominios/firma.ts)
// - invitaciones: 'Invitar a todos' a los afiliados sin clave: encolar y correos/min a un SMTP local (bench/dominios/invitaciones.ts)
// Puertos: --puerto (o BENCH_PUERTO; por defecto 8700) y los tres siguientes.
import { parseArgs } from 'node:util';
import type { Dovecot } from '../api/test/dovecot';
import { imprimirTabla, iniciarServidor, type Servidor, type Tabla } from './comun';
import { medirActualizacion } from './dominios/actualizacion';
import { medirAdmin } from './dominios/admin';
import { medirCertificadosPorCortes } from './dominios/certificados';
import { imprimirLecturas, medirLecturas, medirPdf, type FilaLectura } from './dominios/lecturas';
import { medirMensajes, prepararDovecot } from './dominios/mensajes';
import { medirMovil } from './dominios/movil';
import { medirPlanPagos } from './dominios/plan-pagos';
import { medirFirma, medirFirmaEnTelefono } from './dominios/firma';
import { iniciarSmtp } from '../api/test/smtp';
import { medirSolicitudes } from './dominios/solicitudes';
import { medirProduccion } from './dominios/produccion';
import { medirPdfsVerificables, medirVerificacion } from './dominios/verificables';
import { iniciarSmtpLocal, medirInvitaciones, tablaInvitaciones } from './dominios/invitaciones';
import { imprimirTablaJs, medirJsInicial } from './js-inicial';

const PARTES = [
  'lecturas',
  'pdf',
  'js',
  'solicitudes',
  'actualizacion',
  'mensajes',
  'admin',
  'certificados',
  'produccion',
  'movil',
  'plan-pagos',
  'verificables',
  'firma',
  'invitaciones',
] as const;
type Parte = (typeof PARTES)[number];

const { values } = parseArgs({
  options: {
    solo: { type: 'string', default: PARTES.join(',') },
    afiliados: { type: 'string', default: '5000' },
    cortes: { type: 'string', default: '24' },
    segundos: { type: 'string', default: '10' },
    conexiones: { type: 'string', default: '10,64' },
    pg: { type: 'string', default: '' },
    puerto: { type: 'string', default: process.env.BENCH_PUERTO ?? '8700' },
    'sin-navegador': { type: 'boolean', default: false },
    // produccion: segundos de la carga de lecturas, afiliados a la vez y logins de la ola.
    'segundos-carga': { type: 'string', default: '60' },
    miembros: { type: 'string', default: '200' },
    ola: { type: 'string', default: '100' },
    veces: { type: 'string', default: '3' },
  },
});

const partes = new Set<Parte>();
for (const p of values.solo
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean)) {
  if (!(PARTES as readonly string[]).includes(p))
    throw new Error(`--solo: parte desconocida '${p}' (use ${PARTES.join(', ')})`);
  partes.add(p as Parte);
}
const puerto = Number(values.puerto);
if (!Number.isInteger(puerto) || puerto < 1024 || puerto > 65530)
  throw new Error(`--puerto inválido: ${values.puerto}`);
const segundos = Number(values.segundos);
const listaConexiones = values.conexiones
  .split(',')
  .map((c) => Number(c.trim()))
  .filter((c) => Number.isInteger(c) && c > 0);
if (listaConexiones.length === 0) throw new Error(`--conexiones inválido: ${values.conexiones}`);
const afiliados = Number(values.afiliados);
const cortes = Number(values.cortes);

const motor = values.pg ? `PostgreSQL (${new URL(values.pg).host})` : 'PGlite embebido';
console.log(
  `Benchmark del portal · ${motor} · ${afiliados} afiliados, ${cortes} cortes · ${segundos} s por medida, ` +
    `${listaConexiones.join(' y ')} conexiones · partes: ${[...partes].join(', ')}`,
);

// Cada dominio en un servidor recién arrancado (datos demo nuevos): el pico de memoria de una parte no
// esconde el de otra (la memoria que el proceso ya tomó no vuelve al sistema) y los datos que una siembra
// o importa no cambian lo que otra mide. Las lecturas, el PDF y el JavaScript comparten el primero.
const servidores: Servidor[] = [];
let dovecot: Dovecot | string = 'la importación de correo no se pidió';
const arrancar = async (entorno: Record<string, string> = {}, desplazamiento = 0): Promise<Servidor> => {
  const s = await iniciarServidor({ puerto: puerto + desplazamiento, afiliados, cortes, pg: values.pg, entorno });
  servidores.push(s);
  console.log(`\n[${s.motor}, puerto ${s.puerto}] datos demo sembrados en ${s.sembrado_s.toFixed(1)} s`);
  return s;
};
const detener = async (s: Servidor) => {
  await s.detener();
  servidores.splice(servidores.indexOf(s), 1);
};
const mostrar = (tablas: Tabla[]) => {
  for (const t of tablas) imprimirTabla(t);
};

try {
  if (partes.has('lecturas') || partes.has('pdf') || partes.has('js')) {
    const servidor = await arrancar();
    const lecturas: FilaLectura[] = [];
    if (partes.has('lecturas')) lecturas.push(...(await medirLecturas(servidor, listaConexiones, segundos)));
    if (partes.has('pdf')) lecturas.push(await medirPdf(servidor, listaConexiones[0]!, segundos));
    if (lecturas.length > 0) imprimirLecturas(lecturas);
    if (partes.has('js')) {
      // JavaScript que carga el navegador (bench/js-inicial.ts): /login, /inicio en frío, /ahorro después.
      if (values['sin-navegador']) console.log('\n--sin-navegador: se omite el JavaScript del navegador.');
      else imprimirTablaJs(await medirJsInicial(servidor.base));
    }
    await detener(servidor);
  }

  if (partes.has('solicitudes')) {
    const servidor = await arrancar();
    mostrar(
      await medirSolicitudes(servidor, { segundos, conexiones: listaConexiones, simultaneas: 10, totalLista: 20_000 }),
    );
    await detener(servidor);
  }
  if (partes.has('actualizacion')) {
    const servidor = await arrancar();
    mostrar(await medirActualizacion(servidor, { segundos, repeticiones: 15 }));
    await detener(servidor);
  }
  if (partes.has('plan-pagos')) mostrar([await medirPlanPagos({ repeticiones: 200 })]);
  if (partes.has('firma')) {
    mostrar([await medirFirma({ repeticiones: 200 })]);
    if (!values['sin-navegador']) {
      const smtp = await iniciarSmtp();
      const servidor = await arrancar({ FIRMA_ELECTRONICA: '1', SMTP_URL: smtp.url, REQUIERE_2FA: '0' });
      try {
        mostrar([await medirFirmaEnTelefono(servidor, smtp, { veces: Number(values.veces) })]);
      } finally {
        await detener(servidor);
        await smtp.detener();
      }
    }
  }
  if (partes.has('verificables')) {
    mostrar([await medirPdfsVerificables({ repeticiones: 200 })]);
    const servidor = await arrancar();
    mostrar([await medirVerificacion(servidor, { segundos, conexiones: listaConexiones })]);
    await detener(servidor);
  }
  if (partes.has('invitaciones')) {
    // Sin ritmo (el máximo de INVITACIONES_POR_MINUTO): una conexión SMTP, y las de por defecto.
    const t = tablaInvitaciones(afiliados);
    for (const conexiones of ['1', '3 (por defecto)']) {
      const smtp = await iniciarSmtpLocal();
      const servidor = await arrancar({
        SMTP_URL: smtp.url,
        INVITACIONES_POR_MINUTO: '100000',
        REQUIERE_2FA: '0',
        SMTP_CONEXIONES: conexiones.split(' ')[0]!,
      });
      try {
        await medirInvitaciones(t, { conexionesSmtp: conexiones, servidor, smtp });
      } finally {
        await detener(servidor);
        await smtp.detener();
      }
    }
    t.notas.push('Con el ritmo por defecto (INVITACIONES_POR_MINUTO=60) el ritmo manda, no la cola: 60 por minuto.');
    mostrar([t]);
  }
  if (partes.has('mensajes')) {
    // Dovecot antes que el servidor: la API lee IMAP_URL al arrancar.
    dovecot = await prepararDovecot();
    const servidor = await arrancar(typeof dovecot === 'string' ? {} : { IMAP_URL: dovecot.url });
    mostrar(
      await medirMensajes(servidor, { segundos, conexiones: listaConexiones, hilos: 20_000, correos: 500, dovecot }),
    );
    await detener(servidor);
  }
  if (partes.has('admin')) {
    const servidor = await arrancar();
    // La importación se mide en PostgreSQL y en PGlite: el motor que falta, en un segundo servidor.
    const importarEn: Servidor[] = [servidor];
    const omitidos: string[] = [];
    if (values.pg) {
      const pglite = await iniciarServidor({ puerto: puerto + 2, afiliados, cortes, pg: '' });
      servidores.push(pglite);
      console.log(
        `[${pglite.motor}, puerto ${pglite.puerto}] datos demo sembrados en ${pglite.sembrado_s.toFixed(1)} s`,
      );
      importarEn.push(pglite);
    } else {
      omitidos.push('Sin --pg: la importación en PostgreSQL no se midió (la meta de 20 s y 400 MB es en PostgreSQL).');
    }
    mostrar(
      await medirAdmin(servidor, {
        segundos,
        conexiones: listaConexiones,
        tiposPorAfiliado: 24,
        exportaciones: 3,
        importarEn,
        omitidos,
      }),
    );
    for (const s of importarEn) await detener(s);
  }
  if (partes.has('movil')) {
    if (values['sin-navegador']) console.log('\n--sin-navegador: se omite la parte movil.');
    else {
      const servidor = await arrancar();
      mostrar(await medirMovil(servidor, { veces: Number(values.veces) }));
      await detener(servidor);
    }
  }
  // Las partes que siguen usan los mismos puertos: los servidores anteriores se detienen.
  for (const s of [...servidores]) await detener(s);
  if (partes.has('certificados')) {
    mostrar([
      await medirCertificadosPorCortes({
        pg: values.pg,
        puerto,
        afiliados: Math.min(afiliados, 1000),
        segundos,
        conexiones: listaConexiones,
      }),
    ]);
  }
  if (partes.has('produccion')) {
    if (!values.pg) {
      console.log('\n--solo produccion necesita --pg (la topología de producción corre sobre PostgreSQL): se omite.');
    } else {
      mostrar(
        await medirProduccion({
          pg: values.pg,
          puerto,
          afiliados,
          cortes,
          segundos: Number(values['segundos-carga']),
          miembros: Number(values.miembros),
          ola: Number(values.ola),
        }),
      );
    }
  }
} finally {
  for (const s of [...servidores]) await s.detener();
  if (typeof dovecot !== 'string') await dovecot.detener();
}
