#!/usr/bin/env bash
# Creates, starts or stops a throwaway PostgreSQL cluster in DIR as the user that owns it: "postgres" when run as
# root, since initdb refuses root. Usage: test-postgres-ctl.sh DIR init | DIR start PORT | DIR stop
set -euo pipefail
dir="$1"
action="$2"
bindir=$(dirname "$(command -v pg_ctl || ls /usr/lib/postgresql/*/bin/pg_ctl | tail -1)")
run_as=()
if [ "$(id -u)" = 0 ]; then run_as=(runuser -u postgres --); fi
case "$action" in
  init)
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    "${run_as[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log"
    ;;
  start)
    "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $3 -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    ;;
  stop) "${run_as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null ;;
  *)
    echo "usage: $0 DIR init | DIR start PORT | DIR stop" >&2
    exit 2
    ;;
esac
