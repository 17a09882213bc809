-- Escrita a mano: la autorización de tratamiento de datos personales (Ley 1581 de 2012) que el afiliado
-- acepta en la pestaña Autorizaciones: el instante en que la aceptó; null si nunca la aceptó.
ALTER TABLE "afiliado" ADD COLUMN "autorizacion_datos" timestamp with time zone;
