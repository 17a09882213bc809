CREATE TABLE "afiliado" (
	"id_afiliado" serial PRIMARY KEY NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"foto" integer,
	"documento" text NOT NULL,
	"documento_tipo" text,
	"documento_lugar" text,
	"documento_expedicion" date,
	"email" text,
	"tipo_afiliado" text,
	"telefono" text,
	"telefono_fijo" text,
	"direccion" text,
	"fecha_nacimiento" date,
	"lugar_nacimiento" text,
	"genero" text,
	"estado_civil" text,
	"hijos" integer,
	"nivel_estudios" text,
	"area_estudio" text,
	"afiliacion" date,
	"ingreso" date,
	"cargo" text,
	"lugar_trabajo" text,
	"tipo_contrato" text,
	"salario" numeric(16, 2),
	"ahorro_permanente" numeric(16, 2),
	"ahorro_programado" numeric(16, 2),
	"tipo_vivienda" text,
	"vehiculo" text,
	"otro" text,
	"autorizado_nombre" text,
	"autorizado_documento" text,
	"autorizado_direccion" text,
	"autorizado_telefono" text,
	"firma" integer,
	"retiro" date,
	"ultima_actualizacion" timestamp with time zone,
	"ultimo_login" timestamp with time zone,
	"cuota_afiliacion" numeric(16, 2),
	"password" text,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reestablecer_password" text,
	"reestablecer_password_solicitud" timestamp with time zone,
	"cambio_password" boolean DEFAULT false NOT NULL,
	"superadmin" boolean DEFAULT false NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aporte" (
	"id_aporte" serial PRIMARY KEY NOT NULL,
	"id_corte" integer NOT NULL,
	"id_afiliado" integer NOT NULL,
	"id_tipo_aporte" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"cuota" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archivo" (
	"id_archivo" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamano" integer NOT NULL,
	"contenido" "bytea" NOT NULL,
	"id_afiliado" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id_auditoria" serial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"id_actor" integer,
	"accion" text NOT NULL,
	"id_afiliado" integer,
	"detalle" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "certificado_emitido" (
	"codigo" text PRIMARY KEY NOT NULL,
	"id_afiliado" integer NOT NULL,
	"tipo" text NOT NULL,
	"id_corte" integer,
	"etiqueta" text NOT NULL,
	"emitido" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corte" (
	"id_corte" serial PRIMARY KEY NOT NULL,
	"corte" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credito" (
	"id_credito" serial PRIMARY KEY NOT NULL,
	"id_corte" integer NOT NULL,
	"id_afiliado" integer NOT NULL,
	"id_tipo_credito" integer NOT NULL,
	"numero" text NOT NULL,
	"saldo" numeric(16, 2) NOT NULL,
	"valor_credito" numeric(16, 2) NOT NULL,
	"valor_cuota" numeric(16, 2) NOT NULL,
	"cuotas" integer NOT NULL,
	"cuotas_pagadas" integer DEFAULT 0 NOT NULL,
	"cuotas_pendientes" integer DEFAULT 0 NOT NULL,
	"desembolso" date,
	"inicio_descuento" date,
	"terminacion" date,
	"tasa" numeric(10, 6) NOT NULL,
	"estado_credito" text NOT NULL,
	"descuento_prima" boolean DEFAULT false NOT NULL,
	"descuento_ahorro" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "familiar" (
	"id_familiar" serial PRIMARY KEY NOT NULL,
	"id_afiliado" integer NOT NULL,
	"nombre" text,
	"parentesco" text,
	"ocupacion" text,
	"fecha_nacimiento" date,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intento_login" (
	"clave" text PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"primer_fallo" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mensaje" (
	"id_mensaje" serial PRIMARY KEY NOT NULL,
	"id_mensaje_padre" integer,
	"id_afiliado" integer NOT NULL,
	"id_autor" integer,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" smallint DEFAULT 0 NOT NULL,
	"ultima_actualizacion" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer,
	"adjuntos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"id_correo" text,
	CONSTRAINT "mensaje_estado_ck" CHECK ("mensaje"."estado" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sesion" (
	"id_sesion" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_afiliado" integer NOT NULL,
	"impersonado_por" integer,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "solicitud_credito" (
	"id_solicitud" serial PRIMARY KEY NOT NULL,
	"id_afiliado" integer NOT NULL,
	"id_tipo_credito" integer NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"destino" text NOT NULL,
	"cuotas" integer NOT NULL,
	"desde_mes" smallint NOT NULL,
	"descuento_ahorro" boolean DEFAULT false NOT NULL,
	"descuento_prima" boolean DEFAULT false NOT NULL,
	"numero_cuenta" text NOT NULL,
	"tipo_cuenta" text NOT NULL,
	"banco" text NOT NULL,
	"codeudor" boolean DEFAULT false NOT NULL,
	"codeudor_nombre" text,
	"codeudor_documento" text,
	"codeudor_cedula" integer,
	"ultimo_desprendible" integer,
	"firma" integer,
	"carta_pagare" integer,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"observaciones" text,
	"revisado_por" integer,
	"fecha_revision" timestamp with time zone,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitud_estado_ck" CHECK ("solicitud_credito"."estado" in ('PENDIENTE', 'APROBADA', 'NO APROBADA')),
	CONSTRAINT "solicitud_desde_mes_ck" CHECK ("solicitud_credito"."desde_mes" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tipo_aporte" (
	"id_tipo_aporte" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_credito" (
	"id_tipo_credito" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"activo" boolean DEFAULT true NOT NULL,
	"simulador" boolean DEFAULT false NOT NULL,
	"tasa" numeric(10, 6) NOT NULL,
	"plazo_maximo" integer,
	"plazo_minimo" integer,
	"periodicidad" text DEFAULT 'mensual' NOT NULL,
	CONSTRAINT "tipo_credito_periodicidad_ck" CHECK ("tipo_credito"."periodicidad" in ('mensual', 'semestral'))
);
--> statement-breakpoint
CREATE TABLE "token_unico" (
	"hash" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"id_afiliado" integer NOT NULL,
	"id_creador" integer,
	"expira" timestamp with time zone NOT NULL,
	"usado" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "afiliado" ADD CONSTRAINT "afiliado_foto_archivo_id_archivo_fk" FOREIGN KEY ("foto") REFERENCES "public"."archivo"("id_archivo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "afiliado" ADD CONSTRAINT "afiliado_firma_archivo_id_archivo_fk" FOREIGN KEY ("firma") REFERENCES "public"."archivo"("id_archivo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aporte" ADD CONSTRAINT "aporte_id_corte_corte_id_corte_fk" FOREIGN KEY ("id_corte") REFERENCES "public"."corte"("id_corte") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aporte" ADD CONSTRAINT "aporte_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aporte" ADD CONSTRAINT "aporte_id_tipo_aporte_tipo_aporte_id_tipo_aporte_fk" FOREIGN KEY ("id_tipo_aporte") REFERENCES "public"."tipo_aporte"("id_tipo_aporte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivo" ADD CONSTRAINT "archivo_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_actor_afiliado_id_afiliado_fk" FOREIGN KEY ("id_actor") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_emitido" ADD CONSTRAINT "certificado_emitido_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificado_emitido" ADD CONSTRAINT "certificado_emitido_id_corte_corte_id_corte_fk" FOREIGN KEY ("id_corte") REFERENCES "public"."corte"("id_corte") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito" ADD CONSTRAINT "credito_id_corte_corte_id_corte_fk" FOREIGN KEY ("id_corte") REFERENCES "public"."corte"("id_corte") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito" ADD CONSTRAINT "credito_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credito" ADD CONSTRAINT "credito_id_tipo_credito_tipo_credito_id_tipo_credito_fk" FOREIGN KEY ("id_tipo_credito") REFERENCES "public"."tipo_credito"("id_tipo_credito") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "familiar" ADD CONSTRAINT "familiar_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje" ADD CONSTRAINT "mensaje_id_mensaje_padre_mensaje_id_mensaje_fk" FOREIGN KEY ("id_mensaje_padre") REFERENCES "public"."mensaje"("id_mensaje") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje" ADD CONSTRAINT "mensaje_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje" ADD CONSTRAINT "mensaje_id_autor_afiliado_id_afiliado_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje" ADD CONSTRAINT "mensaje_actualizado_por_afiliado_id_afiliado_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_impersonado_por_afiliado_id_afiliado_fk" FOREIGN KEY ("impersonado_por") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD CONSTRAINT "solicitud_credito_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD CONSTRAINT "solicitud_credito_id_tipo_credito_tipo_credito_id_tipo_credito_fk" FOREIGN KEY ("id_tipo_credito") REFERENCES "public"."tipo_credito"("id_tipo_credito") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD CONSTRAINT "solicitud_credito_codeudor_cedula_archivo_id_archivo_fk" FOREIGN KEY ("codeudor_cedula") REFERENCES "public"."archivo"("id_archivo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD CONSTRAINT "solicitud_credito_ultimo_desprendible_archivo_id_archivo_fk" FOREIGN KEY ("ultimo_desprendible") REFERENCES "public"."archivo"("id_archivo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD CONSTRAINT "solicitud_credito_firma_archivo_id_archivo_fk" FOREIGN KEY ("firma") REFERENCES "public"."archivo"("id_archivo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD CONSTRAINT "solicitud_credito_carta_pagare_archivo_id_archivo_fk" FOREIGN KEY ("carta_pagare") REFERENCES "public"."archivo"("id_archivo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD CONSTRAINT "solicitud_credito_revisado_por_afiliado_id_afiliado_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_unico" ADD CONSTRAINT "token_unico_id_afiliado_afiliado_id_afiliado_fk" FOREIGN KEY ("id_afiliado") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_unico" ADD CONSTRAINT "token_unico_id_creador_afiliado_id_afiliado_fk" FOREIGN KEY ("id_creador") REFERENCES "public"."afiliado"("id_afiliado") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "afiliado_documento_uq" ON "afiliado" USING btree ("documento");--> statement-breakpoint
CREATE INDEX "afiliado_apellidos_idx" ON "afiliado" USING btree ("apellidos","nombres");--> statement-breakpoint
CREATE INDEX "aporte_afiliado_corte_idx" ON "aporte" USING btree ("id_afiliado","id_corte");--> statement-breakpoint
CREATE INDEX "aporte_corte_idx" ON "aporte" USING btree ("id_corte");--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "corte_fecha_uq" ON "corte" USING btree ("corte");--> statement-breakpoint
CREATE INDEX "credito_afiliado_corte_idx" ON "credito" USING btree ("id_afiliado","id_corte");--> statement-breakpoint
CREATE INDEX "credito_corte_idx" ON "credito" USING btree ("id_corte");--> statement-breakpoint
CREATE INDEX "familiar_afiliado_idx" ON "familiar" USING btree ("id_afiliado");--> statement-breakpoint
CREATE INDEX "mensaje_padre_idx" ON "mensaje" USING btree ("id_mensaje_padre");--> statement-breakpoint
CREATE INDEX "mensaje_afiliado_idx" ON "mensaje" USING btree ("id_afiliado");--> statement-breakpoint
CREATE UNIQUE INDEX "mensaje_id_correo_uq" ON "mensaje" USING btree ("id_correo");--> statement-breakpoint
CREATE INDEX "sesion_afiliado_idx" ON "sesion" USING btree ("id_afiliado");--> statement-breakpoint
CREATE INDEX "solicitud_afiliado_idx" ON "solicitud_credito" USING btree ("id_afiliado");--> statement-breakpoint
CREATE INDEX "solicitud_estado_idx" ON "solicitud_credito" USING btree ("estado");--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_aporte_nombre_uq" ON "tipo_aporte" USING btree ("nombre");