#!/usr/bin/env bash
# `npm test`: every part of the suite in turn (docs/testing.md), stopping at the first that fails, then how long each
# part took, so that a run says where its time went.
set -euo pipefail
cd "$(dirname "$0")/.."

parts=(typecheck lint test:calendar test:pg test:e2e)
times=()
report() {
  local index
  for index in "${!times[@]}"; do printf '%-14s %5d s\n' "${parts[$index]}" "${times[$index]}"; done
}
trap report EXIT
for part in "${parts[@]}"; do
  start=$SECONDS
  npm run "$part"
  times+=($((SECONDS - start)))
done
