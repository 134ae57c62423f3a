#!/usr/bin/env bash
# Development: the Astro dev server with hot reload (http://localhost:4321) and the API in
# watch mode on API_PORT (4322); the dev server forwards /api to it.
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
export ASTRO_TELEMETRY_DISABLED=1
ensure_dependencies

export API_PORT="${API_PORT:-4322}"
# The API process serves no pages in development, only /api.
PORT="$API_PORT" SERVE_SITE=false node --watch api/src/server.ts &
api_pid=$!
trap 'kill "$api_pid" 2>/dev/null' EXIT INT TERM
pnpm exec astro dev --port "${PORT:-4321}"
