#!/usr/bin/env bash
# `npm test`: every test, the whole run on one fixed clock, the date matrix's Madrid entry
# (tests/tools/date-matrix.ts --npm-test-clock: 2027-03-29 in Europe/Madrid, the day after
# daylight saving began, whose last days hold a 23-hour day). Every Vitest file, browser spec and
# chart path then runs on the day that has tripped the most date code, and a CI run is the same
# run whatever day it happens on. The rest of the matrix (a month's first day, 1 January, a leap
# day) is `npm run test:dates`, for whoever changes date code.
#
# Why not the real date plus one matrix entry, as before: the entry ran the date-sensitive files a
# second time (about two minutes of the test command's 25), and the real date tested a day chosen
# by the calendar rather than one that has broken date code.
set -euo pipefail
cd "$(dirname "$0")/../.."
eval "$(npx tsx tests/tools/date-matrix.ts --npm-test-clock)"
echo "npm test runs as if today were $TEST_TODAY in ${TZ:-the local time zone}"
# Each part's wall time, printed as it ends: a CI log that ran long says where the minutes went.
began=$SECONDS
took() { echo "npm test: $1 took $((SECONDS - began)) s"; began=$SECONDS; }
bash tests/tools/together.sh typecheck lint build
took "typecheck, lint and build"
npm run test:unit
took "Vitest"
npm run test:e2e
took "Playwright"
