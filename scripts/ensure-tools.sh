#!/usr/bin/env bash
# Makes sure the system tools the tests need are present, without ever downloading a
# browser of Playwright's own:
#   - Chromium: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium.
# (The spelling gate needs nothing here: its dictionary is an npm package.)
# When a tool is missing, it installs the Debian package if it may (root and apt-get);
# otherwise it stops and says how to provide it.
set -euo pipefail

can_apt_install() {
  [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1
}

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    apt-get update -q >/dev/null
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null
}

# Chromium ---------------------------------------------------------------------------
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
    exit 1
  fi
elif [ ! -x /usr/bin/chromium ]; then
  if can_apt_install; then
    echo "Installing Debian's chromium package for the end-to-end tests…"
    apt_install chromium
  else
    cat >&2 <<'MSG'
The end-to-end tests need Chromium, and /usr/bin/chromium is missing.
Either install it (Debian/Ubuntu: sudo apt-get install chromium), or point the tests
to a Chromium or Chrome binary you already have:
  CHROMIUM_PATH=/path/to/chromium npm test
MSG
    exit 1
  fi
fi
