#!/usr/bin/env bash
# Makes sure the browsers of the end-to-end tests are installed, without ever downloading a
# browser of Playwright's own: a Chromium-based browser, Firefox (ESR), and WebKitGTK's
# WebDriver with its MiniBrowser and Xvfb for a display. e2e/support/browsers.ts looks for
# each one and names the Debian packages of what is missing; when this may install them
# (root and apt-get), it does; otherwise it says what to install and stops. (The old
# Chromium builds of the floor come from npm: e2e/support/old-chromium.ts. The spelling
# gate needs nothing here: its dictionary is an npm package.)
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=$(node --import tsx scripts/tools/browsers.ts --missing-packages)
if [ -n "$missing" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages for the end-to-end tests: $missing…"
    apt-get update -q >/dev/null
    # One word per package: $missing is split on purpose.
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >/dev/null
  else
    echo "Missing for the end-to-end tests (Debian packages): $missing" >&2
    echo "Install them as root, then run the command again: apt-get install $missing" >&2
  fi
fi
# Says which browser each engine uses, or how to install it, and fails when one is missing.
node --import tsx scripts/tools/browsers.ts
