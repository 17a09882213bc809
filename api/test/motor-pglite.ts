// Proyecto api-pglite de jest: sin DATABASE_URL, cada archivo de pruebas usa PGlite.
delete process.env.DATABASE_URL;
