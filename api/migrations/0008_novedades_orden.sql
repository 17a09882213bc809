-- Escrita a mano. 1) Novedades del afiliado: qué vio y cuándo (una fila por solicitud de crédito o
-- hilo de mensajes propio que abrió); lo nuevo se calcula contra la revisión de la solicitud o la última
-- respuesta del fondo. 2) Orden alfabético del español en las listas: orden_es(texto) no distingue
-- tildes ni mayúsculas y pone la ñ después de la n (con la intercalación C, 'Álvarez' quedaba después de
-- 'Zapata'); un índice por apellidos y nombres con esa clave sirve el orden por defecto de los afiliados.
CREATE TABLE "novedad_vista" (
	"id_afiliado" integer NOT NULL REFERENCES "afiliado"("id_afiliado") ON DELETE cascade,
	"id_solicitud" integer REFERENCES "solicitud_credito"("id_solicitud") ON DELETE cascade,
	"id_mensaje" integer REFERENCES "mensaje"("id_mensaje") ON DELETE cascade,
	"vista" timestamp with time zone NOT NULL,
	CONSTRAINT "novedad_vista_una_ck" CHECK (("id_solicitud" IS NULL) <> ("id_mensaje" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "novedad_vista_solicitud_ux" ON "novedad_vista" ("id_afiliado", "id_solicitud") WHERE "id_solicitud" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "novedad_vista_mensaje_ux" ON "novedad_vista" ("id_afiliado", "id_mensaje") WHERE "id_mensaje" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "solicitud_revision_idx" ON "solicitud_credito" ("id_afiliado", "fecha_revision" DESC) WHERE "fecha_revision" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION orden_es(texto text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT replace(lower(translate(texto, 'áàäâéèëêíìïîóòöôúùüûçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÇÑ', 'aaaaeeeeiiiioooouuuucaaaaeeeeiiiioooouuuucñ')), 'ñ', 'n~')
$$;--> statement-breakpoint
CREATE INDEX "afiliado_orden_idx" ON "afiliado" (orden_es("apellidos"), orden_es("nombres"));
