#!/usr/bin/env bash
# A private, throw-away PostgreSQL server for the tests, on loopback only.
#
#   scripts/pg-test-server.sh run COMMAND…   start a server (new cluster in a temporary directory, free
#                                            port), run COMMAND with BALUCHON_TEST_DATABASE_URL and
#                                            BALUCHON_TEST_DATABASE_DIR set, then stop it and delete it
#   scripts/pg-test-server.sh stop|start     stop or start again the server of BALUCHON_TEST_DATABASE_DIR
#                                            (tests of a lost connection)
#
# Commits skip fsync (a test database need not survive a crash); PG_TEST_DURABLE=1 keeps PostgreSQL's
# defaults, for benchmarks.
#
# Needs Debian's postgresql package (scripts/deps.sh test installs it). The server never runs as root:
# as root, it runs as the postgres user.
set -euo pipefail
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "pg-test-server: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

as_owner() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

durability="-c fsync=off -c synchronous_commit=off"
[ "${PG_TEST_DURABLE:-0}" = 1 ] && durability=""

pg_ctl_start() {
    local dir="$1"
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-p $(cat "$dir/port") -c listen_addresses=127.0.0.1 -k $dir $durability -c max_connections=400" start >/dev/null
}

case "${1:-}" in
run)
    shift
    [ $# -gt 0 ] || { echo "usage: $0 run COMMAND…" >&2; exit 2; }
    dir="$(mktemp -d /tmp/baluchon-pg-XXXXXX)"
    chmod 755 "$dir"
    password="$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    echo "$port" >"$dir/port"
    echo "$password" >"$dir/password"
    [ "$(id -u)" -eq 0 ] && chown -R postgres "$dir"
    stop() {
        as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
        rm -rf "$dir"
    }
    trap stop EXIT
    as_owner "$bin/initdb" -D "$dir/data" -U baluchon --pwfile="$dir/password" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    pg_ctl_start "$dir"
    echo "== PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests on 127.0.0.1:$port"
    export BALUCHON_TEST_DATABASE_URL="postgres://baluchon:$password@127.0.0.1:$port/postgres"
    export BALUCHON_TEST_DATABASE_DIR="$dir"
    "$@"
    ;;
stop)
    as_owner "$bin/pg_ctl" -D "$BALUCHON_TEST_DATABASE_DIR/data" -m fast -w stop >/dev/null
    ;;
start)
    pg_ctl_start "$BALUCHON_TEST_DATABASE_DIR"
    ;;
*)
    echo "usage: $0 run COMMAND… | stop | start" >&2
    exit 2
    ;;
esac
