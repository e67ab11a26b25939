#!/usr/bin/env bash
# The production build served on localhost WITHOUT the test switch (decision 0024), for tests/e2e/test-switch.spec.ts:
# a copy of build/ whose .dev.vars holds a session secret made for this run and nothing else (no TEST_HOOKS, no
# LOCAL_DEV), run by wrangler dev (vite preview would read build/'s vars, through .wrangler/deploy).
set -euo pipefail
port="$1"
dir=".wrangler/no-switch-$port"
rm -rf "$dir" && mkdir -p "$dir"
cp -r build "$dir/build"
node -e 'process.stdout.write(`SESSION_SECRET=${require("node:crypto").randomBytes(32).toString("base64url")}\n`)' \
  > "$dir/build/server/.dev.vars"
export WRANGLER_SEND_METRICS=false
# The devtools port follows the server's (wrangler's default 9229 is one per machine): two test runs side by side,
# a developer's and a CI clone's, each start their own.
exec npx wrangler dev -c "$dir/build/server/wrangler.json" -c "$dir/build/upstream/wrangler.json" \
  --port "$port" --ip localhost --inspector-port "$((port + 1000))" --persist-to "$dir/state" \
  --show-interactive-dev-session=false
