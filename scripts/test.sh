#!/usr/bin/env bash
# `npm test`: everything the suite needs, then the suite.
# - Debian Chromium and its headless shell (end-to-end tests), and a Postgres server (the
#   platform's tests run on PGlite and on Postgres): installed with apt-get when this runs as root
#   and they are missing; otherwise one line says what to install.
# - A throwaway Postgres on a free loopback port for this run (unless TEST_DATABASE_URL is given),
#   stopped and removed at the end.
# - Then: schema types; lint (ESLint and Prettier), typecheck and build side by side; unit and
#   integration tests; end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

have_chromium() { [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; }
# the end-to-end tests' browser when installed (playwright.config.ts): Chromium without its desktop UI
have_headless_shell() { [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ]; }
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if ! have_chromium || ! have_headless_shell || [ -z "$(pg_bin)" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian chromium, chromium-headless-shell and postgresql for the tests…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium chromium-headless-shell postgresql >/dev/null
  else
    have_chromium || { echo "npm test needs Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium}: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2; exit 1; }
    have_headless_shell || echo "No Chromium headless shell found (Debian: sudo apt-get install chromium-headless-shell): the end-to-end tests run in the full Chromium, which is slower." >&2
    [ -n "$(pg_bin)" ] || echo "No Postgres server found (Debian: sudo apt-get install postgresql): the platform's tests run on PGlite only." >&2
  fi
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && [ -n "$(pg_bin)" ]; then
  PG_BIN=$(pg_bin)
  PG_PORT=""
  for candidate in $(seq 55432 55499); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then PG_PORT=$candidate; break; fi
  done
  PG_DIR=$(mktemp -d /tmp/marquee-pg.XXXXXX)
  # initdb refuses root: as root the server runs as the postgres user.
  as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else bash -c "$1"; fi; }
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DIR"
  as_pg "$PG_BIN/initdb -D $PG_DIR/data -A trust -U postgres >/dev/null"
  as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1' -l $PG_DIR/log -w start >/dev/null"
  trap 'as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"' EXIT
  as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres marquee_test"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/marquee_test"
fi

npm run schemas:check
# Lint, typecheck and build read the sources and write nothing the others read (the build's output
# is ignored by the first two), and each keeps one core busy at most: on two cores they run side by
# side, each one's output printed whole once it ends, and any failure stops the run.
checks_dir=$(mktemp -d)
for step in lint typecheck build; do
  (status=0; npm run "$step" >"$checks_dir/$step.log" 2>&1 || status=$?; echo $status >"$checks_dir/$step.status") &
done
wait
checks_failed=0
for step in lint typecheck build; do
  cat "$checks_dir/$step.log"
  if [ "$(cat "$checks_dir/$step.status")" != 0 ]; then echo "npm run $step failed" >&2; checks_failed=1; fi
done
rm -rf "$checks_dir"
[ "$checks_failed" = 0 ] || exit 1
npm run test:unit
# End-to-end in two phases (playwright.config.ts): the specs that keep to their own accounts and
# data, then the specs that publish shared CMS or realm state, each phase on a fresh server. One
# worker: on two cores a second one made no run faster, only slower tests. The second phase runs
# even when the first fails, so one run reports every failure.
e2e_status=0
npx playwright test --project=chromium || e2e_status=$?
npx playwright test --project=shared-state || e2e_status=$?
exit $e2e_status
