-- Cola de trabajos durable (DESIGN 4), escrita a mano. Cada correo se escribe
-- aquí en la misma transacción de la acción que lo causa; lo entrega el proceso de la API que lo tome
-- (FOR UPDATE SKIP LOCKED), con reintentos y esperas crecientes. También lleva el trabajo periódico
-- (la purga de archivos sin uso): `clave` única hace que cada período se cree una sola vez.
CREATE TABLE "trabajo" (
	"id_trabajo" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"max_intentos" integer DEFAULT 10 NOT NULL,
	"ejecutar_en" timestamp with time zone DEFAULT now() NOT NULL,
	"tomado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"clave" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado" timestamp with time zone,
	CONSTRAINT "trabajo_estado_ck" CHECK ("trabajo"."estado" in ('pendiente', 'en_curso', 'hecho', 'fallido'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "trabajo_clave_uq" ON "trabajo" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "trabajo_por_tomar_idx" ON "trabajo" USING btree ("ejecutar_en","id_trabajo") WHERE "trabajo"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "trabajo_en_curso_idx" ON "trabajo" USING btree ("tomado_hasta") WHERE "trabajo"."estado" = 'en_curso';--> statement-breakpoint
CREATE INDEX "trabajo_tipo_estado_idx" ON "trabajo" USING btree ("tipo","estado","creado" DESC NULLS LAST,"id_trabajo" DESC NULLS FIRST);--> statement-breakpoint
-- Correos importados cuyo remitente no pudo comprobarse (Authentication-Results del servidor del fondo).
ALTER TABLE "mensaje" ADD COLUMN "remitente_sin_verificar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Archivos: la cuota de cada afiliado suma por dueño; la purga busca los viejos.
CREATE INDEX "archivo_afiliado_idx" ON "archivo" USING btree ("id_afiliado");--> statement-breakpoint
CREATE INDEX "archivo_creado_idx" ON "archivo" USING btree ("creado");
