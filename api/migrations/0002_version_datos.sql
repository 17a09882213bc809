-- Versión de los datos que muestran las lecturas de Productos (resumen, aportes, créditos), una fila
-- por tabla. Los triggers la suben en la misma transacción de cada cambio: quien la lee junto con sus
-- datos (la misma instantánea) sabe si lo que guardó en memoria sigue vigente, lo haya cambiado este
-- proceso u otro. Filas, función y triggers escritos a mano: drizzle-kit no los expresa.
CREATE TABLE "version_datos" (
	"tabla" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "version_datos" ("tabla") VALUES
	('afiliado'), ('aporte'), ('corte'), ('credito'), ('tipo_aporte'), ('tipo_credito');--> statement-breakpoint
CREATE FUNCTION "subir_version_datos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "version_datos" SET "version" = "version" + 1 WHERE "tabla" = TG_TABLE_NAME;
  -- Aviso al confirmar: con PGlite (un solo proceso) basta escucharlo para saber que hubo un cambio.
  PERFORM pg_notify('version_datos', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "aporte_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aporte"
	FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "credito_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "credito"
	FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "corte_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "corte"
	FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "tipo_aporte_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tipo_aporte"
	FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "tipo_credito_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tipo_credito"
	FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
-- Del afiliado, las lecturas muestran cambio_password (y si existe): por fila solo cuando cambia.
CREATE TRIGGER "afiliado_version_cambio_password" AFTER UPDATE ON "afiliado"
	FOR EACH ROW WHEN (OLD."cambio_password" IS DISTINCT FROM NEW."cambio_password")
	EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "afiliado_version_borrado" AFTER DELETE OR TRUNCATE ON "afiliado"
	FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
