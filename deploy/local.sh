#!/usr/bin/env bash
# La topología de producción en una máquina: nginx de Debian delante de API_PROCESOS procesos de la API
# sobre un PostgreSQL (DATABASE_URL); el shell y cada remoto los sirve nginx como archivos estáticos.
#   deploy/local.sh up              publica la compilación, arranca todo, espera a que el portal responda
#   deploy/local.sh down            detiene nginx y los procesos (cada uno termina lo que tiene en curso)
#   deploy/local.sh reiniciar-api   reinicia los procesos de la API uno por uno, sin cortar el servicio
#   deploy/local.sh estado          procesos, puertos y preparación de cada uno
#   deploy/local.sh recargar-nginx  regenera nginx.conf (p. ej. un remoto cambió de origen) y lo recarga
# Variables: README, «Despliegue». Todo lo de esta corrida queda en ESTADO_DIR (pid, registros, web).
set -euo pipefail

RAIZ=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PORT=${PORT:-8080}
ESTADO=${ESTADO_DIR:-${TMPDIR:-/tmp}/fondo-local-$PORT}
NGINX=${NGINX:-/usr/sbin/nginx}
NODE=${NODE:-$(command -v node)}

falla() {
  echo "deploy/local.sh: $*" >&2
  exit 1
}

# Lo que se fijó al subir (puertos, base, variantes) queda en ESTADO/entorno: reiniciar-api y down lo usan.
if [ "${1:-}" != "up" ] && [ -f "$ESTADO/entorno" ]; then
  # shellcheck disable=SC1091
  source "$ESTADO/entorno"
fi
API_PROCESOS=${API_PROCESOS:-2}
API_PUERTO=${API_PUERTO:-$((PORT + 1))}
METRICAS_PUERTO=${METRICAS_PUERTO:-$((API_PUERTO + API_PROCESOS))}
REMOTOS_PUERTO=${REMOTOS_PUERTO:-$((METRICAS_PUERTO + API_PROCESOS))}
REMOTOS_ORIGEN_PROPIO=${REMOTOS_ORIGEN_PROPIO:-0}
HOST_PUBLICO=${HOST_PUBLICO:-127.0.0.1}
URL="http://$HOST_PUBLICO:$PORT"

vivo() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# Espera a que una URL responda 200 (hasta $2 segundos).
esperar() {
  local url=$1 limite=$(($(date +%s) + $2))
  until curl -fsS -o /dev/null --max-time 5 "$url" 2>/dev/null; do
    [ "$(date +%s)" -lt "$limite" ] || return 1
    sleep 0.5
  done
}

arrancar_api() {
  local i=$1 puerto=$((API_PUERTO + $1 - 1))
  (
    cd "$RAIZ"
    PORT=$puerto HOST=127.0.0.1 METRICS_PORT=$((METRICAS_PUERTO + i - 1)) TRUST_PROXY=1 \
      STATIC_DIR="$ESTADO/web" DATA_DIR="$ESTADO/datos" PORTAL_URL="${PORTAL_URL:-$URL}" \
      LOG_LEVEL="${LOG_LEVEL:-warn}" exec setsid "$NODE" api/dist/server.js >>"$ESTADO/registros/api-$i.log" 2>&1 </dev/null
  ) &
  echo $! >"$ESTADO/api-$i.pid"
}

detener_api() {
  local pid=$1 hasta=$(($(date +%s) + 40))
  kill -TERM "$pid" 2>/dev/null || return 0
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$(date +%s)" -ge "$hasta" ]; then kill -KILL "$pid" 2>/dev/null || true; fi
    sleep 0.2
  done
}

generar_nginx() {
  local procesos=() i
  for i in $(seq 1 "$API_PROCESOS"); do procesos+=("127.0.0.1:$((API_PUERTO + i - 1))"); done
  local args=(--web "$ESTADO/web" --puerto "$PORT" --host 127.0.0.1 --estado "$ESTADO" --salida "$ESTADO/nginx.conf"
    --api "$(IFS=,; echo "${procesos[*]}")" --keepalive "${NGINX_KEEPALIVE:-256}")
  # Como root, los trabajadores de nginx con más prioridad que la API y PostgreSQL (README, NGINX_PRIORIDAD).
  if [ "$(id -u)" = 0 ] && [ "${NGINX_PRIORIDAD:--5}" != no ]; then args+=("--prioridad=${NGINX_PRIORIDAD:--5}"); fi
  if [ "$REMOTOS_ORIGEN_PROPIO" = 1 ]; then
    args+=(--puerto-remotos "$REMOTOS_PUERTO" --origen "$URL,http://localhost:$PORT")
  fi
  "$NODE" "$RAIZ/api/dist/despliegue/generar-nginx.js" "${args[@]}"
  "$NGINX" -t -q -p "$ESTADO" -c "$ESTADO/nginx.conf"
}

