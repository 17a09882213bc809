-- Escrita a mano. 1) archivo.limpieza: 'foto' o 'firma' cuando lo guardó la ruta de limpieza de ese
-- tipo; solo esos archivos sirven de foto o firma del afiliado (una imagen subida por POST /api/archivos
-- no: podría tener 400 megapíxeles o EXIF con GPS). 2) tipo_credito.valor_maximo: tope del valor de una
-- solicitud de ese tipo (null: sin tope).
ALTER TABLE "archivo" ADD COLUMN "limpieza" text;--> statement-breakpoint
ALTER TABLE "archivo" ADD CONSTRAINT "archivo_limpieza_ck" CHECK ("limpieza" IS NULL OR "limpieza" IN ('foto', 'firma'));--> statement-breakpoint
ALTER TABLE "tipo_credito" ADD COLUMN "valor_maximo" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "tipo_credito" ADD CONSTRAINT "tipo_credito_valor_maximo_ck" CHECK ("valor_maximo" IS NULL OR "valor_maximo" >= 1);
