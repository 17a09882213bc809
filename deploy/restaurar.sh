#!/usr/bin/env bash
# deploy/restaurar.sh ARCHIVO: restaura un respaldo de deploy/respaldo.sh en una base VACÍA:
# - Con DATABASE_URL: la base de esa URL debe existir y no tener tablas (createdb antes); pg_restore en
#   una sola transacción: si algo falla, la base queda como estaba.
# - Sin DATABASE_URL: en DATA_DIR (sin base PGlite todavía).
# Nunca sobrescribe una base con datos.
set -euo pipefail
RAIZ=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
archivo=${1:-}
[ -n "$archivo" ] || { echo "uso: deploy/restaurar.sh ARCHIVO" >&2; exit 2; }
[ -f "$archivo" ] || { echo "No existe el respaldo $archivo." >&2; exit 1; }
if [ -n "${DATABASE_URL:-}" ]; then
  tablas=$(psql "$DATABASE_URL" -Atqc "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
  if [ "$tablas" != 0 ]; then
    echo "La base de DATABASE_URL no está vacía ($tablas tablas): restaure en una base nueva (createdb)." >&2
    exit 1
  fi
  pg_restore --exit-on-error --single-transaction --no-owner --dbname "$DATABASE_URL" "$archivo"
  echo "Respaldo $archivo restaurado en la base de DATABASE_URL."
else
  exec node "$RAIZ/api/dist/despliegue/respaldo-pglite.js" restaurar "${DATA_DIR:-$RAIZ/data}" "$archivo"
fi
