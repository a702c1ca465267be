#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a loopback port and prints its URL.
# initdb refuses to run as root, so the cluster belongs to the "postgres" system user.
set -euo pipefail
port="${1:-55432}"
dir="${2:-/tmp/console-test-pg}"
bindir=$(dirname "$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | tail -1)")
run_as=()
if [ "$(id -u)" = 0 ]; then run_as=(runuser -u postgres --); fi
rm -rf "$dir"
mkdir -p "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
"${run_as[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log"
"$(dirname "$0")/test-postgres-ctl.sh" "$dir" start "$port"
echo "postgres://postgres@127.0.0.1:$port/postgres"
