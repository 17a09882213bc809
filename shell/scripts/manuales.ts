// Genera los manuales en PDF de /ayuda: shell/public/manuales/manual-usuario.pdf (público) y
// api/assets/manuales/manual-administrador.pdf (solo superadmin: lo sirve la API en /api/manuales/administrador).
// Uso: npm run manuales -w @fondo/shell   (tsx scripts/manuales.ts). El texto de cada manual está en
// manuales/usuario.ts y manuales/administrador.ts; cómo se dibuja, en manuales/pdf.ts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMINISTRADOR } from './manuales/administrador';
import { escribir } from './manuales/pdf';
import { USUARIO } from './manuales/usuario';

const SALIDA = join(import.meta.dirname, '..', 'public', 'manuales');
const SALIDA_PRIVADA = join(import.meta.dirname, '..', '..', 'api', 'assets', 'manuales');

mkdirSync(SALIDA, { recursive: true });
mkdirSync(SALIDA_PRIVADA, { recursive: true });
await escribir(USUARIO, SALIDA);
await escribir(ADMINISTRADOR, SALIDA_PRIVADA);
console.log(`Manuales escritos en ${SALIDA} y ${SALIDA_PRIVADA}`);
