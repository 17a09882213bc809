-- Escrita a mano: cupo de crédito. tipo_credito: veces el ahorro que presta (null: sin cupo por ahorro),
-- fracción del salario que pueden tomar las cuotas (0 < x <= 1; null: 50 % si hay cupo, si no sin límite) y
-- qué saldo descuenta el cupo ('tipo': el de los créditos de ese tipo; 'todos'). tipo_aporte.cuenta_para_cupo:
-- el ahorro del cupo suma solo estos. solicitud_credito guarda las cifras con que se radicó (null sin regla).
ALTER TABLE "tipo_credito" ADD COLUMN "veces_ahorro" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "tipo_credito" ADD COLUMN "porcentaje_salario" numeric(5, 4);--> statement-breakpoint
ALTER TABLE "tipo_credito" ADD COLUMN "cupo_por" text DEFAULT 'tipo' NOT NULL;--> statement-breakpoint
ALTER TABLE "tipo_credito" ADD CONSTRAINT "tipo_credito_veces_ahorro_ck" CHECK ("veces_ahorro" IS NULL OR "veces_ahorro" > 0);--> statement-breakpoint
ALTER TABLE "tipo_credito" ADD CONSTRAINT "tipo_credito_porcentaje_salario_ck" CHECK ("porcentaje_salario" IS NULL OR ("porcentaje_salario" > 0 AND "porcentaje_salario" <= 1));--> statement-breakpoint
ALTER TABLE "tipo_credito" ADD CONSTRAINT "tipo_credito_cupo_por_ck" CHECK ("cupo_por" IN ('tipo', 'todos'));--> statement-breakpoint
ALTER TABLE "tipo_aporte" ADD COLUMN "cuenta_para_cupo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD COLUMN "cupo_disponible" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD COLUMN "cuota_maxima" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "solicitud_credito" ADD COLUMN "ahorro_cupo" numeric(16, 2);
