#!/usr/bin/env bash
# Type-checks every package: the browser packages in one program (tsconfig.browser-packages.json:
# what they share is checked once) beside the Node packages, each with its own tsconfig, one after
# another: two programs at a time on two cores.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_pnpm

"$PNPM" exec tsc --noEmit -p tsconfig.browser-packages.json &
browser_check=$!
failed=0
"$PNPM" -r --workspace-concurrency=1 --filter '!./shell' --filter '!./mf-*' --filter '!./shared-ui' typecheck || failed=1
wait "$browser_check" || failed=1
exit "$failed"
