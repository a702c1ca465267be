#!/usr/bin/env bash
# The unit and API suite (PGlite) over the calendar. Today, on the machine's clock: the screens (`web`) and the files
# whose outcome depends on the date. Then under Debian's faketime (the whole process, the embedded database included,
# sees the instant and the clock runs on from there) at the instants where dates turn over: the whole of `domain` and
# `server` on 5 January (a winter crop across New Year), the date-reading files at the others (15 July: the southern
# winter), and the demo data set on 20 December (opened again on 5 January). The other files run once here, on
# 5 January, and again today on PostgreSQL (`test:pg`). Instants are the next ones after today, so the run never goes
# back in time. `npm run test:unit` runs the whole suite today.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null; then
  echo "faketime is not installed: apt-get install -y faketime (the .ci/run script does)" >&2
  exit 1
fi

# Files that read the date: the crops and their season, risk, history, reminders, coverage, contracts, dashboards,
# the demo data set and what the tests build on it.
DATED=(
  packages/domain/src
  apps/server/src/demo
  apps/server/src/features/parcels
  apps/server/src/features/notifications
  apps/server/src/features/subscriptions
  apps/server/src/features/rent-contracts
  apps/server/src/features/dashboard
  apps/server/src/features/favourites
  apps/server/src/plugins/bad-input.test.ts
  apps/server/src/auth
)

year=$(date -u +%Y)
next=$((year + 1))
leap=$next
until [ $((leap % 4)) -eq 0 ] && { [ $((leap % 100)) -ne 0 ] || [ $((leap % 400)) -eq 0 ]; }; do leap=$((leap + 1)); done
# The last Sunday of March (Europe's summer time at 01:00 UTC) and the first Sunday of April (Sydney's ends).
last_sunday_of_march=$(date -u -d "$next-03-31 -$(date -u -d "$next-03-31" +%w) days" +%F)
first_sunday_of_april=$(date -u -d "$next-04-01 +$(((7 - $(date -u -d "$next-04-01" +%w)) % 7)) days" +%F)
# The next 20 December: a demo seeded then must keep its crops on 5 January.
december_20=$year-12-20
[[ $(date -u +%F) < "$december_20" ]] || december_20=$next-12-20
second_of_next_month=$(date -u -d "$(date -u +%Y-%m-01) +1 month" +%Y-%m-02)

failed=()
echo "== today"
npx vitest run --project web --project domain --project server apps/web/src "${DATED[@]}"

run() {
  local zone=$1 at=$2
  shift 2
  echo "== $at ($zone)"
  TZ=$zone faketime "$at" npx vitest run --project domain --project server "$@" || failed+=("$at $zone")
}

run UTC "$next-01-05 10:00:00"
run UTC "$next-07-15 10:00:00" "${DATED[@]}"
run UTC "$second_of_next_month 06:00:00" "${DATED[@]}"
run Europe/Paris "$next-01-01 00:30:00" "${DATED[@]}"
run UTC "$next-02-28 23:30:00" "${DATED[@]}"
run UTC "$leap-02-29 10:00:00" "${DATED[@]}"
run UTC "$next-03-01 00:30:00" "${DATED[@]}"
run UTC "$last_sunday_of_march 01:30:00" "${DATED[@]}"
run Australia/Sydney "$first_sunday_of_april 02:30:00" "${DATED[@]}"
run UTC "$december_20 10:00:00" apps/server/src/demo
run UTC "$year-12-31 23:30:00" "${DATED[@]}"

if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed at %s\n' "${failed[@]}" >&2
  exit 1
fi
