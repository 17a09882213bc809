-- Listas del superadmin (generada con drizzle-kit generate; este encabezado, a mano). Textos de búsqueda
-- del afiliado ya normalizados (columnas generadas: la misma normalización que el filtro aplica a lo
-- escrito), e índices para elegir la página de hilos y solicitudes en el orden por defecto sin ordenar
-- todas las filas; solicitud_estado_idx queda cubierto por solicitud_estado_fecha_idx.
DROP INDEX "solicitud_estado_idx";--> statement-breakpoint
ALTER TABLE "afiliado" ADD COLUMN "nombre_busqueda" text GENERATED ALWAYS AS (lower(translate("nombres" || ' ' || "apellidos", 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ', 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "afiliado" ADD COLUMN "documento_busqueda" text GENERATED ALWAYS AS (lower(translate("documento", 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ', 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "mensaje_hilos_idx" ON "mensaje" USING btree ("ultima_actualizacion" DESC NULLS LAST,"id_mensaje" DESC NULLS FIRST) WHERE "mensaje"."id_mensaje_padre" is null;--> statement-breakpoint
CREATE INDEX "mensaje_hilos_estado_idx" ON "mensaje" USING btree ("estado","ultima_actualizacion" DESC NULLS LAST,"id_mensaje" DESC NULLS FIRST) WHERE "mensaje"."id_mensaje_padre" is null;--> statement-breakpoint
CREATE INDEX "solicitud_estado_fecha_idx" ON "solicitud_credito" USING btree ("estado","fecha" DESC NULLS LAST,"id_solicitud" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solicitud_fecha_idx" ON "solicitud_credito" USING btree ("fecha" DESC NULLS LAST,"id_solicitud" DESC NULLS FIRST);