#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "System tools (Chromium, Firefox ESR, WebKitGTK's WebDriver and MiniBrowser, Xvfb)"
bash scripts/tools/ensure-tools.sh

step "Lint"
npm run --silent lint

step "Unit tests (Jest)"
npx jest --ci

step "Production build (static export to out/)"
build_log=$(mktemp)
raw_export=$(mktemp -d)
# The end-to-end tests' failures, told again at the end (below).
report=$(mktemp)
trap 'rm -rf "$build_log" "$raw_export" "$report"' EXIT
# `next build` first without its post-build steps, whose input is kept for the
# checkout-path check below; then the post-build steps, as `npm run build` runs them.
npm run --silent --ignore-scripts build 2>&1 | tee "$build_log"
cp -R out "$raw_export/out"
npm run --silent postbuild
# The build must never reach the network (Satori fetches fonts for glyphs ours lack).
if grep -q "Failed to load dynamic font" "$build_log"; then
  echo "The build tried to download a font: a sharing image uses a character the site's font lacks." >&2
  exit 1
fi

step "Type check"
npm run --silent typecheck

step "Byte budgets of every page (perf/budgets.json)"
node scripts/gates/check-budgets.mjs

step "HTML validity of every page (html-validate, .htmlvalidate.json)"
npx html-validate "out/**/*.html"

step "HTML validity, W3C Nu HTML Checker (vnu-jar, needs Java)"
node scripts/gates/check-nu.mjs

step "French typography of every page"
node scripts/gates/check-typography.mjs

step "Spelling of every page (cspell, French dictionary, spelling/words.txt)"
node scripts/gates/check-spelling.mjs

step "Post-build steps and French gates from a path with a space and an accent"
node scripts/gates/check-checkout-path.mjs "$raw_export/out"

# End-to-end tests, engine by engine (projects of playwright.config.ts). Each engine runs even
# when another failed, so that one run tells every engine's state; npm test fails at the end
# if one did. CI shows only the end of the output: the tests that failed, or passed only on
# their retry (flaky), are told again there, each with the first lines of its error.
failed=()
engine() {
  local name=$1 start=$SECONDS log
  shift
  step "$name"
  log=$(mktemp)
  if "$@" 2>&1 | tee "$log"; then
    echo "── $name: passed in $((SECONDS - start)) s"
  else
    echo "── $name: FAILED after $((SECONDS - start)) s" >&2
    failed+=("$name")
  fi
  # Playwright's list reporter: a header per failed or flaky test ("  1) [project] › file ›
  # title"), its errors below, then the counts.
  if grep -qE '^  [0-9]+ (failed|flaky|interrupted)' "$log"; then
    {
      printf '\n%s\n' "$name"
      sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '
        /^  [0-9]+\) \[/ { print; errors = 0; diff = 0; next }
        /^    (Retry #|Error:|TimeoutError:|Test timeout|expect\()/ && errors < 4 { print; errors++ }
        /^    [-+] / && diff < 6 { print substr($0, 1, 240); diff++ }
        /^  [0-9]+ (failed|flaky|interrupted|did not run|passed)/ { print }
      ' | head -n 80
    } >>"$report"
  fi
  rm -f "$log"
}
engine "End-to-end tests, current Chromium: every spec at 1280 and 390 px, the floor's cases" \
  npx playwright test --project=desktop --project=mobile --grep-invert @hosts
engine "Hosts: the export served by Cloudflare Pages' runtime (wrangler) and by nginx (build/nginx-site.conf)" \
  npx playwright test --project=desktop --grep @hosts
engine "Firefox ESR (WebDriver BiDi): the suite at 1280 px, the floor at 390 px" \
  npx playwright test --project=firefox
engine "Browser floor in Chromium 112 and 119 (npm builds, unpacked once per machine)" \
  npx playwright test --project=chromium-112 --project=chromium-119
engine "Browser floor in WebKit (WebKitGTK's MiniBrowser through WebDriver, under Xvfb)" \
  npx playwright test --project=webkit
if [ -s "$report" ]; then
  printf '\nEnd-to-end tests that failed, or passed only on their retry:\n' >&2
  cat "$report" >&2
fi
if [ ${#failed[@]} -gt 0 ]; then
  printf '\nEnd-to-end tests failed in:\n' >&2
  printf '  %s\n' "${failed[@]}" >&2
  exit 1
fi
