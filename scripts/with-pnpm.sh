#!/usr/bin/env bash
# Runs the pinned pnpm with the given arguments, installing it first when missing.
source "$(dirname "$0")/lib.sh"
ensure_pnpm
cd "$ROOT"
exec "$PNPM" "$@"
