#!/usr/bin/env bash
# npm run test:pg — the server suite on PostgreSQL. Uses TEST_DATABASE_URL when set, otherwise
# starts a throwaway local PostgreSQL (installing Debian's package when missing) and stops it after.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  eval "$(bash scripts/local-postgres.sh start)"
  trap 'bash scripts/local-postgres.sh stop "$PG_DATA"' EXIT
fi
export TEST_DATABASE_URL
npx vitest run --project server "$@"
