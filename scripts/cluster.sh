#!/usr/bin/env bash
# A multi-instance Baluchon on loopback, for anyone to try: a private PostgreSQL, three instances sharing
# it, and nginx in front (WebSocket upgrades included). Ctrl-C stops everything.
#
#   scripts/cluster.sh                 # http://127.0.0.1:8080, instances on 8181-8183
#   INSTANCES=2 CLUSTER_PORT=9000 scripts/cluster.sh
#   SKIP_BUILD=1 scripts/cluster.sh    # reuse .build/release/baluchon
#   BALUCHON_BIN=.build/debug/baluchon scripts/cluster.sh   # any built binary (the failover test's)
#
# Files (database, logs, instance-N.pid, the generated nginx.conf) go to CLUSTER_DIR (.build/cluster).
#
# Needs Debian's postgresql and nginx (`scripts/deps.sh cluster` installs them, as the build does).
set -euo pipefail
cd "$(dirname "$0")/.."

INSTANCES=${INSTANCES:-3}
CLUSTER_PORT=${CLUSTER_PORT:-8080}
FIRST_INSTANCE_PORT=${FIRST_INSTANCE_PORT:-8181}
PG_PORT=${PG_PORT:-5544}
DIR=$(realpath -m "${CLUSTER_DIR:-.build/cluster}")
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}

fail() { echo "cluster: $*" >&2; exit 1; }
[ -x "$PG_BIN/initdb" ] || fail "PostgreSQL is not installed (apt-get install postgresql)"
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || fail "nginx is not installed (apt-get install nginx-light)"
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

if [ -z "${BALUCHON_BIN:-}" ] && [ "${SKIP_BUILD:-0}" != 1 ]; then
    scripts/deps.sh cluster
    swift build -c release --product baluchon
fi
BIN=$(realpath -m "${BALUCHON_BIN:-.build/release/baluchon}")
[ -x "$BIN" ] || fail "no built server at $BIN (run without SKIP_BUILD=1)"

# PostgreSQL refuses to run as root: as root, the database belongs to Debian's `postgres` user.
as_db_user() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

mkdir -p "$DIR"
PIDS=()
stop() {
    trap - EXIT
    trap "" INT TERM  # a second Ctrl-C must not cut the stopping short
    echo "cluster: stopping"
    [ -f "$DIR/nginx.pid" ] && kill "$(cat "$DIR/nginx.pid")" 2>/dev/null || true
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait "${PIDS[@]}" 2>/dev/null || true
    as_db_user "$PG_BIN/pg_ctl" -D "$DIR/pg" -m fast -w stop >/dev/null 2>&1 || true
}
trap stop EXIT INT TERM

if [ ! -f "$DIR/pg/PG_VERSION" ]; then
    echo "cluster: creating the database in $DIR/pg"
    mkdir -p "$DIR/pg"
    [ "$(id -u)" = 0 ] && chown postgres: "$DIR" "$DIR/pg"
    as_db_user "$PG_BIN/initdb" -D "$DIR/pg" -U baluchon --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log"
fi
[ "$(id -u)" = 0 ] && mkdir -p "$DIR/pg-socket" && chown postgres: "$DIR/pg-socket"
mkdir -p "$DIR/pg-socket"
as_db_user "$PG_BIN/pg_ctl" -D "$DIR/pg" -l "$DIR/postgresql.log" -w \
    -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $DIR/pg-socket" start >/dev/null
as_db_user "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U baluchon -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = 'baluchon'" | grep -q 1 ||
    as_db_user "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U baluchon baluchon
export BALUCHON_DATABASE_URL="postgres://baluchon@127.0.0.1:$PG_PORT/baluchon"
# nginx on loopback forwards each visitor's address: per-client limits count the visitor, not nginx.
export BALUCHON_TRUSTED_PROXIES="${BALUCHON_TRUSTED_PROXIES:-127.0.0.1}"
echo "cluster: PostgreSQL on 127.0.0.1:$PG_PORT"

SERVERS=""
for i in $(seq 1 "$INSTANCES"); do
    port=$((FIRST_INSTANCE_PORT + i - 1))
    mkdir -p "$DIR/instance-$i"
    # Each instance keeps its own imported data (regions, tiles); what users share lives in PostgreSQL.
    BALUCHON_PORT=$port BALUCHON_DATA_DIR="$DIR/instance-$i" "$BIN" serve >"$DIR/instance-$i.log" 2>&1 &
    PIDS+=($!)
    echo $! >"$DIR/instance-$i.pid"
    SERVERS+="        server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
done
for i in $(seq 1 "$INSTANCES"); do
    port=$((FIRST_INSTANCE_PORT + i - 1))
    for _ in $(seq 1 600); do
        curl -fsS "http://127.0.0.1:$port/api/v1/health" >/dev/null 2>&1 && break
        kill -0 "${PIDS[$((i - 1))]}" 2>/dev/null || { tail -5 "$DIR/instance-$i.log" >&2; fail "instance $i did not start"; }
        sleep 0.5
    done
    echo "cluster: instance $i on 127.0.0.1:$port (log: $DIR/instance-$i.log)"
done

sed -e "s|@DIR@|$DIR|g" -e "s|@PORT@|$CLUSTER_PORT|g" deploy/nginx-cluster.conf.template |
    awk -v servers="$SERVERS" '/@SERVERS@/ { printf "%s", servers; next } { print }' >"$DIR/nginx.conf"
"$NGINX" -p "$DIR" -c "$DIR/nginx.conf" -t -q
"$NGINX" -p "$DIR" -c "$DIR/nginx.conf"
echo "cluster: nginx on http://127.0.0.1:$CLUSTER_PORT — open it in a browser; Ctrl-C stops everything"
# Keeps serving while any instance lives: nginx sends the clients of a stopped one to the others.
wait "${PIDS[@]}" || true
