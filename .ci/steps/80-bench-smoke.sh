#!/usr/bin/env bash
# Benchmark smoke run: seeds a 1k-post room, starts the real server and the bare baseline
# on loopback and drives every scenario for one second with wrk. It checks that the
# benchmark still works end to end (no error answers, no lost writes, counters right);
# it never checks speed, which a shared CI machine cannot promise.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v wrk >/dev/null; then
  echo "installing wrk (Debian package) for the benchmark smoke run"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
./node_modules/.bin/bun bench/run.ts --quick
