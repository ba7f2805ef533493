#!/usr/bin/env bash
# A throwaway PostgreSQL from Debian's package, for the server suite's PostgreSQL run.
#   eval "$(bash scripts/local-postgres.sh start)"   # exports TEST_DATABASE_URL and PG_DATA
#   bash scripts/local-postgres.sh stop "$PG_DATA"
# `start DIR` keeps the data in DIR (created on first use) and `halt DIR` stops it without deleting
# (npm run start:cluster's .data/cluster-pg).
# Installs the postgresql package first when it is missing and we are root.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

case "${1:-}" in
  start)
    if [ -z "$(find_bin)" ]; then
      if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is not installed: apt-get install postgresql" >&2; exit 1; fi
      echo "Installing postgresql…" >&2
      DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    fi
    bin=$(find_bin)
    data=${2:-$(mktemp -d /tmp/club-pg.XXXXXX)}
    mkdir -p "$data"
    data=$(cd "$data" && pwd)
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
    [ "$(id -u)" = 0 ] && chown postgres "$data"
    [ -f "$data/PG_VERSION" ] || run "$bin/initdb -D $data -A trust -U postgres >/dev/null"
    # A kept directory's server left running by an interrupted run: stopped, to start on a new port.
    if [ -f "$data/postmaster.pid" ]; then run "$bin/pg_ctl -D $data -m fast stop >/dev/null 2>&1" || true; fi
    run "$bin/pg_ctl -D $data -l $data/server.log -w -o '-p $port -k /tmp -c listen_addresses=127.0.0.1' start >/dev/null"
    echo "export PG_DATA=$data TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop|halt)
    data=${2:?usage: local-postgres.sh stop|halt DATA_DIR}
    bin=$(find_bin)
    if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$bin/pg_ctl -D $data -m fast stop >/dev/null" || true
    else "$bin/pg_ctl" -D "$data" -m fast stop >/dev/null || true; fi
    [ "$1" = halt ] || rm -rf "$data"
    ;;
  *) echo "usage: local-postgres.sh start [DATA_DIR] | stop DATA_DIR | halt DATA_DIR" >&2; exit 2 ;;
esac
