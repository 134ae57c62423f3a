#!/usr/bin/env bash
# The whole test suite: installs what is missing (Node, pnpm, dependencies, a Chromium), then
# lint and type checks, so a typo fails in seconds, then builds the site and runs the unit and
# API tests (the JavaScript budget reads the build) and the end-to-end tests in Chromium.
# Exits non-zero on the first failure.
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

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

ensure_dependencies
ensure_chromium

step "lint"
pnpm run --silent lint
# `astro check` generates the content and route types itself (as `astro sync` does): no build needed.
step "type check"
pnpm run --silent typecheck
step "build"
build_site
step "unit and API tests"
pnpm run --silent test:unit
step "end-to-end tests"
pnpm run --silent test:e2e
step "all tests passed"
