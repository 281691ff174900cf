#!/usr/bin/env bash
# The production server's smoke tests (the `nginx` Playwright project) and `npm run serve:prod` run
# Debian's nginx with its brotli_static module. Installs them through apt-get when nginx is missing
# and this runs as root (CI, on a clean machine).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || [ -n "${NGINX_BIN:-}" ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's nginx-light and libnginx-mod-http-brotli-static…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # no service is started here: serve-prod.ts runs nginx in the foreground with its own configuration
  apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-static >/dev/null
  exit 0
fi
echo "nginx is not installed: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static (or set NGINX_BIN)." >&2
exit 1
