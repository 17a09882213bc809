-- Una identidad por persona (escrita a mano). El documento se guarda normalizado como
-- normalizarDocumento de @fondo/contrato: solo dígitos y sin ceros a la izquierda ('0080010001' es
-- '80010001'). Los documentos que, normalizados, chocan con el de otro afiliado NO se unen ni se
-- cambian: quedan como estaban, marcados con documento_repetido, y el tablero de Administración los
-- lista para que el superadmin decida. El índice único sobre el documento normalizado cubre a todos los
-- demás; se suma al índice único de la columna.
ALTER TABLE "afiliado" ADD COLUMN "documento_repetido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
WITH c AS (
  SELECT id_afiliado, documento, ltrim(regexp_replace(documento, '[^0-9]', '', 'g'), '0') AS clave FROM afiliado
), n AS (
  SELECT clave, count(*) AS veces FROM c GROUP BY clave
)
UPDATE afiliado a SET documento_repetido = true
FROM c JOIN n USING (clave)
WHERE a.id_afiliado = c.id_afiliado AND (n.veces > 1 OR c.clave = '') AND a.documento <> c.clave;--> statement-breakpoint
UPDATE afiliado SET documento = ltrim(regexp_replace(documento, '[^0-9]', '', 'g'), '0')
WHERE NOT documento_repetido AND documento <> ltrim(regexp_replace(documento, '[^0-9]', '', 'g'), '0');--> statement-breakpoint
CREATE UNIQUE INDEX "afiliado_documento_normalizado_uq" ON "afiliado" USING btree (ltrim(regexp_replace("documento", '[^0-9]', '', 'g'), '0')) WHERE NOT "documento_repetido";
