-- Escrita a mano: historial de estados de cada solicitud de crédito (quién, cuándo, de qué
-- estado a cuál y con qué observaciones). La API escribe una fila al radicar (estado_anterior null) y
-- otra cada vez que un superadmin cambia el estado, en la misma transacción del cambio. nombre_usuario
-- guarda el nombre de quien lo hizo en ese momento (queda aunque el usuario se borre).
CREATE TABLE "solicitud_estado_historial" (
	"id_historial" serial PRIMARY KEY NOT NULL,
	"id_solicitud" integer NOT NULL,
	"estado_anterior" text,
	"estado_nuevo" text NOT NULL,
	"observaciones" text,
	"id_usuario" integer,
	"nombre_usuario" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitud_historial_estado_nuevo_ck" CHECK ("estado_nuevo" IN ('PENDIENTE', 'APROBADA', 'NO APROBADA')),
	CONSTRAINT "solicitud_historial_estado_anterior_ck" CHECK ("estado_anterior" IS NULL OR "estado_anterior" IN ('PENDIENTE', 'APROBADA', 'NO APROBADA'))
);--> statement-breakpoint
ALTER TABLE "solicitud_estado_historial" ADD CONSTRAINT "solicitud_estado_historial_id_solicitud_solicitud_credito_id_solicitud_fk" FOREIGN KEY ("id_solicitud") REFERENCES "public"."solicitud_credito"("id_solicitud") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_estado_historial" ADD CONSTRAINT "solicitud_estado_historial_id_usuario_afiliado_id_afiliado_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitud_historial_solicitud_idx" ON "solicitud_estado_historial" USING btree ("id_solicitud","fecha","id_historial");--> statement-breakpoint
-- Las solicitudes que ya existían: la radicación (del afiliado, en su fecha) y, si ya fue revisada, el paso de
-- PENDIENTE a su estado actual con sus observaciones, por quien la revisó y en la fecha de revisión (lo que se
-- sabe de ellas; los cambios intermedios no quedaron guardados).
INSERT INTO "solicitud_estado_historial" ("id_solicitud", "estado_anterior", "estado_nuevo", "observaciones", "id_usuario", "nombre_usuario", "fecha")
SELECT s."id_solicitud", NULL, 'PENDIENTE', NULL, s."id_afiliado", a."nombres" || ' ' || a."apellidos", s."fecha"
FROM "solicitud_credito" s JOIN "afiliado" a ON a."id_afiliado" = s."id_afiliado";--> statement-breakpoint
INSERT INTO "solicitud_estado_historial" ("id_solicitud", "estado_anterior", "estado_nuevo", "observaciones", "id_usuario", "nombre_usuario", "fecha")
SELECT s."id_solicitud", 'PENDIENTE', s."estado", s."observaciones", s."revisado_por",
  CASE WHEN r."id_afiliado" IS NULL THEN NULL ELSE r."nombres" || ' ' || r."apellidos" END,
  coalesce(s."fecha_revision", s."fecha")
FROM "solicitud_credito" s LEFT JOIN "afiliado" r ON r."id_afiliado" = s."revisado_por"
WHERE s."estado" <> 'PENDIENTE';
