-- Índices que cubren las lecturas del afiliado (resumen, aportes, créditos): las sumas y la lista de
-- aportes del último corte salen solo del índice (index-only scan). INCLUDE escrito a mano: drizzle-kit no lo expresa.
DROP INDEX "aporte_afiliado_corte_idx";--> statement-breakpoint
DROP INDEX "credito_afiliado_corte_idx";--> statement-breakpoint
CREATE INDEX "aporte_afiliado_corte_cubre_idx" ON "aporte" USING btree ("id_afiliado","id_corte","id_aporte") INCLUDE ("id_tipo_aporte","total","cuota");--> statement-breakpoint
CREATE INDEX "credito_afiliado_corte_cubre_idx" ON "credito" USING btree ("id_afiliado","id_corte") INCLUDE ("saldo");
