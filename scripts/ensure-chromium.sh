#!/usr/bin/env bash
# Browser tests need Debian's Chromium at /usr/bin/chromium (Playwright cannot download browsers here).
# As root it is installed on the spot, so `npm test` works on a fresh machine; otherwise it says what to run.
set -euo pipefail
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "Installing Chromium for the browser tests (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium > /dev/null
else
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
