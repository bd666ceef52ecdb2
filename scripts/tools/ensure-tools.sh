#!/usr/bin/env bash
# Makes sure a Chromium-based browser is installed for the end-to-end tests, without
# ever downloading a browser of Playwright's own. scripts/lib/browser.mjs looks for it
# (CHROMIUM_PATH, the system's Chromium, Google Chrome, Playwright's Chromium); when
# there is none and this may install Debian's chromium package (root and apt-get), it
# does; otherwise browser.mjs says how to install one and this stops.
# (The spelling gate needs nothing here: its dictionary is an npm package.)
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 &&
  ! node scripts/lib/browser.mjs >/dev/null 2>&1; then
  echo "Installing Debian's chromium package for the end-to-end tests…"
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null
fi
node scripts/lib/browser.mjs
