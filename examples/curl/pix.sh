#!/bin/sh
# pix from the shell with curl (POSIX sh, no other tool needed).
#   sh examples/curl/pix.sh <latest|history|lake|stream|factors|all>
# PIX_URL is the deployment (default http://localhost:8787); PIX_API_KEY an optional key (factors needs
# one with factors:read). PIX_LAKE_VENUE, PIX_LAKE_DATE and PIX_LAKE_AT pick the snapshot (default: newest).
set -eu

PIX_URL="${PIX_URL:-http://localhost:8787}"
PIX_URL="${PIX_URL%/}"
INDEX="${PIX_INDEX:-PIXCPI}"

# GET a resource; prints the JSON body. --fail-with-body keeps the RFC 9457 problem on stderr-visible
# output and exits non-zero; --retry honours Retry-After on 429 and 503.
get() {
  if [ -n "${PIX_API_KEY:-}" ]; then
    curl -sS --fail-with-body --retry 2 --retry-max-time 30 -H "X-API-Key: $PIX_API_KEY" "$PIX_URL$1"
  else
    curl -sS --fail-with-body --retry 2 --retry-max-time 30 "$PIX_URL$1"
  fi
}

# The first value of a JSON member named $2 in $1 (enough for these reads; use jq for real parsing).
member() {
  printf '%s' "$1" | grep -o "\"$2\":\"\{0,1\}[^\",}]*" | head -n 1 | sed 's/^[^:]*:"\{0,1\}//'
}

latest() {
  body=$(get "/api/v1/indices/$INDEX/snapshots/latest")
  echo "latest $INDEX $(member "$body" decimal) $(member "$body" unit) at $(member "$body" minute)"
}

history() {
  body=$(get "/api/v1/indices/$INDEX/history?range=1y&resolution=1d")
  buckets=$(printf '%s' "$body" | grep -o '"start_at"' | wc -l | tr -d ' ')
  echo "history $INDEX $(member "$body" range) $(member "$body" resolution): $buckets buckets"
}

lake() {
  venue="${PIX_LAKE_VENUE:-}"
  date="${PIX_LAKE_DATE:-}"
  at="${PIX_LAKE_AT:-}"
  if [ -z "$venue" ] || [ -z "$date" ] || [ -z "$at" ]; then
    # The first venue listed with a snapshot: its coverage.last_snapshot.
    venues=$(get "/api/v1/lake/venues")
    last=$(printf '%s' "$venues" | sed -n 's/.*"last_snapshot":{"date":"\([^"]*\)","at":"\([^"]*\)".*/\1 \2/p' | head -n 1)
    venue=$(member "$venues" venue)
    date=${last% *}
    at=${last#* }
    [ -n "$last" ] || { echo "the lake has no snapshot yet" >&2; exit 1; }
  fi
  page=1
  pages=1
  rows=0
  while [ "$page" -le "$pages" ]; do
    body=$(get "/api/v1/lake/venues/$venue/quotes?date=$date&at=$at&page=$page&page_size=25")
    pages=$(member "$body" total_pages)
    rows=$((rows + $(printf '%s' "$body" | grep -o '"market_id"' | wc -l)))
    page=$((page + 1))
  done
  echo "lake $venue $date $at: $rows rows in $pages pages"
}

# curl before 8.11 has no WebSocket support: upgrade by hand and read the first frame (the snapshot
# every connection gets), which starts after a 2-, 4- or 10-byte header.
stream() {
  out=$(mktemp)
  key=$(head -c 16 /dev/urandom | base64)
  curl -sN --http1.1 --max-time 3 -o "$out" \
    -H "Connection: Upgrade" -H "Upgrade: websocket" -H "Sec-WebSocket-Version: 13" \
    -H "Sec-WebSocket-Key: $key" "$PIX_URL/ws" || true
  size=$(od -An -tu1 -j1 -N1 "$out" | tr -d ' ')
  case "$size" in
    126) skip=4 ;;
    127) skip=10 ;;
    *) skip=2 ;;
  esac
  message=$(tail -c +$((skip + 1)) "$out" | head -n 1)
  rm -f "$out"
  case "$message" in
    '{"type":"snapshot"'*) ;;
    *) echo "stream: no snapshot received" >&2; exit 1 ;;
  esac
  markets=$(printf '%s' "$message" | grep -o '"symbol"' | wc -l | tr -d ' ')
  echo "stream snapshot $(member "$message" reason) $(member "$message" kind) $markets markets"
}

factors() {
  [ -n "${PIX_API_KEY:-}" ] || { echo "factors: set PIX_API_KEY to a key with factors:read" >&2; exit 1; }
  body=$(get "/api/v1/factors/stocks/${PIX_TICKER:-AAPL}")
  echo "factors $(member "$body" ticker) $(member "$body" state) as of $(member "$body" as_of)"
}

case "${1:-all}" in
  latest | history | lake | stream | factors) "$1" ;;
  all) latest && history && lake && stream && factors ;;
  *) echo "usage: sh examples/curl/pix.sh <latest|history|lake|stream|factors|all>" >&2; exit 2 ;;
esac
