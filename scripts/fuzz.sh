#!/usr/bin/env bash
# Fuzzes the whole API with schemathesis against a release server, from its published contract
# (GET /api/openapi.json): every generated request must answer without a server error (no 5xx at all),
# every answer must fit the schema, and the server must still be healthy at the end.
#
# Usage: scripts/fuzz.sh            # the full run (MAX_EXAMPLES=150 per operation, > 5,000 requests)
#        MAX_EXAMPLES=5 scripts/fuzz.sh   # a short smoke run
# Knobs: MAX_EXAMPLES (examples per operation and phase), WORKERS (default 2), SEED (to replay a run).
# The room's WebSocket is left out: OpenAPI cannot describe its messages (see docs/ROOMS.md).
set -euo pipefail
cd "$(dirname "$0")/.."

MAX_EXAMPLES="${MAX_EXAMPLES:-150}"
WORKERS="${WORKERS:-2}"
VENV=.build/fuzz-venv
OUT=.build/fuzz
mkdir -p "$OUT"

if [ ! -x "$VENV/bin/st" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q 'schemathesis>=4.3,<5'
fi
swift build -c release --product baluchon

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Every keyless online provider points at local stand-ins that answer in its real wire format
# (scripts/upstream_standins.py), so the online paths are fuzzed too, with no network.
STANDINS_PORT="$(free_port)"
python3 scripts/upstream_standins.py "$STANDINS_PORT" >"$OUT/standins.log" 2>&1 &
STANDINS=$!
UP=http://127.0.0.1:$STANDINS_PORT
DATA_DIR="$(mktemp -d)"
PORT="$(free_port)"
URL="http://127.0.0.1:$PORT"
# The operator's token, made for this run, so that downloading and removing regions are fuzzed too (the
# catalogue is the stand-ins' Geofabrik index, whose extracts they do not have: every download fails).
ADMIN_TOKEN="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
env BALUCHON_HOST=127.0.0.1 BALUCHON_PORT="$PORT" BALUCHON_DATA_DIR="$DATA_DIR" BALUCHON_PUBLIC_DIR="$PWD/Public" \
    BALUCHON_UPSTREAM_TIMEOUT=2 BALUCHON_LOG_LEVEL=warning BALUCHON_ADMIN_TOKEN="$ADMIN_TOKEN" \
    BALUCHON_ERAPI_URL=$UP/v6/ BALUCHON_ECB_URL=$UP/eurofxref/ BALUCHON_NOMINATIM_URL=$UP BALUCHON_OVERPASS_URL=$UP/api/ \
    BALUCHON_OPENMETEO_URL=$UP BALUCHON_OSRM_URL=$UP BALUCHON_VALHALLA_URL=$UP BALUCHON_LIBRETRANSLATE_URL=$UP \
    BALUCHON_TRANSITOUS_URL=$UP BALUCHON_REGIONS_INDEX_URL=$UP/index-v1.json \
    BALUCHON_TILE_URL="http://127.0.0.1:1/{z}/{x}/{y}.png" \
    .build/release/baluchon serve >"$OUT/server.log" 2>&1 &
SERVER=$!
cleanup() {
    kill "$SERVER" "$STANDINS" 2>/dev/null || true
    wait "$SERVER" "$STANDINS" 2>/dev/null || true
    rm -rf "$DATA_DIR"
}
trap cleanup EXIT
for _ in $(seq 1 240); do
    curl -sf "$URL/api/v1/health" >/dev/null && break
    kill -0 "$SERVER" 2>/dev/null || { cat "$OUT/server.log"; exit 1; }
    sleep 0.5
done

# Hostile uploads first: deep XML, DTDs in other encodings, 20 MB of GeoJSON lines and of empty lines.
hostile=0
python3 scripts/hostile_bodies.py "$URL" | tee "$OUT/hostile.txt" || hostile=$?

# Answers: no server error (any 5xx fails), documented status, type, headers and schema; 405 for other methods;
# published lists and rooms readable once made, gone once deleted. (The coverage phase is left out:
# on Python 3.11 it trips a Hypothesis bug while drawing request bodies.)
CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance
CHECKS=$CHECKS,response_schema_conformance,unsupported_method,use_after_free,ensure_resource_availability
started=$(date +%s)
status=0
"$VENV/bin/st" run "$URL/api/openapi.json" \
    --checks "$CHECKS" --phases examples,fuzzing,stateful \
    --max-examples "$MAX_EXAMPLES" --workers "$WORKERS" --request-timeout 30 ${SEED:+--seed "$SEED"} \
    --header "Authorization: Bearer $ADMIN_TOKEN" \
    --exclude-path '/api/v1/rooms/{code}/ws' --generation-database none --no-color \
    --report vcr --report-vcr-path "$OUT/requests.yaml" >"$OUT/schemathesis.txt" 2>&1 || status=$?
elapsed=$(($(date +%s) - started))
sed -n '/^=* SUMMARY/,$p' "$OUT/schemathesis.txt"

alive=no
kill -0 "$SERVER" 2>/dev/null && curl -sf "$URL/api/v1/health" >/dev/null && alive=yes
"$VENV/bin/python" - "$OUT/requests.yaml" "$elapsed" "$alive" <<'PY'
import collections, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
statuses = collections.Counter(re.findall(r"\n  response:\n    status:\n      code: '(\d+)'", text))
requests = text.count("\n  request:\n")
failed = len(re.findall(r"\n      status: 'FAILURE'", text))
server = sum(n for code, n in statuses.items() if code.startswith("5"))
print(f"requests: {requests}  failed checks: {failed}  5xx: {server} "
      f"({', '.join(f'{c}: {n}' for c, n in sorted(statuses.items()) if c.startswith('5')) or 'none'})  "
      f"time: {sys.argv[2]} s  server alive at the end: {sys.argv[3]}")
print("statuses:", dict(sorted(statuses.items())))
PY
echo "requests the upstream stand-ins answered: $(curl -s "$UP/count")"
echo "full output: $OUT/schemathesis.txt; every request and answer: $OUT/requests.yaml"
[ "$alive" = yes ] || { echo "the server died"; exit 1; }
[ "$hostile" = 0 ] || { echo "a hostile upload was not refused cleanly (see $OUT/hostile.txt)"; exit 1; }
exit "$status"
