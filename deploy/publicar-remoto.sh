#!/usr/bin/env bash
# Publica un remoto sin cortar el servicio, junto a sus versiones anteriores, y lo cambia en remotes.json:
#   deploy/publicar-remoto.sh mfe-productos [DIST]          publica DIST (por defecto mfe-productos/dist)
#   deploy/publicar-remoto.sh mfe-productos --version ID    vuelve a una versión ya publicada
#   deploy/publicar-remoto.sh mfe-productos --listar        versiones publicadas
# WEB_DIR: la carpeta que sirve nginx (por defecto la de deploy/local.sh en PORT). Si el remoto vive en
# otro origen, BASE_URL=https://cdn.ejemplo.co/mfe-productos la primera vez (después se conserva).
set -euo pipefail
RAIZ=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
remoto=${1:-}
[ -n "$remoto" ] || { echo "uso: deploy/publicar-remoto.sh CARPETA [DIST | --version ID | --listar]" >&2; exit 2; }
shift
ESTADO=${ESTADO_DIR:-${TMPDIR:-/tmp}/fondo-local-${PORT:-8080}}
WEB=${WEB_DIR:-$ESTADO/web}
args=(--web "$WEB" --remoto "$remoto")
case "${1:-}" in
  --version) args+=(--version "${2:?falta el id de la versión}") ;;
  --listar) args+=(--listar) ;;
  "") args+=(--dist "$RAIZ/$remoto/dist") ;;
  *) args+=(--dist "$1") ;;
esac
[ -n "${BASE_URL:-}" ] && args+=(--base "$BASE_URL")
node "$RAIZ/api/dist/despliegue/publicar-remoto.js" "${args[@]}"
chmod -R a+rX "$WEB/remotes" "$WEB/remotes.json"
# Un origen nuevo cambia la CSP: en la corrida local se regenera nginx.conf (en un servidor, README).
if [ -n "${BASE_URL:-}" ] && [ -f "$ESTADO/nginx.pid" ] && [ -z "${WEB_DIR:-}" ]; then
  "$RAIZ/deploy/local.sh" recargar-nginx
fi
