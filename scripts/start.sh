#!/usr/bin/env bash
# Runs the whole product on one port: installs what is missing, builds the site when its
# sources changed, migrates and seeds the SQLite database under data/, and serves site + API.
# Ctrl-C stops it cleanly. Configuration: see README (PORT, DATA_DIR, ...).
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
export ASTRO_TELEMETRY_DISABLED=1

ensure_dependencies
# Refuses at once, before the build touches dist/, when a server already uses the data folder.
node api/src/server.ts --check
ensure_site_built
exec node api/src/server.ts
