#!/usr/bin/env bash
# Makes sure the browsers of the end-to-end tests are installed, never downloading Playwright's:
# e2e/support/browsers.ts names the Debian packages of what is missing, which this installs when
# it may (root and apt-get), or names and stops. (The old Chromium builds come from npm.)
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
node --import tsx scripts/tools/browsers.ts
