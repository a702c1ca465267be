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
  stop() { scripts/test-postgres-ctl.sh "$dir" stop; rm -rf "$dir"; }
  trap stop EXIT
fi
echo "API suite on PostgreSQL ($DATABASE_URL)"
# server-postgres: what only PostgreSQL can show, such as the database stopping under a running server.
npx vitest run --project server --project server-postgres "$@"
