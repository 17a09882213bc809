#!/usr/bin/env bash
# Reinicia los procesos de la API instalados con systemd (fondo-api@PUERTO) uno por uno, sin cortar el
# servicio: cada uno termina lo que tiene en curso, vuelve, y solo cuando responde /api/listo se sigue
# con el siguiente. Uso (como root): deploy/reiniciar-systemd.sh [PUERTO...]   (por defecto 3001 3002)
set -euo pipefail
puertos=("$@")
[ ${#puertos[@]} -gt 0 ] || puertos=(3001 3002)
for puerto in "${puertos[@]}"; do
  systemctl restart "fondo-api@$puerto.service"
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$puerto/api/listo" && break
    sleep 0.5
  done
  curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$puerto/api/listo" || {
    echo "fondo-api@$puerto no quedó listo: journalctl -u fondo-api@$puerto" >&2
    exit 1
  }
  echo "fondo-api@$puerto reiniciado y listo."
  sleep 1 # un respiro para que el proceso nuevo abra sus conexiones antes del siguiente
done
