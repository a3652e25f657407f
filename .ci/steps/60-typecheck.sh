#!/usr/bin/env bash
# Types, and the HTML templates' escaping: xss-scan fails on any unescaped user string.
set -euo pipefail
npx tsc --noEmit -p .
npx xss-scan
