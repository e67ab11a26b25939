#!/usr/bin/env bash
# Browsers come from Debian (Playwright cannot download browsers here). The browser tests run in Chromium's
# headless shell (package chromium-headless-shell: about a quarter less CPU per test than the full browser's
# headless mode, decision 0023); Lighthouse (`npm run bench`) needs the full browser (package chromium).
# `ensure-chromium.sh` checks the shell, `ensure-chromium.sh full` the full browser. As root the missing package
# is installed on the spot, so `npm test` works on a fresh machine; otherwise it says what to run.
set -euo pipefail
if [ "${1:-}" = "full" ]; then
  path="${CHROME_PATH:-/usr/bin/chromium}" package=chromium
else
  path="${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" package=chromium-headless-shell
fi
[ -x "$path" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "Installing $package for the browser tests (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "$package" > /dev/null
else
  echo "$path is missing: run 'sudo apt-get install -y $package' (or set the path in CHROMIUM_PATH / CHROME_PATH)." >&2
  exit 1
fi