publicar() {
  rm -rf "$ESTADO/web"
  mkdir -p "$ESTADO/web"
  cp -R "$RAIZ/shell/dist/." "$ESTADO/web/"
  rm -f "$ESTADO/web/remotes.json"
  echo '{}' >"$ESTADO/web/remotes.json"
  local i=0 carpeta base
  for carpeta in $("$NODE" -e "import('$RAIZ/shared/portal/manifiesto.js').then((m) => console.log(m.REMOTOS.map((r) => r.carpeta).join(' ')))"); do
    base=()
    [ "$REMOTOS_ORIGEN_PROPIO" = 1 ] && base=(--base "http://$HOST_PUBLICO:$((REMOTOS_PUERTO + i))")
    "$NODE" "$RAIZ/api/dist/despliegue/publicar-remoto.js" --web "$ESTADO/web" --remoto "$carpeta" \
      --dist "$RAIZ/$carpeta/dist" "${base[@]}" >/dev/null
    i=$((i + 1))
  done
  chmod -R a+rX "$ESTADO/web"
}

up() {
  [ -n "${DATABASE_URL:-}" ] || falla "falta DATABASE_URL (postgres://usuario@servidor:5432/base). Cree la base vacía:
  createdb -h 127.0.0.1 -U postgres fondo    y luego    DATABASE_URL=postgres://postgres@127.0.0.1:5432/fondo deploy/local.sh up"
  [ -x "$NGINX" ] || falla "no se encontró nginx en $NGINX (apt-get install nginx libnginx-mod-http-brotli-static)"
  command -v curl >/dev/null || falla "falta curl (apt-get install curl)"
  [ -f "$RAIZ/api/dist/server.js" ] && [ -f "$RAIZ/shell/dist/index.html" ] || falla "ejecute antes: npm run build"
  if vivo "$ESTADO/nginx.pid"; then falla "ya está corriendo en $URL (deploy/local.sh down para detenerlo)"; fi
  mkdir -p "$ESTADO"/{registros,tmp,datos}
  chmod 755 "$ESTADO"
  rm -f "$ESTADO"/api-*.pid
  # Lo fijado en esta subida, para reiniciar-api y down.
  {
    for v in PORT ESTADO_DIR API_PROCESOS API_PUERTO METRICAS_PUERTO REMOTOS_PUERTO REMOTOS_ORIGEN_PROPIO HOST_PUBLICO \
      DATABASE_URL DEMO_DATA PORTAL_URL LOG_LEVEL JWT_SECRET SCHOOL_SITE_URL SCHOOL_SITE_SECRET ALLOWED_REDIRECT_HOSTS \
      SMTP_URL MAIL_FROM IMAP_URL IMAP_BUZON FONDO_CORREO NGINX_KEEPALIVE REQUIERE_2FA TOTP_KEY ADMIN_DOCUMENTO ADMIN_PASSWORD; do
      [ "$v" = ESTADO_DIR ] && { printf 'export ESTADO_DIR=%q\n' "$ESTADO"; continue; }
      [ -n "${!v+x}" ] && printf 'export %s=%q\n' "$v" "${!v}"
    done
  } >"$ESTADO/entorno"
  chmod 600 "$ESTADO/entorno"
  for v in PORT API_PROCESOS API_PUERTO METRICAS_PUERTO REMOTOS_PUERTO REMOTOS_ORIGEN_PROPIO; do
    grep -q "^export $v=" "$ESTADO/entorno" || printf 'export %s=%q\n' "$v" "${!v}" >>"$ESTADO/entorno"
  done
  [ -f "$ESTADO/datos/jwt-secret" ] || "$NODE" -e "
    const fs = require('node:fs'), c = require('node:crypto');
    fs.mkdirSync('$ESTADO/datos', { recursive: true, mode: 0o700 });
    for (const n of ['jwt-secret', 'school-site-secret', 'totp-key'])
      fs.writeFileSync('$ESTADO/datos/' + n, c.randomBytes(48).toString('base64url') + '\n', { mode: 0o600 });"

  # Si algo falla a medio camino, no quedan procesos sueltos.
  trap 'echo "deploy/local.sh: la subida falló; deteniendo lo arrancado" >&2; down >/dev/null 2>&1 || true' EXIT
  publicar
  # Todos a la vez: las migraciones (y los datos demo) corren una sola vez, bajo un candado de PostgreSQL.
  for i in $(seq 1 "$API_PROCESOS"); do arrancar_api "$i"; done
  generar_nginx
  "$NGINX" -p "$ESTADO" -c "$ESTADO/nginx.conf" </dev/null >>"$ESTADO/registros/nginx-error.log" 2>&1
  for i in $(seq 1 "$API_PROCESOS"); do
    esperar "http://127.0.0.1:$((API_PUERTO + i - 1))/api/listo" "${ESPERA_SEGUNDOS:-240}" ||
      falla "el proceso $i de la API no quedó listo; vea $ESTADO/registros/api-$i.log"
  done
  esperar "$URL/api/listo" 30 && esperar "$URL/" 30 || falla "nginx no responde en $URL; vea $ESTADO/registros"
  trap - EXIT
  echo "Portal en $URL  ($API_PROCESOS procesos de la API en los puertos $API_PUERTO-$((API_PUERTO + API_PROCESOS - 1)); métricas en $METRICAS_PUERTO-$((METRICAS_PUERTO + API_PROCESOS - 1)); registros en $ESTADO/registros)"
}

