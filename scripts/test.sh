#!/usr/bin/env bash
# The whole test suite: installs what is missing (Node, pnpm, dependencies, a Chromium,
# PostgreSQL's server programs), then lint and type checks, so a typo fails in seconds, then
# builds the site and runs the unit and API tests on SQLite (the JavaScript budget reads the
# build), the API tests again on PostgreSQL (docs/decisions.md §61), and the end-to-end tests in
# Chromium. Exits non-zero on the first failure; at the end it names each engine's pass count.
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
export ASTRO_TELEMETRY_DISABLED=1

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return; fi
  if [ -x /usr/bin/chromium ]; then export CHROMIUM_PATH=/usr/bin/chromium; return; fi
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    log "installing Chromium (Debian package)"
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
    export CHROMIUM_PATH=/usr/bin/chromium
  else
    echo "No Chromium found: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
    exit 1
  fi
}

# The PostgreSQL run starts a throwaway cluster of its own (api/src/testing/postgres-cluster.ts)
# from Debian's server programs, or uses the server TEST_DATABASE_URL names.
postgresql_programs_found() {
  if [ -n "${POSTGRES_BIN_DIR:-}" ]; then [ -x "$POSTGRES_BIN_DIR/initdb" ]; return; fi
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null
}

# Debian's package creates a 'main' cluster and its postinst starts it through invoke-rc.d; the
# tests never use it. A policy-rc.d that denies every start (container images ship one) keeps
# that system-wide service stopped, and keeps the install from failing where no init system runs.
install_postgresql() {
  local policy=/usr/sbin/policy-rc.d placed='' status=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\n# Placed by scripts/test.sh while it installs PostgreSQL: start no service.\nexit 101\n' >"$policy"
    chmod 755 "$policy"
    placed=1
    # Removed however the install ends, an interrupt included: left behind, it would keep every
    # service of the machine from starting.
    trap "rm -f '$policy'; exit 130" INT TERM
  fi
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql; } >&2 ||
    status=$?
  if [ -n "$placed" ]; then
    rm -f "$policy"
    trap - INT TERM
  fi
  return "$status"
}

ensure_postgresql() {
  if [ -n "${TEST_DATABASE_URL:-}" ] || postgresql_programs_found; then return; fi
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    log "installing PostgreSQL (Debian package; its own service stays stopped)"
    if ! install_postgresql || ! postgresql_programs_found; then
      echo "Installing Debian's 'postgresql' package failed (apt-get's output is above): install it by hand," \
        "or set TEST_DATABASE_URL to a postgres:// URL of a server where the tests may create and drop schemas." >&2
      exit 1
    fi
  else
    echo "No PostgreSQL found for the API tests on PostgreSQL: install Debian's 'postgresql' package" \
      "(its server programs, /usr/lib/postgresql/<version>/bin), or set TEST_DATABASE_URL to a" \
      "postgres:// URL of a server where the tests may create and drop schemas." >&2
    exit 1
  fi
}

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Each engine's run writes vitest's JSON report here, for the summary at the end.
REPORTS="$(mktemp -d)"
trap 'rm -rf "$REPORTS"' EXIT

# Runs one package script of vitest, keeping its usual output and a JSON report named `name`.
vitest_run() {
  local script="$1" name="$2"
  pnpm run --silent "$script" --reporter=default --reporter=json --outputFile.json="$REPORTS/$name.json"
}

passed_tests() {
  node -e 'const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")); console.log(r.numPassedTests)' \
    "$REPORTS/$1.json"
}

ensure_dependencies
ensure_chromium
ensure_postgresql

step "lint"
pnpm run --silent lint
# `astro check` generates the content and route types itself (as `astro sync` does): no build needed.
step "type check"
pnpm run --silent typecheck
step "build"
build_site
step "unit and API tests (SQLite)"
vitest_run test:unit sqlite
step "API tests (PostgreSQL)"
vitest_run test:postgres postgres
step "end-to-end tests"
pnpm run --silent test:e2e
step "all tests passed"
echo "SQLite: $(passed_tests sqlite) unit and API tests passed"
echo "PostgreSQL: $(passed_tests postgres) API tests passed"
