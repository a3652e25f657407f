#!/usr/bin/env bash
# The one executable: build it, run it alone from an empty directory, exercise every
# subcommand (scripts/check-executable.ts), then lint the Dockerfile.
set -euo pipefail
cd "$(dirname "$0")/../.."
BUN=./node_modules/.bin/bun

echo "-- npm run build"
npm run build
test -x dist/parley || { echo "dist/parley was not built" >&2; exit 1; }
echo "dist/parley: $(stat -c %s dist/parley) bytes"

echo "-- the executable, copied alone into an empty directory"
"$BUN" scripts/check-executable.ts dist/parley

echo "-- Dockerfile"
# hadolint is not in Debian's archive today; use it if that ever changes.
if command -v hadolint >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-cache show hadolint >/dev/null 2>&1 && apt-get install -y -qq hadolint >/dev/null; }; then
  hadolint Dockerfile
  echo "hadolint: clean"
else
  echo "hadolint is not installable from Debian's packages: running the structural check instead"
fi
"$BUN" scripts/check-dockerfile.ts
