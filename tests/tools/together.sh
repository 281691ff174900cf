#!/usr/bin/env bash
# Runs npm scripts side by side and fails when any of them fails (each keeps its own output file
# and prints it when done, so two logs never interleave). `npm test` runs the typecheck and the
# lint this way: each is one process that mostly waits on one core, and the two cores are there.
set -u
dir=$(mktemp -d)
pids=()
for script in "$@"; do
  npm run --silent "$script" > "$dir/$script.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!pids[@]}"; do
  script=${*:i+1:1}
  if wait "${pids[$i]}"; then echo "✓ npm run $script"; else status=1; echo "✗ npm run $script"; fi
  cat "$dir/$script.log"
done
rm -rf "$dir"
exit $status
