#!/usr/bin/env bash
# Runs the whole Playwright suite while a CPU hog keeps every core busy, to show
# the browser tests wait on state and survive a slow machine. Usage:
#
#   npm run test:e2e:load                      # whole suite, hog on every core
#   npm run test:e2e:load -- --project=phone   # extra arguments go to `playwright test`
#   npm run test:e2e:load -- --npm-test        # README's whole test command (typecheck to Playwright)
#   HOG_PROCESSES=4 E2E_PORT=4393 bash tests/tools/under-load.sh
#
# HOG_PROCESSES (default: the number of cores) busy loops run at nice 0 and are killed on exit,
# whatever the outcome. The build is made first when dist/ is missing. E2E_SLOW=1 gives the tests
# the generous expectation timeout (tests/expect-timeout.ts). Prints the elapsed time and exits
# with the suite's status.
set -uo pipefail
cd "$(dirname "$0")/../.."

hogs=()
stop_hogs() {
  for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${hogs[@]}"; do wait "$pid" 2>/dev/null; done
  hogs=()
}
trap stop_hogs EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

whole=false
if [ "${1:-}" = "--npm-test" ]; then
  whole=true
  shift
elif [ ! -f dist/index.html ]; then
  npm run build || exit $?
fi

count="${HOG_PROCESSES:-$(nproc)}"
for _ in $(seq 1 "$count"); do
  nice -n 0 node -e 'for (;;) {}' &
  hogs+=("$!")
done
echo "under-load: ${count} CPU hog(s) running (pids ${hogs[*]})"

start=$(date +%s)
if $whole; then
  what="npm test"
  E2E_SLOW=1 npm test
else
  what="playwright"
  E2E_SLOW=1 npx playwright test "$@"
fi
status=$?
elapsed=$(( $(date +%s) - start ))
stop_hogs
printf 'under-load: %s exited %d after %dm%02ds with %d CPU hog(s)\n' "$what" "$status" $((elapsed / 60)) $((elapsed % 60)) "$count"
exit "$status"
