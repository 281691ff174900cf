#!/usr/bin/env bash
# Playwright cannot download its own browser here: the browser tests use Debian's Chromium headless
# shell (package chromium-headless-shell; playwright.config.ts says why), or Debian's full Chromium
# where only that is installed. Installs the shell through apt-get when it is missing and this runs
# as root (CI, on a clean machine).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, which is not an executable file." >&2
  exit 1
fi
shell=/usr/bin/chromium-headless-shell
if [ -x "$shell" ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's chromium-headless-shell…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
  "$shell" --version
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "Browser tests run in /usr/bin/chromium; Debian's chromium-headless-shell runs them on about a third less CPU (sudo apt-get install -y chromium-headless-shell)." >&2
  exit 0
fi
echo "No Chromium found. Install Debian's chromium-headless-shell (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
