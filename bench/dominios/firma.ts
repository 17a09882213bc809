// Parte `firma` (--solo firma): CPU del PDF firmado de una solicitud (la carta y el pagaré con la página de
// evidencia al final, con su QR), dibujado en este proceso con la API construida: p50 y p99 por documento
// (process.cpuUsage, usuario + sistema), con la firma del afiliado y con la del afiliado y la del codeudor.
import type { EvidenciaFirma } from '@fondo/contrato';
import { generarPlantillaPdf, paginaDeEvidencia } from '../api';
import { ms, percentil, tabla, type Tabla } from '../comun';

const DATOS = {
  afiliado: { nombres: 'María José', apellidos: 'Núñez Peña', documento: '52123456', documento_tipo: 'CC' },
  tipo: { nombre: 'Libre Inversión', tasa: 0.012, periodicidad: 'mensual' as const },
  valor: 4_000_000,
  cuotas: 24,
  destino: 'Remodelación de la cocina',
  desde_mes: 2,
  codeudor: { nombre: 'Jorge Peña', documento: '80111222' },
  conFecha: true,
  fondo: { nombre: 'Fondo de Empleados del Personal Escolar', nit: '900.123.456-7' },
  ciudad: 'Bogotá D.C.',
  ahora: new Date('2026-12-07T20:15:00Z'),
};

const firma = (rol: EvidenciaFirma['rol']): EvidenciaFirma => ({
  rol,
  nombre: rol === 'afiliado' ? 'María José Núñez Peña' : 'Jorge Peña',
  documento: rol === 'afiliado' ? '52123456' : '80111222',
  fecha: '2026-12-07T20:15:00.000Z',
  ip: '181.49.12.7',
  dispositivo: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  metodo: 'código enviado a m***@correo.com',
  sha256: 'b'.repeat(64),
});

/** CPU por PDF firmado: `repeticiones` documentos seguidos por caso, tras 20 de calentamiento. */
export async function medirFirma(o: { repeticiones: number }): Promise<Tabla> {
  const t = tabla(`PDF firmado de una solicitud en este proceso (${o.repeticiones} documentos por caso)`, [
    ['Firmas', false],
    ['KiB', true],
    ['CPU p50 (ms)', true],
    ['CPU p99 (ms)', true],
  ]);
  for (const firmas of [[firma('afiliado')], [firma('afiliado'), firma('codeudor')]]) {
    const generar = () =>
      generarPlantillaPdf(DATOS, (doc) =>
        paginaDeEvidencia(doc, {
          id_solicitud: 1234,
          codigo: 'K7QM-2XPD-9HTR-WB4C',
          url: 'https://portal.fondo.edu.co/verificar/K7QM-2XPD-9HTR-WB4C',
          firmas,
        }),
      );
    for (let i = 0; i < 20; i++) await generar();
    const cpu: number[] = [];
    let pdf: Buffer | null = null;
    for (let i = 0; i < o.repeticiones; i++) {
      const antes = process.cpuUsage();
      pdf = await generar();
      const d = process.cpuUsage(antes);
      cpu.push((d.user + d.system) / 1000);
    }
    if (!pdf) throw new Error('firma: sin documentos');
    t.filas.push([
      firmas.map((f) => f.rol).join(' y '),
      (pdf.byteLength / 1024).toFixed(0),
      ms(percentil(cpu, 50)),
      ms(percentil(cpu, 99)),
    ]);
  }
  t.notas.push('CPU del proceso durante cada documento: incluye el recolector de basura que caiga en él.');
  return t;
}
