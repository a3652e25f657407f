#!/usr/bin/env bash
# The browser tests (test/browser) drive Debian's Chromium through playwright-core; they
# fail loudly without it. Installs it (and a font, so pages render text) when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo unknown version)"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "error: /usr/bin/chromium is missing and installing it needs root (apt-get install chromium)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends chromium fonts-dejavu-core
test -x /usr/bin/chromium || { echo "error: chromium did not install at /usr/bin/chromium" >&2; exit 1; }
/usr/bin/chromium --version
