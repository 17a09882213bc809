-- Escrita a mano. Segundo factor de los superadmin (TOTP, RFC 6238): el secreto cifrado con una llave
-- fuera de la base (TOTP_KEY o DATA_DIR/totp-key), el último paso de 30 s usado (un código no sirve dos
-- veces), diez códigos de recuperación con hash argon2 y, por sesión, cuándo se dio el último código
-- (las acciones sensibles lo piden de nuevo pasados 10 min) y si solo puede inscribir el factor.
CREATE TABLE "segundo_factor" (
	"id_afiliado" integer PRIMARY KEY NOT NULL REFERENCES "afiliado"("id_afiliado") ON DELETE cascade,
	"secreto" text NOT NULL,
	"confirmado" timestamp with time zone,
	"ultimo_paso" bigint,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "codigo_recuperacion" (
	"id_codigo" serial PRIMARY KEY NOT NULL,
	"id_afiliado" integer NOT NULL REFERENCES "afiliado"("id_afiliado") ON DELETE cascade,
	"hash" text NOT NULL,
	"usado" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "codigo_recuperacion_afiliado_idx" ON "codigo_recuperacion" ("id_afiliado");--> statement-breakpoint
ALTER TABLE "sesion" ADD COLUMN "verificada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sesion" ADD COLUMN "solo_inscripcion" boolean DEFAULT false NOT NULL;
