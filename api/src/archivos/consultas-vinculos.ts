// Quién más puede leer un archivo (DESIGN 4). Siempre pueden quien lo subió y los superadmin;
// además, la gente de aquello a lo que el archivo pertenece. Una regla por dominio: cada una es
// una condición SQL (exists ...) sobre el archivo y el afiliado que pide leerlo. Para que otro
// dominio (p. ej. los adjuntos de un hilo de mensajes) dé acceso, añada aquí su línea.
import { sql, type SQL } from 'drizzle-orm';

export type Vinculo = (idArchivo: number, idAfiliado: number) => SQL;

export const VINCULOS: readonly Vinculo[] = [
  // Solicitud de crédito: el afiliado dueño de la solicitud (los revisores son superadmin).
  (archivo, afiliado) => sql`exists (
    select 1 from solicitud_credito s
    where s.id_afiliado = ${afiliado}
      and ${archivo} in (s.ultimo_desprendible, s.firma, s.carta_pagare, s.codeudor_cedula))`,
  // Mensajes: el afiliado dueño del hilo en el que el archivo va adjunto (de cualquier autor).
  (archivo, afiliado) => sql`exists (
    select 1 from mensaje m where m.id_afiliado = ${afiliado} and m.adjuntos @> jsonb_build_array(${archivo}::int))`,
];

/** Condición SQL: el afiliado puede leer el archivo (sin contar el rol superadmin). */
export function puedeLeer(idArchivo: number, idAfiliado: number): SQL {
  const reglas = [sql`a.id_afiliado = ${idAfiliado}`, ...VINCULOS.map((v) => v(idArchivo, idAfiliado))];
  return sql`(${sql.join(reglas, sql` or `)})`;
}
