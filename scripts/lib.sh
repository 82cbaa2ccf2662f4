#!/usr/bin/env bash
# Shared helpers for the root scripts. A fresh machine has Node and npm only:
# bring the pinned pnpm into a project-local folder (no global install, no root needed).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="$(node -p "require('$ROOT/package.json').packageManager.split('@')[1]")"
TOOLS_DIR="$ROOT/.tools"
# better-sqlite3 compiles against the machine's Node headers (its prebuilt download is unreachable).
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

log() { printf '\033[1;34m[qip]\033[0m %s\n' "$*"; }

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    PNPM="pnpm"
    return
  fi
  local local_pnpm="$TOOLS_DIR/node_modules/.bin/pnpm"
  if [ ! -x "$local_pnpm" ] || [ "$("$local_pnpm" --version)" != "$PNPM_VERSION" ]; then
    log "Installing pnpm $PNPM_VERSION into .tools/"
    mkdir -p "$TOOLS_DIR"
    npm install --prefix "$TOOLS_DIR" --no-save --no-package-lock --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
  fi
  PNPM="$local_pnpm"
}

pnpm_install() {
  ensure_pnpm
  log "Installing dependencies (pnpm $PNPM_VERSION)"
  (cd "$ROOT" && "$PNPM" install --frozen-lockfile --prefer-offline)
}

is_root() { [ "$(id -u)" = "0" ]; }
