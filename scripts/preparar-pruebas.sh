#!/usr/bin/env bash
# Primer paso de `npm test`: lo que las pruebas necesitan de la máquina, instalado si falta.
#   Chromium (navegador), Dovecot (importar correo), LibreOffice Calc (libros de otros programas), nginx con
#   brotli_static y curl (producción), poppler (leer el QR de los PDF), qpdf (PDF con contraseña), openssl (correos firmados con S/MIME) y PostgreSQL
#   (la suite de la API).
# Como root con apt-get, instala lo que falte y arranca PostgreSQL; si no puede, se detiene con el comando
# que hay que correr. Con --solo-paquetes, solo los paquetes (.ci/run lo corre antes de que haya node_modules). PRUEBAS_PG (por defecto postgres://postgres@127.0.0.1:5432/test) es el servidor de la
# suite de la API.
set -euo pipefail

# Solo con el servidor por defecto se arregla la entrada (un PostgreSQL recién instalado); uno indicado se usa tal cual.
por_defecto=${PRUEBAS_PG:+no}
PRUEBAS_PG=${PRUEBAS_PG:-postgres://postgres@127.0.0.1:5432/test}
faltan=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || faltan+=(chromium)
[ -x /usr/sbin/dovecot ] || faltan+=(dovecot-imapd)
[ -x /usr/bin/soffice ] || faltan+=(libreoffice-calc-nogui)
[ -x /usr/sbin/nginx ] || faltan+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || faltan+=(libnginx-mod-http-brotli-static)
command -v curl >/dev/null || faltan+=(curl)
[ -x /usr/bin/pdftoppm ] || faltan+=(poppler-utils)
command -v qpdf >/dev/null || faltan+=(qpdf)
command -v openssl >/dev/null || faltan+=(openssl)
command -v pg_ctlcluster >/dev/null || faltan+=(postgresql)

puede_instalar() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }

if [ ${#faltan[@]} -gt 0 ]; then
  if ! puede_instalar; then
    echo "Faltan paquetes del sistema para las pruebas. Instálelos con:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${faltan[*]}" >&2
    exit 1
  fi
  echo "[preparar] instalando ${faltan[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${faltan[@]}" >/dev/null
fi
[ "${1:-}" != --solo-paquetes ] || exit 0

# PostgreSQL: el del URL de PRUEBAS_PG debe responder; uno local instalado pero detenido se arranca.
host=$(node -e 'const u = new URL(process.argv[1]); console.log(u.hostname || "127.0.0.1")' "$PRUEBAS_PG")
puerto=$(node -e 'console.log(new URL(process.argv[1]).port || 5432)' "$PRUEBAS_PG")
if ! pg_isready -h "$host" -p "$puerto" -q 2>/dev/null; then
  if [ "$host" = 127.0.0.1 ] || [ "$host" = localhost ]; then
    version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
    if [ -n "$version" ] && [ "$(id -u)" = 0 ]; then
      pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
      for _ in $(seq 1 30); do pg_isready -h "$host" -p "$puerto" -q && break; sleep 1; done
    fi
  fi
fi
if ! pg_isready -h "$host" -p "$puerto" -q 2>/dev/null; then
  echo "PostgreSQL no responde en $host:$puerto (la suite de la API corre en él). Arránquelo con:" >&2
  echo "  sudo pg_ctlcluster \$(ls /etc/postgresql | tail -n 1) main start" >&2
  exit 1
fi
# La base del URL debe existir y dejar entrar al usuario (create database para cada archivo de pruebas).
entra_pg() {
  node -e '
    const pg = require("pg");
    const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
  ' "$PRUEBAS_PG"
}
if ! entra_pg 2>/tmp/preparar-pg.$$; then
  base=$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1))' "$PRUEBAS_PG")
  if [ -z "$por_defecto" ] && [ "$(id -u)" = 0 ] && command -v runuser >/dev/null; then
    # PostgreSQL recién instalado: el usuario postgres entra por 127.0.0.1 sin clave (solo pruebas) y la base existe.
    hba=$(runuser -u postgres -- psql -Atc 'show hba_file')
    grep -q '^host all postgres 127.0.0.1/32 trust' "$hba" || sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
    runuser -u postgres -- psql -qc 'select pg_reload_conf()' >/dev/null
    runuser -u postgres -- createdb "$base" 2>/dev/null || true
  fi
  if ! entra_pg; then
    cat /tmp/preparar-pg.$$ >&2
    echo "No se pudo entrar a $PRUEBAS_PG. Cree la base y permita la entrada, o indique otro servidor con PRUEBAS_PG." >&2
    rm -f /tmp/preparar-pg.$$
    exit 1
  fi
fi
rm -f /tmp/preparar-pg.$$
echo "[preparar] Chromium, Dovecot, LibreOffice Calc, nginx, poppler y PostgreSQL ($host:$puerto) listos"
