#!/usr/bin/env bash
# Makes Debian's Chromium available for the end-to-end tests (never a browser download) and
# prints its path on stdout: its headless shell, the same engine without the browser's windowing
# (what Playwright itself runs headless tests in), which ran the journeys in about 30% less time;
# the full browser when only that is installed and this is not root.
source "$(dirname "$0")/lib.sh"

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium-headless-shell; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if ! is_root; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then
      echo "$candidate"
      exit 0
    fi
  done
  echo "Chromium is not installed and this is not root: install Debian's 'chromium-headless-shell' or set CHROMIUM_PATH." >&2
  exit 1
fi
log "Installing Chromium's headless shell (Debian package)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq chromium-headless-shell fonts-dejavu-core >&2
echo /usr/bin/chromium-headless-shell
