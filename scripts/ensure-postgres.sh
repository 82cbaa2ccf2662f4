#!/usr/bin/env bash
# Makes a PostgreSQL server available for the API tests and prints its admin URL on stdout.
# Uses TEST_POSTGRES_URL when already set; otherwise installs Debian's postgresql when missing
# (as root) and starts a private throw-away cluster on a spare port.
source "$(dirname "$0")/lib.sh"

if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  echo "$TEST_POSTGRES_URL"
  exit 0
fi

PG_PORT="${QIP_TEST_PG_PORT:-54329}"
PG_DIR="${QIP_TEST_PG_DIR:-/tmp/qip-test-postgres}"
URL="postgres://postgres@127.0.0.1:${PG_PORT}/postgres"

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ]; then
  if ! is_root; then
    echo "PostgreSQL is not installed and this is not root: install Debian's 'postgresql' or set TEST_POSTGRES_URL." >&2
    exit 1
  fi
  log "Installing PostgreSQL (Debian package)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
BIN="$(pg_bin)"

# Run PostgreSQL's tools as the postgres user when we are root (they refuse to run as root).
as_pg() {
  if is_root; then su postgres -s /bin/bash -c "$(printf '%q ' "$@")"; else "$@"; fi
}

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT"; then
  echo "$URL"
  exit 0
fi

if [ ! -f "$PG_DIR/PG_VERSION" ]; then
  rm -rf "$PG_DIR"
  mkdir -p "$PG_DIR"
  is_root && chown postgres:postgres "$PG_DIR"
  as_pg "$BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
fi

as_pg "$BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/server.log" -w -t 60 \
  -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

echo "$URL"
