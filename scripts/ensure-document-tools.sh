#!/usr/bin/env bash
# Makes the tools the report tests read documents with available (Debian packages, never a
# download): poppler's pdftotext for the PDFs' text, and LibreOffice Writer, headless, which must
# convert every Word report without error.
source "$(dirname "$0")/lib.sh"

missing=()
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-writer-nogui)
[ ${#missing[@]} -eq 0 ] && exit 0

if ! is_root; then
  echo "Missing ${missing[*]} and this is not root: install the Debian packages to run the report tests." >&2
  exit 1
fi
log "Installing ${missing[*]} (Debian packages)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
# libreoffice-writer-nogui is Debian's headless Writer; older releases only have libreoffice-writer.
if ! apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2; then
  apt-get install -y -qq --no-install-recommends "${missing[@]/libreoffice-writer-nogui/libreoffice-writer}" >&2
fi
