#!/usr/bin/env bash
# Playwright cannot download its own browser here: the browser tests use Debian's Chromium.
# Installs it through apt-get when it is missing (CI runs as root on a clean machine).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium not found at $browser. Install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$browser" --version
