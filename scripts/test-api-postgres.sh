#!/usr/bin/env bash
# Runs the API suite against a real PostgreSQL server: DATABASE_URL when given, otherwise a throwaway
# cluster started here (the same suite runs on PGlite in test:unit).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DATABASE_URL:-}" ]; then
  if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "PostgreSQL is not installed: apt-get install -y postgresql (the .ci/run script does)" >&2
    exit 1
  fi
  dir=$(mktemp -d /tmp/console-pg.XXXXXX)
  port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  DATABASE_URL=$(scripts/start-test-postgres.sh "$port" "$dir")
  export DATABASE_URL
  bindir=$(dirname "$(command -v pg_ctl || ls /usr/lib/postgresql/*/bin/pg_ctl | tail -1)")
  stop() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null; else "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null; fi; rm -rf "$dir"; }
  trap stop EXIT
fi
echo "API suite on PostgreSQL ($DATABASE_URL)"
npx vitest run --project server "$@"
