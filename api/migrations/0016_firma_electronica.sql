-- Escrita a mano. Firma electrónica de la carta y el pagaré (FIRMA_ELECTRONICA): el documento que el
-- afiliado leyó (su PDF y su SHA-256, fijos desde que se genera), los códigos enviados por correo (solo su
-- hash, atado al documento, al firmante y al SHA-256; un uso, 10 minutos, 5 intentos), la evidencia de cada
-- firma y el enlace del codeudor (solo su hash; 72 horas). La solicitud guarda el correo y la respuesta del
-- codeudor; los SHA-256 de cada versión firmada del PDF sirven a la comprobación pública.
ALTER TABLE "solicitud_credito" ADD COLUMN "firma_electronica" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD COLUMN "codeudor_email" text;
--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD COLUMN "codeudor_estado" text;
--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD COLUMN "codeudor_fecha" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "documento_firma" (
	"id_documento" serial PRIMARY KEY NOT NULL,
	"id_afiliado" integer NOT NULL,
	"datos" jsonb NOT NULL,
	"generado" timestamp with time zone NOT NULL,
	"archivo" integer NOT NULL,
	"sha256" text NOT NULL,
	"id_solicitud" integer,
	"codigo_verificacion" text,
	"firmados" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documento_firma" ADD CONSTRAINT "documento_firma_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_firma" ADD CONSTRAINT "documento_firma_archivo_fk" FOREIGN KEY ("archivo") REFERENCES "public"."archivo"("id_archivo") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documento_firma" ADD CONSTRAINT "documento_firma_id_solicitud_fk" FOREIGN KEY ("id_solicitud") REFERENCES "public"."solicitud_credito"("id_solicitud") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "documento_firma_solicitud_uq" ON "documento_firma" USING btree ("id_solicitud");
--> statement-breakpoint
CREATE INDEX "documento_firma_afiliado_idx" ON "documento_firma" USING btree ("id_afiliado");
--> statement-breakpoint
CREATE TABLE "codigo_firma" (
	"id_codigo" serial PRIMARY KEY NOT NULL,
	"id_documento" integer NOT NULL,
	"rol" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"sha256" text NOT NULL,
	"correo" text NOT NULL,
	"creado" timestamp with time zone NOT NULL,
	"vence" timestamp with time zone NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"usado" timestamp with time zone,
	"anulado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "codigo_firma" ADD CONSTRAINT "codigo_firma_id_documento_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."documento_firma"("id_documento") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "codigo_firma_documento_idx" ON "codigo_firma" USING btree ("id_documento","rol");
--> statement-breakpoint
CREATE TABLE "firma" (
	"id_documento" integer NOT NULL,
	"rol" text NOT NULL,
	"nombre" text NOT NULL,
	"documento" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"dispositivo" text NOT NULL,
	"metodo" text NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "firma_pk" PRIMARY KEY("id_documento","rol")
);
--> statement-breakpoint
ALTER TABLE "firma" ADD CONSTRAINT "firma_id_documento_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."documento_firma"("id_documento") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "enlace_codeudor" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_solicitud" integer NOT NULL,
	"creado" timestamp with time zone NOT NULL,
	"vence" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enlace_codeudor" ADD CONSTRAINT "enlace_codeudor_id_solicitud_fk" FOREIGN KEY ("id_solicitud") REFERENCES "public"."solicitud_credito"("id_solicitud") ON DELETE cascade ON UPDATE no action;
