// La API construida (api/dist, lo que corre en producción) con los tipos de su fuente (api/src): el
// benchmark mide el código compilado y tsc lo comprueba contra los tipos reales. Antes: npm run build -w @fondo/api.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Config from '../api/src/config.js';
import type * as Cliente from '../api/src/db/client.js';
import type * as App from '../api/src/app.js';
import type * as Token from '../api/src/auth/token.js';
import type * as Sembrar from '../api/src/demo/sembrar.js';
import type * as Filas from '../api/src/db/filas.js';
import type * as PlanPdf from '../api/src/productos/plan-pagos-pdf.js';
import type * as EstadoPdf from '../api/src/certificados/estado-cuenta-pdf.js';
import type * as CertificadoPdf from '../api/src/certificados/pdf.js';
import type * as PlantillaPdf from '../api/src/solicitudes/plantilla-pdf.js';
import type * as EvidenciaPdf from '../api/src/firmas/evidencia-pdf.js';

const dist = (modulo: string): string => {
  const url = new URL(`../api/dist/${modulo}`, import.meta.url);
  if (!existsSync(fileURLToPath(url))) {
    throw new Error(`Falta api/dist/${modulo}: construya la API antes (npm run build -w @fondo/api)`);
  }
  return url.href;
};

export const { leerConfig } = (await import(dist('config.js'))) as typeof Config;
export const { abrirBaseDeDatos } = (await import(dist('db/client.js'))) as typeof Cliente;
export const { buildApp } = (await import(dist('app.js'))) as typeof App;
export const { leerAcceso } = (await import(dist('auth/token.js'))) as typeof Token;
export const { sembrarDemo } = (await import(dist('demo/sembrar.js'))) as typeof Sembrar;
export const { consultar } = (await import(dist('db/filas.js'))) as typeof Filas;
export const { generarPlanPagosPdf } = (await import(dist('productos/plan-pagos-pdf.js'))) as typeof PlanPdf;
export const { generarEstadoCuentaPdf } = (await import(dist('certificados/estado-cuenta-pdf.js'))) as typeof EstadoPdf;
export const { generarCertificadoPdf } = (await import(dist('certificados/pdf.js'))) as typeof CertificadoPdf;
export const { generarPlantillaPdf } = (await import(dist('solicitudes/plantilla-pdf.js'))) as typeof PlantillaPdf;
export const { paginaDeEvidencia } = (await import(dist('firmas/evidencia-pdf.js'))) as typeof EvidenciaPdf;
export type { Db } from '../api/src/db/client.js';
