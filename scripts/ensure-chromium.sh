#!/usr/bin/env bash
# Makes Debian's Chromium available for the end-to-end tests (never a browser download) and
# prints its path on stdout.
source "$(dirname "$0")/lib.sh"

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if ! is_root; then
  echo "Chromium is not installed and this is not root: install Debian's 'chromium' or set CHROMIUM_PATH." >&2
  exit 1
fi
log "Installing Chromium (Debian package)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq chromium fonts-dejavu-core >&2
echo /usr/bin/chromium