down() {
  if vivo "$ESTADO/nginx.pid"; then
    "$NGINX" -p "$ESTADO" -c "$ESTADO/nginx.conf" -s quit 2>/dev/null || kill -QUIT "$(cat "$ESTADO/nginx.pid")"
  fi
  local pid archivo
  for archivo in "$ESTADO"/api-*.pid; do
    [ -f "$archivo" ] || continue
    pid=$(cat "$archivo")
    detener_api "$pid"
    rm -f "$archivo"
  done
  local hasta=$(($(date +%s) + 20))
  while vivo "$ESTADO/nginx.pid" && [ "$(date +%s)" -lt "$hasta" ]; do sleep 0.2; done
  echo "Portal detenido ($URL)."
}

reiniciar_api() {
  vivo "$ESTADO/nginx.pid" || falla "no está corriendo (deploy/local.sh up)"
  local i pid
  for i in $(seq 1 "$API_PROCESOS"); do
    # Uno por uno: mientras este se detiene (termina lo que tiene en curso) y arranca, atiende el otro.
    pid=$(cat "$ESTADO/api-$i.pid")
    detener_api "$pid"
    arrancar_api "$i"
    esperar "http://127.0.0.1:$((API_PUERTO + i - 1))/api/listo" 120 ||
      falla "el proceso $i no volvió; vea $ESTADO/registros/api-$i.log"
    # Un respiro para que el proceso nuevo abra sus conexiones antes de detener el siguiente.
    if [ "$i" -lt "$API_PROCESOS" ]; then sleep "${PAUSA_REINICIO:-1}"; fi
    echo "Proceso $i de la API reiniciado (pid $(cat "$ESTADO/api-$i.pid"))."
  done
}

estado() {
  vivo "$ESTADO/nginx.pid" && echo "nginx: $URL (pid $(cat "$ESTADO/nginx.pid"))" || echo "nginx: detenido"
  local i
  for i in $(seq 1 "$API_PROCESOS"); do
    local puerto=$((API_PUERTO + i - 1)) listo
    listo=$(curl -s --max-time 3 "http://127.0.0.1:$puerto/api/listo" || echo 'sin respuesta')
    if vivo "$ESTADO/api-$i.pid"; then
      echo "API $i: 127.0.0.1:$puerto (pid $(cat "$ESTADO/api-$i.pid")) $listo"
    else
      echo "API $i: detenido"
    fi
  done
}

case "${1:-}" in
  up) up ;;
  recargar-nginx)
    # Tras cambiar el origen de un remoto (CSP): se regenera la configuración y nginx la toma sin cortar.
    generar_nginx
    vivo "$ESTADO/nginx.pid" && "$NGINX" -p "$ESTADO" -c "$ESTADO/nginx.conf" -s reload
    ;;
  down) down ;;
  reiniciar-api) reiniciar_api ;;
  estado) estado ;;
  *) falla "uso: deploy/local.sh up | down | reiniciar-api | estado | recargar-nginx" ;;
esac
