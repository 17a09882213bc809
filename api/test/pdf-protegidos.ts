// PDF reales para las pruebas de lo que el fondo puede abrir: uno de pdfkit y sus copias cifradas por qpdf
// (como `qpdf --encrypt user owner 256 -- in.pdf out.pdf`) y cortadas a medias.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfDeMuestra } from '../src/demo/muestras.js';

export interface PdfsDePrueba {
  entero: Buffer;
  /** contraseña de apertura 'user' (AES-256) */
  conClave: Buffer;
  /** solo contraseña de propietario: se abre sin pedir nada y deja imprimir */
  soloPropietario: Buffer;
  /** solo contraseña de propietario que no deja imprimir */
  sinImpresion: Buffer;
  /** la primera mitad de los bytes: una descarga a medias */
  cortado: Buffer;
}

/** Las copias de un desprendible de pdfkit hechas con qpdf (debe estar instalado: preparar-pruebas.sh). */
export async function pdfsDePrueba(): Promise<PdfsDePrueba> {
  const entero = await pdfDeMuestra('Desprendible de pago', ['Noviembre de 2026', 'Neto a pagar: $ 2.345.678']);
  const dir = mkdtempSync(join(tmpdir(), 'pdf-protegido-'));
  try {
    const entrada = join(dir, 'in.pdf');
    writeFileSync(entrada, entero);
    const qpdf = (nombre: string, ...opciones: string[]) => {
      const salida = join(dir, nombre);
      execFileSync('qpdf', ['--encrypt', ...opciones, '--', entrada, salida]);
      return readFileSync(salida);
    };
    return {
      entero,
      conClave: qpdf('user.pdf', 'user', 'owner', '256'),
      soloPropietario: qpdf('owner.pdf', '', 'owner', '256'),
      sinImpresion: qpdf('sin-impresion.pdf', '', 'owner', '256', '--print=none'),
      cortado: entero.subarray(0, Math.floor(entero.length / 2)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
