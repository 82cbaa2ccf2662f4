#!/usr/bin/env bash
# `npm start`: installs, builds and starts the whole portal on one URL with the embedded
# defaults (SQLite under ./data, seeded demo accounts, no keys to set).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

pnpm_install

# Build when any source changed since the last build (a fresh clone always builds).
STAMP="$TOOLS_DIR/build-stamp"
changed_since_build() {
  find . \( -name node_modules -o -name dist -o -name .git -o -name .tools -o -path ./data -o -name test-results -o -name playwright-report \) -prune \
    -o -type f -newer "$STAMP" -print -quit
}
if [ ! -f "$STAMP" ] || [ -n "$(changed_since_build)" ]; then
  log "Building the shell, the five remotes and the API (about two minutes on two cores)"
  "$PNPM" -r --workspace-concurrency=2 build
  touch "$STAMP"
else
  log "The build is up to date"
fi

export PORT="${PORT:-8080}"

# The hub client has no default secret: for the embedded demo, make a random one once and keep it
# beside the database (readable by this user only). The server prints it with the demo logins.
export DATA_DIR="${DATA_DIR:-$ROOT/data}"
if [ -z "${HUB_CLIENT_SECRET:-}" ] && [ -z "${DATABASE_URL:-}" ]; then
  SECRET_FILE="$DATA_DIR/hub-client-secret"
  if [ ! -s "$SECRET_FILE" ]; then
    mkdir -p "$DATA_DIR"
    (umask 077 && node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))" >"$SECRET_FILE")
    log "Made a hub client secret in $SECRET_FILE"
  fi
  chmod 600 "$SECRET_FILE"
  HUB_CLIENT_SECRET="$(cat "$SECRET_FILE")"
  export HUB_CLIENT_SECRET
fi
log "Starting the QIP Portal on port $PORT"
exec node api/dist/server.cjs
