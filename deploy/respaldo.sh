#!/usr/bin/env bash
# deploy/respaldo.sh ARCHIVO: respaldo consistente de la base del portal.
# - Con DATABASE_URL: pg_dump en formato custom (una instantánea: consistente con el portal en marcha).
# - Sin DATABASE_URL: el volcado de la base embebida PGlite de DATA_DIR (por defecto ./data), con el
#   portal detenido (PGlite es de un solo proceso).
# Restaurar: deploy/restaurar.sh ARCHIVO. Calendario, retención y WAL: README, «Respaldos».
set -euo pipefail
RAIZ=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
archivo=${1:-}
[ -n "$archivo" ] || { echo "uso: deploy/respaldo.sh ARCHIVO" >&2; exit 2; }
umask 077
if [ -n "${DATABASE_URL:-}" ]; then
  # Se escribe aparte y se renombra al terminar: nunca queda un respaldo a medias con el nombre final.
  pg_dump --format=custom --compress=6 --no-owner --file "$archivo.parcial" "$DATABASE_URL"
  mv "$archivo.parcial" "$archivo"
  echo "Respaldo de PostgreSQL escrito en $archivo ($(du -h "$archivo" | cut -f1))."
else
  exec node "$RAIZ/api/dist/despliegue/respaldo-pglite.js" respaldar "${DATA_DIR:-$RAIZ/data}" "$archivo"
fi
