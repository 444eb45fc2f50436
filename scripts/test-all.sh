#!/usr/bin/env bash
# `npm test`: the whole check, stopping at the first failing step.
#   -. the system packages the tests need (scripts/ensure-test-deps.sh: PostgreSQL, Chromium, with apt-get)
#   0. formatting (prettier --check)
#   0b. lint (eslint: typescript-eslint, import cycles, widgets/ may not import src/client or src/server)
#   1. typecheck (tsc --noEmit)
#   2. every unit and API test on PGlite (vitest)
#   3. the API suite again on a throwaway PostgreSQL cluster (FINWELL_TEST_DB=postgres)
#   4. the browser suite (`npm run test:e2e`: vite build, then `playwright test` with Debian's Chromium,
#      E2E_WORKERS workers; traces and screenshots of failures in test-results/)
# Ends with each step's time and one plain line "N passed, N failed" summing the tests that ran (a failed
# typecheck counts as one failure).
set -uo pipefail

cd "$(dirname "$0")/.."
work="$(mktemp -d "${TMPDIR:-/tmp}/finwell-test-all.XXXXXX")"
passed=0
failed=0

timings=()
step_name=''
step_started=0
suite_started=$SECONDS

# Closes the running step's clock (its time is printed at the end).
end_step() {
  if [[ -n "$step_name" ]]; then
    timings+=("$(printf '%6ss  %s' "$((SECONDS - step_started))" "$step_name")")
    step_name=''
  fi
}

finish() {
  local code=$1
  end_step
  rm -rf "$work"
  echo
  echo "Step times:"
  printf '  %s\n' "${timings[@]}"
  printf '  %6ss  %s\n' "$((SECONDS - suite_started))" 'in all'
  echo
  echo "${passed} passed, ${failed} failed"
  exit "$code"
}

# Adds the counts of a vitest JSON report; a missing report (vitest crashed) counts as one failure.
add_vitest_counts() {
  local report=$1
  if [[ ! -s "$report" ]]; then
    failed=$((failed + 1))
    return
  fi
  local counts
  counts="$(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const failedSuites = (r.testResults || []).filter((t) => t.status === "failed" && (t.assertionResults || []).length === 0).length;
    console.log(`${r.numPassedTests} ${r.numFailedTests + failedSuites}`);
  ' "$report")"
  passed=$((passed + ${counts% *}))
  failed=$((failed + ${counts#* }))
}

step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  echo
  echo "==> $*"
}

step "system packages (PostgreSQL, Chromium)"
if ! bash scripts/ensure-test-deps.sh; then
  failed=$((failed + 1))
  finish 1
fi

step "formatting (prettier --check)"
if ! npx prettier --check . --log-level warn; then
  failed=$((failed + 1))
  finish 1
fi

step "lint (eslint)"
if ! npx eslint . --max-warnings 0; then
  failed=$((failed + 1))
  finish 1
fi

step "typecheck"
if ! npm run --silent typecheck; then
  failed=$((failed + 1))
  finish 1
fi

step "unit and API tests on PGlite"
npx vitest run --reporter=default --reporter=json --outputFile.json="$work/pglite.json"
code=$?
add_vitest_counts "$work/pglite.json"
[[ $code -eq 0 ]] || finish "$code"

step "API tests on PostgreSQL"
npx tsx tests/support/with-postgres.ts npx vitest run tests/api --reporter=default --reporter=json --outputFile.json="$work/postgres.json"
code=$?
add_vitest_counts "$work/postgres.json"
[[ $code -eq 0 ]] || finish "$code"

if [[ -f playwright.config.ts ]]; then
  step "end-to-end tests in Chromium (playwright test)"
  # tests/e2e/summary-reporter.ts ends the output with "N passed, N failed" (steps); it is added to the total.
  npm run --silent test:e2e 2>&1 | tee "$work/e2e.log"
  code=${PIPESTATUS[0]}
  line="$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$work/e2e.log" | tail -n 1)"
  if [[ -n "$line" ]]; then
    p="${line%% passed*}"
    f="${line#*, }"
    passed=$((passed + p))
    failed=$((failed + ${f%% failed}))
  elif [[ $code -ne 0 ]]; then
    failed=$((failed + 1))
  fi
  [[ $code -eq 0 ]] || finish "$code"
fi

finish 0
