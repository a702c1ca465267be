#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a loopback port and prints its URL.
set -euo pipefail
port="${1:-55432}"
dir="${2:-/tmp/console-test-pg}"
"$(dirname "$0")/test-postgres-ctl.sh" "$dir" init
"$(dirname "$0")/test-postgres-ctl.sh" "$dir" start "$port"
echo "postgres://postgres@127.0.0.1:$port/postgres"
