#!/usr/bin/env bash
# `npm test`: installs what the tests need (dependencies, Debian's Chromium, PostgreSQL, poppler
# and LibreOffice Writer when missing) and runs every check: lint, format, types, the shared-singleton check, unit and
# component tests, the API tests on SQLite and PostgreSQL, and the end-to-end tests in Chromium.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
started=$(date +%s)
step() { log "[$(( $(date +%s) - started ))s] $*"; }

step "Installing dependencies"
pnpm_install

# Debian's packages download and unpack (minutes on a fresh machine) while the CPU lints,
# type-checks and builds: started here, waited for before the tests need them.
step "Making Chromium, PostgreSQL and the document tools (pdftotext, LibreOffice) available, in the background"
tools_dir="$(mktemp -d)"
(
  bash scripts/ensure-chromium.sh >"$tools_dir/chromium"
  bash scripts/ensure-postgres.sh >"$tools_dir/postgres"
  bash scripts/ensure-document-tools.sh
) >"$tools_dir/log" 2>&1 &
tools_pid=$!

step "Checking one copy of each shared browser library"
node scripts/check-singletons.mjs

step "Lint and format"
# Type-aware lint holds every package's TypeScript program at once: more than Node's default heap.
NODE_OPTIONS="--max-old-space-size=8192" "$PNPM" exec eslint . --max-warnings=0
"$PNPM" exec prettier --check . --log-level warn

step "Type-checking every package"
bash scripts/typecheck.sh

step "Building the shell, the remotes and the API"
"$PNPM" -r --workspace-concurrency=2 build
touch "$TOOLS_DIR/build-stamp"

step "Waiting for Chromium, PostgreSQL and the document tools"
if ! wait "$tools_pid"; then
  cat "$tools_dir/log" >&2
  log "Chromium, PostgreSQL or the document tools could not be made available (above)"
  exit 1
fi
cat "$tools_dir/log"
CHROMIUM_PATH="$(cat "$tools_dir/chromium")"
TEST_POSTGRES_URL="$(cat "$tools_dir/postgres")"
export CHROMIUM_PATH TEST_POSTGRES_URL
export REQUIRE_POSTGRES=1

step "Unit, component and API tests (the API on SQLite and on PostgreSQL)"
"$PNPM" exec jest --ci --maxWorkers=2

step "End-to-end tests in Chromium"
(cd e2e && "$PNPM" exec playwright test)

step "All checks passed"
