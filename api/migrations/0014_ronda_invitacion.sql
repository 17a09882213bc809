-- Escrita a mano. Rondas de actualización de datos: el superadmin abre una ronda
-- ('Actualización de datos 2027') para todos o un filtro de la lista de afiliados, con fecha límite; sus
-- afiliados (una fila por afiliado, fijada al abrir) pueden enviar el formulario otra vez hasta que la
-- envían (`enviado`) o se cierra la ronda. Una sola ronda abierta a la vez (índice único parcial).
CREATE TABLE "ronda_actualizacion" (
	"id_ronda" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"fecha_limite" date NOT NULL,
	"filtro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"abierta_por" integer,
	"abierta" boolean DEFAULT true NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ronda_actualizacion" ADD CONSTRAINT "ronda_actualizacion_abierta_por_afiliado_id_afiliado_fk" FOREIGN KEY ("abierta_por") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ronda_una_abierta_uq" ON "ronda_actualizacion" USING btree ("abierta") WHERE "ronda_actualizacion"."abierta";
--> statement-breakpoint
CREATE TABLE "ronda_afiliado" (
	"id_ronda" integer NOT NULL,
	"id_afiliado" integer NOT NULL,
	"enviado" timestamp with time zone,
	"recordado" timestamp with time zone,
	"recordatorios" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ronda_afiliado_pk" PRIMARY KEY("id_ronda","id_afiliado")
);
--> statement-breakpoint
ALTER TABLE "ronda_afiliado" ADD CONSTRAINT "ronda_afiliado_id_ronda_fk" FOREIGN KEY ("id_ronda") REFERENCES "public"."ronda_actualizacion"("id_ronda") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ronda_afiliado" ADD CONSTRAINT "ronda_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ronda_afiliado_pendiente_idx" ON "ronda_afiliado" USING btree ("id_afiliado") WHERE "ronda_afiliado"."enviado" is null;
--> statement-breakpoint
-- Invitaciones en bloque: un lote por 'Invitar a todos' y una fila por afiliado elegido: 'en_cola' (su
-- bienvenida es el trabajo id_trabajo; el estado de ese trabajo es el resultado) o 'sin_correo'.
CREATE TABLE "lote_invitacion" (
	"id_lote" serial PRIMARY KEY NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"id_actor" integer,
	"filtro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"por_minuto" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"en_cola" integer DEFAULT 0 NOT NULL,
	"sin_correo" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lote_invitacion" ADD CONSTRAINT "lote_invitacion_id_actor_afiliado_id_afiliado_fk" FOREIGN KEY ("id_actor") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "invitacion" (
	"id_lote" integer NOT NULL,
	"id_afiliado" integer NOT NULL,
	"resultado" text NOT NULL,
	"id_trabajo" bigint,
	CONSTRAINT "invitacion_pk" PRIMARY KEY("id_lote","id_afiliado")
);
--> statement-breakpoint
ALTER TABLE "invitacion" ADD CONSTRAINT "invitacion_id_lote_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."lote_invitacion"("id_lote") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitacion" ADD CONSTRAINT "invitacion_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invitacion_trabajo_idx" ON "invitacion" USING btree ("id_trabajo");
