#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "System tools (Chromium)"
bash scripts/ensure-tools.sh

step "Lint"
npm run --silent lint

step "Unit tests (Jest)"
npx jest --ci

step "Production build (static export to out/)"
npm run --silent build

step "Type check"
npm run --silent typecheck

step "End-to-end tests (Playwright, desktop and mobile)"
npx playwright test
