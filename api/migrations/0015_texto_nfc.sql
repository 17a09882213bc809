-- Textos en Unicode NFC y búsqueda sin tildes con cualquier letra latina (escrito a mano). La API
-- normaliza a NFC lo que recibe (cuerpos JSON, consultas, importaciones .xlsx y correos importados);
-- aquí se normaliza lo ya guardado: un texto con tildes separadas (como lo escribe macOS, 'N' + U+0303)
-- pasa a su forma compuesta. Las columnas de búsqueda se rehacen con todas las letras con diacrítico de
-- U+00C0 a U+024F (las mismas que quita sinTildes del contrato; antes solo las del español).
ALTER TABLE "afiliado" DROP COLUMN "nombre_busqueda";--> statement-breakpoint
ALTER TABLE "afiliado" DROP COLUMN "documento_busqueda";--> statement-breakpoint
ALTER TABLE "afiliado" ADD COLUMN "nombre_busqueda" text GENERATED ALWAYS AS (lower(translate("nombres" || ' ' || "apellidos", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "afiliado" ADD COLUMN "documento_busqueda" text GENERATED ALWAYS AS (lower(translate("documento", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'))) STORED NOT NULL;--> statement-breakpoint
-- Cada columna de texto (y jsonb: su sintaxis es ASCII) de cada tabla, solo en las filas que no están en
-- NFC. Si normalizar juntara dos valores de una columna única (dos nombres iguales salvo la forma de sus
-- tildes), esa columna queda como estaba y el aviso lo dice: el superadmin resuelve el repetido.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT k.table_name, k.column_name, k.data_type
    FROM information_schema.columns k
    JOIN information_schema.tables t ON t.table_schema = k.table_schema AND t.table_name = k.table_name
    WHERE k.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND k.is_generated = 'NEVER'
      AND k.data_type IN ('text', 'character varying', 'jsonb')
  LOOP
    BEGIN
      IF c.data_type = 'jsonb' THEN
        EXECUTE format('UPDATE %I SET %I = normalize(%I::text, NFC)::jsonb WHERE %I::text IS NOT NFC NORMALIZED',
          c.table_name, c.column_name, c.column_name, c.column_name);
      ELSE
        EXECUTE format('UPDATE %I SET %I = normalize(%I, NFC) WHERE %I IS NOT NFC NORMALIZED',
          c.table_name, c.column_name, c.column_name, c.column_name);
      END IF;
    EXCEPTION WHEN unique_violation THEN
      RAISE WARNING 'No se normalizó %.% a NFC: juntaría dos valores iguales', c.table_name, c.column_name;
    END;
  END LOOP;
END
$$;
