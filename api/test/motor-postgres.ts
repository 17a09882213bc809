// Proyecto api-postgres de jest: cada archivo de pruebas crea su base en el servidor de PRUEBAS_PG
// (por defecto el PostgreSQL local; scripts/preparar-pruebas.sh lo arranca) por DATABASE_URL.
process.env.DATABASE_URL = process.env.PRUEBAS_PG?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
